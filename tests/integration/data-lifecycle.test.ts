import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "inkwell-lifecycle-"));

const { cleanUpExpiredData } = await import("~/modules/lifecycle/guest-cleanup.server");
const { GUEST_RETENTION_HOURS } = await import("~/modules/lifecycle/retention");
const { getImageStorage, resetImageStorage } = await import("~/modules/storage/image-storage.server");
const { prisma } = await import("~/utils/db.server");
const { createUser } = await import("../support/users");

resetImageStorage();
const HOUR = 3600_000;

async function storedDesign(owner: { userId?: string; anonymousVisitorId?: string }, ageHours: number) {
  const id = `d_${Math.random().toString(36).slice(2, 10)}`;
  const imageKey = `designs/${id}.png`;
  await getImageStorage().put(imageKey, Buffer.from("png"));
  await getImageStorage().put(`display/${id}/small.webp`, Buffer.from("webp"));
  return prisma.design.create({
    data: {
      id,
      ...owner,
      imageKey,
      engine: "flash",
      description: "a rose",
      style: "Minimalist",
      size: "Small (5-10 cm)",
      complexity: "Simple",
      tags: [],
      hasWatermark: true,
      resolution: "standard",
      plan: "free",
      createdAt: new Date(Date.now() - ageHours * HOUR),
    },
  });
}

describe("data lifecycle cleanup", () => {
  it("deletes guest designs, their files and visitors after the window plus grace, and expired sessions", async () => {
    const oldVisitor = await prisma.anonymousVisitor.create({
      data: { createdAt: new Date(Date.now() - (GUEST_RETENTION_HOURS + 2) * HOUR) },
    });
    const recentVisitor = await prisma.anonymousVisitor.create({ data: {} });
    const user = await createUser();
    const expiredGuest = await storedDesign({ anonymousVisitorId: oldVisitor.id }, GUEST_RETENTION_HOURS + 1);
    const inGrace = await storedDesign({ anonymousVisitorId: recentVisitor.id }, 30);
    const oldUserDesign = await storedDesign({ userId: user.id }, 24 * 90);
    await prisma.session.create({
      data: { id: `s_old_${user.id}`, userId: user.id, expiresAt: new Date(Date.now() - HOUR) },
    });
    await prisma.session.create({
      data: { id: `s_live_${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + HOUR) },
    });

    const outcome = await cleanUpExpiredData();
    expect(outcome).toMatchObject({ status: "cleaned" });
    expect(outcome.designs).toBeGreaterThanOrEqual(1);

    expect(await prisma.design.findUnique({ where: { id: expiredGuest.id } })).toBeNull();
    expect(await getImageStorage().get(expiredGuest.imageKey)).toBeNull();
    expect(await getImageStorage().list(`display/${expiredGuest.id}/`)).toEqual([]);
    expect(await prisma.anonymousVisitor.findUnique({ where: { id: oldVisitor.id } })).toBeNull();

    // Inside the window plus grace, and anything of an account, stays.
    expect(await prisma.design.findUnique({ where: { id: inGrace.id } })).not.toBeNull();
    expect(await getImageStorage().get(inGrace.imageKey)).not.toBeNull();
    expect(await prisma.anonymousVisitor.findUnique({ where: { id: recentVisitor.id } })).not.toBeNull();
    expect(await prisma.design.findUnique({ where: { id: oldUserDesign.id } })).not.toBeNull();
    expect(await getImageStorage().get(oldUserDesign.imageKey)).not.toBeNull();

    expect(await prisma.session.findUnique({ where: { id: `s_old_${user.id}` } })).toBeNull();
    expect(await prisma.session.findUnique({ where: { id: `s_live_${user.id}` } })).not.toBeNull();
  });

  it("deletes the hashed per-address guest counters of past days, keeping today's and yesterday's", async () => {
    const day = (daysAgo: number) => {
      const now = new Date();
      return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo));
    };
    for (const daysAgo of [0, 1, 2, 30]) {
      await prisma.anonymousIpUsage.create({ data: { ipHash: `hash-${daysAgo}`, day: day(daysAgo), count: 3 } });
    }
    expect(await cleanUpExpiredData()).toMatchObject({ status: "cleaned", addressCounters: 2 });
    const left = await prisma.anonymousIpUsage.findMany({ select: { ipHash: true }, orderBy: { ipHash: "asc" } });
    expect(left.map((row) => row.ipHash)).toEqual(["hash-0", "hash-1"]);
  });

  it("keeps an old visitor whose session is still live", async () => {
    const visitor = await prisma.anonymousVisitor.create({
      data: { createdAt: new Date(Date.now() - (GUEST_RETENTION_HOURS + 5) * HOUR) },
    });
    await prisma.session.create({
      data: { id: `s_v_${visitor.id}`, anonymousVisitorId: visitor.id, expiresAt: new Date(Date.now() + HOUR) },
    });
    await cleanUpExpiredData();
    expect(await prisma.anonymousVisitor.findUnique({ where: { id: visitor.id } })).not.toBeNull();
  });

  it("skips while another instance holds the cleanup lock", async () => {
    const { CLEANUP_LOCK_KEY } = await import("~/modules/lifecycle/guest-cleanup.server");
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${CLEANUP_LOCK_KEY})`);
        locked();
        await held;
      },
      { timeout: 30_000 },
    );
    await lockTaken;
    expect((await cleanUpExpiredData()).status).toBe("skipped");
    release();
    await holder;
    expect((await cleanUpExpiredData()).status).toBe("cleaned");
  });
});
