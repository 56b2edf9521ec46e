import { getEnv } from "~/utils/env.server";
import { refreshIntervalOf, type RefreshInterval } from "./refresh-interval.server";
import { schedulerState, type LastScheduledRun } from "./trending-scheduler.server";
import { currentTrendingSource, trendingFacts, type TrendingSource } from "./trending-topics.server";

/**
 * GET /api/scheduler-status (spec §3): whether this instance runs the schedule, how often,
 * and what the database holds, plus what an operator needs to read it.
 */
export interface SchedulerStatus {
  schedulerRunning: boolean;
  refreshInterval: RefreshInterval;
  totalTopicsInDB: number;
  latestTopicFetchedAt: string | null;
  /** SCHEDULER_ENABLED of this instance. */
  schedulerEnabled: boolean;
  nextRefreshAt: string | null;
  refreshing: boolean;
  lastScheduledRun: LastScheduledRun | null;
  source: TrendingSource;
  sourceLabel: string;
  /** The model asked, when the source is xAI or OpenAI. */
  sourceModel: string | null;
}

export async function getSchedulerStatus(): Promise<SchedulerStatus> {
  const env = getEnv();
  const local = schedulerState();
  const facts = await trendingFacts();
  const { source, label, model } = currentTrendingSource();
  return {
    schedulerRunning: local.running,
    refreshInterval: refreshIntervalOf(env.TRENDING_CRON),
    totalTopicsInDB: facts.totalTopicsInDB,
    latestTopicFetchedAt: facts.latestTopicFetchedAt,
    schedulerEnabled: env.SCHEDULER_ENABLED,
    nextRefreshAt: local.nextRunAt,
    refreshing: local.refreshing,
    lastScheduledRun: local.lastRun,
    source,
    sourceLabel: label,
    sourceModel: model,
  };
}
