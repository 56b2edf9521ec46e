/** Gradient fills and washes: the Japanese ink fade, Neo-traditional's lit colour, Watercolor's wash and its shape. */
import { mix } from "./colors";
import { boundsOf, centroid, type Contour } from "./geometry";
import { lightColor, shadeColor, type Palette } from "./palettes";
import type { Rng } from "./random";
import { polygonOf } from "./render-style-kit";
import { linearGradient, type Defs } from "./svg";

/** The Japanese ink fade (bokashi): ink thinning to nothing towards the upper left. */
export function bokashiFill(defs: Defs, ink: string): string {
  const id = defs.define("bokashi", (gid) =>
    linearGradient(
      gid,
      [
        [0, ink, 0.85],
        [1, ink, 0],
      ],
      0.35,
      1,
      0.1,
      0,
    ),
  );
  return `url(#${id})`;
}

/** Neo-traditional's fill: the colour lit at the upper left, shaded towards the lower right. */
export function neoFill(defs: Defs, base: string): string {
  const id = defs.define(`neo-${base}`, (gid) =>
    linearGradient(
      gid,
      [
        [0, lightColor(base, 0.32)],
        [0.55, base],
        [1, shadeColor(base, 0.35)],
      ],
      0.25,
      1,
      0,
      0,
    ),
  );
  return `url(#${id})`;
}

/** Watercolor's wash: the colour running into the palette's secondary. */
export function washFill(defs: Defs, palette: Palette, base: string): string {
  const partner = mix(base, palette.tones.secondary, 0.45);
  const id = defs.define(`wash-${base}`, (gid) =>
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
  return `url(#${id})`;
}

/** A wash's shape: the contour shifted, grown and wobbled, so colour escapes the line like paint. */
export function loosened(contour: Contour, rng: Rng): Contour {
  const poly = polygonOf(contour);
  const [cx, cy] = centroid(poly);
  const box = boundsOf(poly);
  const size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  const dx = rng.jitter(size * 0.06);
  const dy = rng.jitter(size * 0.06);
  const grow = rng.range(1.02, 1.12);
  return {
    ...contour,
    nodes: contour.nodes.map((n, i) => [
      cx + (n[0] - cx) * grow + dx + Math.sin(i * 2.3 + dx) * size * 0.025,
      cy + (n[1] - cy) * grow + dy + Math.cos(i * 1.7 + dy) * size * 0.025,
    ]) as Contour["nodes"],
  };
}
