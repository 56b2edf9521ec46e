/**
 * Minimalist: the outline and the few lines that make the subject what it is, all in the same
 * fine line, nothing filled. Its dark features (a pupil, a nose) are drawn round, not filled.
 */
import type { PictureCanvas } from "../picture-canvas";
import { darkFeatures } from "./features";
import { inkOf, lineMarks, stroked } from "./marks";

export function lineOnly(canvas: PictureCanvas): string {
  const { ctx } = canvas;
  const silhouette = canvas.silhouette();
  const lines = canvas.lines({
    // One level fewer than the other styles: the essentials.
    maxLevel: Math.max(0, ctx.maxLevel - 1),
    width: ctx.outline,
    fixed: inkOf([[silhouette, ctx.outline]]),
    more: darkFeatures(canvas, silhouette).map((contour) => ({ contour, level: 0.5 })),
  });
  return stroked(canvas, silhouette, ctx.palette.ink, ctx.outline) + lineMarks(canvas, lines, ctx.palette.ink);
}
