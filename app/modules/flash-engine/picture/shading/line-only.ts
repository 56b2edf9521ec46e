/**
 * Minimalist: the outline and the few lines that make the subject what it is, all in the same
 * fine line, nothing filled: the outlines of the dark shapes that make Blackwork's design read
 * (./black.ts: eyes, nose, the main stripes), its dark features (a pupil, a nose) drawn round,
 * and the most important inner lines.
 */
import { flatten, polygonArea, type Contour } from "../../geometry";
import { smoothMask, type PixelRules } from "../ink-rules";
import { open } from "../morphology";
import type { PictureCanvas } from "../picture-canvas";
import type { Mask } from "../raster";
import { darkFeatures } from "./features";
import { inkOf, lineMarks, stroked } from "./marks";

/** A dark shape is drawn when it is at least this many times as large (each way) as a drawn-round feature must be. */
const SHAPE_SIZE = 2;

/**
 * The dark shapes Blackwork fills (eyes, nose, mouth, the main stripes, an ear's inside) as their
 * outlines: only shapes wide enough for a line each side and the skin between them, large enough
 * to read (smaller pieces go), their edges smoothed into a line artist's curves.
 */
export function darkShapes(canvas: PictureCanvas): Contour[] {
  const { ctx, layers } = canvas;
  const smallest = (SHAPE_SIZE * (2 * ctx.rules.minGap + ctx.outline)) ** 2;
  return canvas
    .regions(outlinableShapes(layers.shadow, layers.px))
    .filter((c) => Math.abs(polygonArea(flatten(c, 2))) >= smallest);
}

/** The parts of a dark area wide enough to outline (a line each side, skin between), their edges smoothed. */
export function outlinableShapes(dark: Mask, px: PixelRules): Mask {
  return smoothMask(open(dark, (px.minGap + px.outline) / 2), Math.max(1, px.minGap * 0.7));
}

export function lineOnly(canvas: PictureCanvas): string {
  const { ctx } = canvas;
  const silhouette = canvas.silhouette();
  const lines = canvas.lines({
    // One level fewer than the other styles: the essentials.
    maxLevel: Math.max(0, ctx.maxLevel - 1),
    width: ctx.outline,
    fixed: inkOf([[silhouette, ctx.outline]]),
    // A feature drawn round needs room for its line and the skin inside it: smaller ones would be specks.
    more: [
      ...darkShapes(canvas).map((contour) => ({ contour, level: 0 })),
      ...darkFeatures(canvas, silhouette)
        .filter((c) => Math.abs(polygonArea(flatten(c, 2))) >= (2 * ctx.rules.minGap + ctx.outline) ** 2)
        .map((contour) => ({ contour, level: 0.5 })),
    ],
    features: true,
  });
  return stroked(canvas, silhouette, ctx.palette.ink, ctx.outline) + lineMarks(canvas, lines, ctx.palette.ink);
}
