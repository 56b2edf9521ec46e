import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

process.env.DATA_DIR = mkdtempSync(path.join(tmpdir(), "inkwell-picture-uploads-"));

const { pictureMessages } = await import("~/utils/messages/picture");
const { action: generate } = await import("~/routes/api.generate");
const { action: homeAction } = await import("~/routes/_index");
const { loader: generationPage } = await import("~/routes/generations.$id");
const { readStoredObject } = await import("~/modules/storage/image-storage.server");
const { prisma } = await import("~/utils/db.server");
const { renderPoolStats } = await import("~/modules/renders/render-pool.server");
const { consumeRateLimit } = await import("~/modules/limits/rate-limit.server");
const { RATE_LIMITS } = await import("~/modules/limits/limits");
const { uploadSlotStats, withUploadSlot } = await import("~/utils/upload-slots.server");
const { call, callPage, createSessionCookie, createUser, get, signedInCookie } = await import("../support/users");
const {
  damagedJpegSegment,
  endlessUpload,
  heicHeader,
  phoneJpeg,
  pictureForm,
  pngBomb,
  pngHeaderOnly,
  postForm,
  referencePhoto,
} = await import("../support/pictures");

/**
 * "Start from a picture" (issue 28) through POST /api/generate and the home form, with the
 * embedded engine: the upload's limits, what is stored of the picture, and who may upload.
 */
const usage = async (userId: string) => {
  const user = await prisma.user.findUniqueOrThrow({ where: { id: userId } });
  return { today: user.generationsUsedToday, month: user.generationsUsedThisMonth };
};

const picturesOf = (userId: string) => prisma.referencePicture.findMany({ where: { userId } });

describe("a generation from a picture", () => {
  it("makes designs from the upright, cropped picture, stored without any metadata, counted once", async () => {
    const { user, cookie } = await signedInCookie("free");
    const jpeg = await phoneJpeg();
    expect((await sharp(jpeg).metadata()).exif?.toString("latin1")).toContain("InkwellTestCam");

    // The cat photo is 451 x 300; orientation 6 makes it 300 x 451 upright. Its upper half:
    const form = pictureForm({ description: "my cat, with a crown of roses", crop: "0,0,1,0.5" }, { bytes: jpeg });
    const rendered = renderPoolStats()?.completed ?? 0;
    const response = await call(generate, postForm("/api/generate", form, cookie));
    expect(response.status).toBe(200);
    // The picture's intake and both designs ran in the render pool, off the request thread.
    expect(renderPoolStats()!.completed - rendered).toBe(3);
    const { designs } = (await response.json()) as {
      designs: Array<{ id: string; fromPicture?: boolean; description: string }>;
    };
    expect(designs).toHaveLength(2);
    for (const design of designs)
      expect(design).toMatchObject({ fromPicture: true, description: "my cat, with a crown of roses" });

    const [picture] = await picturesOf(user.id);
    expect(picture).toMatchObject({ width: 300, height: 226 });
    expect(picture.storageKey).toMatch(/^pictures\/[a-zA-Z0-9]+\.jpg$/);
    const rows = await prisma.design.findMany({ where: { userId: user.id } });
    expect(rows.map((row) => row.referencePictureId)).toEqual([picture.id, picture.id]);
    expect(rows.every((row) => row.svgKey !== null)).toBe(true);

    const stored = (await readStoredObject(picture.storageKey))!;
    const meta = await sharp(stored).metadata();
    expect(meta).toMatchObject({ format: "jpeg", width: 300, height: 226 });
    expect(meta.exif).toBeUndefined();
    expect(meta.xmp).toBeUndefined();
    expect(meta.icc).toBeUndefined();
    expect(meta.iptc).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    for (const secret of ["InkwellTestCam", "Pocket 12", "GPS"])
      expect(stored.toString("latin1")).not.toContain(secret);

    expect(await usage(user.id)).toEqual({ today: 1, month: 1 });
  });

  it("keeps a large picture at 2048 px on its longer side, and takes PNG, WebP and a GIF's first frame", async () => {
    const { user, cookie } = await signedInCookie("premium");
    const large = await sharp(referencePhoto("coffee-cup.png")).resize(3000, 2000).png({ palette: true }).toBuffer();
    const gif = await sharp(referencePhoto("cat.png")).resize(120).gif().toBuffer();
    const webp = await sharp(referencePhoto("coffee-cup.png")).webp().toBuffer();
    for (const [bytes, type] of [
      [large, "image/png"],
      [webp, "image/webp"],
      [gif, "image/gif"],
    ] as const) {
      const response = await call(
        generate,
        postForm("/api/generate", pictureForm({ description: "this" }, { bytes, type }), cookie),
      );
      expect(response.status, type).toBe(200);
    }
    const sizes = (
      await prisma.referencePicture.findMany({ where: { userId: user.id }, orderBy: { createdAt: "asc" } })
    ).map((picture) => [picture.width, picture.height]);
    expect(sizes).toEqual([
      [2048, 1365],
      [600, 400],
      [120, 80],
    ]);
  });
});

describe("what a picture upload refuses", () => {
  const refusal = async (bytes: Uint8Array, type = "image/jpeg", fields: Record<string, string> = {}) => {
    const { user, cookie } = await signedInCookie("free");
    const response = await call(
      generate,
      postForm("/api/generate", pictureForm({ description: "my cat", ...fields }, { bytes, type }), cookie),
    );
    const body = (await response.json()) as { message: string; fieldErrors?: Record<string, string[]> };
    // Nothing was counted, queued or kept.
    expect(await usage(user.id)).toEqual({ today: 0, month: 0 });
    expect(await picturesOf(user.id)).toHaveLength(0);
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(0);
    return { status: response.status, ...body };
  };

  it("a file that is not a picture, whatever its name and type say: 400", async () => {
    const text = new TextEncoder().encode("PK\u0003\u0004 not a picture at all");
    expect(await refusal(text)).toEqual({
      status: 400,
      message: pictureMessages.unsupported,
      fieldErrors: { picture: [pictureMessages.unsupported] },
    });
    const svg = new TextEncoder().encode('<svg xmlns="http://www.w3.org/2000/svg"><circle r="4"/></svg>');
    expect((await refusal(svg, "image/svg+xml")).status).toBe(400);
    const tiff = await sharp(referencePhoto("cat.png")).tiff().toBuffer();
    expect(await refusal(tiff, "image/tiff")).toMatchObject({ status: 400, message: pictureMessages.unsupported });
  });

  it("HEIC: 400 saying to save it as JPEG", async () => {
    const answer = await refusal(heicHeader(), "image/heic");
    expect(answer).toMatchObject({ status: 400, message: pictureMessages.heic });
    expect(answer.message).toContain("save it as JPEG");
  });

  it("a decompression bomb (a 30,000 x 30,000 PNG of 110 KB) from its header: 413, nothing decoded", async () => {
    const bomb = await pngBomb();
    expect(bomb.length).toBeLessThan(200_000);
    expect(await refusal(bomb, "image/png")).toMatchObject({ status: 413, message: pictureMessages.tooManyPixels });
  });

  it("a 16-bit picture with alpha whose pixels would take 240 MB, from its header: 413 (L17)", async () => {
    // 30 megapixels: under the pixel ceiling, over the decoded-bytes one (30 MP x 4 channels x 2 bytes).
    expect(await refusal(pngHeaderOnly(6000, 5000), "image/png")).toMatchObject({
      status: 413,
      message: pictureMessages.tooManyBytes,
    });
  });

  it("damage libvips only warns of (a corrupt JPEG segment): 400 (failOn warning, L17)", async () => {
    expect(await refusal(await damagedJpegSegment())).toMatchObject({
      status: 400,
      message: pictureMessages.unreadable,
    });
  });

  it("a damaged picture (a JPEG cut in half): 400", async () => {
    const jpeg = await phoneJpeg();
    expect(await refusal(jpeg.subarray(0, jpeg.length >> 1))).toMatchObject({
      status: 400,
      message: pictureMessages.unreadable,
    });
  });

  it("a crop box that is not valid or too small: 400 on the picture field", async () => {
    const jpeg = await phoneJpeg();
    for (const crop of [
      "0,0,2,1",
      "0.5,0,0.6,1",
      "-0.1,0,0.5,0.5",
      "a,b,c,d",
      "0,0,1",
      "NaN,0,1,1",
      "1e0,0,1,1",
      "0,0,0,1",
    ]) {
      expect(await refusal(jpeg, "image/jpeg", { crop }), crop).toMatchObject({
        status: 400,
        message: pictureMessages.badCrop,
      });
    }
    expect(await refusal(jpeg, "image/jpeg", { crop: "0,0,0.01,0.01" })).toMatchObject({
      status: 400,
      message: pictureMessages.cropTooSmall,
    });
  });
});

describe("the upload's size, as it streams", () => {
  it("refuses a body past 10 MB with 413 before reading it whole (the chunks pulled are counted)", async () => {
    const { user, cookie } = await signedInCookie("free");
    const { request, counter } = endlessUpload("/api/generate", cookie);
    const response = await call(generate, request);
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual({ message: pictureMessages.tooLarge });
    // 10 MB + 64 KB of fields is 161 chunks of 64 KB: the reader stopped there, on an endless body.
    expect(counter.pulled).toBeGreaterThan(150);
    expect(counter.pulled).toBeLessThanOrEqual(170);
    expect(await usage(user.id)).toEqual({ today: 0, month: 0 });
  });

  it("refuses a body whose Content-Length is past the cap without reading any of it", async () => {
    const { cookie } = await signedInCookie("free");
    const { request, counter } = endlessUpload("/api/generate", cookie, { "Content-Length": String(11 * 1024 * 1024) });
    const response = await call(generate, request);
    expect(response.status).toBe(413);
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });

  it("refuses a picture over 10 MB inside a body under the cap: 413", async () => {
    const { cookie } = await signedInCookie("free");
    const bytes = new Uint8Array(10 * 1024 * 1024 + 1000).fill(0xff);
    const response = await call(
      generate,
      postForm("/api/generate", pictureForm({ description: "my cat" }, { bytes }), cookie),
    );
    expect(response.status).toBe(413);
    expect(await response.json()).toMatchObject({ message: pictureMessages.tooLarge });
  });
});

describe("who may start from a picture", () => {
  it("refuses a guest's upload (401) before reading its body, and writes nothing", async () => {
    const visitors = await prisma.anonymousVisitor.count();
    const { request, counter } = endlessUpload("/api/generate");
    const response = await call(generate, request);
    expect(response.status).toBe(401);
    expect(counter.pulled).toBeLessThanOrEqual(1);
    expect(await prisma.anonymousVisitor.count()).toBe(visitors);
  });

  it("sends a guest's no-JavaScript upload to sign in, and back to the generator", async () => {
    const { request, counter } = endlessUpload("/?index", undefined, { Accept: "text/html" });
    const answer = await callPage(homeAction, request);
    expect(answer.status).toBe(303);
    expect(answer.location).toBe("/sign-in?redirectTo=%2F");
    expect(counter.pulled).toBeLessThanOrEqual(1);
  });

  it("refuses a picture from a guest session that reaches the module anyway (a JSON body cannot carry one; the plan says no)", async () => {
    const { startGeneration } = await import("~/modules/generation/generation-start.server");
    const picture = new File([new Uint8Array(await phoneJpeg())], "cat.jpg", { type: "image/jpeg" });
    const refused = await startGeneration(
      get("/"),
      { description: "my cat", picture },
      { clientIp: "203.0.113.80" },
    ).catch((e: unknown) => e);
    expect(refused).toMatchObject({ status: 403, message: pictureMessages.signInRequired });
  });
});

describe("an upload's way in, before its body is read (M8)", () => {
  const refusedUnread = async (cookie: string, path = "/api/generate") => {
    const { request, counter } = endlessUpload(path, cookie, path === "/" ? { Accept: "text/html" } : {});
    const answer = path === "/" ? await callPage(homeAction, request) : await call(generate, request);
    expect(counter.pulled).toBeLessThanOrEqual(1);
    return answer;
  };

  it("refuses a spent day (429, and the form's upgrade dialog) without reading the picture", async () => {
    const user = await createUser({ plan: "free" });
    await prisma.user.update({
      where: { id: user.id },
      data: { generationsUsedToday: 10, generationsDay: new Date() },
    });
    const cookie = await createSessionCookie({ userId: user.id });
    const answer = (await refusedUnread(cookie)) as Response;
    expect(answer.status).toBe(429);
    expect(await answer.json()).toMatchObject({ message: "Daily generation limit reached" });
    const form = (await refusedUnread(cookie, "/")) as Awaited<ReturnType<typeof callPage>>;
    expect(form.location).toBe("/?dialog=upgrade");
  });

  it("refuses at the fair-use ceiling (429, the form's reply) without reading it, and counts a taken upload once", async () => {
    const { user, cookie } = await signedInCookie("premium");
    const subject = { tier: "premium" as const, accountId: user.id, clientIp: "203.0.113.90" };
    // One picture generation goes through: one point of the per-minute ceiling, not two.
    const form = pictureForm({ description: "my cat" }, { bytes: await phoneJpeg() });
    expect((await call(generate, postForm("/api/generate", form, cookie))).status).toBe(200);
    for (let used = 1; used < RATE_LIMITS.generation.account.minute!.points; used++)
      expect(await consumeRateLimit("generation", subject)).toBeNull();
    const answer = (await refusedUnread(cookie)) as Response;
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toMatch(/^\d+$/);
    expect(((await answer.json()) as { limit: string }).limit).toBe("generation:account");
    const reply = (await refusedUnread(cookie, "/")) as Awaited<ReturnType<typeof callPage>>;
    expect(reply.status).toBe(429);
    expect(reply.data).toMatchObject({ form: "generate", message: expect.stringContaining("Fair-use limit reached") });
  });

  it("refuses an account's second upload while its first is being taken in (429), without reading it", async () => {
    const { user, cookie } = await signedInCookie("free");
    let finish!: () => void;
    const first = withUploadSlot(user.id, new AbortController().signal, () => new Promise<void>((r) => (finish = r)));
    const answer = (await refusedUnread(cookie)) as Response;
    expect(answer.status).toBe(429);
    expect(answer.headers.get("retry-after")).toBe("60");
    expect(((await answer.json()) as { message: string }).message).toMatch(
      /^Upload limit reached: one picture at a time/,
    );
    finish();
    await first;
  });

  it("lets an upload whose client left while it waited leave the line, unread", async () => {
    const holds: Array<() => void> = [];
    const held = Array.from({ length: 4 }, (_, index) =>
      withUploadSlot(`holder-${index}`, new AbortController().signal, () => new Promise<void>((r) => holds.push(r))),
    );
    try {
      const { cookie } = await signedInCookie("free");
      const client = new AbortController();
      const { request, counter } = endlessUpload("/api/generate", cookie, {}, { signal: client.signal });
      const leaving = call(generate, request);
      await expect.poll(() => uploadSlotStats().waiting).toBe(1);
      client.abort();
      await leaving.catch(() => null);
      expect(uploadSlotStats()).toEqual({ taken: 4, waiting: 0 });
      expect(counter.pulled).toBeLessThanOrEqual(1);
    } finally {
      for (const release of holds) release();
      await Promise.all(held);
    }
  });
});

describe("a picture's body once its upload is taken in (M8)", () => {
  it("cuts off a body that stops arriving (408, Connection: close) and gives the account its slot back", async () => {
    const { cookie } = await signedInCookie("free");
    const { request } = endlessUpload("/api/generate", cookie, {}, { stallAfter: 2 });
    const started = Date.now();
    const answer = await call(generate, request);
    // Nothing for the idle limit (10 s), well before the whole body's 60 s.
    expect(Date.now() - started).toBeLessThan(30_000);
    expect(answer.status).toBe(408);
    expect(answer.headers.get("connection")).toBe("close");
    expect(((await answer.json()) as { message: string }).message).toBe(pictureMessages.tooSlow);
    expect(uploadSlotStats()).toEqual({ taken: 0, waiting: 0 });
  }, 40_000);

  it("lets go of the slot at once when its client leaves mid-body (400), not at the deadline", async () => {
    const { cookie } = await signedInCookie("free");
    const client = new AbortController();
    const { request, counter } = endlessUpload("/api/generate", cookie, {}, { signal: client.signal, stallAfter: 2 });
    const answering = call(generate, request);
    await expect.poll(() => counter.pulled).toBe(2);
    expect(uploadSlotStats().taken).toBe(1);
    client.abort();
    const answer = await answering;
    expect(answer.status).toBe(400);
    expect(uploadSlotStats()).toEqual({ taken: 0, waiting: 0 });
  });
});

describe("the generator's form without JavaScript", () => {
  it("takes the picture in the same multipart form and lands on the gallery through the job's page", async () => {
    const user = await createUser({ plan: "premium" });
    const cookie = await createSessionCookie({ userId: user.id });
    const form = pictureForm(
      {
        intent: "generate",
        description: "my cat",
        styles: ["Blackwork", "Dotwork"],
        size: "Small (5-10 cm)",
        complexity: "Simple",
      },
      { bytes: referencePhoto("cat.png"), type: "image/png", name: "cat.png" },
    );
    const posted = await callPage(homeAction, postForm("/?index", form, cookie, { Accept: "text/html" }));
    expect(posted.status).toBe(302);
    const jobPage = posted.location!;
    expect(jobPage).toMatch(/^\/generations\//);
    const landed = await callPage(generationPage, get(jobPage, cookie), { params: { id: jobPage.split("/")[2] } });
    expect(landed.location).toMatch(/^\/\?designs=/);
    const designs = await prisma.design.findMany({ where: { userId: user.id } });
    expect(designs).toHaveLength(2);
    expect(designs[0]).toMatchObject({
      style: "Blackwork",
      tags: ["Dotwork"],
      size: "Small (5-10 cm)",
      complexity: "Simple",
    });
    expect(designs.every((design) => design.referencePictureId)).toBe(true);
  });

  it("answers a refused picture as the form's reply, marked on the picture field", async () => {
    const { cookie } = await signedInCookie("free");
    const form = pictureForm(
      { intent: "generate", description: "my cat" },
      { bytes: heicHeader(), type: "image/heic", name: "IMG_0001.HEIC" },
    );
    const answer = await callPage(homeAction, postForm("/?index", form, cookie, { Accept: "text/html" }));
    expect(answer.status).toBe(400);
    expect(answer.data).toMatchObject({
      form: "generate",
      message: pictureMessages.heic,
      fieldErrors: { picture: pictureMessages.heic },
    });
  });
});
