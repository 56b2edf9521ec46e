import { GENERATION_QUEUE, getBoss, type JobRecord } from "./generation-jobs.server";
import { queuePosition, type QueuedJob } from "./job-order";

/**
 * The jobs waiting in the shared queue, read through pg-boss (findJobs) at most once a second
 * per instance: the queue's limit and every waiting page's place in line read this one list,
 * so two hundred clients asking for their place cost one query a second, not two hundred.
 */
const MAX_AGE_MS = 1000;
let cached: { readAt: number; jobs: Promise<QueuedJob[]> } | null = null;

export function waitingJobs(options: { fresh?: boolean } = {}): Promise<QueuedJob[]> {
  if (!options.fresh && cached && Date.now() - cached.readAt < MAX_AGE_MS) return cached.jobs;
  const jobs = (async () => {
    const queued = await (await getBoss()).findJobs(GENERATION_QUEUE, { queued: true, limit: 100_000 });
    return queued.map(({ id, priority, createdOn }) => ({ id, priority, createdOn }));
  })();
  const entry = { readAt: Date.now(), jobs };
  cached = entry;
  jobs.catch(() => {
    if (cached === entry) cached = null;
  });
  return jobs;
}

/** Place in the shared queue (1 = next to start), 0 once it runs or is finished. */
export async function queuePositionOfJob(job: JobRecord): Promise<number> {
  if (job.state !== "created" && job.state !== "retry") return 0;
  let waiting = await waitingJobs();
  // Sent after the list was read: read it again (once).
  if (!waiting.some((other) => other.id === job.id)) waiting = await waitingJobs({ fresh: true });
  return waiting.some((other) => other.id === job.id) ? queuePosition(job, waiting) : 0;
}
