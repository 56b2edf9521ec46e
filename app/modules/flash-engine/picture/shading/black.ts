/**
 * The black styles. Blackwork: white skin, the shadows filled solid black, the deepest darks
 * with them, inner lines and a bold outline. Tribal: the subject one solid mass of ink, its
 * lights cut out of it in white (each cut at least a gap wide, so the skin keeps it open).
 */
import { and, minus, or } from "../morphology";
import type { PictureCanvas } from "../picture-canvas";
import { filled, inkOf, lineMarks, stroked } from "./marks";

export function blackwork(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const ink = ctx.palette.ink;
  const silhouette = canvas.silhouette();
  const shadow = canvas.regions(ctx.shading ? layers.shadow : layers.deep);
  const islands = canvas.regions(layers.islands);
  const lines = canvas.lines({
    maxLevel: ctx.maxLevel,
    width: ctx.detail,
    fixed: inkOf(
      [
        [silhouette, ctx.outline],
        [islands, ctx.detail],
      ],
      [shadow],
    ),
  });
  return (
    filled(silhouette, "#ffffff") +
    filled(shadow, ink) +
    stroked(canvas, islands, ink, ctx.detail) +
    lineMarks(canvas, lines, ink) +
    stroked(canvas, silhouette, ink, ctx.outline)
  );
}

export function tribal(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  // The light islands (a handle, a spoon in the shadow) cut too, so the mass keeps their shapes.
  const cuts = canvas.regions(and(or(minus(layers.lights, layers.deep), layers.islands), layers.silhouette));
  const silhouette = canvas.silhouette();
  return (
    filled(silhouette, ctx.palette.ink) +
    stroked(canvas, silhouette, ctx.palette.ink, ctx.outline) +
    filled(cuts, "#ffffff")
  );
}
