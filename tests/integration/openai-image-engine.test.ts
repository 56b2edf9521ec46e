import sharp from "sharp";
import { afterAll, beforeEach, describe, expect, it } from "vitest";
import { startFakeOpenAi } from "../support/fake-openai";

/**
 * The OpenAI engine, through the real `openai` SDK, against a local server that answers
 * as the Images API does. App modules are imported after the environment names it.
 */
const openai = await startFakeOpenAi();
process.env.OPENAI_API_KEY = "sk-test-local";
process.env.OPENAI_BASE_URL = openai.baseURL;
process.env.OPENAI_TIMEOUT_MS = "1000";
process.env.VARIATIONS_PER_GENERATION = "2";

const { action: generate } = await import("~/routes/api.generate");
const { loader: image } = await import("~/routes/designs.$id.image[.png]");
const { prisma } = await import("~/utils/db.server");
const { call, get, postJson, signedInCookie } = await import("../support/users");

afterAll(() => openai.stop());

describe("generating with the OpenAI Images API", () => {
  beforeEach(() => {
    openai.state.mode = "ok";
    openai.state.requests.length = 0;
  });

  it("sends a tattoo flash prompt and stores the answered images at the plan's resolution", async () => {
    const { user, cookie } = await signedInCookie("pro");
    const response = await call(
      generate,
      postJson(
        "/api/generate",
        { description: 'a swallow with a banner reading "Mom"', style: "Traditional", complexity: "Detailed" },
        cookie,
      ),
    );
    expect(response.status).toBe(200);
    const { designs } = await response.json();
    expect(designs).toHaveLength(2);

    const sent = openai.state.requests.find((r) => r.path === "/v1/images/generations")!;
    expect(sent.headers.authorization).toBe("Bearer sk-test-local");
    expect(sent.json).toMatchObject({ model: "gpt-image-1", n: 2, size: "1024x1024", quality: "high" });
    const prompt = String(sent.json!.prompt);
    expect(prompt).toContain("Tattoo flash design of a swallow with a banner reading");
    expect(prompt).toContain("bold, even black outlines");
    expect(prompt).toContain("plain white background");
    expect(prompt).toContain('Include the lettering "Mom"');

    const stored = await prisma.design.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.engine).toBe("openai");
    expect(stored.svgKey).toBeNull();
    const png = Buffer.from(await (await call(image, get(designs[0].imageUrl, cookie), { id: designs[0].id })).arrayBuffer());
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 2048]); // pro: 2048x2048 from the 1024 answer
    expect(designs[0]).toMatchObject({ resolution: "2048x2048", hasWatermark: false });
  });

  it("counts a prompt the service's safety system refused: refused prompts are not free to repeat", async () => {
    openai.state.mode = "policy";
    const { user, cookie } = await signedInCookie("free");
    const response = await call(generate, postJson("/api/generate", { description: "a skull" }, cookie));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({
      message: "The image service's safety rules refused this description. Try describing it differently.",
    });
    const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.generationsUsedToday).toBe(1);
    expect(after.generationsUsedThisMonth).toBe(1);
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(0);
  });

  it.each([
    ["error", 502, "The image service could not make this design (500)."],
    ["slow", 504, "The image service took too long to answer. Please try again."],
  ] as const)("turns a %s answer into a clear failure and refunds the quota", async (mode, status, message) => {
    openai.state.mode = mode;
    const { user, cookie } = await signedInCookie("free");
    const response = await call(generate, postJson("/api/generate", { description: "a skull" }, cookie));
    expect(response.status).toBe(status);
    expect(await response.json()).toEqual({ message });
    const after = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(after.generationsUsedToday).toBe(0);
    expect(after.generationsUsedThisMonth).toBe(0);
    expect(after.lastGenerationDate).toBeNull();
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(0);
  });
});
