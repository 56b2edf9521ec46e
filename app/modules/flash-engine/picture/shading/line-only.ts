/**
 * Minimalist: the outline and the few lines that make the subject what it is, all in the same
 * fine line, nothing filled. Small dark features (a pupil, a nose) are drawn round, not filled.
 */
import { type Contour, flatten, polygonArea } from "../../geometry";
import type { PictureCanvas } from "../picture-canvas";
import { inkOf, lineMarks, stroked } from "./marks";

/** A dark feature smaller than this share of the subject is outlined (larger darks are just tone). */
const FEATURE_SHARE = 0.03;

const areaOf = (contours: Contour[]) => contours.reduce((sum, c) => sum + polygonArea(flatten(c, 3)), 0);

export function lineOnly(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const silhouette = canvas.silhouette();
  const limit = areaOf(silhouette) * FEATURE_SHARE;
  const features = canvas.regions(layers.deep).filter((c) => polygonArea(flatten(c, 3)) < limit);
  const lines = canvas.lines({
    maxLevel: Math.min(1, ctx.maxLevel),
    width: ctx.outline,
    fixed: inkOf([
      [silhouette, ctx.outline],
      [features, ctx.outline],
    ]),
  });
  return (
    stroked(canvas, silhouette, ctx.palette.ink, ctx.outline) +
    stroked(canvas, features, ctx.palette.ink, ctx.outline) +
    lineMarks(canvas, lines, ctx.palette.ink)
  );
}
