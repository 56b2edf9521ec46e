import express from "express";
import { isDatabaseDown } from "../app/utils/database-health.server";
import { isDraining } from "./shutdown";

/**
 * The health routes, answered before anything else (no session, no database gate):
 * - GET /livez: the process answers (200); a platform restarts an instance only when this fails;
 * - GET /readyz: the instance takes work: 200 when it is not stopping and its database answers,
 *   else 503, so a load balancer sends it nothing (docs/deploy.md);
 * - GET /healthz: the same as /readyz, kept for the setups that used it before the two were apart.
 */
export const HEALTH_PATHS: ReadonlySet<string> = new Set(["/livez", "/readyz", "/healthz"]);

export function healthRoutes(databaseAnswers: () => Promise<boolean>): express.Router {
  const router = express.Router();
  const answer = (res: express.Response, status: number, body: Record<string, string>) =>
    res.status(status).setHeader("Cache-Control", "no-store").json(body);
  router.get("/livez", (_req, res) => answer(res, 200, { status: "ok" }));
  const readiness: express.RequestHandler = async (_req, res) => {
    if (isDraining()) return answer(res, 503, { status: "stopping" });
    const reachable = !isDatabaseDown() && (await databaseAnswers());
    if (reachable) return answer(res, 200, { status: "ok", database: "ok" });
    answer(res, 503, { status: "error", database: "unreachable" });
  };
  router.get("/readyz", readiness);
  router.get("/healthz", readiness);
  return router;
}
