import { beforeEach, describe, expect, it } from "vitest";
import type { HttpError } from "~/utils/http-error";

// No workers in this process: every job sent stays waiting, as behind a busy provider.
process.env.GENERATION_CONCURRENCY = "0";
process.env.GENERATION_QUEUE_LIMIT = "40";

const { startGeneration } = await import("~/modules/generation/generation-start.server");
const { findJob } = await import("~/modules/generation/jobs/generation-job-service.server");
const { GENERATION_QUEUE, getBoss } = await import("~/modules/generation/jobs/generation-jobs.server");
const { guestNetworkCounters } = await import("~/modules/generation/quota.server");
const { GUEST_QUEUE } = await import("~/modules/limits/limits");
const { ANONYMOUS_DAILY_LIMIT_PER_NETWORK } = await import("~/modules/plans/plans");
const { generateMessages } = await import("~/utils/messages/generate");
const { utcDay } = await import("~/modules/plans/usage");
const { prisma } = await import("~/utils/db.server");
const { postJson, signedInCookie } = await import("../support/users");

/**
 * Guests without a cookie and the shared queue (M2): each request is a new guest, so the per-account cap does not
 * hold them; their network does (IPv4 address, IPv6 /64, /56, /48), and guests together fill at most half the queue.
 * A refused guest leaves no row behind (L9) and no job carries a guest's address (L18).
 */
const guest = (clientIp: string, description = "a rose") =>
  startGeneration(postJson("/api/generate", { description }), { description }, { clientIp, headers: new Headers() });
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error as HttpError,
  );
const rowsWritten = async () => ({
  visitors: await prisma.anonymousVisitor.count(),
  sessions: await prisma.session.count(),
  counters: await prisma.anonymousIpUsage.findMany({ orderBy: [{ ipHash: "asc" }] }),
});

describe("guests in the shared queue", () => {
  beforeEach(async () => {
    await (await getBoss()).deleteQueuedJobs(GENERATION_QUEUE);
    await prisma.anonymousIpUsage.deleteMany();
  });

  it("takes three waiting guest generations from one address; the fourth is refused (429) and writes nothing", async () => {
    for (let i = 0; i < GUEST_QUEUE.waiting.address; i++) await guest("198.51.100.9");
    const before = await rowsWritten();
    const refused = await refusalOf(guest("198.51.100.9"));
    expect(refused).toMatchObject({
      status: 429,
      retryAfterSeconds: 30,
      details: { limit: "generation:guests-address" },
      message:
        "Guest limit reached for this network: 3 guest designs from it are already waiting in line. Please try again in 30 seconds, or sign in.",
    });
    expect(await rowsWritten()).toEqual(before);
    // Another address is not held back by it.
    expect(await guest("198.51.100.10")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts an IPv6 client's /64s together by its /56, then by its /48", async () => {
    // Six /64s of one /56, then the seventh refused, though each /64 is new.
    for (let i = 0; i < GUEST_QUEUE.waiting.net56; i++) await guest(`2001:db8:5:10${i}::1`);
    expect(await refusalOf(guest("2001:db8:5:1ff::1"))).toMatchObject({
      status: 429,
      details: { limit: "generation:guests-net56" },
    });
    // Other /56s of the same /48, up to the /48's cap.
    for (let i = GUEST_QUEUE.waiting.net56; i < GUEST_QUEUE.waiting.net48; i++)
      await guest(`2001:db8:5:${(i + 2).toString(16)}00::1`);
    expect(await refusalOf(guest("2001:db8:5:ff00::1"))).toMatchObject({
      status: 429,
      details: { limit: "generation:guests-net48" },
    });
    expect(await guest("2001:db8:6::1")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("keeps half the queue for accounts: guests from many networks stop there (503), an account still gets in", async () => {
    const share = 40 * GUEST_QUEUE.share;
    for (let i = 0; i < share; i++) await guest(`203.0.113.${i + 1}`);
    const before = await rowsWritten();
    const refused = await refusalOf(guest("203.0.113.200"));
    expect(refused).toMatchObject({
      status: 503,
      retryAfterSeconds: 30,
      details: { limit: "generation:guests-share" },
    });
    expect(refused!.message).toContain("part of the line is kept for accounts");
    expect(await rowsWritten()).toEqual(before);
    const { cookie } = await signedInCookie("free");
    expect(
      await startGeneration(
        postJson("/api/generate", { description: "a fox" }, cookie),
        { description: "a fox" },
        {
          clientIp: "203.0.113.201",
        },
      ),
    ).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("counts a guest's day by its /64, /56 and /48, and keeps no address in the job (L18)", async () => {
    const address = "2001:db8:9:4201::77";
    const jobId = await guest(address);
    const job = await findJob(jobId);
    expect(JSON.stringify(job!.data)).not.toContain("2001:db8:9");
    expect(job!.data.consumption).toMatchObject({ subject: { kind: "anonymous" }, ipHashes: expect.any(Array) });
    const counters = guestNetworkCounters(address);
    expect(counters.map((counter) => counter.scope)).toEqual(["address", "net56", "net48"]);
    const rows = await prisma.anonymousIpUsage.findMany({ where: { ipHash: { in: counters.map((c) => c.hash) } } });
    expect(rows.map((row) => row.count)).toEqual([1, 1, 1]);

    // A /48 that used its day refuses a guest from a /64 it never saw, before anything is written.
    const net48 = counters[2].hash;
    await prisma.anonymousIpUsage.update({
      where: { ipHash_day: { ipHash: net48, day: new Date(`${utcDay(new Date())}T00:00:00Z`) } },
      data: { count: ANONYMOUS_DAILY_LIMIT_PER_NETWORK.net48 },
    });
    const before = await rowsWritten();
    expect(await refusalOf(guest("2001:db8:9:77::1"))).toMatchObject({
      status: 429,
      message: generateMessages.anonymousLimit,
    });
    expect(await rowsWritten()).toEqual(before);
  });
});
