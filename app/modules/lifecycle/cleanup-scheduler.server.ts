import cron from "node-cron";
import { cleanUpExpiredData } from "./guest-cleanup.server";
import { CLEANUP_CRON } from "./retention";

/**
 * The data-lifecycle schedule of this instance, on the same node-cron scheduler as the
 * trending topics. Every instance with SCHEDULER_ENABLED runs it; the cleanup's advisory
 * lock lets one clean at a time. Answers the function that stops it.
 */
export function startCleanupScheduler(): () => void {
  const run = async () => {
    try {
      const outcome = await cleanUpExpiredData();
      if (outcome.status === "cleaned" && outcome.designs + outcome.visitors + outcome.sessions + outcome.addressCounters > 0) {
        console.log(
          `[cleanup] Deleted ${outcome.designs} guest designs, ${outcome.visitors} guest visitors, ${outcome.sessions} expired sessions and ${outcome.addressCounters} past address counters`,
        );
      }
    } catch (error) {
      console.error(`[cleanup] Scheduled cleanup failed: ${error instanceof Error ? error.message : String(error)}`);
    }
  };
  const task = cron.schedule(CLEANUP_CRON, run, { name: "data-cleanup", timezone: "UTC", noOverlap: true });
  return () => {
    task.destroy();
  };
}
