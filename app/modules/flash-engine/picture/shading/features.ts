/**
 * The picture's dark features: the small, compact darks that make a subject what it is (a
 * pupil, a nose, a nostril), as opposed to large darks (a black coat, a shadow) and ragged ones
 * (fur markings), which are tone. Minimalist outlines them; Dotwork packs them solid.
 */
import { flatten, polygonArea, polylineLength, type Contour } from "../../geometry";
import type { PictureCanvas } from "../picture-canvas";

/** A feature is smaller than this share of the subject... */
const FEATURE_SHARE = 0.03;
/** ...and compact (4 pi area / perimeter squared; a disc is 1). */
const COMPACT = 0.55;

function compactness(points: ReturnType<typeof flatten>): number {
  const perimeter = polylineLength(points, true);
  return (4 * Math.PI * polygonArea(points)) / Math.max(1e-6, perimeter * perimeter);
}

export function darkFeatures(canvas: PictureCanvas, silhouette: Contour[]): Contour[] {
  const limit = silhouette.reduce((sum, c) => sum + polygonArea(flatten(c, 3)), 0) * FEATURE_SHARE;
  const smallest = canvas.ctx.rules.minGap * canvas.ctx.rules.minGap;
  return canvas.regions(canvas.layers.deep).filter((c) => {
    const points = flatten(c, 3);
    const area = polygonArea(points);
    return area < limit && area > smallest && compactness(points) > COMPACT;
  });
}
