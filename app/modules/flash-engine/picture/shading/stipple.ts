/**
 * Dotwork: the outline and inner lines, blacks and dark features solid, and the shadows stippled: dots
 * only where the picture is dark, denser and larger the darker it is, on the engine's shared
 * lattice (../../textures.ts), which keeps every dot a gap from the next, the lines and the solids.
 */
import { flatten } from "../../geometry";
import { fillAttrs, path } from "../../svg";
import { safePitch } from "../../tattooability";
import { latticeGap, stipple } from "../../textures";
import type { PictureCanvas } from "../picture-canvas";
import { minus } from "../morphology";
import { maskToGray } from "../raster";
import { darkFeatures } from "./features";
import { filled, inkOf, lineMarks, stroked } from "./marks";

/** Darkness (0 the subject's lights .. 1 its darks) below which the skin stays bare. */
const LIGHTEST_DOTTED = 0.15;

export function dotwork(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const { palette, stats, rules } = ctx;
  // Finer dots than the engine's motifs carry (as small as a line may be): more of them, so the
  // picture's tones read; the lattice still keeps the gap.
  const radius = Math.max(rules.minStroke, 4.5);
  const lattice = { ...ctx.lattice, radius, pitch: safePitch(rules, radius * 2, ctx.lattice.jitter, 12) };
  const silhouette = canvas.silhouette();
  // Blacks and dark features are packed solid; other darks are stippled.
  const deep = [...canvas.regions(layers.black), ...darkFeatures(canvas, silhouette)];
  // Fewer inner lines than the line styles: the dots do the shading.
  const lines = canvas.lines({
    maxLevel: Math.max(0, ctx.maxLevel - 1),
    width: ctx.detail,
    fixed: inkOf([[silhouette, ctx.outline]], [deep]),
  });
  const avoid = [...lines.map((l) => flatten(l.contour, 4)), ...[...silhouette, ...deep].map((c) => flatten(c, 4))];
  const clearance = lattice.radius + ctx.detail / 2 + rules.minGap;
  const inside = maskToGray(minus(layers.silhouette, layers.black));
  let dots = "";
  for (const region of silhouette) {
    dots += stipple(
      lattice,
      flatten(region, 4),
      (x, y) => {
        const dark = canvas.darknessAt(x, y);
        if (dark < LIGHTEST_DOTTED || canvas.fieldAt(inside, x, y) < 0.5) return 0;
        return 0.15 + 0.95 * dark;
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
