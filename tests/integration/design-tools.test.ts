import { describe, expect, it } from "vitest";
import { action as edit } from "~/routes/api.edit";
import { action as generate } from "~/routes/api.generate";
import { action as addIdea, loader as listIdeas } from "~/routes/api.popular-ideas";
import { action as useIdeaRoute } from "~/routes/api.popular-ideas.$text.use";
import { loader as listSaved, action as save } from "~/routes/api.saved-designs";
import { action as unsave } from "~/routes/api.saved-designs.$id";
import { action as addStyle, loader as listStyles } from "~/routes/api.styles";
import { action as useStyle } from "~/routes/api.styles.$name.use";
import { loader as image } from "~/routes/designs.$id.image[.png]";
import { prisma } from "~/utils/db.server";
import { APP_ORIGIN, call, get, postJson, signedInCookie } from "../support/users";

async function designsOf(cookie: string, body: Record<string, unknown> = { description: "a swallow" }) {
  const response = await call(generate, postJson("/api/generate", body, cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { designs: Array<{ id: string; imageUrl: string }> }).designs;
}

const del = (path: string, cookie?: string) =>
  new Request(`${APP_ORIGIN}${path}`, {
    method: "DELETE",
    headers: { Origin: APP_ORIGIN, ...(cookie ? { Cookie: cookie } : {}) },
  });

describe("favourites", () => {
  it("saves, lists and removes a premium user's own design", async () => {
    const { cookie } = await signedInCookie("premium");
    const [design] = await designsOf(cookie);
    const saved = await call(save, postJson("/api/saved-designs", { designId: design.id }, cookie));
    expect(saved.status).toBe(201);
    expect((await call(save, postJson("/api/saved-designs", { designId: design.id }, cookie))).status).toBe(201); // idempotent
    const list = (await (await call(listSaved, get("/api/saved-designs", cookie))).json()) as Array<{ id: string }>;
    expect(list.map((d) => d.id)).toEqual([design.id]);
    expect((await call(unsave, del(`/api/saved-designs/${design.id}`, cookie), { id: design.id })).status).toBe(204);
    const again = await call(unsave, del(`/api/saved-designs/${design.id}`, cookie), { id: design.id });
    expect(again.status).toBe(404);
    expect(await again.json()).toEqual({ message: "This design is not in your saved designs." });
  });

  it("follows the plan table: free users cannot save", async () => {
    const { cookie } = await signedInCookie("free");
    const [design] = await designsOf(cookie);
    const response = await call(save, postJson("/api/saved-designs", { designId: design.id }, cookie));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Saving designs is available on Premium and Pro plans." });
  });

  it("never lets a user save, unsave or download another user's design", async () => {
    const owner = await signedInCookie("premium");
    const [design] = await designsOf(owner.cookie);
    await call(save, postJson("/api/saved-designs", { designId: design.id }, owner.cookie));
    const other = await signedInCookie("premium");

    expect((await call(save, postJson("/api/saved-designs", { designId: design.id }, other.cookie))).status).toBe(404);
    expect((await call(unsave, del(`/api/saved-designs/${design.id}`, other.cookie), { id: design.id })).status).toBe(
      404,
    );
    expect(await prisma.savedDesign.count({ where: { designId: design.id } })).toBe(1);
    expect((await call(image, get(`${design.imageUrl}?download=1`, other.cookie), { id: design.id })).status).toBe(404);
    expect(await (await call(listSaved, get("/api/saved-designs", other.cookie))).json()).toEqual([]);
  });

  it("answers 401 when signed out and 400 for a missing design id", async () => {
    expect((await call(save, postJson("/api/saved-designs", { designId: "x" }))).status).toBe(401);
    expect((await call(listSaved, get("/api/saved-designs"))).status).toBe(401);
    const { cookie } = await signedInCookie("pro");
    expect((await call(save, postJson("/api/saved-designs", {}, cookie))).status).toBe(400);
  });
});

describe("customizing (POST /api/edit)", () => {
  it("makes a new design from a premium user's own design, without counting a generation", async () => {
    const { user, cookie } = await signedInCookie("premium");
    const [original] = await designsOf(cookie, { description: "a koi fish", style: "Japanese" });
    const before = (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).generationsUsedToday;
    const response = await call(
      edit,
      postJson(
        "/api/edit",
        { designId: original.id, originalImageBase64: "", colorTheme: "Pastel", modifications: ["Add more detail"] },
        cookie,
      ),
    );
    expect(response.status).toBe(200);
    const { designs } = await response.json();
    expect(designs).toHaveLength(1);
    expect(designs[0]).toMatchObject({
      customizedFromId: original.id,
      style: "Japanese",
      description: "a koi fish",
      tags: ["Pastel", "Add more detail"],
      resolution: "1024x1024",
    });
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).generationsUsedToday).toBe(before);
  });

  it("transforms the style, or follows free instructions", async () => {
    const { cookie } = await signedInCookie("pro");
    const [original] = await designsOf(cookie);
    const styled = await call(edit, postJson("/api/edit", { designId: original.id, style: "Dotwork" }, cookie));
    expect((await styled.json()).designs[0].style).toBe("Dotwork");
    const custom = await call(
      edit,
      postJson("/api/edit", { designId: original.id, editInstructions: "add a crescent moon" }, cookie),
    );
    expect(custom.status).toBe(200);
    const surprise = await call(edit, postJson("/api/edit", { designId: original.id, mode: "surprise" }, cookie));
    expect(surprise.status).toBe(200);
  });

  it("refuses free users, other people's designs and incomplete requests", async () => {
    const free = await signedInCookie("free");
    const [freeDesign] = await designsOf(free.cookie);
    const refused = await call(
      edit,
      postJson("/api/edit", { designId: freeDesign.id, colorTheme: "Pastel" }, free.cookie),
    );
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Customizing designs is available on Premium and Pro plans." });

    const owner = await signedInCookie("premium");
    const [design] = await designsOf(owner.cookie);
    const thief = await signedInCookie("premium");
    expect(
      (await call(edit, postJson("/api/edit", { designId: design.id, colorTheme: "Pastel" }, thief.cookie))).status,
    ).toBe(404);

    expect((await call(edit, postJson("/api/edit", { colorTheme: "Pastel" }, owner.cookie))).status).toBe(400);
    expect(
      (await call(edit, postJson("/api/edit", { designId: design.id, colorTheme: "Plaid" }, owner.cookie))).status,
    ).toBe(400);
    expect(
      (await call(edit, postJson("/api/edit", { designId: design.id, mode: "custom" }, owner.cookie))).status,
    ).toBe(400);
    expect((await call(edit, postJson("/api/edit", { designId: design.id, colorTheme: "Pastel" }))).status).toBe(401);
  });

  it("refuses oversized and undecodable images with a clear 4xx", async () => {
    const { cookie } = await signedInCookie("premium");
    const oversized = Buffer.alloc(9 * 1024 * 1024, 1).toString("base64");
    const tooBig = await call(
      edit,
      postJson("/api/edit", { originalImageBase64: oversized, colorTheme: "Pastel" }, cookie),
    );
    expect(tooBig.status).toBe(413);
    expect(await tooBig.json()).toEqual({ message: "The image is too large (at most 8 MB)." });

    const notAnImage = await call(
      edit,
      postJson(
        "/api/edit",
        { originalImageBase64: Buffer.from("hello, not an image").toString("base64"), colorTheme: "Pastel" },
        cookie,
      ),
    );
    expect(notAnImage.status).toBe(415);
    expect((await notAnImage.json()).message).toMatch(/could not be read/);

    const garbage = await call(
      edit,
      postJson("/api/edit", { originalImageBase64: "%%% not base64 %%%", colorTheme: "Pastel" }, cookie),
    );
    expect(garbage.status).toBe(400);
  });

  it("accepts an uploaded image (a data URL of a PNG)", async () => {
    const owner = await signedInCookie("premium");
    const [design] = await designsOf(owner.cookie);
    const png = Buffer.from(
      await (await call(image, get(design.imageUrl, owner.cookie), { id: design.id })).arrayBuffer(),
    );
    const response = await call(
      edit,
      postJson(
        "/api/edit",
        {
          originalImageBase64: `data:image/png;base64,${png.toString("base64")}`,
          originalDescription: "an uploaded rose",
          colorTheme: "Earth Tones",
        },
        owner.cookie,
      ),
    );
    expect(response.status).toBe(200);
    expect((await response.json()).designs[0]).toMatchObject({
      description: "an uploaded rose",
      customizedFromId: null,
    });
  });
});

describe("custom styles and ideas", () => {
  it("adds a premium user's style: visible to its author at once, to everyone after 5 uses by people who generated with it", async () => {
    const author = await signedInCookie("premium");
    const other = await signedInCookie("premium");
    const created = await call(addStyle, postJson("/api/styles", { name: "  Bio  mechanical " }, author.cookie));
    expect(created.status).toBe(201);
    const style = await created.json();
    expect(style).toMatchObject({ name: "Bio mechanical", isCustom: true, usageCount: 0 });
    // Who suggested it is a pseudonym, never the internal user id.
    expect(style.suggestedBy).toMatch(/^member_[0-9a-f]{12}$/);
    expect(JSON.stringify(style)).not.toContain(author.user.id);

    const names = async (cookie?: string) =>
      ((await (await call(listStyles, get("/api/styles", cookie))).json()) as Array<{ name: string }>).map(
        (s) => s.name,
      );
    expect(await names(author.cookie)).toContain("Bio mechanical");
    expect(await names(other.cookie)).not.toContain("Bio mechanical");
    const countUse = () =>
      call(useStyle, postJson("/api/styles/Bio%20mechanical/use", {}, author.cookie), { name: "Bio mechanical" });

    // A script calling `use` without having generated with the style counts nothing.
    for (let i = 0; i < 8; i++) expect(await (await countUse()).json()).toMatchObject({ usageCount: 0 });
    // Having generated with it, the author counts once a day, however often they call.
    await prisma.design.create({
      data: {
        userId: author.user.id,
        imageKey: "x.png",
        engine: "test",
        description: "a gear heart",
        style: "Bio mechanical",
        size: "Small",
        complexity: "Simple",
        tags: [],
        hasWatermark: false,
        resolution: "1024x1024",
        plan: "premium",
      },
    });
    for (let i = 0; i < 8; i++) expect((await countUse()).status).toBe(200);
    expect((await prisma.style.findFirstOrThrow({ where: { name: "Bio mechanical" } })).usageCount).toBe(1);
    expect(await names(other.cookie)).not.toContain("Bio mechanical");

    // Uses from four other days (or people) later, it is public.
    await prisma.style.update({ where: { id: style.id }, data: { usageCount: { increment: 4 } } });
    expect(await names(other.cookie)).toContain("Bio mechanical");
    expect(await names()).toContain("Bio mechanical");
  });

  it("counts an idea's use once a day for a person whose description was the idea, and nothing for a cookie-less script", async () => {
    const idea = await prisma.popularIdea.create({
      data: { text: "Koi under a bridge", normalizedText: "koi under a bridge" },
    });
    const { user, cookie } = await signedInCookie("free");
    const countIdea = (withCookie?: string) =>
      call(useIdeaRoute, postJson("/api/popular-ideas/Koi%20under%20a%20bridge/use", {}, withCookie), {
        text: "Koi under a bridge",
      });
    for (let i = 0; i < 5; i++) expect((await countIdea()).status).toBe(200);
    await prisma.design.create({
      data: {
        userId: user.id,
        imageKey: "x.png",
        engine: "test",
        description: "koi under a bridge",
        style: "Traditional",
        size: "Small",
        complexity: "Simple",
        tags: [],
        hasWatermark: true,
        resolution: "512x512",
        plan: "free",
      },
    });
    for (let i = 0; i < 5; i++) expect((await countIdea(cookie)).status).toBe(200);
    expect((await prisma.popularIdea.findUniqueOrThrow({ where: { id: idea.id } })).usageCount).toBe(1);
  });

  it("refuses duplicates politely, empty and overlong names, and plans without the permission", async () => {
    const { cookie } = await signedInCookie("pro");
    const duplicate = await call(addStyle, postJson("/api/styles", { name: "traditional" }, cookie));
    expect(duplicate.status).toBe(409);
    // The spec's message, and the field to mark in the form.
    expect(await duplicate.json()).toEqual({
      message: 'A style called "Traditional" already exists.',
      fieldErrors: { name: ['A style called "Traditional" already exists.'] },
    });
    const empty = await call(addStyle, postJson("/api/styles", { name: "   " }, cookie));
    expect(await empty.json()).toEqual({
      message: "Style name required: Please enter a style name.",
      fieldErrors: { name: ["Please enter a style name."] },
    });
    const overlong = await call(addStyle, postJson("/api/styles", { name: "x".repeat(41) }, cookie));
    expect(overlong.status).toBe(400);
    expect(await overlong.json()).toEqual({
      message: "Style names are at most 40 characters.",
      fieldErrors: { name: ["Style names are at most 40 characters."] },
    });
    const free = await signedInCookie("free");
    const refused = await call(addStyle, postJson("/api/styles", { name: "Chicano" }, free.cookie));
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: "Adding styles and ideas is available on Premium and Pro plans." });
    expect((await call(addStyle, postJson("/api/styles", { name: "Chicano" }))).status).toBe(401);
  });

  it("adds ideas with the same rules", async () => {
    const author = await signedInCookie("premium");
    const created = await call(
      addIdea,
      postJson("/api/popular-ideas", { text: "Octopus holding a compass" }, author.cookie),
    );
    expect(created.status).toBe(201);
    const texts = async (cookie?: string) =>
      ((await (await call(listIdeas, get("/api/popular-ideas", cookie))).json()) as Array<{ text: string }>).map(
        (i) => i.text,
      );
    expect(await texts(author.cookie)).toContain("Octopus holding a compass");
    expect(await texts()).not.toContain("Octopus holding a compass");
    const empty = await call(addIdea, postJson("/api/popular-ideas", { text: "" }, author.cookie));
    expect(await empty.json()).toEqual({
      message: "Idea text required: Please enter an idea description.",
      fieldErrors: { text: ["Please enter an idea description."] },
    });
    const duplicate = await call(addIdea, postJson("/api/popular-ideas", { text: "celtic KNOT" }, author.cookie));
    expect(duplicate.status).toBe(409);
  });
});
