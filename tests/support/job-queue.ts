import { PgBoss } from "pg-boss";
import { GENERATION_QUEUE, JOB_SCHEMA } from "~/modules/generation/jobs/generation-jobs.server";

type JobState = "created" | "retry" | "active" | "completed" | "cancelled" | "failed";

/**
 * The shared generation queue as a test sees it: through pg-boss's own API (never its tables),
 * with an observer of its own that runs no maintenance and no workers.
 */
export function observeJobQueue(connectionString = process.env.DATABASE_URL!) {
  let started: Promise<PgBoss> | undefined;
  const boss = () =>
    (started ??= new PgBoss({
      connectionString,
      schema: JOB_SCHEMA,
      max: 2,
      supervise: false,
      schedule: false,
      registerInstance: false,
    }).start());
  return {
    /** How many generation jobs are in `state` right now. */
    async count(state: JobState): Promise<number> {
      const jobs = await (await boss()).findJobs(GENERATION_QUEUE, { limit: 100_000 });
      return jobs.filter((job) => job.state === state).length;
    },
    /** One generation job as pg-boss keeps it (state, retries, output). */
    async job(id: string) {
      const [job] = await (await boss()).findJobs(GENERATION_QUEUE, { id });
      return job;
    },
    async close() {
      await (await started)?.stop({ graceful: false });
    },
  };
}
