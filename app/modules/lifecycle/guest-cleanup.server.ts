import { deleteDesignFiles } from "~/modules/storage/image-storage.server";
import { prisma } from "~/utils/db.server";
import { GUEST_RETENTION_HOURS } from "./retention";

/**
 * Deletes what the Privacy Policy says is not kept: guest designs (and their image files)
 * older than the 24-hour window plus the grace period, guest visitors with nothing left and
 * no live session, expired sessions, and the hashed per-address guest counters of past days. Runs under a PostgreSQL advisory lock so that when
 * every instance's schedule fires at once, one cleans and the others skip.
 */
export interface CleanupOutcome {
  status: "cleaned" | "skipped";
  designs: number;
  visitors: number;
  sessions: number;
  /** Per-address daily guest counters of past days (hashed addresses; only today's count matters). */
  addressCounters: number;
}

/** Key of the cleanup's advisory lock ("inkc" in ASCII). */
export const CLEANUP_LOCK_KEY = 0x696e6b63;
const BATCH = 200;

export async function cleanUpExpiredData(now: Date = new Date()): Promise<CleanupOutcome> {
  const cutoff = new Date(now.getTime() - GUEST_RETENTION_HOURS * 3600_000);
  // The transaction holds the lock for the whole run; a second instance's try-lock fails and it skips.
  return prisma.$transaction(
    async (tx) => {
      const rows = await tx.$queryRawUnsafe<Array<{ locked: boolean }>>(`SELECT pg_try_advisory_xact_lock(${CLEANUP_LOCK_KEY}) AS locked`);
      if (rows[0]?.locked !== true)
        return { status: "skipped", designs: 0, visitors: 0, sessions: 0, addressCounters: 0 } satisfies CleanupOutcome;

      let designs = 0;
      for (;;) {
        const batch = await tx.design.findMany({
          where: { userId: null, createdAt: { lt: cutoff } },
          select: { id: true, imageKey: true, svgKey: true },
          take: BATCH,
          orderBy: { createdAt: "asc" },
        });
        if (batch.length === 0) break;
        // Files first: a row without files is harmless, files without a row are never found again.
        for (const design of batch) await deleteDesignFiles(design);
        const { count } = await tx.design.deleteMany({ where: { id: { in: batch.map((design) => design.id) }, userId: null } });
        designs += count;
        if (batch.length < BATCH) break;
      }

      const sessions = (await tx.session.deleteMany({ where: { expiresAt: { lt: now } } })).count;
      const visitors = (
        await tx.anonymousVisitor.deleteMany({
          where: {
            createdAt: { lt: cutoff },
            designs: { none: {} },
            sessions: { none: { expiresAt: { gte: now } } },
          },
        })
      ).count;
      const yesterday = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - 1));
      const addressCounters = (await tx.anonymousIpUsage.deleteMany({ where: { day: { lt: yesterday } } })).count;
      // Who counted a style or idea's use only matters on that day (once per person a day).
      await tx.catalogUse.deleteMany({ where: { day: { lt: yesterday } } });
      return { status: "cleaned", designs, visitors, sessions, addressCounters } satisfies CleanupOutcome;
    },
    { maxWait: 10_000, timeout: 10 * 60_000 },
  );
}
