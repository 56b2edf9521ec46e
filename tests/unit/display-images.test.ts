import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { makeDisplayVersion } from "~/modules/designs/display-images.server";
import { designSrcSet } from "~/modules/designs/public-design";

describe("display versions", () => {
  it("offers each design's WebP versions at their true widths, never wider than the design", () => {
    expect(designSrcSet({ id: "d1", imageUrl: "/designs/d1/image.png", resolution: "2048x2048" })).toBe(
      "/designs/d1/display/640.webp 640w, /designs/d1/display/1280.webp 1280w",
    );
    expect(
      designSrcSet({ id: "d1", imageUrl: "/designs/d1/image.png", resolution: "2048x2048" }, { fullSize: true }),
    ).toBe("/designs/d1/display/640.webp 640w, /designs/d1/display/1280.webp 1280w, /designs/d1/image.png 2048w");
    expect(
      designSrcSet({ id: "d2", imageUrl: "/designs/d2/image.png", resolution: "1024x1024" }, { fullSize: true }),
    ).toBe("/designs/d2/display/640.webp 640w, /designs/d2/display/1280.webp 1024w");
    expect(designSrcSet({ id: "d3", imageUrl: "/designs/d3/image.png", resolution: "512x512" })).toBe(
      "/designs/d3/display/640.webp 512w",
    );
  });

  it("makes WebP at the width asked, without enlarging small designs", async () => {
    const png = await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const small = await sharp(await makeDisplayVersion(png, 640)).metadata();
    expect([small.format, small.width, small.height]).toEqual(["webp", 640, 640]);
    expect((await sharp(await makeDisplayVersion(png, 1280)).metadata()).width).toBe(1024);
  });
});
