import { picturesHeldByJobs } from "~/modules/generation/jobs/generation-job-service.server";
import { strayPictureKeys } from "~/modules/pictures/reference-pictures.server";
import { deleteDesignFiles, getImageStorage } from "~/modules/storage/image-storage.server";
import { prisma } from "~/utils/db.server";
import { GUEST_RETENTION_HOURS } from "./retention";

/**
 * Deletes what the Privacy Policy says is not kept: guest designs (and their image files)
 * older than the 24-hour window plus the grace period, guest visitors with nothing left and
 * no live session, expired sessions, the hashed per-address guest counters of past days, and
 * reference pictures no design uses any more (issue 28), with any picture file a generation
 * left behind (an instance that died between storing it and queueing its job). Runs under a
 * PostgreSQL advisory lock so that when every instance's schedule fires at once, one cleans
 * and the others skip.
 */
export interface CleanupOutcome {
  status: "cleaned" | "skipped";
  designs: number;
  visitors: number;
  sessions: number;
  /** Per-address daily guest counters of past days (hashed addresses; only today's count matters). */
  addressCounters: number;
  /** Reference pictures (rows and files) no design uses, and picture files no row or job holds. */
  pictures: number;
}

/** Key of the cleanup's advisory lock ("inkc" in ASCII). */
export const CLEANUP_LOCK_KEY = 0x696e6b63;
const BATCH = 200;
/** A picture file with no row is left this long (its generation may be queueing it right now). */
const STRAY_PICTURE_AGE_MS = 3600_000;

export async function cleanUpExpiredData(now: Date = new Date()): Promise<CleanupOutcome> {
  const cutoff = new Date(now.getTime() - GUEST_RETENTION_HOURS * 3600_000);
  // The transaction holds the lock for the whole run; a second instance's try-lock fails and it skips.
  return prisma.$transaction(
    async (tx) => {
      const rows = await tx.$queryRawUnsafe<Array<{ locked: boolean }>>(
        `SELECT pg_try_advisory_xact_lock(${CLEANUP_LOCK_KEY}) AS locked`,
      );
      if (rows[0]?.locked !== true)
        return {
          status: "skipped",
          designs: 0,
          visitors: 0,
          sessions: 0,
          addressCounters: 0,
          pictures: 0,
        } satisfies CleanupOutcome;

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
        const { count } = await tx.design.deleteMany({
          where: { id: { in: batch.map((design) => design.id) }, userId: null },
        });
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

      // Pictures go with the last design that used them (files first, as for designs), unless a job still
      // waiting or running will read them (a customization of a design deleted meanwhile, M11).
      const storage = getImageStorage();
      let pictures = 0;
      const keptForJobs: string[] = [];
      for (;;) {
        const unused = await tx.referencePicture.findMany({
          where: { designs: { none: {} }, id: { notIn: keptForJobs } },
          select: { id: true, storageKey: true },
          take: BATCH,
        });
        const held = await picturesHeldByJobs(unused.map((picture) => picture.storageKey));
        const free = unused.filter((picture) => !held.has(picture.storageKey));
        keptForJobs.push(...unused.filter((picture) => held.has(picture.storageKey)).map((picture) => picture.id));
        for (const picture of free) await storage.delete(picture.storageKey);
        pictures += (
          await tx.referencePicture.deleteMany({
            where: { id: { in: free.map((picture) => picture.id) }, designs: { none: {} } },
          })
        ).count;
        if (unused.length < BATCH) break;
      }
      const stray = await strayPictureKeys(new Date(now.getTime() - STRAY_PICTURE_AGE_MS));
      const held = await picturesHeldByJobs(stray);
      for (const key of stray.filter((candidate) => !held.has(candidate))) {
        await storage.delete(key);
        pictures++;
      }
      return { status: "cleaned", designs, visitors, sessions, addressCounters, pictures } satisfies CleanupOutcome;
    },
    { maxWait: 10_000, timeout: 10 * 60_000 },
  );
}
