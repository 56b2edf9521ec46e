import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { displayKey, whenDisplayVersionsMade } from "~/modules/designs/display-images.server";
import { renderFlashArt } from "~/modules/flash-engine/index.server";
import { consumeGeneration, GenerationLimitError } from "~/modules/generation/quota.server";
import { watermarkOverlay } from "~/modules/generation/watermark.server";
import { readStoredObject } from "~/modules/storage/image-storage.server";
import { action as homeAction } from "~/routes/_index";
import { action as designsByIds } from "~/routes/api.designs.by-ids";
import { action as generate } from "~/routes/api.generate";
import { loader as generationApi } from "~/routes/api.generations.$id";
import { loader as image } from "~/routes/designs.$id.image[.png]";
import { loader as generationPage } from "~/routes/generations.$id";
import { prisma } from "~/utils/db.server";
import {
  APP_ORIGIN,
  call,
  cookieFrom,
  createSessionCookie,
  createUser,
  get,
  postJson,
  sessionIdFrom,
  signedInCookie,
  testContext,
} from "../support/users";

/** Generation through POST /api/generate with the embedded engine, against PostgreSQL. */

const request = (body: Record<string, unknown>, cookie?: string) =>
  call(generate, postJson("/api/generate", body, cookie));

describe("quotas", () => {
  it("gives one free user exactly 10 generations out of 25 concurrent requests", async () => {
    const user = await createUser({ plan: "free" });
    const results = await Promise.allSettled(
      Array.from({ length: 25 }, () => consumeGeneration({ kind: "user", userId: user.id, plan: "free" })),
    );
    expect(results.filter((r) => r.status === "fulfilled")).toHaveLength(10);
    const refused = results.filter((r): r is PromiseRejectedResult => r.status === "rejected");
    expect(refused).toHaveLength(15);
    for (const r of refused) expect(r.reason).toBeInstanceOf(GenerationLimitError);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.generationsUsedToday).toBe(10);
    expect(stored.generationsUsedThisMonth).toBe(10);
  });

  it("does the same through the API: 25 concurrent requests, 10 designs sets, 15 daily-limit answers", async () => {
    const { user, cookie } = await signedInCookie("free");
    const responses = await Promise.all(
      Array.from({ length: 25 }, () => request({ description: "a koi fish" }, cookie)),
    );
    expect(responses.filter((r) => r.status === 200)).toHaveLength(10);
    const limited = responses.filter((r) => r.status === 429);
    expect(limited).toHaveLength(15);
    // 20 a minute pass the fair-use cap (which five are refused there depends on timing); of
    // those, the daily quota takes 10 and refuses 10 with the spec's words.
    const messages = await Promise.all(limited.map(async (r) => ((await r.json()) as { message: string }).message));
    expect(messages.filter((m) => m === "Daily generation limit reached")).toHaveLength(10);
    expect(messages.filter((m) => m.startsWith("Generation limit reached: at most 20 generations"))).toHaveLength(5);
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(20);
  });

  it("answers the monthly limit with its own wording", async () => {
    const user = await createUser({ plan: "free" });
    const month = `${new Date().toISOString().slice(0, 7)}-01`;
    await prisma.user.update({
      where: { id: user.id },
      data: { generationsUsedThisMonth: 40, generationsMonth: new Date(month) },
    });
    const response = await request({ description: "a moth" }, await createSessionCookie({ userId: user.id }));
    expect(response.status).toBe(429);
    expect(await response.json()).toEqual({ message: "Monthly generation limit reached" });
  });

  it("counts a new day from zero", async () => {
    const user = await createUser({ plan: "free" });
    await prisma.user.update({
      where: { id: user.id },
      data: { generationsUsedToday: 10, generationsDay: new Date("2020-01-01") },
    });
    await expect(consumeGeneration({ kind: "user", userId: user.id, plan: "free" })).resolves.toBeTruthy();
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).generationsUsedToday).toBe(1);
  });

  it("lets a guest browser make 3 generations a day, then offers sign-in", async () => {
    const first = await request({ description: "an anchor" });
    expect(first.status).toBe(200);
    const cookie = cookieFrom(first)!;
    expect(cookie).toBeTruthy();
    for (let i = 0; i < 2; i++) expect((await request({ description: "an anchor" }, cookie)).status).toBe(200);
    const fourth = await request({ description: "an anchor" }, cookie);
    expect(fourth.status).toBe(429);
    const { message } = await fourth.json();
    expect(message).toMatch(/limit reached/i);
    expect(message).not.toMatch(/daily/i); // guests get the sign-in prompt, not the plans
  });

  it("allows 20 guest generations per IP address, across browsers", async () => {
    const visitors = await Promise.all(Array.from({ length: 7 }, () => prisma.anonymousVisitor.create({ data: {} })));
    let granted = 0;
    for (const visitor of visitors) {
      for (let i = 0; i < 3; i++) {
        try {
          await consumeGeneration({ kind: "anonymous", visitorId: visitor.id, clientIp: "198.51.100.20" });
          granted++;
        } catch (error) {
          expect(error).toBeInstanceOf(GenerationLimitError);
        }
      }
    }
    expect(granted).toBe(20);
    // The refused 21st attempt did not count against its browser either.
    const last = await prisma.anonymousVisitor.findUniqueOrThrow({ where: { id: visitors[6].id } });
    expect(last.generationsUsedToday).toBe(2);
  });

  it("counts an IPv6 /64 as one address for the guest cap (a phone can rotate through its /64)", async () => {
    let granted = 0;
    for (let i = 0; i < 22; i++) {
      const visitor = await prisma.anonymousVisitor.create({ data: {} });
      try {
        await consumeGeneration({
          kind: "anonymous",
          visitorId: visitor.id,
          clientIp: `2001:db8:77:1::${(i + 1).toString(16)}`,
        });
        granted++;
      } catch (error) {
        expect(error).toBeInstanceOf(GenerationLimitError);
      }
    }
    expect(granted).toBe(20);
    // The next /64 is another household.
    const visitor = await prisma.anonymousVisitor.create({ data: {} });
    await expect(
      consumeGeneration({ kind: "anonymous", visitorId: visitor.id, clientIp: "2001:db8:77:2::1" }),
    ).resolves.toBeDefined();
  });
});

describe("plan rules, checked by the server", () => {
  it.each([
    [{ style: "Realistic" }, "The Realistic style is available on Premium and Pro plans."],
    [{ selectedTags: ["Japanese"] }, "The Japanese style is available on Premium and Pro plans."],
    [{ size: "12 x 8 cm" }, "Custom sizes are available on Premium and Pro plans."],
    [{ complexity: "Highly Complex" }, "Highly Complex designs are available on Premium and Pro plans."],
  ])("refuses %o for a free user with 403", async (extra, message) => {
    const { user, cookie } = await signedInCookie("free");
    const response = await request({ description: "a wolf", ...extra }, cookie);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message });
    // Refused before anything was counted.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).generationsUsedToday).toBe(0);
  });

  it("refuses paid features to guests too, without creating a guest session", async () => {
    const response = await request({ description: "a wolf", style: "Dotwork" });
    expect(response.status).toBe(403);
    expect(cookieFrom(response)).toBeUndefined();
  });

  it("gives premium users all styles, custom sizes, Highly Complex, 1024x1024 and no watermark", async () => {
    const { cookie } = await signedInCookie("premium");
    const response = await request(
      {
        description: "a dragon",
        style: "Japanese",
        selectedTags: ["Blackwork", "Dotwork", "Dotwork"],
        size: "12 x 8 cm",
        complexity: "Highly Complex",
      },
      cookie,
    );
    expect(response.status).toBe(200);
    const { designs } = await response.json();
    expect(designs).toHaveLength(2);
    expect(designs[0]).toMatchObject({
      style: "Japanese",
      tags: ["Blackwork", "Dotwork"],
      size: "12 x 8 cm",
      complexity: "Highly Complex",
      hasWatermark: false,
      resolution: "1024x1024",
    });
    const png = Buffer.from(
      await (await call(image, get(designs[0].imageUrl, cookie), { id: designs[0].id })).arrayBuffer(),
    );
    expect((await sharp(png).metadata()).width).toBe(1024);
  });

  it("answers the designs as they were recorded: the same as reading the finished job back", async () => {
    const { cookie } = await signedInCookie("premium");
    const response = await request({ description: "a koi fish", style: "Traditional" }, cookie);
    const jobId = response.headers.get("x-generation-id")!;
    const { designs } = await response.json();
    expect(designs).toHaveLength(2);
    const readBack = await call(generationApi, get(`/api/generations/${jobId}`, cookie), { id: jobId });
    expect(await readBack.json()).toEqual({ status: "done", designs });
  });

  it("gives free users watermarked 512x512 designs in the spec's Design shape", async () => {
    const { cookie, user } = await signedInCookie("free");
    const response = await request(
      { description: "a rose", style: "Minimalist", size: "Small (5-10 cm)", complexity: "Simple" },
      cookie,
    );
    const { designs } = await response.json();
    expect(Object.keys(designs[0])).toEqual(
      expect.arrayContaining([
        "id",
        "imageUrl",
        "description",
        "style",
        "size",
        "complexity",
        "tags",
        "hasWatermark",
        "resolution",
      ]),
    );
    expect(designs[0]).toMatchObject({ hasWatermark: true, resolution: "512x512", style: "Minimalist" });
    // Recorded with the job's completion, before the answer: the profile's "Last generated" is there at once.
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).lastGenerationDate).not.toBeNull();
    const png = Buffer.from(
      await (await call(image, get(designs[0].imageUrl, cookie), { id: designs[0].id })).arrayBuffer(),
    );
    expect((await sharp(png).metadata()).width).toBe(512);
    // The engine's drawing of its seed with the watermark laid over it as it was rasterised.
    const row = await prisma.design.findUniqueOrThrow({ where: { id: designs[0].id } });
    const drawing = {
      description: "a rose",
      style: "Minimalist",
      extraStyles: [],
      size: "Small (5-10 cm)",
      complexity: "Simple" as const,
      seed: row.engineSeed!,
      resolution: 512 as const,
    };
    const pixels = (buffer: Buffer) => sharp(buffer).removeAlpha().raw().toBuffer();
    expect((await pixels(png)).equals(await pixels((await renderFlashArt(drawing)).png))).toBe(false);
    const marked = (await renderFlashArt(drawing, await watermarkOverlay(512))).png;
    expect((await pixels(png)).equals(await pixels(marked))).toBe(true);
    // The display version cards show first is stored with it, the 512 px picture (never enlarged).
    await whenDisplayVersionsMade();
    const avif = await readStoredObject(displayKey(designs[0].id, 720, "avif"));
    expect(await sharp(avif!).metadata()).toMatchObject({ compression: "av1", width: 512 });
  });
});

describe("bad input", () => {
  it("answers an empty description with the spec's message", async () => {
    for (const description of ["", "   ", undefined]) {
      const response = await request({ description });
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({
        message: "Description Required: Please describe your tattoo design.",
        fieldErrors: { description: ["Please describe your tattoo design."] },
      });
    }
  });

  it("answers broken JSON, unknown styles and wrong types with 400", async () => {
    expect((await call(generate, postJson("/api/generate", "{nope"))).status).toBe(400);
    const unknown = await request({ description: "x", style: "Cubist" });
    expect(unknown.status).toBe(400);
    expect(await unknown.json()).toEqual({ message: "Unknown style: Cubist." });
    expect((await request({ description: "x", complexity: "Extreme" })).status).toBe(400);
    expect((await request({ description: "x", selectedTags: "Tribal" })).status).toBe(400);
  });
});

describe("images and restoring designs", () => {
  it("serves an image only to its owner, cached for good and revalidated by ETag", async () => {
    const { cookie } = await signedInCookie("free");
    const { designs } = await (await request({ description: "a compass" }, cookie)).json();
    const id = designs[0].id;
    const own = await call(image, get(`/designs/${id}/image.png`, cookie), { id });
    expect(own.status).toBe(200);
    expect(own.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
    const etag = own.headers.get("etag")!;
    expect((await call(image, get(`/designs/${id}/image.png`, cookie, { "If-None-Match": etag }), { id })).status).toBe(
      304,
    );

    const download = await call(image, get(`/designs/${id}/image.png?download=1`, cookie), { id });
    expect(download.headers.get("content-disposition")).toContain(`filename="tattoo-design-${id}.png"`);

    const stranger = await signedInCookie("free");
    expect((await call(image, get(`/designs/${id}/image.png`, stranger.cookie), { id })).status).toBe(404);
    expect((await call(image, get(`/designs/${id}/image.png`), { id })).status).toBe(404);
  });

  it("restores only this browser's guest designs after sign-in, never another browser's or user's", async () => {
    const browserA = cookieFrom(await request({ description: "a bee" }))!;
    const browserB = await request({ description: "a cat" });
    const bIds = (await browserB.json()).designs.map((d: { id: string }) => d.id);
    const other = await signedInCookie("premium");
    const otherIds = (await (await request({ description: "an owl" }, other.cookie)).json()).designs.map(
      (d: { id: string }) => d.id,
    );

    // Browser A's guest designs.
    const aSession = await prisma.session.findUniqueOrThrow({ where: { id: await sessionIdFrom(browserA) } });
    const aIds = (await prisma.design.findMany({ where: { anonymousVisitorId: aSession.anonymousVisitorId } })).map(
      (d) => d.id,
    );
    expect(aIds).toHaveLength(2);

    // A person signs in on browser A: the session keeps A's anonymous visitor.
    const user = await createUser({ plan: "free" });
    const signedInA = await createSessionCookie({ userId: user.id, anonymousVisitorId: aSession.anonymousVisitorId });
    const response = await call(
      designsByIds,
      postJson("/api/designs/by-ids", { designIds: [...aIds, ...bIds, ...otherIds] }, signedInA),
    );
    expect(response.status).toBe(200);
    const restored = (await response.json()) as Array<{ id: string }>;
    expect(restored.map((d) => d.id).sort()).toEqual([...aIds].sort());
    const moved = await prisma.design.findMany({ where: { id: { in: aIds } } });
    expect(moved.every((d) => d.userId === user.id && d.anonymousVisitorId === null)).toBe(true);
    // B's and the other user's designs are untouched.
    expect((await prisma.design.findMany({ where: { id: { in: bIds } } })).every((d) => d.userId === null)).toBe(true);
    expect(
      (await prisma.design.findMany({ where: { id: { in: otherIds } } })).every((d) => d.userId === other.user.id),
    ).toBe(true);

    // A second call is harmless and still answers the (now owned) designs.
    const again = await call(designsByIds, postJson("/api/designs/by-ids", { designIds: aIds }, signedInA));
    expect(((await again.json()) as unknown[]).length).toBe(aIds.length);
    // Nobody else can take them, not even with the ids.
    const thief = await call(designsByIds, postJson("/api/designs/by-ids", { designIds: aIds }, other.cookie));
    expect(await thief.json()).toEqual([]);
  });

  it("refuses malformed by-ids requests with 400", async () => {
    for (const body of [
      {},
      { designIds: "x" },
      { designIds: [1] },
      { designIds: Array.from({ length: 101 }, (_, i) => `d${i}`) },
    ]) {
      expect((await call(designsByIds, postJson("/api/designs/by-ids", body))).status).toBe(400);
    }
  });
});

describe("drawn without (issue 16)", () => {
  it("records the words the embedded engine drew without, and says nothing when it placed everything", async () => {
    const { cookie } = await signedInCookie("free");
    const response = await request({ description: "a durga on a hill with a wolf" }, cookie);
    const { designs } = await response.json();
    expect(designs[0].drawnWithout).toEqual(["durga"]);
    expect((await prisma.design.findUniqueOrThrow({ where: { id: designs[0].id } })).drawnWithout).toEqual(["durga"]);
    const placed = await (await request({ description: "a skull wearing a crown" }, cookie)).json();
    expect(placed.designs[0]).not.toHaveProperty("drawnWithout");
  });
});

describe("the generator without JavaScript (a durable job and its page)", () => {
  it("answers the form with the job's page, which goes to the gallery once the designs are made; nobody else can open it", async () => {
    const { cookie } = await signedInCookie("free");
    const form = new Request(`${APP_ORIGIN}/?index`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, Cookie: cookie },
      body: new URLSearchParams({
        intent: "generate",
        description: "a lantern moth",
        styles: "Traditional",
      }).toString(),
    });
    const posted = await call(homeAction, form);
    expect(posted.status).toBe(302);
    const page = posted.headers.get("location")!;
    expect(page).toMatch(/^\/generations\/[0-9a-f-]{36}$/);
    const id = page.split("/").at(-1)!;

    const done = await call(generationPage, get(page, cookie), { id });
    expect(done.status).toBe(302);
    const gallery = done.headers.get("location")!;
    expect(gallery).toMatch(/^\/\?designs=[^&]+#gallery$/);
    const ids = gallery.slice("/?designs=".length, -"#gallery".length).split(",");
    expect(await prisma.design.count({ where: { id: { in: ids }, description: "a lantern moth" } })).toBe(ids.length);

    const stranger = await signedInCookie("free");
    expect((await call(generationPage, get(page, stranger.cookie), { id })).status).toBe(404);
    expect((await call(generationPage, get(page), { id })).status).toBe(404);
  });
});

describe("guests over the address cap", () => {
  it("answers a cookie-less guest over the address cap without writing a visitor or a session", async () => {
    // Last in the file: it uses up the day of the address every request here comes from.
    for (let i = 0; i < 20; i++) {
      const visitor = await prisma.anonymousVisitor.create({ data: {} });
      await consumeGeneration({ kind: "anonymous", visitorId: visitor.id, clientIp: testContext.clientIp }).catch(
        () => null,
      );
    }
    const before = [await prisma.anonymousVisitor.count(), await prisma.session.count()];
    for (let i = 0; i < 3; i++) expect((await request({ description: "a fox" })).status).toBe(429);
    expect([await prisma.anonymousVisitor.count(), await prisma.session.count()]).toEqual(before);
  });
});
