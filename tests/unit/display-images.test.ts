import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { displayFormatFor, makeDisplayVersion } from "~/modules/designs/display-images.server";
import { designSrcSet } from "~/modules/designs/public-design";

describe("display versions", () => {
  it("offers each design's versions at their true widths, never wider than the design", () => {
    expect(designSrcSet({ id: "d1", imageUrl: "/designs/d1/image.png", resolution: "2048x2048" })).toBe(
      "/designs/d1/display/720 720w, /designs/d1/display/1080 1080w",
    );
    expect(
      designSrcSet({ id: "d1", imageUrl: "/designs/d1/image.png", resolution: "2048x2048" }, { fullSize: true }),
    ).toBe("/designs/d1/display/720 720w, /designs/d1/display/1080 1080w, /designs/d1/image.png 2048w");
    expect(
      designSrcSet({ id: "d2", imageUrl: "/designs/d2/image.png", resolution: "1024x1024" }, { fullSize: true }),
    ).toBe("/designs/d2/display/720 720w, /designs/d2/display/1080 1024w");
    expect(designSrcSet({ id: "d3", imageUrl: "/designs/d3/image.png", resolution: "512x512" })).toBe(
      "/designs/d3/display/720 512w",
    );
  });

  it("makes AVIF or WebP at the width asked, without enlarging small designs", async () => {
    const png = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const avif = await sharp(await makeDisplayVersion(png, 720, "avif")).metadata();
    expect([avif.format, avif.compression, avif.width, avif.height]).toEqual(["heif", "av1", 720, 720]);
    const webp = await sharp(await makeDisplayVersion(png, 1080, "webp")).metadata();
    expect([webp.format, webp.width]).toEqual(["webp", 1024]);
  });

  it("answers AVIF to a browser that accepts it, WebP to any other", () => {
    // What chromium, Firefox and Safari send for images, and what older ones did.
    expect(displayFormatFor("image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8")).toBe("avif");
    expect(displayFormatFor("image/avif,image/webp,*/*")).toBe("avif");
    expect(displayFormatFor("image/webp,image/apng,image/*,*/*;q=0.8")).toBe("webp");
    expect(displayFormatFor("image/avif;q=0, image/webp")).toBe("webp");
    expect(displayFormatFor("*/*")).toBe("webp");
    expect(displayFormatFor(null)).toBe("webp");
  });
});
