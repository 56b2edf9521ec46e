import { PrismaPg } from "@prisma/adapter-pg";
import { PrismaClient } from "~/generated/prisma/client";
import { watchSharedWrites } from "~/modules/shared-reads/shared-write-watch.server";
import { noteDatabaseError } from "./database-health.server";
import { getEnv } from "./env.server";
import { inReadRequest } from "./logger.server";
import { watchPool } from "./metrics.server";
import { ReadsFirstPool } from "./reads-first-pool.server";

/**
 * The one Prisma client of this process, on PostgreSQL through the `pg` driver adapter.
 * DATABASE_URL is always set by the time the app runs: configured, or filled in by the
 * launcher with the embedded PostgreSQL.
 */
function createClient() {
  const env = getEnv();
  const url = env.DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set: start the app with `npm start`, which provides a database.");
  // Under a burst, a page's reads get the next free connection before writes and jobs do (fairly).
  const pool = new ReadsFirstPool(
    {
      connectionString: url,
      max: env.DATABASE_POOL_MAX,
      connectionTimeoutMillis: env.DATABASE_CONNECT_TIMEOUT_MS,
      // A connection is waited for as long as one statement may run; longer is "busy", not an outage.
      lineTimeoutMs: env.DATABASE_STATEMENT_TIMEOUT_MS,
      options: `-c statement_timeout=${env.DATABASE_STATEMENT_TIMEOUT_MS}`,
    },
    inReadRequest,
  );
  // An idle connection the server dropped (restart, failover) marks the database down at once.
  pool.on("error", noteDatabaseError);
  watchPool("app", {
    get totalCount() {
      return pool.totalCount;
    },
    get idleCount() {
      return pool.idleCount;
    },
    get waitingCount() {
      return pool.waiting.reads + pool.waiting.others;
    },
  });
  // Writes to cached shared tables (styles, ideas, topics) drop this instance's copies at once.
  return new PrismaClient({ adapter: watchSharedWrites(new PrismaPg(pool)) });
}

// Kept on globalThis so a development rebuild reuses the pool (one per database URL).
const globalForPrisma = globalThis as unknown as { inkwellPrisma?: { url: string; client: PrismaClient } };
const currentUrl = getEnv().DATABASE_URL ?? "";
if (globalForPrisma.inkwellPrisma?.url !== currentUrl) {
  globalForPrisma.inkwellPrisma = { url: currentUrl, client: createClient() };
}

export const prisma: PrismaClient = globalForPrisma.inkwellPrisma.client;

export { Prisma } from "~/generated/prisma/client";
export type * from "~/generated/prisma/client";

/** Prisma's error code for a unique constraint violation. */
export const UNIQUE_VIOLATION = "P2002";

export function isUniqueViolation(error: unknown): boolean {
  return typeof error === "object" && error !== null && (error as { code?: string }).code === UNIQUE_VIOLATION;
}
