import { randomUUID } from "node:crypto";
import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { unzipSync } from "fflate";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { startFakeStripe, type FakeStripe } from "../support/fake-stripe";
import { SESSION_COOKIE_NAME } from "../support/session-cookie";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "inkwell-account-data-"));

const { action: profileAction } = await import("~/routes/profile");
const { loader: exportLoader } = await import("~/routes/profile_.data[.zip]");
const { action: createCheckoutSession } = await import("~/routes/api.create-checkout-session");
const { getImageStorage, resetImageStorage } = await import("~/modules/storage/image-storage.server");
const { ACCOUNT_MESSAGES } = await import("~/modules/lifecycle/account-forms");
const { EXPORT_PAGE_SIZE } = await import("~/modules/lifecycle/account-export.server");
const { RATE_LIMITS } = await import("~/modules/limits/limits");
const { prisma } = await import("~/utils/db.server");
const { findJob, getBoss, GENERATION_QUEUE } = await import("~/modules/generation/jobs/generation-jobs.server");
const { resetEnvCache } = await import("~/utils/env.server");
const { APP_ORIGIN, call, createSessionCookie, createUser, get, postJson, routeArgs } =
  await import("../support/users");

/**
 * "Download my data" and "Delete my account" on the profile, through the route modules,
 * on PostgreSQL, with the real Stripe SDK against the local Stripe-shaped server.
 */
const API_KEY = "sk_test_inkwell_account_data";
const STRIPE_VARIABLES = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_PREMIUM",
  "STRIPE_PRICE_PRO",
  "STRIPE_API_URL",
];
let stripe: FakeStripe;

beforeAll(async () => {
  resetImageStorage();
  stripe = await startFakeStripe({
    apiKey: API_KEY,
    prices: [
      { id: "price_premium", unit_amount: 1299, currency: "eur", interval: "month" },
      { id: "price_pro", unit_amount: 2499, currency: "eur", interval: "month" },
    ],
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: API_KEY,
    STRIPE_WEBHOOK_SECRET: "whsec_account_data",
    STRIPE_PRICE_PREMIUM: "price_premium",
    STRIPE_PRICE_PRO: "price_pro",
    STRIPE_API_URL: stripe.url,
  });
  resetEnvCache();
});

afterAll(async () => {
  for (const name of STRIPE_VARIABLES) delete process.env[name];
  resetEnvCache();
  await stripe.stop();
});

async function storedDesign(userId: string, description: string) {
  const id = `d_${Math.random().toString(36).slice(2, 10)}`;
  await getImageStorage().put(`designs/${id}.png`, Buffer.from(`png of ${id}`));
  await getImageStorage().put(`display/${id}/small.webp`, Buffer.from("webp"));
  return prisma.design.create({
    data: {
      id,
      userId,
      imageKey: `designs/${id}.png`,
      engine: "flash",
      description,
      style: "Minimalist",
      size: "Small (5-10 cm)",
      complexity: "Simple",
      tags: ["rose"],
      hasWatermark: false,
      resolution: "standard",
      plan: "premium",
    },
  });
}

async function personWithData() {
  const user = await createUser({ plan: "premium" });
  const cookie = await createSessionCookie({ userId: user.id });
  const first = await storedDesign(user.id, "a rose");
  const second = await storedDesign(user.id, "роза и ласточка");
  await prisma.savedDesign.create({ data: { userId: user.id, designId: first.id } });
  await prisma.shareLink.create({
    data: {
      tokenHash: `hash_${first.id}`,
      sealedToken: "sealed",
      userId: user.id,
      designId: first.id,
      notes: "left forearm",
    },
  });
  const style = await prisma.style.create({
    data: { name: `Dotwork ${user.id}`, normalizedName: `dotwork ${user.id}`, suggestedById: user.id },
  });
  return { user, cookie, designs: [first, second], style };
}

function postForm(fields: Record<string, string>, cookie?: string) {
  return new Request(`${APP_ORIGIN}/profile`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: APP_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

/** A route action's result: a Response, or React Router's `data(...)` value. */
async function act(request: Request) {
  try {
    const result = (await profileAction(routeArgs(request))) as unknown;
    if (result instanceof Response) return { status: result.status, response: result, data: null };
    const value = result as { data: { error?: string }; init: ResponseInit | null };
    return { status: value.init?.status ?? 200, response: null, data: value.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown, data: null };
    throw thrown;
  }
}

describe("Download my data", () => {
  it("answers a zip of the designs with a JSON manifest", async () => {
    const { user, cookie, designs, style } = await personWithData();
    const response = await call(exportLoader, get("/profile/data.zip", cookie));
    expect(response.status).toBe(200);
    expect(response.headers.get("Content-Type")).toBe("application/zip");
    expect(response.headers.get("Content-Disposition")).toMatch(
      /^attachment; filename="inkwell-data-\d{4}-\d{2}-\d{2}\.zip"$/,
    );
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");

    const files = unzipSync(new Uint8Array(await response.arrayBuffer()));
    for (const design of designs) {
      expect(Buffer.from(files[`designs/${design.id}.png`]).toString()).toBe(`png of ${design.id}`);
    }
    const manifest = JSON.parse(Buffer.from(files["manifest.json"]).toString());
    expect(manifest.account).toMatchObject({ email: user.email, plan: "premium" });
    expect(manifest.designs.map((design: { description: string }) => design.description).sort()).toEqual([
      "a rose",
      "роза и ласточка",
    ]);
    expect(manifest.favourites).toEqual([{ designId: designs[0].id, savedAt: expect.any(String) }]);
    expect(manifest.shareLinks).toEqual([expect.objectContaining({ designId: designs[0].id, notes: "left forearm" })]);
    expect(JSON.stringify(manifest)).not.toContain("sealed");
    expect(manifest.suggestedStyles).toEqual([{ name: style.name, createdAt: expect.any(String) }]);
    expect(manifest.missingFiles).toEqual([]);
  });

  it("reads storage only as fast as the client takes the zip (backpressure), and stops when it leaves", async () => {
    const user = await createUser({ plan: "premium" });
    const cookie = await createSessionCookie({ userId: user.id });
    const designs = [];
    for (let i = 0; i < 8; i++) designs.push(await storedDesign(user.id, `design ${i}`));
    const store = getImageStorage();
    const opened = vi.spyOn(store, "get");
    try {
      const response = await call(exportLoader, get("/profile/data.zip", cookie));
      const reader = response.body!.getReader();
      await reader.read();
      // A client that reads nothing more: the export waits for it instead of reading every file ahead.
      for (let turn = 0; turn < 20; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(opened.mock.calls.length).toBeLessThanOrEqual(1);
      await reader.cancel();
      for (let turn = 0; turn < 10; turn++) await new Promise((resolve) => setTimeout(resolve, 5));
      expect(opened.mock.calls.length).toBeLessThanOrEqual(1);
    } finally {
      opened.mockRestore();
    }
  });

  it("writes a manifest of many designs a page at a time, as valid JSON in order", async () => {
    const user = await createUser({ plan: "premium" });
    const cookie = await createSessionCookie({ userId: user.id });
    const count = EXPORT_PAGE_SIZE + 3;
    await prisma.design.createMany({
      data: Array.from({ length: count }, (_, index) => ({
        id: `bulk_${user.id}_${String(index).padStart(4, "0")}`,
        userId: user.id,
        imageKey: `designs/missing-${index}.png`,
        engine: "flash",
        description: `design ${index}`,
        style: "Minimalist",
        size: "Small (5-10 cm)",
        complexity: "Simple",
        tags: [],
        hasWatermark: false,
        resolution: "1024x1024",
        plan: "premium",
        createdAt: new Date(Date.UTC(2026, 0, 1, 0, 0, Math.floor(index / 2))),
      })),
    });
    const response = await call(exportLoader, get("/profile/data.zip", cookie));
    const manifest = JSON.parse(
      Buffer.from(unzipSync(new Uint8Array(await response.arrayBuffer()))["manifest.json"]).toString(),
    );
    expect(manifest.designs).toHaveLength(count);
    expect(new Set(manifest.designs.map((design: { id: string }) => design.id)).size).toBe(count);
    expect(manifest.missingFiles).toHaveLength(count);
  });

  it("allows 3 downloads an hour per account, then answers 429 with Retry-After and the limit in words", async () => {
    const user = await createUser({ plan: "free" });
    const cookie = await createSessionCookie({ userId: user.id });
    for (let i = 0; i < RATE_LIMITS.dataExport.account.hour!.points; i++) {
      const ok = await call(exportLoader, get("/profile/data.zip", cookie));
      expect(ok.status).toBe(200);
      await ok.arrayBuffer();
    }
    const refused = await call(exportLoader, get("/profile/data.zip", cookie));
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60);
    expect(await refused.text()).toMatch(
      /^Download limit reached: your data can be downloaded at most 3 times an hour\. Please try again in \d+ minutes\.$/,
    );
  });

  it("sends a signed-out visitor to sign in", async () => {
    const response = await call(exportLoader, get("/profile/data.zip"));
    expect(response.status).toBe(302);
    // A download is no page to come back to: sign-in returns to the profile, where the link is.
    expect(response.headers.get("Location")).toBe("/sign-in?redirectTo=%2Fprofile");
  });
});

describe("Delete my account", () => {
  it("refuses a confirmation that is not the account's email, and deletes nothing", async () => {
    const { user, cookie, designs } = await personWithData();
    const result = await act(postForm({ intent: "delete-account", confirmEmail: "someone-else@example.com" }, cookie));
    expect(result.status).toBe(400);
    expect(result.data).toEqual({
      form: "delete-account",
      status: 400,
      message: ACCOUNT_MESSAGES.wrongEmail,
      fieldErrors: { confirmEmail: ACCOUNT_MESSAGES.wrongEmail },
      values: {},
    });
    expect(await prisma.user.findUnique({ where: { id: user.id } })).not.toBeNull();
    expect(await getImageStorage().get(designs[0].imageKey)).not.toBeNull();
  });

  it("cancels the Stripe subscription and deletes designs, files, favourites, sessions and share links; public suggestions stay without the author", async () => {
    const { user, cookie, designs, style } = await personWithData();
    await prisma.style.update({ where: { id: style.id }, data: { usageCount: 5 } });
    const pending = await prisma.popularIdea.create({
      data: { text: `Pending ${user.id}`, normalizedText: `pending ${user.id}`, suggestedById: user.id },
    });
    const checkout = await call(
      createCheckoutSession,
      postJson("/api/create-checkout-session", { tier: "pro" }, cookie),
    );
    expect(checkout.status).toBe(200);
    const { url } = (await checkout.json()) as { url: string };
    const { subscription } = stripe.completeCheckout(url.split("/").pop()!);
    await prisma.user.update({ where: { id: user.id }, data: { stripeSubscriptionId: subscription.id as string } });

    const result = await act(
      postForm({ intent: "delete-account", confirmEmail: ` ${user.email!.toUpperCase()} ` }, cookie),
    );
    expect(result.status).toBe(302);
    expect(result.response!.headers.get("Location")).toBe("/");
    expect(result.response!.headers.get("Set-Cookie")).toMatch(
      new RegExp(`${SESSION_COOKIE_NAME}=;.*Expires=Thu, 01 Jan 1970`),
    );

    expect(stripe.requestsTo("DELETE", `/v1/subscriptions/${subscription.id as string}`)).toHaveLength(1);
    expect(stripe.subscription(subscription.id as string)?.status).toBe("canceled");
    expect(await prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
    expect(await prisma.design.count({ where: { id: { in: designs.map((design) => design.id) } } })).toBe(0);
    expect(await prisma.savedDesign.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.shareLink.count({ where: { userId: user.id } })).toBe(0);
    for (const design of designs) {
      expect(await getImageStorage().get(design.imageKey)).toBeNull();
      expect(await getImageStorage().list(`display/${design.id}/`)).toEqual([]);
    }
    expect(await prisma.style.findUnique({ where: { id: style.id } })).toMatchObject({
      name: style.name,
      suggestedById: null,
    });
    // Only the author could see it: it must not turn public (an authorless entry reads as built-in).
    expect(await prisma.popularIdea.findUnique({ where: { id: pending.id } })).toBeNull();
  });

  it("cancels the account's queued generations and customizations: their prompts leave the job table and their images storage", async () => {
    const user = await createUser({ plan: "premium" });
    const cookie = await createSessionCookie({ userId: user.id });
    const boss = await getBoss();
    const later = new Date(Date.now() + 3600_000);
    const ownerKey = `user:${user.id}`;
    const generateId = randomUUID();
    const editId = randomUUID();
    const secret = `a secret prompt ${user.id}`;
    await boss.send(
      GENERATION_QUEUE,
      { kind: "generate", ownerKey, consumption: null, prepared: { input: { description: secret } } },
      { id: generateId, startAfter: later },
    );
    await getImageStorage().put(`jobs/${editId}.png`, Buffer.from("original"));
    await boss.send(
      GENERATION_QUEUE,
      { kind: "edit", ownerKey, consumption: null, prepared: { instructions: secret }, inputKey: `jobs/${editId}.png` },
      { id: editId, startAfter: later },
    );
    const other = await createUser({ plan: "premium" });
    const otherId = randomUUID();
    await boss.send(
      GENERATION_QUEUE,
      { kind: "generate", ownerKey: `user:${other.id}`, consumption: null, prepared: {} },
      { id: otherId, startAfter: later },
    );

    const result = await act(postForm({ intent: "delete-account", confirmEmail: user.email! }, cookie));
    expect(result.status).toBe(302);
    expect(await findJob(generateId)).toBeNull();
    expect(await findJob(editId)).toBeNull();
    expect(await getImageStorage().get(`jobs/${editId}.png`)).toBeNull();
    expect(JSON.stringify(await boss.findJobs(GENERATION_QUEUE, { id: generateId }))).not.toContain(secret);
    // Nobody else's jobs are touched.
    expect(await findJob(otherId)).not.toBeNull();
    await boss.deleteJob(GENERATION_QUEUE, otherId);
  });
});
