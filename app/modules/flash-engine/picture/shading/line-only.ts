/**
 * Minimalist: the outline and the few lines that make the subject what it is, all in the same
 * fine line, nothing filled. Its dark features (a pupil, a nose) are drawn round, not filled.
 */
import { flatten, polygonArea } from "../../geometry";
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
    // A feature drawn round needs room for its line and the skin inside it: smaller ones would be specks.
    more: darkFeatures(canvas, silhouette)
      .filter((c) => Math.abs(polygonArea(flatten(c, 2))) >= (2 * ctx.rules.minGap + ctx.outline) ** 2)
      .map((contour) => ({ contour, level: 0.5 })),
    features: true,
  });
  return stroked(canvas, silhouette, ctx.palette.ink, ctx.outline) + lineMarks(canvas, lines, ctx.palette.ink);
}
