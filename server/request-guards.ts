import type express from "express";
import { hasControlCharacters } from "../app/utils/client-input";
import { requestMessages } from "../app/utils/messages/request";
import { bodyLimitFor } from "../app/utils/request-body.server";

/**
 * Refusals that need no route: an address that does not decode or carries control
 * characters (in a path segment, which becomes a route param, or in the query), and a
 * body announced larger than its route takes. Bodies without a length are counted as
 * they stream by the readers in request-body.server.ts.
 */
export function requestGuards(): express.RequestHandler {
  return (req, res, next) => {
    const refuse = (status: number, message: string) => {
      if (status === 413) res.setHeader("Connection", "close");
      res.setHeader("Cache-Control", "no-store");
      if (req.path.startsWith("/api/") || !String(req.headers.accept ?? "").includes("text/html")) {
        res.status(status).json({ message });
      } else {
        res.status(status).type("text/plain; charset=utf-8").send(message);
      }
    };
    const [rawPath, rawQuery = ""] = req.originalUrl.split(/\?(.*)/s, 2);
    let decodedPath: string;
    try {
      decodedPath = decodeURIComponent(rawPath);
    } catch {
      return refuse(400, requestMessages.badAddress);
    }
    if (hasControlCharacters(decodedPath)) return refuse(400, requestMessages.controlCharacters);
    let query: URLSearchParams;
    try {
      // URLSearchParams forgives broken escapes; the app reads it the same way, so check the same.
      query = new URLSearchParams(rawQuery);
    } catch {
      return refuse(400, requestMessages.badAddress);
    }
    for (const [key, value] of query) {
      if (hasControlCharacters(key) || hasControlCharacters(value))
        return refuse(400, requestMessages.controlCharacters);
    }
    const declared = Number(req.headers["content-length"] ?? 0);
    const limit = bodyLimitFor(req.path, req.headers["content-type"]);
    if (declared > limit.maxBytes) return refuse(413, limit.message);
    next();
  };
}
