import { deleteExpiredSessions } from "~/modules/auth/session.server";
import { getImageProviders } from "~/modules/generation/image-engine.server";
import { startGenerationWorkers } from "~/modules/generation/jobs/generation-job-service.server";
import { startModelChecks } from "~/modules/generation/providers/model-lifecycle.server";
import { startCleanupScheduler } from "~/modules/lifecycle/cleanup-scheduler.server";
import { limitImageMemory } from "~/modules/renders/image-memory.server";
import { keepImageThreadsYielding } from "~/modules/renders/thread-priority.server";
import { startTrendingScheduler } from "~/modules/trending/trending-scheduler.server";
import { getEnv } from "~/utils/env.server";
import { errorFields, logger } from "~/utils/logger.server";

const log = logger("jobs");

/**
 * Work that runs in the background of each app instance, started by the launcher once
 * the server listens. Returns the function that stops it: the schedulers at once, the generation
 * workers by handing their running jobs back; a job still running at `deadline` is left to its heartbeats.
 */
export async function startBackgroundJobs(): Promise<(deadline?: number) => Promise<void>> {
  limitImageMemory();
  const stopLoweringImageThreads = keepImageThreadsYielding();
  const hourly = setInterval(
    () => {
      deleteExpiredSessions().catch((error: unknown) => log.error(errorFields(error), "session cleanup failed"));
    },
    60 * 60 * 1000,
  );
  hourly.unref();
  // Trending topics: node-cron on every instance that has SCHEDULER_ENABLED; an advisory lock lets one refresh.
  const env = getEnv();
  let stopTrending = () => {};
  let stopCleanup = () => {};
  if (env.SCHEDULER_ENABLED) {
    stopTrending = startTrendingScheduler({ expression: env.TRENDING_CRON, refreshOnStartIfStale: true });
    // Guest designs, visitors and expired sessions past the Privacy Policy's window.
    stopCleanup = startCleanupScheduler();
  } else {
    logger("trending").info("Scheduler off on this instance (SCHEDULER_ENABLED=false)");
  }
  // Generation jobs (pg-boss on PostgreSQL): every instance works on the shared queue.
  const stopWorkers = startGenerationWorkers();
  // The image models' lifecycle: asked of each provider now and daily (decision 024).
  const stopModelChecks = startModelChecks(getImageProviders);
  return async (deadline) => {
    stopModelChecks();
    stopLoweringImageThreads();
    clearInterval(hourly);
    stopTrending();
    stopCleanup();
    await stopWorkers(deadline);
  };
}
