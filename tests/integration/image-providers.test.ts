import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PDFDocument } from "pdf-lib";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { startFakeGemini } from "../support/fake-gemini";
import { drawSampleDesignsAhead } from "../support/fake-images";
import { startFakeOpenAi } from "../support/fake-openai";

/**
 * The real image service path (issue 34, decision 024) through the real `openai` and
 * `@google/genai` SDKs, against local servers that answer as both services do today (their
 * models from the documented table, their errors in their own shapes): the default models, Pro
 * at 2048 px, each failover cause drawn by the next provider with the quota counted once, a
 * safety refusal kept as the answer, the lifecycle report, the budget, and a provider's design
 * with every file an engine design has.
 */
const openai = await startFakeOpenAi();
await drawSampleDesignsAhead();
const gemini = await startFakeGemini();
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "inkwell-providers-"));
process.env.OPENAI_API_KEY = "sk-test-local";
process.env.OPENAI_BASE_URL = openai.baseURL;
// Room for a loaded machine on every answer; the "hang" case waits out a shorter one (shortOpenAiTimeout).
process.env.OPENAI_TIMEOUT_MS = "5000";
process.env.GOOGLE_API_KEY = "google-test-local";
process.env.GOOGLE_BASE_URL = gemini.baseURL;
process.env.GOOGLE_TIMEOUT_MS = "5000";
process.env.IMAGE_PROVIDERS = "openai,google,flash";
process.env.VARIATIONS_PER_GENERATION = "2";
// Traced on this thread: no render thread to start from source (the pool traces: render-pool.test.ts).
process.env.RENDER_CONCURRENCY = "0";

const { action: generate } = await import("~/routes/api.generate");
const { loader: tattooability } = await import("~/routes/api.designs.$id.tattooability");
const { loader: svgFile } = await import("~/routes/designs.$id.design[.svg]");
const { loader: printPdf } = await import("~/routes/designs.$id.print[.pdf]");
const { loader: stencil } = await import("~/routes/designs.$id.stencil[.png]");
const { prisma } = await import("~/utils/db.server");
const { resetEnvCache } = await import("~/utils/env.server");
const { getImageProviders } = await import("~/modules/generation/image-engine.server");
const lifecycle = await import("~/modules/generation/providers/model-lifecycle.server");
const { metricsText } = await import("~/utils/metrics.server");
const { action: createShare } = await import("~/routes/designs.$id.share");
const { loader: sharedPage } = await import("~/routes/s.$token");
const { listShareLinks } = await import("~/modules/share/share-links.server");
const { APP_ORIGIN, call, callPage, get, postJson, signedInCookie } = await import("../support/users");
const { shortOpenAiTimeout } = await import("../support/provider-timeout");

afterAll(async () => {
  await openai.stop();
  await gemini.stop();
});

const imageCalls = () => openai.state.requests.filter((r) => r.path.startsWith("/v1/images/"));

beforeEach(() => {
  openai.state.mode = "ok";
  openai.state.requests.length = 0;
  openai.state.shutdownDates = {};
  gemini.state.mode = "ok";
  gemini.state.requests.length = 0;
  gemini.state.shutdownDates = {};
  lifecycle.resetModelHealth();
});

let restoreTimeout: (() => void) | undefined;
afterEach(() => {
  restoreTimeout?.();
  restoreTimeout = undefined;
});

async function generateAs(plan: "free" | "premium" | "pro", description = "a swallow with a banner") {
  const { user, cookie } = await signedInCookie(plan);
  const response = await call(generate, postJson("/api/generate", { description, style: "Traditional" }, cookie));
  const used = async () => (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).generationsUsedToday;
  return { user, cookie, response, used };
}

describe("the default models", () => {
  it("draws a description with gpt-image-2.6-flare at the plan's native size and records who drew it", async () => {
    const { user, response } = await generateAs("premium");
    expect(response.status).toBe(200);
    const [sent] = imageCalls();
    expect(sent.path).toBe("/v1/images/generations");
    expect(sent.json).toMatchObject({
      model: "gpt-image-2.6-flare",
      size: "1024x1024",
      quality: "medium",
      background: "transparent",
      output_format: "png",
      n: 2,
    });
    const stored = await prisma.design.findMany({ where: { userId: user.id } });
    expect(stored.map((design) => [design.engine, design.imageModel])).toEqual([
      ["openai", "gpt-image-2.6-flare"],
      ["openai", "gpt-image-2.6-flare"],
    ]);
    const spend = await prisma.imageSpend.findFirstOrThrow({ orderBy: { createdAt: "desc" } });
    expect(spend).toMatchObject({ provider: "openai", model: "gpt-image-2.6-flare", job: "generate" });
    expect(spend.costUsd).toBeGreaterThan(0);
  });

  it("asks Free's 512 px at the smallest square the model draws (816), as an opaque JPEG", async () => {
    const { response } = await generateAs("free");
    expect(response.status).toBe(200);
    expect(imageCalls()[0].json).toMatchObject({
      size: "816x816",
      quality: "low",
      output_format: "jpeg",
      background: "opaque",
    });
  });
});

describe("failover to the next provider", () => {
  it.each([
    ["a 5xx", () => (openai.state.mode = "error"), "unavailable"],
    [
      "a timeout",
      () => {
        openai.state.mode = "hang";
        restoreTimeout = shortOpenAiTimeout();
      },
      "timeout",
    ],
    [
      "a retired model (404 model_not_found)",
      () => (openai.state.shutdownDates["gpt-image-2.6-flare"] = "2026-01-01"),
      "model_gone",
    ],
    ["a 429 asking to wait two minutes", () => (openai.state.mode = "rate_limited"), "rate_limited"],
    ["an account out of credit", () => (openai.state.mode = "no_credit"), "out_of_credit"],
  ])("hands %s to Gemini, which draws it, with the quota counted once", async (_cause, breakOpenAi, reason) => {
    breakOpenAi();
    const { user, response, used } = await generateAs("premium");
    expect(response.status).toBe(200);
    const [sent] = gemini.generateRequests();
    expect(sent.path).toBe("/v1/models/gemini-3.1-flash-image:generateContent");
    expect(sent.json?.generationConfig?.imageConfig).toMatchObject({ imageSize: "1K", aspectRatio: "1:1" });
    const stored = await prisma.design.findMany({ where: { userId: user.id } });
    expect(stored.map((design) => design.engine)).toEqual(["google", "google"]);
    expect(await used()).toBe(1);
    expect((await metricsText()).body).toMatch(
      new RegExp(`inkwell_image_provider_failovers_total\\{provider="openai",reason="${reason}"\\} [1-9]`),
    );
  });

  it("draws with the embedded engine when both providers fail, and says so to the person and the operator", async () => {
    openai.state.mode = "error";
    gemini.state.mode = "error";
    const { user, response, used } = await generateAs("premium");
    expect(response.status).toBe(200);
    const { designs } = (await response.json()) as { designs: Array<{ drawnByEngineInstead?: true }> };
    expect(designs.map((design) => design.drawnByEngineInstead)).toEqual([true, true]);
    const stored = await prisma.design.findMany({ where: { userId: user.id } });
    expect(stored.map((design) => [design.engine, design.drawnInsteadOf])).toEqual([
      ["flash", "openai"],
      ["flash", "openai"],
    ]);
    expect(await used()).toBe(1);
    const metrics = (await metricsText()).body;
    expect(metrics).toMatch(/inkwell_image_provider_failovers_total\{provider="google",reason="unavailable"\} [1-9]/);
    expect(metrics).toMatch(/inkwell_designs_drawn_total\{engine="flash",model="",instead_of="openai"\} [2-9]/);
  });

  it("keeps a safety refusal as the answer: no other provider is asked", async () => {
    openai.state.mode = "moderation";
    const { user, response, used } = await generateAs("premium", "a skull");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "The image service's safety rules refused this description. Try describing it differently.",
    });
    expect(gemini.generateRequests()).toHaveLength(0);
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(0);
    expect(await used()).toBe(1); // a refused description counts (issue 26)
  });

  it("keeps Gemini's own safety answer (IMAGE_SAFETY) as the answer too", async () => {
    openai.state.mode = "error";
    gemini.state.mode = "safety";
    const { response } = await generateAs("premium", "a skull");
    expect(response.status).toBe(422);
  });
});

describe("the models' lifecycle", () => {
  it("reports a model shutting down in 10 days and one already gone, in the log sentence and on /metrics", async () => {
    const today = new Date();
    const inTenDays = new Date(today.getTime() + 10 * 86_400_000).toISOString().slice(0, 10);
    openai.state.shutdownDates["gpt-image-2.6-flare"] = inTenDays;
    gemini.state.shutdownDates["gemini-3-pro-image"] = "2026-01-01";
    const report = await lifecycle.checkImageModels(await getImageProviders(), today);
    const lines = report.map(lifecycle.describeHealth).filter(Boolean);
    expect(lines).toContain(
      `Image model gpt-image-2.6-flare (openai, generate): shuts down on ${inTenDays}; set OPENAI_IMAGE_MODEL`,
    );
    expect(lines).toContain(
      "Image model gemini-3-pro-image (google, pro): unknown to google, its generations go to the next provider; set GOOGLE_IMAGE_PRO_MODEL",
    );
    const metrics = (await metricsText()).body;
    expect(metrics).toContain(
      'inkwell_image_model_shutdown_days{provider="openai",model="gpt-image-2.6-flare",job="generate"} 10',
    );
    expect(metrics).toContain(
      'inkwell_image_model_shutdown_days{provider="google",model="gemini-3-pro-image",job="pro"} -1',
    );
    // A gone model is skipped, not failed on request after request.
    expect(lifecycle.isUsable("google", "gemini-3-pro-image")).toBe(false);
  });
});

describe("the daily budget", () => {
  it("sends generations past OpenAI's budget to Gemini", async () => {
    process.env.IMAGE_DAILY_BUDGET_USD = "openai:0.01";
    resetEnvCache();
    try {
      await prisma.imageSpend.create({
        data: { provider: "openai", model: "gpt-image-2.6-flare", job: "generate", costUsd: 0.5 },
      });
      const { user, response } = await generateAs("premium");
      expect(response.status).toBe(200);
      expect(imageCalls()).toHaveLength(0);
      expect((await prisma.design.findFirstOrThrow({ where: { userId: user.id } })).engine).toBe("google");
    } finally {
      delete process.env.IMAGE_DAILY_BUDGET_USD;
      resetEnvCache();
    }
  });
});

describe("a provider's design is a full tattoo file", () => {
  it("has a traced SVG, stencils, tattooability figures and a true-size PDF", async () => {
    const { user, cookie, response } = await generateAs("pro");
    expect(response.status).toBe(200);
    // Pro's 2048 px asked of gpt-image-2.6-sunburst natively: no enlargement.
    expect(imageCalls()[0].json).toMatchObject({ model: "gpt-image-2.6-sunburst", size: "2048x2048", quality: "high" });
    const design = await prisma.design.findFirstOrThrow({ where: { userId: user.id } });
    expect(design.engine).toBe("openai");
    const params = { id: design.id };

    const svg = await call(svgFile, get(`/designs/${design.id}/design.svg`, cookie), params);
    expect(svg.status).toBe(200);
    const text = await svg.text();
    expect(text).toMatch(/<path fill="#[0-9a-f]{6}" fill-rule="evenodd" d="M/);
    expect(text).not.toMatch(/<rect/); // no white box behind the artwork

    const stencilPng = await call(stencil, get(`/designs/${design.id}/stencil.png`, cookie), params);
    expect(stencilPng.status).toBe(200);
    expect((await sharp(Buffer.from(await stencilPng.arrayBuffer())).metadata()).format).toBe("png");

    const figures = await call(tattooability, get(`/api/designs/${design.id}/tattooability`, cookie), params);
    expect(figures.status).toBe(200);
    expect(await figures.json()).toMatchObject({ strokeMm: expect.any(Number) });

    const pdf = await call(printPdf, get(`/designs/${design.id}/print.pdf?cm=8`, cookie), params);
    expect(pdf.status).toBe(200);
    expect((await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()))).getPageCount()).toBeGreaterThanOrEqual(2);

    // The artist's share page says who drew it.
    const form = new Request(`${APP_ORIGIN}/designs/${design.id}/share`, {
      method: "POST",
      headers: { Origin: APP_ORIGIN, Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect((await call(createShare, form, params)).status).toBe(302);
    const [link] = await listShareLinks(user.id);
    const token = link.url!.split("/s/")[1];
    const shared = await callPage(sharedPage, get(`/s/${token}`), { params: { token } });
    expect(shared.data).toMatchObject({ drawnWith: "OpenAI (gpt-image-2.6-sunburst)" });
  });
});
