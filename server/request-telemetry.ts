import { randomUUID } from "node:crypto";
import type { RequestHandler } from "express";
import { matchRoutes, type RouteObject, type ServerBuild } from "react-router";
import { logger, runWithRequestContext } from "../app/utils/logger.server";
import { httpRequestDuration } from "../app/utils/metrics.server";
import { HEALTH_PATHS } from "./health";

/**
 * Every request gets an id (X-Request-Id, answered back; a proxy's own id is kept when the proxy
 * is trusted), runs with it as the current request (logs inside carry it, and a generation takes
 * it into its job), and is counted by route pattern in the HTTP latency histogram. With
 * LOG_REQUESTS, one access log line per request; a 5xx is always logged, but for the health routes'
 * (a 503 from /readyz is an answer: the instance is stopping, or its database is away).
 *
 * The log and the metric name the route's pattern (`/s/:token`), never the URL: share tokens,
 * OAuth codes and states live in paths and query strings, and a log must not open a share.
 */
export function requestTelemetry(options: {
  build: ServerBuild;
  logRequests: boolean;
  trustProxy: boolean;
  traceIdOf?: () => string | undefined;
}): RequestHandler {
  const patternOf = routePatterns(options.build);
  const log = logger("http");
  return (req, res, next) => {
    const forwarded = req.headers["x-request-id"];
    const requestId =
      options.trustProxy && typeof forwarded === "string" && REQUEST_ID.test(forwarded) ? forwarded : randomUUID();
    res.setHeader("X-Request-Id", requestId);
    const started = process.hrtime.bigint();
    const context = { requestId, traceId: options.traceIdOf?.(), read: req.method === "GET" || req.method === "HEAD" };
    res.on("finish", () => {
      const seconds = Number(process.hrtime.bigint() - started) / 1e9;
      const route = patternOf(req.path);
      httpRequestDuration.observe(
        { method: req.method, route, status: `${Math.floor(res.statusCode / 100)}xx` },
        seconds,
      );
      const failed = res.statusCode >= 500 && !HEALTH_PATHS.has(route);
      if (!options.logRequests && !failed) return;
      runWithRequestContext(context, () =>
        log[failed ? "error" : "info"](
          {
            method: req.method,
            route,
            query: Object.keys(req.query).sort(),
            status: res.statusCode,
            durationMs: Math.round(seconds * 10_000) / 10,
            bytes: Number(res.getHeader("content-length") ?? 0) || undefined,
          },
          "request",
        ),
      );
    });
    runWithRequestContext(context, next);
  };
}

/** An id a proxy may pass in: letters, digits and - _ . only, so it cannot forge a log line. */
const REQUEST_ID = /^[\w.-]{8,128}$/;

/**
 * The route pattern a path belongs to (`/designs/:id/print.pdf`), from the app's own routes;
 * static bundles are `/assets/*`, React Router's data requests keep their `.data` suffix, and a
 * path no route matches is `unmatched` (a bounded set of labels, whatever clients send).
 */
export function routePatterns(build: Pick<ServerBuild, "routes">): (path: string) => string {
  const routes = Object.values(build.routes ?? {});
  const tree = (parentId: string | undefined): RouteObject[] =>
    routes
      .filter((route) => route?.parentId === parentId)
      .map((route) =>
        route!.index
          ? { id: route!.id, index: true }
          : { id: route!.id, path: route!.path, caseSensitive: route!.caseSensitive, children: tree(route!.id) },
      );
  const routeTree = tree(undefined);
  const cache = new Map<string, string>();
  return (path) => {
    if (path.startsWith("/assets/")) return "/assets/*";
    if (path === "/__manifest" || HEALTH_PATHS.has(path)) return path;
    const data = path.endsWith(".data");
    const pathname = data ? path.slice(0, -".data".length).replace(/^\/_root$/, "/") : path;
    let pattern = cache.get(pathname);
    if (pattern === undefined) {
      const matches = matchRoutes(routeTree, pathname);
      const last = matches?.at(-1);
      pattern =
        !matches || (last?.route.path === "*" && last.route.id === "routes/$") || !last
          ? "unmatched"
          : "/" +
            matches
              .map((match) => match.route.path)
              .filter(Boolean)
              .join("/");
      // Paths are unbounded; the cache keeps at most a few thousand of them.
      if (cache.size > 5_000) cache.clear();
      cache.set(pathname, pattern);
    }
    return data ? `${pattern}.data` : pattern;
  };
}
