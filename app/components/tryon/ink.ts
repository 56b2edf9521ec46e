import type { Placement } from "./placement";

/**
 * The ink look (issue 14), drawn with the canvas only, in the browser: the design's
 * paper-white becomes transparent, and the ink multiplies with the skin, slightly softened,
 * at an opacity between fresh and healed, optionally wrapped around a limb.
 */

export interface InkLook {
  /** 0.3 (faded, healed) to 1 (fresh). */
  opacity: number;
  /** 0 (flat) to 1 (strongly curved limb): a cylinder warp across the design's width. */
  curvature: number;
}

export const DEFAULT_LOOK: InkLook = { opacity: 0.85, curvature: 0 };

/** A canvas holding the design with white taken out: each pixel's "ink" over transparent. */
export function inkFromImage(image: CanvasImageSource & { width: number; height: number }): HTMLCanvasElement {
  const canvas = document.createElement("canvas");
  canvas.width = image.width;
  canvas.height = image.height;
  const context = canvas.getContext("2d", { willReadFrequently: true })!;
  context.drawImage(image, 0, 0);
  const pixels = context.getImageData(0, 0, canvas.width, canvas.height);
  const data = pixels.data;
  for (let i = 0; i < data.length; i += 4) {
    const alphaIn = data[i + 3] / 255;
    // Over white: how far the darkest channel is from white is how much ink there is;
    // un-mixing white leaves the ink's own colour (colour-to-alpha).
    const lightest = Math.min(data[i], data[i + 1], data[i + 2]) / 255;
    const ink = 1 - lightest;
    if (ink <= 0.02) {
      data[i + 3] = 0;
      continue;
    }
    for (let c = 0; c < 3; c++) {
      const value = data[i + c] / 255;
      data[i + c] = Math.round(Math.min(1, Math.max(0, (value - (1 - ink)) / ink)) * 255);
    }
    data[i + 3] = Math.round(ink * alphaIn * 255);
  }
  context.putImageData(pixels, 0, 0);
  return canvas;
}

const SLICES = 64;

/**
 * The ink wrapped on a limb (a cylinder whose axis runs along the design's height): a point
 * at u (-1..1 across) shows at sin(u * phi) / sin(phi), fading towards the edges. Drawn once
 * per curvature into a canvas of the same size, so dragging redraws a single image.
 */
export function warpInk(ink: HTMLCanvasElement, curvature: number): HTMLCanvasElement {
  if (curvature <= 0.01) return ink;
  const canvas = document.createElement("canvas");
  canvas.width = ink.width;
  canvas.height = ink.height;
  const context = canvas.getContext("2d")!;
  const phi = curvature * 1.35;
  const project = (u: number) => ((Math.sin(u * phi) / Math.sin(phi) + 1) / 2) * ink.width;
  for (let index = 0; index < SLICES; index++) {
    const u0 = -1 + (2 * index) / SLICES;
    const u1 = -1 + (2 * (index + 1)) / SLICES;
    const x0 = project(u0);
    const x1 = project(u1);
    context.globalAlpha = 0.55 + 0.45 * Math.cos(((u0 + u1) / 2) * phi);
    // A hair wider than the slice so no seams show between slices.
    context.drawImage(
      ink,
      ((u0 + 1) / 2) * ink.width,
      0,
      ink.width / SLICES,
      ink.height,
      x0,
      0,
      x1 - x0 + 0.75,
      ink.height,
    );
  }
  return canvas;
}

/**
 * Draws the photo and the design on it. `scale` is output pixels per photo pixel: the
 * on-screen canvas draws small, the saved picture at the photo's own size (scale 1).
 * `photo.image` may be a smaller copy of the photo; `width`/`height` are the photo's own.
 * `ink` is already warped (see warpInk); `look.curvature` is not read here.
 */
export function compose(
  context: CanvasRenderingContext2D,
  photo: { image: CanvasImageSource; width: number; height: number },
  ink: HTMLCanvasElement | null,
  placement: Placement,
  look: InkLook,
  scale: number,
) {
  context.save();
  context.setTransform(1, 0, 0, 1, 0, 0);
  context.globalCompositeOperation = "source-over";
  context.globalAlpha = 1;
  context.filter = "none";
  context.drawImage(photo.image, 0, 0, photo.width * scale, photo.height * scale);
  if (ink) {
    const width = placement.width * scale;
    const height = width * (ink.height / ink.width);
    context.translate(placement.x * scale, placement.y * scale);
    context.rotate((placement.rotation * Math.PI) / 180);
    context.globalCompositeOperation = "multiply";
    context.globalAlpha = look.opacity;
    // Ink spreads a little in the skin: a soft blur of about 0.15% of the design's width.
    const blur = Math.max(0.3, width * 0.0015);
    if ("filter" in context) context.filter = `blur(${blur.toFixed(2)}px)`;
    context.drawImage(ink, -width / 2, -height / 2, width, height);
  }
  context.restore();
}
