import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import { drawSampleDesignsAhead, sampleDesign } from "../support/fake-images";
import { checkEditForm, startFakeOpenAi } from "../support/fake-openai";

/**
 * The OpenAI engine, through the real `openai` SDK, against a local server that answers
 * as the Images API does. App modules are imported after the environment names it.
 */
const openai = await startFakeOpenAi();
await drawSampleDesignsAhead();
process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "inkwell-openai-"));
process.env.OPENAI_API_KEY = "sk-test-local";
process.env.OPENAI_BASE_URL = openai.baseURL;
// Room for a loaded machine on every answer; the "hang" case waits out a shorter one (shortOpenAiTimeout).
process.env.OPENAI_TIMEOUT_MS = "5000";
process.env.VARIATIONS_PER_GENERATION = "2";
// OpenAI alone: its failures are the job's (the chain's failover: image-providers.test.ts).
process.env.IMAGE_PROVIDERS = "openai";
// A failed attempt is final at once (the retry with backoff: durable-jobs.test.ts): the file stays fast.
process.env.GENERATION_RETRY_LIMIT = "0";
// Traced on this thread: no render thread to start from source (the pool's part: image-providers.test.ts).
process.env.RENDER_CONCURRENCY = "0";

const { action: generate } = await import("~/routes/api.generate");
const { action: edit } = await import("~/routes/api.edit");
const { loader: svgFile } = await import("~/routes/designs.$id.design[.svg]");
const { readPngText } = await import("~/modules/print/png-text.server");
const { loader: image } = await import("~/routes/designs.$id.image[.png]");
const { prisma } = await import("~/utils/db.server");
const { readStoredLettering } = await import("~/modules/generation/lettering-designs.server");
const { getImageStorage, readStoredObject } = await import("~/modules/storage/image-storage.server");
const { pictureMessages } = await import("~/utils/messages/picture");
const { REFUNDED_PICTURE_REFUSALS } = await import("~/modules/limits/limits");
const { takeAccountAllowance } = await import("~/modules/limits/rate-limit.server");
const { phoneJpeg, pictureForm, postForm } = await import("../support/pictures");
const { action: homeAction } = await import("~/routes/_index");
const { loader: generationPage } = await import("~/routes/generations.$id");
const { readFlashToast } = await import("~/utils/toast.server");
const { call, callPage, get, postJson, signedInCookie } = await import("../support/users");
const { shortOpenAiTimeout } = await import("../support/provider-timeout");

afterAll(() => openai.stop());

/** An image's grey values on white. */
const greyOf = (image: Uint8Array) => sharp(image).flatten({ background: "#ffffff" }).greyscale().raw().toBuffer();

/** The pixels (at `edge`) of a stored SVG's letters, from its glyph outlines alone. */
async function letterPixels(svg: string, edge: number): Promise<number[]> {
  const glyphs = [...svg.matchAll(/<g data-layer="lettering">.*?<\/g>/g)].map((m) => m[0]);
  const letters = await greyOf(
    Buffer.from(
      `<svg xmlns="http://www.w3.org/2000/svg" width="${edge}" height="${edge}" viewBox="0 0 1000 1000">${glyphs.join("")}</svg>`,
    ),
  );
  return [...letters.keys()].filter((i) => letters[i] < 64);
}

const meanAt = (grey: Buffer, pixels: number[]) => pixels.reduce((sum, i) => sum + grey[i], 0) / pixels.length;

describe("generating with the OpenAI Images API", () => {
  let restoreTimeout: (() => void) | undefined;
  beforeEach(() => {
    openai.state.mode = "ok";
    openai.state.requests.length = 0;
  });
  afterEach(() => {
    restoreTimeout?.();
    restoreTimeout = undefined;
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
    expect(sent.json).toMatchObject({ model: "gpt-image-2.6-sunburst", n: 2, size: "2048x2048", quality: "high" });
    const prompt = String(sent.json!.prompt);
    expect(prompt).toContain("Tattoo flash design of a swallow with a banner reading");
    expect(prompt).toContain("bold, even black outlines");
    expect(prompt).toContain("plain white background");
    // The engine sets the words over the art (issue 37): the model is asked for none, and for room for a banner.
    expect(prompt).not.toContain("Mom");
    expect(prompt).toContain("Draw no banner or ribbon: a banner with the lettering is laid across");
    expect(prompt).toContain("Draw no text, letters, numbers or signatures anywhere.");

    const stored = await prisma.design.findFirstOrThrow({ where: { userId: user.id } });
    expect(stored.engine).toBe("openai");
    expect(stored.imageModel).toBe("gpt-image-2.6-sunburst");
    expect(stored.svgKey).not.toBeNull(); // traced (decision 024)
    const png = Buffer.from(
      await (await call(image, get(designs[0].imageUrl, cookie), { id: designs[0].id })).arrayBuffer(),
    );
    const meta = await sharp(png).metadata();
    expect([meta.width, meta.height]).toEqual([2048, 2048]); // pro: asked at 2048, not enlarged
    expect(designs[0]).toMatchObject({ resolution: "2048x2048", hasWatermark: false });
  });

  it("sets the confirmed lettering over the service's art in the PNG and the SVG, and draws lettering alone itself (issue 37)", async () => {
    const { user, cookie } = await signedInCookie("premium");
    const lettering = { text: "Forever Ours", font: "great-vibes", layout: "arc-down" };
    const response = await call(
      generate,
      postJson("/api/generate", { description: "a rose", style: "Traditional", lettering }, cookie),
    );
    expect(response.status).toBe(200);
    const prompt = String(openai.state.requests.find((r) => r.path === "/v1/images/generations")!.json!.prompt);
    expect(prompt).not.toContain("Forever");
    expect(prompt).toContain("Leave the bottom quarter of the page empty below the artwork");
    expect(prompt).toContain("Draw no text, letters, numbers or signatures anywhere.");

    const rows = await prisma.design.findMany({ where: { userId: user.id } });
    expect(rows).toHaveLength(2);
    const raw = await greyOf(await sampleDesign(1024, { transparent: true }));
    for (const row of rows) {
      expect(row.engine).toBe("openai");
      // What is inked is what was confirmed, character for character.
      expect(readStoredLettering(row.lettering)?.inked).toMatchObject({
        lines: ["Forever Ours"],
        fonts: ["great-vibes"],
      });
      const svg = (await readStoredObject(row.svgKey!))!.toString("utf8");
      expect(svg).toContain('<g data-layer="art"');
      // The letters' own pixels, from the SVG's glyph outlines: inked in the stored PNG, paper in the model's image.
      const letters = await letterPixels(svg, 1024);
      expect(letters.length).toBeGreaterThan(2000);
      expect(meanAt(await greyOf((await readStoredObject(row.imageKey))!), letters)).toBeLessThan(110);
      expect(meanAt(raw, letters)).toBeGreaterThan(200);
    }

    // Lettering alone is the engine's own: the service is not asked.
    openai.state.requests.length = 0;
    const alone = await call(
      generate,
      postJson("/api/generate", { description: "a name", lettering: { text: "Ada", only: true } }, cookie),
    );
    expect(alone.status).toBe(200);
    expect(openai.state.requests.filter((r) => r.path === "/v1/images/generations")).toHaveLength(0);
    const [design] = (await alone.json()).designs as Array<{ id: string }>;
    expect(await prisma.design.findUniqueOrThrow({ where: { id: design.id } })).toMatchObject({ engine: "flash" });
  });

  it("customizes a lettered design by sending the art without its words and lettering the rework again (issue 37)", async () => {
    const { cookie } = await signedInCookie("premium");
    const lettering = { text: "Forever Ours", font: "great-vibes", layout: "arc-down" };
    const generated = await call(
      generate,
      postJson("/api/generate", { description: "a rose", style: "Traditional", lettering }, cookie),
    );
    const [original] = (await generated.json()).designs as Array<{ id: string }>;
    const originalRow = await prisma.design.findUniqueOrThrow({ where: { id: original.id } });
    const originalLetters = await letterPixels((await readStoredObject(originalRow.svgKey!))!.toString("utf8"), 1024);
    expect(meanAt(await greyOf((await readStoredObject(originalRow.imageKey))!), originalLetters)).toBeLessThan(110);

    openai.state.requests.length = 0;
    const instructions = 'make the petals bolder and change the words to "Always Yours"';
    const response = await call(
      edit,
      postJson("/api/edit", { designId: original.id, mode: "custom", editInstructions: instructions }, cookie),
    );
    expect(response.status).toBe(200);
    // The model is sent the art with the words taken out, and a prompt with no words in it.
    const sent = openai.state.requests.find((r) => r.path === "/v1/images/edits")!;
    const prompt = sent.form!.fields.prompt;
    expect(prompt).not.toMatch(/Forever|Ours|Always|Yours/);
    expect(prompt).toContain("Leave the bottom quarter of the page empty below the artwork");
    expect(prompt).toContain("Draw no text, letters, numbers or signatures anywhere.");
    expect(meanAt(await greyOf(sent.form!.files[0].bytes), originalLetters)).toBeGreaterThan(250);

    // The engine letters the rework with the words asked for, character for character, inked in the PNG.
    const [customized] = (await response.json()).designs as Array<{ id: string }>;
    const row = await prisma.design.findUniqueOrThrow({ where: { id: customized.id } });
    expect(row).toMatchObject({ customizedFromId: original.id, engine: "openai" });
    expect(readStoredLettering(row.lettering)?.inked).toMatchObject({
      lines: ["Always Yours"],
      fonts: ["great-vibes"],
    });
    const letters = await letterPixels((await readStoredObject(row.svgKey!))!.toString("utf8"), 1024);
    expect(letters.length).toBeGreaterThan(2000);
    expect(meanAt(await greyOf((await readStoredObject(row.imageKey))!), letters)).toBeLessThan(110);
  });

  it("keeps an engine design's credits in a customization the service draws from it (issue 39)", async () => {
    const { user, cookie } = await signedInCookie("pro");
    const generated = await call(generate, postJson("/api/generate", { description: "a sperm whale" }, cookie));
    const [original] = (await generated.json()).designs as Array<{ id: string }>;
    // As if the embedded engine had drawn it with Game Icons' sperm whale (the service's own images credit nobody).
    const credit =
      "“sperm whale” by Delapouite, from Game Icons (https://game-icons.net), CC BY 3.0: https://creativecommons.org/licenses/by/3.0/";
    await prisma.design.update({ where: { id: original.id }, data: { credits: [credit] } });

    const response = await call(edit, postJson("/api/edit", { designId: original.id, colorTheme: "Pastel" }, cookie));
    expect(response.status).toBe(200);
    const [customized] = (await response.json()).designs as Array<{ id: string }>;
    const row = await prisma.design.findUniqueOrThrow({ where: { id: customized.id } });
    expect(row).toMatchObject({ userId: user.id, customizedFromId: original.id, engine: "openai", credits: [credit] });
    expect(readPngText((await readStoredObject(row.imageKey))!).Credits).toContain(credit);
    // Its SVG, traced from the service's image, says them too.
    const svg = await call(svgFile, get(`/designs/${row.id}/design.svg`, cookie), { id: row.id });
    expect(/<desc>(.*?)<\/desc>/.exec(await svg.text())?.[1]).toContain(credit);
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
    ["hang", 504, "The image service took too long to answer. Please try again."],
  ] as const)("turns a %s answer into a clear failure and refunds the quota", async (mode, status, message) => {
    openai.state.mode = mode;
    if (mode === "hang") restoreTimeout = shortOpenAiTimeout();
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

describe("generating from a picture with the OpenAI Images API (issue 28)", () => {
  beforeEach(() => {
    openai.state.mode = "ok";
    openai.state.requests.length = 0;
  });

  const fromPicture = async (plan: "free" | "pro" = "pro") => {
    const { user, cookie } = await signedInCookie(plan);
    const form = pictureForm(
      { description: "my cat, with a crown of roses", style: "Traditional", complexity: "Detailed" },
      { bytes: await phoneJpeg() },
    );
    const response = await call(generate, postForm("/api/generate", form, cookie));
    return { user, response };
  };

  /** Every stored picture belongs to a design (a failed generation left none behind). */
  const expectNoLeftoverPictures = async () =>
    expect(await getImageStorage().list("pictures/")).toEqual(
      (await prisma.referencePicture.findMany({ select: { storageKey: true } })).map((p) => p.storageKey).sort(),
    );

  const usage = async (userId: string) => {
    const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
    return [user.generationsUsedToday, user.generationsUsedThisMonth];
  };

  it("calls the edit endpoint with the stored picture as its reference image and the tattoo prompt", async () => {
    const { user, response } = await fromPicture();
    expect(response.status).toBe(200);
    const { designs } = (await response.json()) as { designs: Array<{ fromPicture?: boolean }> };
    expect(designs).toHaveLength(2);
    expect(designs.every((design) => design.fromPicture)).toBe(true);

    expect(openai.state.requests.map((r) => r.path)).toEqual(["/v1/images/edits"]);
    const sent = openai.state.requests[0];
    expect(sent.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    expect(sent.headers.authorization).toBe("Bearer sk-test-local");
    expect(checkEditForm(sent.form!)).toBeNull();
    expect(sent.form!.fields).toMatchObject({
      model: "gpt-image-2.6-sunburst",
      n: "2",
      size: "2048x2048",
      quality: "high",
    });
    const [image] = sent.form!.files;
    expect(image).toMatchObject({ field: "image", name: "picture.jpg", type: "image/jpeg" });
    // The picture sent is the stored copy: upright, without its camera's metadata.
    const picture = await prisma.referencePicture.findFirstOrThrow({ where: { userId: user.id } });
    expect(image.bytes.equals((await readStoredObject(picture.storageKey))!)).toBe(true);
    expect((await sharp(image.bytes).metadata()).exif).toBeUndefined();
    const prompt = sent.form!.fields.prompt;
    expect(prompt).toContain(
      "Redraw the main subject of the reference picture as a tattoo flash design: my cat, with a crown of roses.",
    );
    expect(prompt).toContain("bold, even black outlines");
    expect(prompt).toContain("detailed composition with fine linework");
    expect(prompt).toContain("plain white background");
    expect(
      await prisma.design.count({ where: { userId: user.id, engine: "openai", referencePictureId: picture.id } }),
    ).toBe(2);
    expect(await usage(user.id)).toEqual([1, 1]);
  });

  it("answers a moderation refusal with a clear message, gives the quota back and keeps nothing", async () => {
    openai.state.mode = "moderation";
    const { user, response } = await fromPicture("free");
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: pictureMessages.refused });
    // Unlike a refused description (issue 26), a refused picture does not count (decision 023).
    expect(await usage(user.id)).toEqual([0, 0]);
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(0);
    expect(await prisma.referencePicture.count({ where: { userId: user.id } })).toBe(0);
    await expectNoLeftoverPictures();
  });

  it("gives back at most 3 refused pictures a day: past them a refusal keeps its count and says so (M10)", async () => {
    openai.state.mode = "moderation";
    const { user, cookie } = await signedInCookie("free");
    // Three refused pictures of the day were given back already.
    for (let i = 0; i < REFUNDED_PICTURE_REFUSALS.points; i++)
      expect(await takeAccountAllowance("picture-refusal-refund", user.id, REFUNDED_PICTURE_REFUSALS)).toBe(true);
    const form = pictureForm({ description: "a description the filter refuses" }, { bytes: await phoneJpeg() });
    const response = await call(generate, postForm("/api/generate", form, cookie));
    expect(response.status).toBe(422);
    expect(await response.json()).toEqual({ message: pictureMessages.refusedCounted(3) });
    expect(await usage(user.id)).toEqual([1, 1]);
    // Nothing of it is kept all the same.
    expect(await prisma.referencePicture.count({ where: { userId: user.id } })).toBe(0);
    await expectNoLeftoverPictures();
  });

  it("without JavaScript, a refusal lands back on the generator with the message, not on a failure page", async () => {
    openai.state.mode = "moderation";
    const { user, cookie } = await signedInCookie("free");
    const form = pictureForm({ intent: "generate", description: "my cat" }, { bytes: await phoneJpeg() });
    const posted = await callPage(homeAction, postForm("/?index", form, cookie, { Accept: "text/html" }));
    const jobPage = posted.location!;
    expect(jobPage).toMatch(/^\/generations\//);
    const landed = await callPage(generationPage, get(jobPage, cookie), { params: { id: jobPage.split("/")[2] } });
    expect(landed.status).toBe(302);
    expect(landed.location).toBe("/#generator");
    const toastCookie = landed.headers.get("Set-Cookie")!.split(";")[0];
    const { toast } = await readFlashToast(get("/", toastCookie));
    expect(toast).toMatchObject({
      title: "Generation Failed",
      description: pictureMessages.refused,
      variant: "destructive",
    });
    // The job is completed (what the page reads) before its quota is given back: wait for the refund.
    await expect.poll(() => usage(user.id)).toEqual([0, 0]);
  });

  it("refunds a generation the service failed and deletes its picture", async () => {
    openai.state.mode = "error";
    const { user, response } = await fromPicture("free");
    expect(response.status).toBe(502);
    expect(await usage(user.id)).toEqual([0, 0]);
    expect(await prisma.referencePicture.count({ where: { userId: user.id } })).toBe(0);
    await expectNoLeftoverPictures();
  });

  it("keeps counting a refused description, as before (issue 26)", async () => {
    openai.state.mode = "moderation";
    const { user, cookie } = await signedInCookie("free");
    const response = await call(generate, postJson("/api/generate", { description: "a skull" }, cookie));
    expect(response.status).toBe(422);
    expect(await usage(user.id)).toEqual([1, 1]);
  });

  it("has a stand-in that refuses an edit request the real API would refuse", async () => {
    const form = new FormData();
    form.append("model", "gpt-image-2.6-sunburst");
    form.append("prompt", "a cat");
    form.append("image", new Blob([new Uint8Array([1, 2, 3])]), "picture.bin");
    const refused = await fetch(`${openai.baseURL}/images/edits`, { method: "POST", body: form });
    expect(refused.status).toBe(400);
    expect(await refused.json()).toMatchObject({ error: { type: "invalid_request_error", param: "image" } });
    form.set("image", new Blob([new Uint8Array([1, 2, 3])], { type: "image/png" }), "picture.png");
    form.set("size", "999x999");
    expect(
      (
        (await (await fetch(`${openai.baseURL}/images/edits`, { method: "POST", body: form })).json()) as {
          error: { param: string };
        }
      ).error.param,
    ).toBe("size");
  });

  it("has a stand-in that answers a retired model and a background the model refuses as OpenAI does", async () => {
    const post = (body: unknown) =>
      fetch(`${openai.baseURL}/images/generations`, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(body),
      });
    const retired = await post({ model: "gpt-image-1", prompt: "a cat" });
    expect(retired.status).toBe(404);
    expect(await retired.json()).toMatchObject({ error: { code: "model_not_found", type: "invalid_request_error" } });
    const transparent = await post({ model: "gpt-image-2", prompt: "a cat", background: "transparent" });
    expect(transparent.status).toBe(400);
    expect(await transparent.json()).toMatchObject({
      error: { message: "Transparent background is not supported for this model.", param: "background" },
    });
    const model = await fetch(`${openai.baseURL}/models/gpt-image-1.5`);
    expect(await model.json()).toMatchObject({ id: "gpt-image-1.5", shutdown_date: "2026-12-01" });
  });
});
