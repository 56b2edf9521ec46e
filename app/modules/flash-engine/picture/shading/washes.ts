/**
 * Watercolor: the picture's colour regions as washes in the style's palette, loosened and
 * shifted so the paint escapes the line, the shadows a translucent darker wash, and fine lines
 * over them (the outline barely heavier).
 */
import { mix } from "../../colors";
import { type Contour, boundsOf, centroid, flatten } from "../../geometry";
import { lightColor, shadeColor } from "../../palettes";
import { linearGradient } from "../../svg";
import type { PictureCanvas } from "../picture-canvas";
import { filled, inkOf, lineMarks, stroked } from "./marks";

/** A contour grown a little, shifted and wobbled: paint that does not keep to the line. */
function loosened(contour: Contour, canvas: PictureCanvas, label: string): Contour {
  const rng = canvas.ctx.rng.fork(label);
  const points = flatten(contour, 3);
  const [cx, cy] = centroid(points);
  const box = boundsOf(points);
  const size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  const [dx, dy] = [rng.jitter(size * 0.05), rng.jitter(size * 0.05)];
  const grow = rng.range(1.02, 1.1);
  return {
    ...contour,
    nodes: contour.nodes.map((n, i) => [
      cx + (n[0] - cx) * grow + dx + Math.sin(i * 2.3 + dx) * size * 0.02,
      cy + (n[1] - cy) * grow + dy + Math.cos(i * 1.7 + dy) * size * 0.02,
    ]),
  };
}

export function watercolour(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const { palette, defs } = ctx;
  const silhouette = canvas.silhouette();
  let svg = "";
  layers.toneRegions.forEach((region, k) => {
    const base = palette.tones[region.tone];
    const partner = mix(base, palette.tones.secondary, 0.45);
    const id = defs.define(`picture-wash-${base}`, (gid) =>
      linearGradient(
        gid,
        [
          [0, base, 0.78],
          [1, partner, 0.5],
        ],
        1,
        1,
        0,
        0,
      ),
    );
    const contours = k === 0 ? silhouette : canvas.regions(region.mask);
    svg += filled(contours, lightColor(base, 0.86));
    svg += filled(
      contours.map((c, i) => loosened(c, canvas, `wash:${k}:${i}`)),
      `url(#${id})`,
    );
  });
  if (ctx.shading) svg += filled(canvas.regions(layers.shadow), shadeColor(palette.tones.secondary, 0.3), 0.35);
  const deep = canvas.regions(layers.deep);
  svg += filled(deep, palette.ink, 0.85);
  const lines = canvas.lines({ maxLevel: ctx.maxLevel, width: ctx.detail, fixed: inkOf([[silhouette, ctx.outline]], [deep]) });
  return svg + lineMarks(canvas, lines, palette.ink, 0.85) + stroked(canvas, silhouette, palette.ink, ctx.outline, 0.9);
}
