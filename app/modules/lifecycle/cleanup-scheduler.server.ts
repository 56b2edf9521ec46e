import cron from "node-cron";
import { errorFields, logger } from "~/utils/logger.server";
import { cleanUpExpiredData } from "./guest-cleanup.server";
import { CLEANUP_CRON } from "./retention";

const log = logger("cleanup");

/**
 * The data-lifecycle schedule of this instance, on the same node-cron scheduler as the
 * trending topics. Every instance with SCHEDULER_ENABLED runs it; the cleanup's advisory
 * lock lets one clean at a time. Answers the function that stops it.
 */
export function startCleanupScheduler(): () => void {
  const run = async () => {
    try {
      const outcome = await cleanUpExpiredData();
      if (
        outcome.status === "cleaned" &&
        outcome.designs + outcome.visitors + outcome.sessions + outcome.addressCounters + outcome.pictures > 0
      ) {
        log.info(
          {
            designs: outcome.designs,
            visitors: outcome.visitors,
            sessions: outcome.sessions,
            addressCounters: outcome.addressCounters,
            pictures: outcome.pictures,
          },
          "deleted guest designs and visitors, expired sessions and past address counters",
        );
      }
    } catch (error) {
      log.error(errorFields(error), "scheduled cleanup failed");
    }
  };
  const task = cron.schedule(CLEANUP_CRON, run, { name: "data-cleanup", timezone: "UTC", noOverlap: true });
  return () => {
    task.destroy();
  };
}
