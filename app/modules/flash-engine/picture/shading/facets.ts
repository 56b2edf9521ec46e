/**
 * Geometric: the subject cut into facets: its outline and its dark shapes as straight-sided
 * polygons, the dark shapes Blackwork fills (./black.ts: eyes, nose, the main stripes) solid, the
 * broad mid-tones around them hatched (lines a gap apart, under the solids), straight inner lines,
 * and a dot at the outline's corners, as the engine's own Geometric style draws.
 */
import { flatten, polygonArea, type Vec } from "../../geometry";
import { dotPath, fillAttrs, path, strokeAttrs } from "../../svg";
import { hatch } from "../../textures";
import { open } from "../morphology";
import type { PictureCanvas } from "../picture-canvas";
import { filled, inkOf, lineMarks, stroked } from "./marks";

export function facets(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const { palette, rules, stats } = ctx;
  const tolerance = Math.max(2, layers.size * 0.012);
  const silhouette = canvas.silhouette({ faceted: true, tolerance });
  // Blackwork's dark shapes cut into facets (finer than the outline's, so an eye keeps its shape), solid.
  const dark = canvas.regions(ctx.shading ? layers.shadow : layers.deep, { faceted: true, tolerance: tolerance * 0.6 });
  // The broad mid-tones (Realistic's middle grey level and darker) hatched: slivers and specks would leave stubs.
  const pitch = rules.minGap + Math.max(rules.minStroke, ctx.detail * 0.8);
  const broad = (pitch * 3) ** 2;
  const levels = layers.greyLevels(layers.settings.greys);
  const mid = levels[Math.floor(levels.length / 2)];
  const shadow = ctx.shading
    ? canvas
        .regions(open(mid, layers.px.minGap), { faceted: true, tolerance })
        .filter((c) => Math.abs(polygonArea(flatten(c, 2))) >= broad)
    : [];
  const hatchWidth = Math.max(rules.minStroke, ctx.detail * 0.8);
  let hatching = "";
  for (const c of shadow) hatching += hatch(flatten(c, 1), Math.PI / 4, pitch, ctx.detail);
  if (hatching) stats.minGap = Math.min(stats.minGap, pitch - hatchWidth);
  const islands = canvas.regions(layers.islands, { faceted: true, tolerance: tolerance * 0.6 });
  const lines = canvas.lines({
    maxLevel: ctx.maxLevel,
    width: ctx.detail,
    fixed: inkOf(
      [
        [silhouette, ctx.outline],
        [islands, ctx.detail],
      ],
      [dark, shadow],
    ),
    faceted: true,
    features: true,
  });
  // Dot accents on the outline's corners, skipping any closer than a gap to the last dot.
  const r = Math.max(ctx.outline * 0.95, rules.minStroke);
  let dots = "";
  let last: Vec | undefined;
  for (const v of silhouette.flatMap((c) => c.nodes.map((n): Vec => [n[0], n[1]]))) {
    if (last && Math.hypot(v[0] - last[0], v[1] - last[1]) < rules.minGap + 2 * r) continue;
    dots += dotPath(v[0], v[1], r);
    last = v;
  }
  return (
    filled(silhouette, "#ffffff") +
    path(hatching, `data-texture="hatch" ${strokeAttrs(palette.ink, hatchWidth)}`) +
    filled(dark, palette.ink) +
    stroked(canvas, islands, palette.ink, ctx.detail) +
    lineMarks(canvas, lines, palette.ink) +
    stroked(canvas, silhouette, palette.ink, ctx.outline) +
    path(dots, fillAttrs(palette.ink))
  );
}
