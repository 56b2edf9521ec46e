/**
 * Realistic (black and grey): the picture's tones posterised into a few greys, light to dark,
 * without outlines; the deepest darks near black, fine lines soft and translucent, so the form
 * comes from tone as in a black-and-grey portrait.
 */
import { grey } from "../../colors";
import type { PictureCanvas } from "../picture-canvas";
import { filled, inkOf, lineMarks, stroked } from "./marks";

export function greys(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const count = layers.settings.greys;
  const silhouette = canvas.silhouette();
  let svg = filled(silhouette, grey(0.88));
  layers.greyLevels(count).forEach((mask, k) => {
    svg += filled(canvas.regions(mask), grey(0.78 - (0.6 * (k + 1)) / count));
  });
  const deep = canvas.regions(layers.deep);
  svg += filled(deep, grey(0.08));
  const lines = canvas.lines({ maxLevel: ctx.maxLevel, width: ctx.detail, fixed: inkOf([], [deep]) });
  return (
    svg + lineMarks(canvas, lines, grey(0.25), 0.55) + stroked(canvas, silhouette, grey(0.35), ctx.detail * 0.9, 0.35)
  );
}
