import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { renderSvgToPng } from "~/modules/flash-engine/rasterize.server";
import { finalizeImage, watermarkOverlay } from "~/modules/generation/watermark.server";

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

  it("keeps the embedded engine's watermarked drawing as it is: laid over as it is rasterised, opaque on white", async () => {
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="1000"><circle cx="500" cy="500" r="300"/></svg>`;
    const png = await renderSvgToPng(svg, 256, await watermarkOverlay(256));
    expect(await sharp(png).metadata()).toMatchObject({ width: 256, height: 256, channels: 3, hasAlpha: false });
    expect(await finalizeImage(png, { resolution: 256, watermark: false, lineArt: true })).toBe(png);
  });
});
