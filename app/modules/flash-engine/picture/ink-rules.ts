/**
 * Step 4, speck removal and closure, in the picture's own pixels: the tattooability rules of the
 * chosen size (./tattooability.ts) turned into pixel sizes at the scale the subject is drawn, and
 * the one cleaning every inked area gets from them: gaps narrower than the minimum closed, parts
 * thinner than a needle's line opened away, specks too small to read removed, pinholes filled,
 * the edge smoothed.
 */
import { close, fillHoles, open, removeSpecks } from "./morphology";
import { gaussianBlur, maskToGray, threshold, type Mask } from "./raster";

export interface PixelRules {
  /** Canvas units per working pixel. */
  unitsPerPx: number;
  /** Smallest gap of skin between inked marks, in pixels. */
  minGap: number;
  /** Thinnest inked line, in pixels. */
  minStroke: number;
  /** The style's outline and detail line widths, in pixels. */
  outline: number;
  detail: number;
}

export function pixelRules(
  rules: { minGap: number; minStroke: number },
  widths: { outline: number; detail: number },
  unitsPerPx: number,
): PixelRules {
  return {
    unitsPerPx,
    minGap: rules.minGap / unitsPerPx,
    minStroke: rules.minStroke / unitsPerPx,
    outline: widths.outline / unitsPerPx,
    detail: widths.detail / unitsPerPx,
  };
}

/**
 * A mask's edge smoothed: blurred and cut at half, so pixel steps and fur become curves. Beyond
 * the picture counts as outside, so where the subject runs off the photo its cut is rounded too.
 */
export function smoothMask(mask: Mask, sigma: number): Mask {
  return sigma > 0 ? threshold(gaussianBlur(maskToGray(mask), sigma, 0), 0.5) : mask;
}

/**
 * An area of ink made tattooable at the size: skin gaps narrower than the minimum close, parts
 * thinner than the thinnest line go, pieces smaller than `minSize` (pixels across) go, holes
 * smaller than the minimum gap fill, and the edge is smoothed by `smoothing` pixels.
 */
export function cleanInk(mask: Mask, px: PixelRules, options: { minSize?: number; smoothing?: number } = {}): Mask {
  const closed = close(mask, px.minGap / 2);
  const opened = open(closed, Math.max(0.5, px.minStroke / 2));
  const size = Math.max(px.minGap, options.minSize ?? 0);
  const cleaned = fillHoles(removeSpecks(opened, Math.ceil(size * size * 0.8)), px.minGap * px.minGap);
  return smoothMask(cleaned, options.smoothing ?? Math.max(0.8, px.minStroke));
}
