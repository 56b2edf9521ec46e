import cron, { type ScheduledTask } from "node-cron";
import { logger } from "~/utils/logger.server";
import { refreshIntervalOf } from "./refresh-interval.server";
import { refreshTrendingTopics, type RefreshOutcome } from "./trending-topics.server";

/**
 * The trending-topics schedule of this app instance (node-cron, UTC). Every instance may
 * run it: the refresh itself takes a PostgreSQL advisory lock, and a run that finds a set
 * fresher than half the interval (another instance just refreshed) leaves it alone.
 */
export interface LastScheduledRun {
  at: string;
  outcome: RefreshOutcome["status"] | "failed";
  count: number | null;
  message: string | null;
}

interface SchedulerState {
  task: ScheduledTask;
  expression: string;
  refreshing: boolean;
  lastRun: LastScheduledRun | null;
}

const trendingLog = logger("trending");
const log = (message: string) => trendingLog.info(message);

// One per process, shared by the launcher's background jobs and the status route.
const globalState = globalThis as unknown as { inkwellTrendingScheduler?: SchedulerState | null };

export class InvalidScheduleError extends Error {}

/** Starts the schedule; answers the function that stops it. Throws on a bad expression. */
export function startTrendingScheduler(options: { expression: string; refreshOnStartIfStale?: boolean }): () => void {
  const problem = cron.validateDetailed(options.expression).errors[0];
  if (problem) {
    throw new InvalidScheduleError(
      `TRENDING_CRON "${options.expression}" is not a valid cron expression (${problem.message}). ` +
        'Use five fields (minute hour day month weekday), for example "0 */6 * * *" for every 6 hours.',
    );
  }
  globalState.inkwellTrendingScheduler?.task.destroy();
  const interval = refreshIntervalOf(options.expression);
  const halfInterval = (interval.approximateMs ?? 0) / 2;

  const task = cron.schedule(options.expression, () => runOnce(halfInterval), {
    name: "trending-topics",
    timezone: "UTC",
    noOverlap: true,
  });
  const state: SchedulerState = { task, expression: options.expression, refreshing: false, lastRun: null };
  globalState.inkwellTrendingScheduler = state;
  log(`Refreshing trending topics ${interval.description} (${options.expression}, UTC)`);

  // A fresh install (or a long pause) should not wait hours for its first topics.
  if (options.refreshOnStartIfStale) void runOnce(interval.approximateMs ?? 0);

  return () => {
    task.destroy();
    if (globalState.inkwellTrendingScheduler === state) globalState.inkwellTrendingScheduler = null;
  };
}

async function runOnce(skipIfYoungerThanMs: number): Promise<void> {
  const state = globalState.inkwellTrendingScheduler;
  if (state) state.refreshing = true;
  try {
    const outcome = await refreshTrendingTopics({ skipIfYoungerThanMs });
    if (state)
      state.lastRun = { at: new Date().toISOString(), outcome: outcome.status, count: outcome.count, message: null };
    if (outcome.status === "refreshed") log(`Stored ${outcome.count} trending topics from ${outcome.source}`);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (state) state.lastRun = { at: new Date().toISOString(), outcome: "failed", count: null, message };
    trendingLog.error(`Scheduled refresh failed: ${message}`);
  } finally {
    if (state) state.refreshing = false;
  }
}

/** What this instance knows about its schedule. */
export function schedulerState(): {
  running: boolean;
  nextRunAt: string | null;
  refreshing: boolean;
  lastRun: LastScheduledRun | null;
} {
  const state = globalState.inkwellTrendingScheduler;
  if (!state) return { running: false, nextRunAt: null, refreshing: false, lastRun: null };
  return {
    running: true,
    nextRunAt: state.task.getNextRun()?.toISOString() ?? null,
    refreshing: state.refreshing,
    lastRun: state.lastRun,
  };
}
