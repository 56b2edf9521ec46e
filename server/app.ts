import { randomBytes, timingSafeEqual } from "node:crypto";
import { existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createRequestHandler } from "@react-router/express";
import compression from "compression";
import express from "express";
import type { AppLoadContext, ServerBuild } from "react-router";
import type { Env } from "../app/utils/env.server";
import { errorFields, logger } from "../app/utils/logger.server";
import { metricsText } from "../app/utils/metrics.server";
import { contentSecurityPolicy, isCrossOriginRequest, REPORTING_ENDPOINTS } from "../app/utils/security.server";
import { closeGently } from "./close-gently";
import { databaseGate } from "./database-gate";
import { healthRoutes } from "./health";
import { requestGuards } from "./request-guards";
import { requestTelemetry } from "./request-telemetry";
import { drainingConnections } from "./shutdown";

const log = logger("http");

export interface LoadContext {
  cspNonce: string;
  clientIp: string;
}

declare module "react-router" {
  interface AppLoadContext extends LoadContext {}
}

/**
 * The HTTP server around the React Router app: static files, compression, security headers with
 * a per-request CSP nonce, and the Origin check every state-changing request passes.
 * (Express middleware runs before React Router sees the request, static files included.)
 */
export function createApp(options: {
  build: ServerBuild;
  env: Env;
  appUrl: string;
  rootDir: string;
  formActionOrigins: string[];
  /** Readiness: whether the database answers a query now (the app build's own client). */
  databaseAnswers: () => Promise<boolean>;
  traceIdOf?: () => string | undefined;
}) {
  const { build, env, appUrl, rootDir } = options;
  const production = env.NODE_ENV === "production";
  const appHost = new URL(appUrl).host;
  const app = express();

  app.disable("x-powered-by");
  app.set("trust proxy", trustProxySetting(env.TRUST_PROXY));
  // While the instance stops (server/shutdown.ts), each answer closes its connection.
  app.use(drainingConnections());
  // Responses the build already compressed carry Content-Encoding; compression skips them.
  app.use(compression());

  app.use(
    requestTelemetry({
      build,
      logRequests: env.LOG_REQUESTS,
      trustProxy: app.get("trust proxy") !== false,
      traceIdOf: options.traceIdOf,
    }),
  );
  if (env.METRICS_TOKEN) app.get("/metrics", metricsEndpoint(env.METRICS_TOKEN));

  // Security headers on every response, the static files under /build and public/ included.
  app.use((req, res, next) => {
    const nonce = randomBytes(16).toString("base64");
    res.locals.cspNonce = nonce;
    res.setHeader(
      "Content-Security-Policy",
      contentSecurityPolicy({ nonce, formActionOrigins: options.formActionOrigins, production }),
    );
    res.setHeader("Reporting-Endpoints", REPORTING_ENDPOINTS);
    res.setHeader("X-Content-Type-Options", "nosniff");
    res.setHeader("Referrer-Policy", "strict-origin-when-cross-origin");
    res.setHeader("X-Frame-Options", "DENY");
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=()");
    // In production, always: browsers honour it only over HTTPS (a TLS proxy in front).
    if (production) {
      res.setHeader("Strict-Transport-Security", "max-age=31536000; includeSubDomains");
    }
    next();
  });

  // /livez, /readyz and /healthz: before static files and the database gate.
  app.use(healthRoutes(options.databaseAnswers));
  app.use(closeGently());
  app.use(requestGuards());

  // Fingerprinted bundles (build/client/assets) never change; the files copied from public/
  // may. The build step gzipped the bundles already (scripts/optimize-browser-build.mjs):
  // serve those bytes when accepted.
  const clientDir = path.join(rootDir, "build/client");
  app.use("/assets", servePrecompressed(path.join(clientDir, "assets")));
  app.use("/assets", express.static(path.join(clientDir, "assets"), { immutable: true, maxAge: "1y" }));
  app.use(publicFiles(clientDir));
  app.use(databaseGate());

  app.use((req, res, next) => {
    const ownHosts = [appHost, req.headers.host ?? ""];
    const forwardedHost = req.headers["x-forwarded-host"];
    if (app.get("trust proxy") && typeof forwardedHost === "string")
      ownHosts.push(forwardedHost.split(",").at(-1)!.trim());
    const crossOrigin = isCrossOriginRequest({
      method: req.method,
      path: req.path,
      origin: req.headers.origin,
      referer: req.headers.referer,
      ownHosts: ownHosts.filter(Boolean),
    });
    if (!crossOrigin) return next();
    res.status(403).json({ message: "Forbidden: this request did not come from this site." });
  });

  app.all(
    "*",
    createRequestHandler({
      build,
      // Always "production": clients never receive stack traces, whatever NODE_ENV says.
      mode: "production",
      getLoadContext: (req, res): AppLoadContext => ({
        cspNonce: res.locals.cspNonce as string,
        clientIp: req.ip ?? req.socket.remoteAddress ?? "unknown",
      }),
    }),
  );

  // An error thrown before React Router answers (the adapter, a middleware): Express's own handler
  // would print the stack trace to the client outside production. A client error keeps its
  // status; anything else is a plain 500, logged here.
  app.use((error: unknown, _req: express.Request, res: express.Response, next: express.NextFunction) => {
    if (res.headersSent) return next(error);
    const declared = Number(
      (error as { status?: unknown; statusCode?: unknown })?.status ?? (error as { statusCode?: unknown })?.statusCode,
    );
    const status = declared >= 400 && declared < 500 ? declared : 500;
    if (status === 500) log.error(errorFields(error), "request failed before the app answered");
    res
      .status(status)
      .json({ message: status === 500 ? "Something went wrong. Please try again." : "The request is not valid." });
  });

  return app;
}

/** GET /metrics for a scraper that sends the configured token (Authorization: Bearer ...). */
function metricsEndpoint(token: string): express.RequestHandler {
  const expected = Buffer.from(`Bearer ${token}`);
  return async (req, res) => {
    const given = Buffer.from(req.headers.authorization ?? "");
    res.setHeader("Cache-Control", "no-store");
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
      res.setHeader("WWW-Authenticate", 'Bearer realm="metrics"');
      res.status(401).json({ message: "Unauthorized: /metrics needs its token." });
      return;
    }
    const { contentType, body } = await metricsText();
    res.type(contentType).send(body);
  };
}

/**
 * The files copied from public/ (the favicon), served as they are. They are listed once at start,
 * so a page request never asks the file system whether it is a file: a stat runs on libuv's thread
 * pool, which image work shares, and under a burst of generations it waited seconds there (issue 35).
 */
function publicFiles(directory: string): express.RequestHandler {
  const files = new Set(
    existsSync(directory)
      ? readdirSync(directory, { recursive: true, withFileTypes: true })
          .filter((entry) => entry.isFile())
          .map(
            (entry) =>
              `/${path.relative(directory, path.join(entry.parentPath, entry.name)).split(path.sep).join("/")}`,
          )
          .filter((file) => !file.startsWith("/assets/"))
      : [],
  );
  const serve = express.static(directory, { maxAge: "1h", index: false });
  return (req, res, next) => (files.has(req.path) ? serve(req, res, next) : next());
}

const CONTENT_TYPES: Record<string, string> = {
  ".js": "text/javascript; charset=utf-8",
  ".css": "text/css; charset=utf-8",
  ".svg": "image/svg+xml",
  ".json": "application/json",
};

function servePrecompressed(directory: string): express.RequestHandler {
  return (req, res, next) => {
    const extension = path.extname(req.path);
    const type = CONTENT_TYPES[extension];
    if (!type || !/\bgzip\b/.test(String(req.headers["accept-encoding"] ?? ""))) return next();
    const file = path.join(directory, path.normalize(req.path).replace(/^(\.\.(\/|\\|$))+/, ""));
    if (!file.startsWith(directory) || !existsSync(`${file}.gz`)) return next();
    res.setHeader("Content-Type", type);
    res.setHeader("Content-Encoding", "gzip");
    res.setHeader("Vary", "Accept-Encoding");
    res.setHeader("Cache-Control", "public, max-age=31536000, immutable");
    res.sendFile(`${file}.gz`, { dotfiles: "deny" }, (error) => error && next());
  };
}

/**
 * How many proxies in front of the app to believe. X-Forwarded-For is a list each proxy
 * appends to; only the entries our own proxies wrote can be trusted, so the client address
 * is the one `hops` places from the right. "true" means one hop (a single load balancer):
 * taking the left-most entry would let any client write its own address.
 */
export function trustProxySetting(value: string): false | number {
  if (value === "false") return false;
  if (value === "true") return 1;
  return Number(value);
}
