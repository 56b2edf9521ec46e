import { stopBoss } from "~/modules/generation/jobs/generation-jobs.server";
import { closeRateLimitPool } from "~/modules/limits/rate-limit.server";
import { stopSharedReads } from "~/modules/shared-reads/shared-reads.server";
import { prisma } from "~/utils/db.server";
import { errorFields, logger } from "~/utils/logger.server";

const log = logger("inkwell");

/**
 * Closes the app's own connections to PostgreSQL: the job queue's (with its listener), the
 * rate limits', the shared reads' listener and Prisma's. The launcher calls it after the HTTP
 * server has closed and before it stops the embedded database, so a stop is quiet instead of
 * each idle connection reporting that the server terminated it.
 */
export async function closeDatabaseClients(): Promise<void> {
  const results = await Promise.allSettled([stopBoss(), closeRateLimitPool(), stopSharedReads(), prisma.$disconnect()]);
  for (const result of results)
    if (result.status === "rejected") log.error(errorFields(result.reason), "closing a database client failed");
}

/** Whether the database answers a query now (readiness: GET /readyz and /healthz, server/health.ts). */
export async function databaseAnswers(): Promise<boolean> {
  try {
    await prisma.$queryRaw`SELECT 1`;
    return true;
  } catch {
    return false;
  }
}
