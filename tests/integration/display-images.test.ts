import fc from "fast-check";
import sharp from "sharp";
import { describe, expect, it } from "vitest";

const { displayFormatFor, displayKey, whenDisplayVersionsMade } =
  await import("~/modules/designs/display-images.server");
const { makeDisplayVersionsOf } = await import("~/modules/generation/generate-designs.server");
const { getImageStorage } = await import("~/modules/storage/image-storage.server");
const { action: generate } = await import("~/routes/api.generate");
const { loader: display } = await import("~/routes/designs.$id.display.$file");
const { call, get, postJson, signedInCookie } = await import("../support/users");

/** What chromium sends for an image, and what a browser without AVIF sends. */
const ACCEPTS_AVIF = { Accept: "image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8" };
const WEBP_ONLY = { Accept: "image/webp,image/apng,image/*,*/*;q=0.8" };

async function generated(plan: "free" | "premium" | "pro", description: string) {
  const { cookie } = await signedInCookie(plan);
  const response = await call(generate, postJson("/api/generate", { description }, cookie));
  return { cookie, id: ((await response.json()) as { designs: Array<{ id: string }> }).designs[0].id };
}

const show = (id: string, width: number, cookie?: string, headers: Record<string, string> = ACCEPTS_AVIF) =>
  call(display, get(`/designs/${id}/display/${width}`, cookie, headers), { id, file: String(width) });

const formatOf = async (response: Response) => sharp(Buffer.from(await response.arrayBuffer())).metadata();

describe("display versions", () => {
  it("serves AVIF or WebP as the browser accepts, at each width, to the owner only, cached for good", async () => {
    const { cookie, id } = await generated("pro", "a koi fish");
    // The version cards show first is made while the generation is answered: in making or stored by now.
    await whenDisplayVersionsMade();
    expect(await getImageStorage().get(displayKey(id, 720, "avif"))).not.toBeNull();

    for (const [headers, format, type] of [
      [ACCEPTS_AVIF, "heif", "image/avif"],
      [WEBP_ONLY, "webp", "image/webp"],
    ] as const) {
      for (const width of [720, 1080]) {
        const served = await show(id, width, cookie, headers);
        expect(served.status).toBe(200);
        expect(served.headers.get("content-type")).toBe(type);
        expect(served.headers.get("vary")).toBe("Accept");
        expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
        const meta = await formatOf(served);
        expect([meta.format, meta.width]).toEqual([format, width]);
        const etag = served.headers.get("etag")!;
        const again = await call(
          display,
          get(`/designs/${id}/display/${width}`, cookie, { ...headers, "If-None-Match": etag }),
          {
            id,
            file: String(width),
          },
        );
        expect(again.status).toBe(304);
      }
    }
    // Each format's ETag is its own: a cached WebP is never revalidated as the AVIF.
    expect((await show(id, 720, cookie, ACCEPTS_AVIF)).headers.get("etag")).not.toBe(
      (await show(id, 720, cookie, WEBP_ONLY)).headers.get("etag"),
    );
    // The versions made on first request are kept.
    expect(await getImageStorage().list(`display/${id}/`)).toEqual(
      [`display/${id}/1080.avif`, `display/${id}/1080.webp`, `display/${id}/720.avif`, `display/${id}/720.webp`].sort(),
    );

    const stranger = await signedInCookie("pro");
    expect((await show(id, 720, stranger.cookie)).status).toBe(404);
    expect((await show(id, 720)).status).toBe(404);
    for (const file of ["300", "640", "720.webp", "0720"])
      expect((await call(display, get(`/designs/${id}/display/${file}`, cookie), { id, file })).status).toBe(404);
  });

  it("serves the version asked for while it is being made (the generation answered first)", async () => {
    const { cookie, id } = await generated("premium", "a paper crane");
    const served = await show(id, 720, cookie);
    expect(served.status).toBe(200);
    expect((await formatOf(served)).width).toBe(720);
    await whenDisplayVersionsMade();
    expect(await getImageStorage().get(displayKey(id, 720, "avif"))).not.toBeNull();
  });

  it("a version not made yet is made at its first request (two at once get the same), at most the design's width", async () => {
    const { cookie, id } = await generated("premium", "a lantern");
    await whenDisplayVersionsMade();
    const [first, second] = await Promise.all([show(id, 1080, cookie), show(id, 1080, cookie)]);
    const [a, b] = await Promise.all([first.arrayBuffer(), second.arrayBuffer()]);
    expect(Buffer.from(a).equals(Buffer.from(b))).toBe(true);
    // A 1024 px design's "1080" version is the design's own width, not enlarged.
    expect((await sharp(Buffer.from(a)).metadata()).width).toBe(1024);
  });

  it("any Accept header and any file name: a picture in a format it names, or 404, never an error (fast-check)", async () => {
    const { cookie, id } = await generated("free", "a compass rose");
    await whenDisplayVersionsMade();
    const accept = fc.oneof(
      fc.string({ maxLength: 60 }),
      fc
        .array(fc.constantFrom("image/avif", "image/webp", "image/*", "*/*", "text/html", ";q=0", ";q=0.5", ",", " "), {
          maxLength: 8,
        })
        .map((parts) => parts.join("")),
    );
    const file = fc.oneof(
      fc.constantFrom("720", "1080", "720.avif", "1080.webp", "-1", "1e3"),
      fc.string({ maxLength: 8 }),
    );
    await fc.assert(
      fc.asyncProperty(accept, file, async (acceptHeader, fileName) => {
        const served = await call(display, get(`/designs/${id}/display/x`, cookie, { Accept: acceptHeader }), {
          id,
          file: fileName,
        });
        expect([200, 404]).toContain(served.status);
        if (served.status === 200) {
          expect(["720", "1080"]).toContain(fileName);
          // AVIF only to a browser that names it; WebP to any other; the bytes are what the header says.
          const type = served.headers.get("content-type");
          expect(type).toBe(`image/${displayFormatFor(acceptHeader)}`);
          if (type === "image/avif") expect(acceptHeader).toContain("image/avif");
          expect((await formatOf(served)).format).toBe(type === "image/avif" ? "heif" : "webp");
        }
      }),
      { numRuns: 60 },
    );
    // Storage stays bounded whatever was asked: at most the two widths in the two formats.
    const kept = await getImageStorage().list(`display/${id}/`);
    expect(kept.length).toBeLessThanOrEqual(4);
    for (const key of kept) expect(key).toMatch(new RegExp(`^display/${id}/(720|1080)\\.(avif|webp)$`));
  });

  it("removes the display versions of a design deleted while they were made", async () => {
    const png = await sharp({ create: { width: 512, height: 512, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await makeDisplayVersionsOf([{ id: "gone-before-its-versions", png, width: 512 }]);
    expect(await getImageStorage().list("display/gone-before-its-versions/")).toEqual([]);
  });

  it("makes the display version of an older design on first request, and keeps it", async () => {
    const { cookie, id } = await generated("free", "a paper plane");
    await whenDisplayVersionsMade();
    await getImageStorage().delete(displayKey(id, 720, "avif")); // as a design stored before display versions
    const served = await show(id, 720, cookie);
    expect(served.status).toBe(200);
    // A 512 px design's version is 512 px, not enlarged.
    expect((await formatOf(served)).width).toBe(512);
    expect(await getImageStorage().get(displayKey(id, 720, "avif"))).not.toBeNull();
  });
});
