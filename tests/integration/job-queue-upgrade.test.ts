import { randomUUID } from "node:crypto";
import { PgBoss } from "pg-boss";
import PgBoss10 from "pg-boss-10";
import { afterAll, describe, expect, it } from "vitest";

process.env.GENERATION_CONCURRENCY = "1";
process.env.VARIATIONS_PER_GENERATION = "1";
// The old queue's waiting jobs move once no old instance has fetched them for this long.
process.env.GENERATION_JOB_EXPIRE_SECONDS = "10";

const { parseGenerateRequest } = await import("~/modules/generation/generation-request.server");
const { prepareGeneration } = await import("~/modules/generation/generate-designs.server");
const { consumeGeneration } = await import("~/modules/generation/quota.server");
const { awaitGeneration, findJob, startGenerationWorkers } =
  await import("~/modules/generation/jobs/generation-job-service.server");
const { getBoss, GENERATION_QUEUE } = await import("~/modules/generation/jobs/generation-jobs.server");
const { moveLegacyJobs } = await import("~/modules/generation/jobs/legacy-job-queue.server");
const { prisma } = await import("~/utils/db.server");
const { createUser } = await import("../support/users");

/**
 * The upgrade from pg-boss 10.4.2 (decision 011): a database whose queue an older Inkwell made,
 * with pg-boss 10 itself, in the schema "pgboss". pg-boss 12 cannot migrate that schema; the app
 * starts pg-boss 12 in its own and moves the old queue's unfinished generations there.
 */
const DATABASE_URL = process.env.DATABASE_URL!;
const old = new PgBoss10({ connectionString: DATABASE_URL, schema: "pgboss", supervise: false, schedule: false });

afterAll(() => old.stop({ graceful: false }).catch(() => {}));

/** A generation job as the older Inkwell sent it: the payload of its submitGeneration. */
async function sendOldJob(userId: string, description: string, options: { startAfter?: Date } = {}) {
  const prepared = await prepareGeneration("free", userId, parseGenerateRequest({ description }));
  const consumption = await consumeGeneration({ kind: "user", userId, plan: "free" });
  const id = randomUUID();
  await old.send(
    GENERATION_QUEUE,
    { kind: "generate", ownerKey: `user:${userId}`, consumption, prepared },
    { id, ...options },
  );
  return id;
}

describe("a database of the pg-boss 10 queue", () => {
  it("is taken over: pg-boss 12 in its own schema, the old queue's unfinished generations moved and finished, quota counted once", async () => {
    await old.start();
    await old.createQueue(GENERATION_QUEUE, {
      name: GENERATION_QUEUE,
      retryLimit: 3,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: 60,
      retentionMinutes: 24 * 60,
    });
    const user = await createUser({ plan: "free" });
    const hourAgo = new Date(Date.now() - 3600_000);
    // Sent an hour ago: one fetched by an old instance that then died, one running on an old
    // instance that is alive, one finished, and one no instance took.
    const fetchOne = async () => (await old.fetch(GENERATION_QUEUE))[0].id;
    const running = await sendOldJob(user.id, "a lighthouse", { startAfter: hourAgo });
    expect(await fetchOne()).toBe(running);
    // Its instance stopped beating an hour ago (pg-boss 10 keeps the time in its own table).
    await old
      .getDb()
      .executeSql("UPDATE pgboss.job SET started_on = now() - interval '1 hour' WHERE id = $1", [running]);
    const live = await sendOldJob(user.id, "a fox", { startAfter: hourAgo });
    expect(await fetchOne()).toBe(live);
    const finished = await sendOldJob(user.id, "an owl", { startAfter: hourAgo });
    expect(await fetchOne()).toBe(finished);
    await old.complete(GENERATION_QUEUE, finished, { ok: true, designIds: [] });
    const stillWaiting = await sendOldJob(user.id, "a koi fish", { startAfter: hourAgo });
    // A guest's job as the older Inkwell wrote it: the guest's address raw in its consumption (L18).
    const visitor = await prisma.anonymousVisitor.create({ data: {} });
    const guestJob = randomUUID();
    await old.send(
      GENERATION_QUEUE,
      {
        kind: "generate",
        ownerKey: `visitor:${visitor.id}`,
        consumption: {
          subject: { kind: "anonymous", visitorId: visitor.id, clientIp: "203.0.113.77" },
          day: "2026-11-20",
          month: "2026-11-01",
          ipHash: "old-hash",
        },
        prepared: await prepareGeneration("anonymous", null, parseGenerateRequest({ description: "a wave" })),
      },
      { id: guestJob, startAfter: hourAgo },
    );

    // pg-boss 12 itself cannot take the old schema over.
    await expect(
      new PgBoss({ connectionString: DATABASE_URL, schema: "pgboss", supervise: false }).start(),
    ).rejects.toThrow(/version/i);

    await getBoss();
    for (const id of [stillWaiting, running]) {
      expect(await findJob(id)).toMatchObject({
        id,
        state: "created",
        data: { kind: "generate", ownerKey: `user:${user.id}` },
      });
      expect(await old.getJobById(GENERATION_QUEUE, id)).toBeNull();
    }
    expect(await findJob(live)).toBeNull();
    expect(await old.getJobById(GENERATION_QUEUE, live)).toMatchObject({ state: "active" });
    expect(await old.getJobById(GENERATION_QUEUE, finished, { includeArchive: true })).toMatchObject({
      state: "completed",
    });

    const movedGuest = await findJob(guestJob);
    expect(movedGuest?.data.consumption).toEqual({
      subject: { kind: "anonymous", visitorId: visitor.id },
      day: "2026-11-20",
      month: "2026-11-01",
      ipHash: "old-hash",
    });
    expect(JSON.stringify(movedGuest?.data)).not.toContain("203.0.113.77");

    startGenerationWorkers();
    for (const id of [stillWaiting, running, guestJob]) expect(await awaitGeneration(id)).toMatchObject({ ok: true });
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(2);
    // Four old jobs, each counted once when the older Inkwell sent it.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).generationsUsedToday).toBe(4);

    // The old schema stays while an older instance runs: it still has a job running, then it maintains it.
    const options = { queue: GENERATION_QUEUE, connectionString: DATABASE_URL, graceSeconds: 10, agingSeconds: 60 };
    const schemaLeft = async () =>
      (await prisma.$queryRaw<Array<{ left: boolean }>>`SELECT to_regclass('pgboss.version') IS NOT NULL AS left`)[0]
        .left;
    (await moveLegacyJobs(await getBoss(), options))();
    expect(await schemaLeft()).toBe(true);
    await old.complete(GENERATION_QUEUE, live, { ok: true, designIds: [] });
    await old.getDb().executeSql("UPDATE pgboss.version SET maintained_on = now() - interval '1 minute'", []);
    (await moveLegacyJobs(await getBoss(), options))();
    expect(await schemaLeft()).toBe(true);
    // Nothing unfinished, and nobody has maintained it for an hour: dropped, prompts and addresses with it (L18).
    await old.stop({ graceful: false });
    await prisma.$executeRaw`UPDATE pgboss.version SET maintained_on = now() - interval '1 hour'`;
    (await moveLegacyJobs(await getBoss(), options))();
    expect(await schemaLeft()).toBe(false);
  });
});
