import pg from "pg";
import type { CommandResponse, PgBoss } from "pg-boss";
import { databaseUrl, GENERATION_QUEUE } from "./generation-jobs.server";

/**
 * Handing a running job back when its instance stops (SIGTERM, server/shutdown.ts): instead of
 * waiting GENERATION_JOB_EXPIRE_SECONDS for its heartbeats to be missed, the job is put back in
 * line at once, at its place (its priority is kept), for another instance to run now. It spends
 * none of its retries (those are for the provider's 429s and 5xx) and its quota stays consumed
 * once. Through pg-boss's own calls, in one transaction on a connection of its own (the stop
 * runs once, for a few jobs at most):
 * - fail(), fenced to this attempt: nothing happens when another instance already took it over;
 * - then update() pulls its next start forward to now and gives it back the try fail() spent,
 *   or, when fail() ended it (that was its last try), retry() starts it again with one more.
 */

/** Why a job's work stopped: its instance is stopping and gave it back. */
export class JobHandedBackError extends Error {
  constructor() {
    super("The job was handed back: its instance is stopping.");
    this.name = "JobHandedBackError";
  }
}

interface RunningAttempt {
  id: string;
  retryCount: number;
  retryLimit: number;
}

/** Puts the attempt's job back in line; false when it was no longer this attempt's (nothing changed). */
export async function handBackJob(boss: PgBoss, job: RunningAttempt): Promise<boolean> {
  const client = new pg.Client({ connectionString: databaseUrl(), application_name: "inkwell job hand-back" });
  await client.connect();
  const db = { executeSql: (text: string, values?: unknown[]) => client.query(text, values) };
  try {
    await client.query("BEGIN");
    const failed = await boss.fail(
      GENERATION_QUEUE,
      { id: job.id, retryCount: job.retryCount },
      { message: "handed back: its instance is stopping" },
      { db },
    );
    if (affected(failed) === 0) {
      await client.query("ROLLBACK");
      return false;
    }
    if (job.retryCount >= job.retryLimit) await boss.retry(GENERATION_QUEUE, job.id, { db });
    else
      await boss.update(GENERATION_QUEUE, undefined, { id: job.id, startAfter: 0, retryLimit: job.retryLimit + 1, db });
    await client.query("COMMIT");
    return true;
  } catch (error) {
    await client.query("ROLLBACK").catch(() => {});
    throw error;
  } finally {
    await client.end().catch(() => {});
  }
}

/** Jobs a settling call changed (pg-boss answers { jobs, requested, affected }; its type omits them). */
export function affected(response: CommandResponse): number {
  return (response as { affected?: number }).affected ?? 0;
}
