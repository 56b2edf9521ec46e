import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../support/app-server";
import { drawSampleDesignsAhead } from "../support/fake-images";
import { startFakeOpenAi } from "../support/fake-openai";

/**
 * A bounded loopback load on the provider path (decision 024): bursts of generations through the
 * built app against the OpenAI stand-in, whose every drawing takes a moment so the burst's calls
 * overlap. The global cap on provider calls holds, each account's quota holds exactly, every
 * request is answered without a 5xx, and when OpenAI fails the whole burst is drawn by the
 * embedded engine, each generation counted once and each design saying it stood in.
 */
const CAP = 2;
const openai = await startFakeOpenAi();
await drawSampleDesignsAhead();

const { prisma } = await import("~/utils/db.server");
const { signedInCookie } = await import("../support/users");
const { startAppOnThisDatabase } = await import("../support/built-app");

let app: RunningApp;
beforeAll(async () => {
  app = await startAppOnThisDatabase({
    OPENAI_API_KEY: "sk-test-local",
    OPENAI_BASE_URL: openai.baseURL,
    OPENAI_TIMEOUT_MS: "30000",
    IMAGE_MAX_CONCURRENCY: String(CAP),
    GENERATION_CONCURRENCY: "3",
    VARIATIONS_PER_GENERATION: "1",
  });
});
afterAll(async () => {
  await app?.dispose();
  await openai.stop();
});

function generate(cookie: string, description: string) {
  return fetch(`${app.url}/api/generate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url, Cookie: cookie },
    body: JSON.stringify({ description }),
  });
}

const imageCalls = () => openai.state.requests.filter((request) => request.path.startsWith("/v1/images/")).length;

describe("a burst of generations on the provider path", () => {
  it("keeps provider calls under the global cap and each account's quota exact", async () => {
    openai.state.imageDelayMs = 400;
    const free = await signedInCookie("free");
    const premium = await signedInCookie("premium");
    const callsBefore = imageCalls();
    const spendBefore = await prisma.imageSpend.count();

    const responses = await Promise.all([
      ...Array.from({ length: 11 }, (_, i) => generate(free.cookie, `a swallow ${i}`)),
      ...Array.from({ length: 5 }, (_, i) => generate(premium.cookie, `a dagger ${i}`)),
    ]);
    const statuses = responses.map((response) => response.status);
    // Free: its 10 a day, then the daily limit in words; Premium: every one.
    expect(statuses.slice(0, 11).sort()).toEqual([...Array(10).fill(200), 429]);
    expect(statuses.slice(11)).toEqual(Array(5).fill(200));
    const refused = responses.find((response) => response.status === 429)!;
    expect((await refused.json()).message).toMatch(/Daily generation limit/);

    expect(openai.state.maxImagesInFlight).toBe(CAP);
    expect(imageCalls() - callsBefore).toBe(15);
    expect((await prisma.imageSpend.count()) - spendBefore).toBe(15);
    const freeUser = await prisma.user.findUniqueOrThrow({ where: { id: free.user.id } });
    expect(freeUser.generationsUsedToday).toBe(10);
    const designs = await prisma.design.findMany({ where: { userId: { in: [free.user.id, premium.user.id] } } });
    expect(designs).toHaveLength(15);
    expect(new Set(designs.map((design) => `${design.engine} ${design.imageModel}`))).toEqual(
      new Set(["openai gpt-image-2.6-flare"]),
    );
    expect(designs.every((design) => design.svgKey !== null)).toBe(true);
  }, 180_000);

  it("draws the whole burst with the embedded engine when OpenAI fails, counting each generation once", async () => {
    openai.state.mode = "error";
    const people = await Promise.all([signedInCookie("premium"), signedInCookie("premium")]);
    const callsBefore = imageCalls();
    const responses = await Promise.all(
      people.flatMap(({ cookie }) => Array.from({ length: 4 }, (_, i) => generate(cookie, `a koi ${i}`))),
    );
    expect(responses.map((response) => response.status)).toEqual(Array(8).fill(200));
    const bodies = (await Promise.all(responses.map((response) => response.json()))) as Array<{
      designs: Array<{ drawnByEngineInstead?: true }>;
    }>;
    expect(bodies.every((body) => body.designs[0].drawnByEngineInstead === true)).toBe(true);
    // Each generation asked OpenAI once (no retry of a job the engine finished) and was counted once.
    expect(imageCalls() - callsBefore).toBe(8);
    for (const { user } of people) {
      expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).generationsUsedToday).toBe(4);
      const designs = await prisma.design.findMany({ where: { userId: user.id } });
      expect(designs.map((design) => [design.engine, design.drawnInsteadOf])).toEqual(
        Array(4).fill(["flash", "openai"]),
      );
    }
    expect(openai.state.maxImagesInFlight).toBe(CAP);
  }, 180_000);
});
