import { randomUUID } from "node:crypto";
import type { JobWithMetadata, SendOptions } from "pg-boss";
import { afterAll, describe, expect, it } from "vitest";
import { GENERATION_QUEUE, getBoss, stopBoss } from "~/modules/generation/jobs/generation-jobs.server";
import { handBackJob } from "~/modules/generation/jobs/job-hand-back.server";

/**
 * A running job handed back by an instance that stops (SIGTERM): in line again at once, its
 * retries kept, and only by the attempt that holds it. pg-boss's own calls on this file's database;
 * the two instances of tests/integration/durable-jobs.test.ts show it end to end.
 */
afterAll(() => stopBoss());

async function fetchNext(): Promise<JobWithMetadata<unknown> | undefined> {
  const [job] = await (await getBoss()).fetch(GENERATION_QUEUE, { includeMetadata: true });
  return job;
}

async function sendAndFetch(options: SendOptions = {}) {
  const boss = await getBoss();
  const id = await boss.send(GENERATION_QUEUE, { ownerKey: `test:${randomUUID()}` }, { id: randomUUID(), ...options });
  const job = await fetchNext();
  expect(job?.id).toBe(id);
  return job!;
}

describe("handing a running job back", () => {
  it("puts it in line again at once, giving back the try it spent", async () => {
    const job = await sendAndFetch();
    expect(await handBackJob(await getBoss(), job)).toBe(true);
    // The next fetch, on any instance, gets it now (not after a retry delay or an expiry).
    expect(await fetchNext()).toMatchObject({ id: job.id, retryCount: 1, retryLimit: job.retryLimit + 1 });
  });

  it("starts a job on its last try again instead of ending it as failed", async () => {
    const job = await sendAndFetch({ retryLimit: 0 });
    expect(await handBackJob(await getBoss(), job)).toBe(true);
    expect(await fetchNext()).toMatchObject({ id: job.id, state: "active", retryCount: 1, retryLimit: 1 });
  });

  it("changes nothing when another instance took the job over already", async () => {
    const boss = await getBoss();
    const stale = await sendAndFetch({ retryDelay: 0, retryBackoff: false });
    // Its heartbeats lapsed: failed into its retry and fetched again elsewhere.
    await boss.fail(GENERATION_QUEUE, { id: stale.id, retryCount: stale.retryCount }, { message: "heartbeat" });
    const current = await fetchNext();
    expect(current).toMatchObject({ id: stale.id, retryCount: 1 });
    expect(await handBackJob(boss, stale)).toBe(false);
    const [job] = await boss.findJobs(GENERATION_QUEUE, { id: stale.id });
    expect(job).toMatchObject({ state: "active", retryCount: 1, retryLimit: stale.retryLimit });
  });
});
