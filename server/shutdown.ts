import type { Server } from "node:http";
import type express from "express";

/**
 * The stop of an instance (SIGTERM from the platform, or SIGINT), within the deadline the operator
 * sets (SHUTDOWN_TIMEOUT_SECONDS; docs/deploy.md):
 * 1. at once, the instance drains: /readyz and /healthz answer 503, every answer closes its
 *    connection, the schedulers stop and the generation workers fetch nothing more and hand their
 *    running jobs back, for another instance to run now (job-hand-back.server.ts);
 * 2. for SHUTDOWN_DELAY_SECONDS it still accepts new requests, for a load balancer that only learns
 *    from /readyz that the instance is going;
 * 3. it stops accepting, closes idle connections and lets the requests it has finish (a generation
 *    waiting on a job another instance now runs is answered when that one finishes), until shortly
 *    before the deadline, when the rest are closed (a client that lost a generation's answer picks
 *    it up at GET /api/generations/{id});
 * 4. the launcher then closes the database clients and the embedded services, and exits.
 */

const state = { draining: false, openRequests: 0 };

export function isDraining(): boolean {
  return state.draining;
}

export function startDraining(): void {
  state.draining = true;
}

/** Requests still being answered (said when the deadline cuts them). */
export function openRequests(): number {
  return state.openRequests;
}

/** Counts the requests being answered; while draining, every answer closes its connection. */
export function drainingConnections(): express.RequestHandler {
  return (_req, res, next) => {
    state.openRequests++;
    res.once("close", () => state.openRequests--);
    if (state.draining) res.setHeader("Connection", "close");
    next();
  };
}

/** When the HTTP server must be closed for the rest of the stop to fit in `timeoutMs`: a fifth, at most 2 s, is kept for it. */
export function closeDeadline(started: number, timeoutMs: number): number {
  return started + timeoutMs - Math.min(2_000, timeoutMs / 5);
}

/** Stops accepting, closes idle connections, waits for open requests, and closes whatever is left at `deadline`. */
export function closeServer(server: Server, deadline: number): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => server.closeAllConnections(), Math.max(0, deadline - Date.now()));
    server.close(() => {
      clearTimeout(timer);
      resolve();
    });
    server.closeIdleConnections();
  });
}

export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
