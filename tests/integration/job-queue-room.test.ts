import { beforeEach, describe, expect, it } from "vitest";
import { HttpError } from "~/utils/http-error";

// No workers in this process: every job sent stays waiting, as behind a busy provider.
process.env.GENERATION_CONCURRENCY = "0";
process.env.GENERATION_WAITING_PER_ACCOUNT = "2";
process.env.GENERATION_QUEUE_LIMIT = "3";

const { startGeneration } = await import("~/modules/generation/generation-start.server");
const { awaitGeneration, findJob, queuePositionOfJob } =
  await import("~/modules/generation/jobs/generation-job-service.server");
const { GENERATION_QUEUE, getBoss } = await import("~/modules/generation/jobs/generation-jobs.server");
const { waitingJobs } = await import("~/modules/generation/jobs/waiting-jobs.server");
const { prisma } = await import("~/utils/db.server");
const { postJson, signedInCookie } = await import("../support/users");

/**
 * Room in the shared generation queue (decision 011): an account may have
 * GENERATION_WAITING_PER_ACCOUNT jobs waiting (429), everybody GENERATION_QUEUE_LIMIT (503),
 * each refusal with Retry-After and the quota given back; a client that leaves before its job
 * starts takes the job back.
 */
let nextAddress = 1;
const send = (cookie: string, description: string) =>
  startGeneration(
    postJson("/api/generate", { description }, cookie),
    { description },
    { clientIp: `198.51.100.${nextAddress++}` },
  );
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as HttpError,
  );
const usedToday = async (userId: string) =>
  (await prisma.user.findUniqueOrThrow({ where: { id: userId } })).generationsUsedToday;

describe("room in the generation queue", () => {
  beforeEach(async () => {
    await (await getBoss()).deleteQueuedJobs(GENERATION_QUEUE);
    // The list the queue's limit reads is at most a second old: wait until it is empty too.
    await expect.poll(async () => (await waitingJobs()).length, { timeout: 20_000 }).toBe(0);
  });

  it("refuses an account's job beyond its waiting ones, then everybody's beyond the queue's limit, giving the quota back", async () => {
    const first = await signedInCookie("premium");
    await send(first.cookie, "a koi");
    await send(first.cookie, "a crane");
    const ownLimit = await refusalOf(send(first.cookie, "a third one"));
    expect(ownLimit).toBeInstanceOf(HttpError);
    expect(ownLimit).toMatchObject({ status: 429, retryAfterSeconds: 30, details: { limit: "generation-waiting" } });
    expect(ownLimit!.message).toMatch(/^Generation limit reached: you already have 2 generations/);
    expect(await usedToday(first.user.id)).toBe(2);

    const second = await signedInCookie("premium");
    const last = await send(second.cookie, "a lotus");
    // The queue's place-in-line list now holds the last job (read again if it was older).
    expect(await queuePositionOfJob((await findJob(last))!)).toBe(3);

    const third = await signedInCookie("free");
    const full = await refusalOf(send(third.cookie, "a swallow"));
    expect(full).toMatchObject({ status: 503, headers: { "Retry-After": "30" } });
    expect(await usedToday(third.user.id)).toBe(0);
  });

  it("takes back a job whose client left before it started, with its quota", async () => {
    const { user, cookie } = await signedInCookie("free");
    const jobId = await send(cookie, "a moth");
    expect(await usedToday(user.id)).toBe(1);
    const client = new AbortController();
    const waiting = awaitGeneration(jobId, client.signal);
    client.abort();
    await expect(waiting).rejects.toBeDefined();
    expect(await findJob(jobId)).toMatchObject({ state: "cancelled", data: { withdrawn: true } });
    expect(await usedToday(user.id)).toBe(0);
  });
});
