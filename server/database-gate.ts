import type express from "express";
import { databaseUnavailable, isDatabaseDown } from "../app/utils/database-health.server";

/**
 * While the database cannot be reached, every request that would need it is answered 503
 * at once (a page or a JSON message), instead of waiting for a connection timeout. The
 * health routes (server/health.ts) and static files are served before this, so the load
 * balancer sees the outage too.
 */
export function databaseGate(): express.RequestHandler {
  return (req, res, next) => {
    if (!isDatabaseDown()) return next();
    res.setHeader("Retry-After", String(databaseUnavailable.retryAfterSeconds));
    res.setHeader("Cache-Control", "no-store");
    if (req.path.startsWith("/api/") || !String(req.headers.accept ?? "").includes("text/html")) {
      return void res.status(503).json({ message: databaseUnavailable.message });
    }
    const nonce = String(res.locals.cspNonce ?? "");
    res.status(503).type("html").send(`<!DOCTYPE html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${databaseUnavailable.retryAfterSeconds * 2}">
<title>${databaseUnavailable.title} · Inkwell</title>
<style nonce="${nonce}">body{margin:0;min-height:100vh;display:grid;place-items:center;background:#f7f4ef;color:#110f0e;font:16px/1.5 system-ui,sans-serif;text-align:center;padding:24px}h1{font-size:1.75rem;margin:0 0 .5rem}p{color:#4a4540;margin:0 0 1.5rem}a{display:inline-block;background:#110f0e;color:#fff;padding:.6rem 1.2rem;border-radius:.5rem;font-weight:600;text-decoration:none}a:focus-visible{outline:3px solid #c81e1e;outline-offset:2px}</style>
</head><body><main><p>Error 503</p><h1>${databaseUnavailable.title}</h1><p>We could not reach our database. Your designs are safe; this page will try again by itself.</p><a href="${escapeHtml(req.originalUrl)}">Try again</a></main></body></html>`);
  };
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}
