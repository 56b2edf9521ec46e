import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { finalizeImage } from "~/modules/generation/watermark.server";

/** The design image a plan gets (decision 012): its resolution, on white, watermarked on the free plan. */
const square = (size: number, options: { alpha?: boolean } = {}) =>
  sharp({
    create: {
      width: size,
      height: size,
      channels: options.alpha ? 4 : 3,
      background: options.alpha ? "#c3333380" : "#c33333",
    },
  })
    .png()
    .toBuffer();

describe("finalizeImage", () => {
  it("keeps an image already at the plan's resolution, on white and without watermark, byte for byte", async () => {
    const png = await square(256);
    expect(await finalizeImage(png, { resolution: 256, watermark: false, lineArt: true })).toBe(png);
  });

  it("resizes and flattens on white an image of another size or with transparency", async () => {
    const resized = await sharp(
      await finalizeImage(await square(300, { alpha: true }), { resolution: 256, watermark: false }),
    ).metadata();
    expect([resized.width, resized.height, resized.hasAlpha]).toEqual([256, 256, false]);
  });

  it("watermarks in the same pass, at the resolution asked", async () => {
    const png = await square(300);
    const marked = await finalizeImage(png, { resolution: 256, watermark: true, lineArt: true });
    const plain = await finalizeImage(png, { resolution: 256, watermark: false, lineArt: true });
    expect((await sharp(marked).metadata()).width).toBe(256);
    const [a, b] = await Promise.all([sharp(marked).raw().toBuffer(), sharp(plain).raw().toBuffer()]);
    expect(a.equals(b)).toBe(false);
  });
});
