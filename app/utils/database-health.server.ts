import pg from "pg";
import { getEnv } from "./env.server";

/**
 * Whether the database is reachable, as this instance last saw it. A connection error
 * anywhere (the pool, a request, the shared-reads listener) marks it down; from then on
 * requests are answered 503 at once (server/app.ts) instead of each waiting for its own
 * timeout, and a probe retries every second until the database answers again.
 */
export const databaseUnavailable = {
  title: "Inkwell is temporarily unavailable",
  message: "Inkwell is temporarily unavailable. Please try again in a moment.",
  retryAfterSeconds: 5,
} as const;

const PROBE_EVERY_MS = 1_000;
// On globalThis: the HTTP server (build/server/index.js) and the app build (build/server/app.js)
// are bundled apart, and both must see the same state.
const state = ((
  globalThis as { inkwellDatabaseHealth?: { downSince: number | null; probing: boolean } }
).inkwellDatabaseHealth ??= {
  downSince: null,
  probing: false,
});

const CONNECTION_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EPIPE",
  "57P01", // admin shutdown
  "57P02", // crash shutdown
  "57P03", // cannot connect now (starting up, shutting down)
  "08000",
  "08001",
  "08003",
  "08006",
  "P1001", // Prisma: can't reach database server
  "P1002",
  "P1017", // Prisma: server closed the connection
]);
const CONNECTION_MESSAGES =
  /connection terminated|timeout exceeded when trying to connect|connect ECONNREFUSED|server closed the connection|terminating connection due to administrator command|the database system is (shutting down|starting up)/i;

/** Whether this error (or one it wraps) says the database cannot be reached. */
export function isDatabaseConnectionError(error: unknown, depth = 0): boolean {
  if (depth > 5 || typeof error !== "object" || error === null) return false;
  const { code, message, cause } = error as { code?: unknown; message?: unknown; cause?: unknown };
  if (typeof code === "string" && CONNECTION_CODES.has(code)) return true;
  if (typeof message === "string" && CONNECTION_MESSAGES.test(message)) return true;
  return isDatabaseConnectionError(cause, depth + 1);
}

export function isDatabaseDown(): boolean {
  return state.downSince !== null;
}

/** Notes an error; a connection error marks the database down until a probe reaches it. */
export function noteDatabaseError(error: unknown): void {
  if (!isDatabaseConnectionError(error)) return;
  state.downSince ??= Date.now();
  if (!state.probing) void probeUntilUp();
}

async function probeUntilUp() {
  state.probing = true;
  try {
    while (state.downSince !== null) {
      await new Promise((resolve) => setTimeout(resolve, PROBE_EVERY_MS).unref());
      const client = new pg.Client({ connectionString: getEnv().DATABASE_URL, connectionTimeoutMillis: 2_000 });
      try {
        await client.connect();
        await client.query("SELECT 1");
        state.downSince = null;
      } catch {
        // Still down: try again.
      } finally {
        await client.end().catch(() => {});
      }
    }
  } finally {
    state.probing = false;
  }
}
