/**
 * The order of the shared generation queue (decision 011): earliest deadline first. A job's
 * deadline is the moment it was sent, plus GENERATION_AGING_SECONDS for plans without priority.
 * So a Pro job goes ahead of standard jobs sent up to that many seconds before it, and a
 * standard job is never starved: nothing sent more than that many seconds after it can pass it.
 *
 * pg-boss fetches by priority (highest first), then by creation: the priority is the deadline's
 * negative, in seconds. A fixed deadline needs no re-ranking while jobs wait (pg-boss 10 raised
 * the priority of waiting jobs with SQL of our own before each fetch).
 */

/** Seconds counted from here keep priorities inside PostgreSQL's integer until 2094. */
const PRIORITY_EPOCH_MS = Date.UTC(2026, 0, 1);

export function jobPriority(sentAt: Date, options: { hasPriority: boolean; agingSeconds: number }): number {
  const sentSecond = Math.floor((sentAt.getTime() - PRIORITY_EPOCH_MS) / 1000);
  return -(sentSecond + (options.hasPriority ? 0 : options.agingSeconds));
}

export interface QueuedJob {
  id: string;
  priority: number;
  createdOn: Date;
}

/** Whether `a` is fetched before `b`: pg-boss's order (priority, then creation). */
function runsBefore(a: QueuedJob, b: QueuedJob): boolean {
  return a.priority !== b.priority ? a.priority > b.priority : a.createdOn < b.createdOn;
}

/** Place of `job` among the waiting jobs (1 = next to start). */
export function queuePosition(job: QueuedJob, waiting: readonly QueuedJob[]): number {
  return 1 + waiting.filter((other) => other.id !== job.id && runsBefore(other, job)).length;
}
