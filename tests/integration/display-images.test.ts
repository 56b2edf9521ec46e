import sharp from "sharp";
import { describe, expect, it } from "vitest";

const { displayKey, whenDisplayVersionsMade } = await import("~/modules/designs/display-images.server");
const { makeDisplayVersionsOf } = await import("~/modules/generation/generate-designs.server");
const { getImageStorage } = await import("~/modules/storage/image-storage.server");
const { action: generate } = await import("~/routes/api.generate");
const { loader: display } = await import("~/routes/designs.$id.display.$file");
const { call, get, postJson, signedInCookie } = await import("../support/users");

describe("display versions", () => {
  it("stores WebP display versions with each design and serves them to the owner, cached for good", async () => {
    const { cookie } = await signedInCookie("pro");
    const response = await call(generate, postJson("/api/generate", { description: "a koi fish" }, cookie));
    const id = ((await response.json()) as { designs: Array<{ id: string }> }).designs[0].id;
    // Made while the generation is answered: they are in making or stored by now, never missing.
    await whenDisplayVersionsMade();
    expect(await getImageStorage().get(displayKey(id, 640))).not.toBeNull();
    expect(await getImageStorage().get(displayKey(id, 1280))).not.toBeNull();

    for (const width of [640, 1280]) {
      const served = await call(display, get(`/designs/${id}/display/${width}.webp`, cookie), {
        id,
        file: `${width}.webp`,
      });
      expect(served.status).toBe(200);
      expect(served.headers.get("content-type")).toBe("image/webp");
      expect(served.headers.get("cache-control")).toBe("private, max-age=31536000, immutable");
      const meta = await sharp(Buffer.from(await served.arrayBuffer())).metadata();
      expect([meta.format, meta.width]).toEqual(["webp", width]);
      const etag = served.headers.get("etag")!;
      const again = await call(
        display,
        get(`/designs/${id}/display/${width}.webp`, cookie, { "If-None-Match": etag }),
        {
          id,
          file: `${width}.webp`,
        },
      );
      expect(again.status).toBe(304);
    }

    const stranger = await signedInCookie("pro");
    expect(
      (await call(display, get(`/designs/${id}/display/640.webp`, stranger.cookie), { id, file: "640.webp" })).status,
    ).toBe(404);
    expect((await call(display, get(`/designs/${id}/display/640.webp`), { id, file: "640.webp" })).status).toBe(404);
    expect((await call(display, get(`/designs/${id}/display/300.webp`, cookie), { id, file: "300.webp" })).status).toBe(
      404,
    );
  });

  it("serves a display version asked for while it is being made (the generation answered first)", async () => {
    const { cookie } = await signedInCookie("premium");
    const response = await call(generate, postJson("/api/generate", { description: "a paper crane" }, cookie));
    const id = ((await response.json()) as { designs: Array<{ id: string }> }).designs[0].id;
    const served = await call(display, get(`/designs/${id}/display/1280.webp`, cookie), { id, file: "1280.webp" });
    expect(served.status).toBe(200);
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(1024);
    await whenDisplayVersionsMade();
    expect(await getImageStorage().get(displayKey(id, 1280))).not.toBeNull();
  });

  it("removes the display versions of a design deleted while they were made", async () => {
    const png = await sharp({ create: { width: 512, height: 512, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer();
    await makeDisplayVersionsOf([{ id: "gone-before-its-versions", png, width: 512 }]);
    expect(await getImageStorage().list("display/gone-before-its-versions/")).toEqual([]);
  });

  it("makes the display version of an older design on first request, and keeps it", async () => {
    const { cookie } = await signedInCookie("free");
    const response = await call(generate, postJson("/api/generate", { description: "a paper plane" }, cookie));
    const id = ((await response.json()) as { designs: Array<{ id: string }> }).designs[0].id;
    await whenDisplayVersionsMade();
    await getImageStorage().delete(displayKey(id, 640)); // as a design stored before display versions
    const served = await call(display, get(`/designs/${id}/display/640.webp`, cookie), { id, file: "640.webp" });
    expect(served.status).toBe(200);
    // A 512 px design's version is 512 px, not enlarged.
    expect((await sharp(Buffer.from(await served.arrayBuffer())).metadata()).width).toBe(512);
    expect(await getImageStorage().get(displayKey(id, 640))).not.toBeNull();
  });
});
