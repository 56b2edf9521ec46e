/**
 * Watercolor: the picture's colour regions as washes in the style's palette, loosened and
 * shifted so the paint escapes the line, the shadows a translucent darker wash, and fine lines
 * over them (the outline barely heavier).
 */
import { lightColor, shadeColor } from "../../palettes";
import { loosened, washFill } from "../../render-style-fills";
import type { PictureCanvas } from "../picture-canvas";
import { filled, inkOf, lineMarks, stroked } from "./marks";

export function watercolour(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const { palette, defs } = ctx;
  const rng = ctx.rng.fork("picture-washes");
  const silhouette = canvas.silhouette();
  let svg = "";
  layers.toneRegions.forEach((region, k) => {
    const base = palette.tones[region.tone];
    const contours = k === 0 ? silhouette : canvas.regions(region.mask);
    svg += filled(contours, lightColor(base, 0.86));
    svg += filled(
      contours.map((c) => loosened(c, rng)),
      washFill(defs, palette, base),
    );
  });
  if (ctx.shading) svg += filled(canvas.regions(layers.shadow), shadeColor(palette.tones.secondary, 0.3), 0.35);
  const deep = canvas.regions(layers.deep);
  svg += filled(deep, palette.ink, 0.85);
  const islands = canvas.regions(layers.islands);
  svg += stroked(canvas, islands, palette.ink, ctx.detail, 0.85);
  const lines = canvas.lines({
    maxLevel: ctx.maxLevel,
    width: ctx.detail,
    fixed: inkOf(
      [
        [silhouette, ctx.outline],
        [islands, ctx.detail],
      ],
      [deep],
    ),
  });
  return svg + lineMarks(canvas, lines, palette.ink, 0.85) + stroked(canvas, silhouette, palette.ink, ctx.outline, 0.9);
}
