/**
 * Dotwork: the outline and inner lines, the deepest darks solid, and the shadows stippled: dots
 * only where the picture is dark, denser and larger the darker it is, on the engine's shared
 * lattice (../../textures.ts), which keeps every dot a gap from the next, the lines and the solids.
 */
import { flatten } from "../../geometry";
import { fillAttrs, path } from "../../svg";
import { latticeGap, stipple } from "../../textures";
import type { PictureCanvas } from "../picture-canvas";
import { minus } from "../morphology";
import { maskToGray } from "../raster";
import { filled, inkOf, lineMarks, stroked } from "./marks";

/** Darkness (0..1 of the subject's range) below which no dot is placed. */
export const DOT_THRESHOLD = 0.35;

export function dotwork(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const { palette, lattice, stats, rules } = ctx;
  const silhouette = canvas.silhouette();
  // The deepest darks are solid, as dotwork artists pack their blacks.
  const deep = canvas.regions(layers.deep);
  const lines = canvas.lines({ maxLevel: ctx.maxLevel, width: ctx.detail, fixed: inkOf([[silhouette, ctx.outline]], [deep]) });
  const avoid = [...lines.map((l) => flatten(l.contour, 4)), ...[...silhouette, ...deep].map((c) => flatten(c, 4))];
  const clearance = lattice.radius + ctx.detail / 2 + rules.minGap;
  const inside = maskToGray(minus(layers.silhouette, layers.deep));
  let dots = "";
  for (const region of silhouette) {
    dots += stipple(
      lattice,
      flatten(region, 4),
      (x, y) => {
        const dark = canvas.darknessAt(x, y);
        if (dark < DOT_THRESHOLD || canvas.fieldAt(inside, x, y) < 0.5) return 0;
        return 0.2 + 0.9 * ((dark - DOT_THRESHOLD) / (1 - DOT_THRESHOLD));
      },
      clearance,
      avoid,
      stats.reserved,
      rules.minGap,
    );
  }
  if (dots) stats.minGap = Math.min(stats.minGap, latticeGap(lattice));
  return (
    filled(silhouette, "#ffffff") +
    path(dots, `data-texture="stipple" ${fillAttrs(palette.ink)}`) +
    filled(deep, palette.ink) +
    lineMarks(canvas, lines, palette.ink) +
    stroked(canvas, silhouette, palette.ink, ctx.outline)
  );
}
