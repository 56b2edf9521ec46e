/** Measurements on rendered designs, shared by the flash-engine tests. */
import sharp from "sharp";
import { expect } from "vitest";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { tattooabilityFor } from "~/modules/flash-engine/tattooability";

export interface RasterStats {
  /** Fraction of pixels that are not (near) white paper. */
  coverage: number;
  /** Distinct colours (4 bits per channel) covering at least 0.3% of the image. */
  colors: number;
  /** Mean HSV saturation of inked pixels, 0..1. */
  saturation: number;
  /** Mean colour of inked pixels. */
  mean: [number, number, number];
  /** Bounding box of inked pixels as fractions of the edge. */
  box: { minX: number; minY: number; maxX: number; maxY: number };
  /** Fraction of inked pixels that are (near) black. */
  blackShare: number;
}

export async function rasterStats(png: Buffer): Promise<RasterStats> {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  const total = info.width * info.height;
  let inked = 0;
  let black = 0;
  let saturation = 0;
  const sum: [number, number, number] = [0, 0, 0];
  const buckets = new Map<number, number>();
  let minX = info.width;
  let minY = info.height;
  let maxX = 0;
  let maxY = 0;
  for (let i = 0; i < total; i++) {
    const r = data[i * 3];
    const g = data[i * 3 + 1];
    const b = data[i * 3 + 2];
    const key = ((r >> 4) << 8) | ((g >> 4) << 4) | (b >> 4);
    buckets.set(key, (buckets.get(key) ?? 0) + 1);
    const max = Math.max(r, g, b);
    const min = Math.min(r, g, b);
    if (min > 235) continue;
    inked++;
    if (max < 60) black++;
    saturation += max === 0 ? 0 : (max - min) / max;
    sum[0] += r;
    sum[1] += g;
    sum[2] += b;
    const x = i % info.width;
    const y = Math.floor(i / info.width);
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  const colors = [...buckets.values()].filter((count) => count >= total * 0.003).length;
  return {
    coverage: inked / total,
    colors,
    saturation: inked ? saturation / inked : 0,
    mean: inked ? [sum[0] / inked, sum[1] / inked, sum[2] / inked] : [255, 255, 255],
    box: { minX: minX / info.width, minY: minY / info.height, maxX: maxX / info.width, maxY: maxY / info.height },
    blackShare: inked ? black / inked : 0,
  };
}

/** Fraction of pixels whose colour differs noticeably between two same-size PNGs. */
export async function pixelDifference(a: Buffer, b: Buffer): Promise<number> {
  const [ra, rb] = await Promise.all([a, b].map((png) => sharp(png).removeAlpha().raw().toBuffer()));
  let differing = 0;
  const pixels = ra.length / 3;
  for (let i = 0; i < pixels; i++) {
    const d =
      Math.abs(ra[i * 3] - rb[i * 3]) +
      Math.abs(ra[i * 3 + 1] - rb[i * 3 + 1]) +
      Math.abs(ra[i * 3 + 2] - rb[i * 3 + 2]);
    if (d > 90) differing++;
  }
  return differing / pixels;
}

/** Elements of the SVG that draw an ink-coloured stroke (outlines and lines). */
export function strokeCount(svg: string): number {
  return (svg.match(/<path[^>]*stroke="#(?!ffffff)[0-9a-f]{6}"/g) ?? []).length;
}

export function pathCount(svg: string): number {
  return (svg.match(/<path /g) ?? []).length;
}

function textureData(svg: string, texture: string): Array<{ d: string; strokeWidth: number }> {
  const out: Array<{ d: string; strokeWidth: number }> = [];
  for (const match of svg.matchAll(/<path d="([^"]*)" ([^>]*)\/>/g)) {
    if (!match[2].includes(`data-texture="${texture}"`)) continue;
    out.push({ d: match[1], strokeWidth: Number(/stroke-width="([\d.]+)"/.exec(match[2])?.[1] ?? 0) });
  }
  return out;
}

/** Stipple dots (centre and radius) from the SVG: each is `M x-r y a r r 0 1 0 2r 0 ...`. */
export function stippleDots(svg: string): Array<{ x: number; y: number; r: number }> {
  const dots: Array<{ x: number; y: number; r: number }> = [];
  for (const { d } of textureData(svg, "stipple")) {
    for (const m of d.matchAll(/M(-?[\d.]+) (-?[\d.]+)a([\d.]+) /g)) {
      const r = Number(m[3]);
      dots.push({ x: Number(m[1]) + r, y: Number(m[2]), r });
    }
  }
  return dots;
}

/** Smallest edge-to-edge distance between any two dots (grid-bucketed, so it stays fast). */
export function smallestDotGap(dots: Array<{ x: number; y: number; r: number }>): number {
  const cell = 40;
  const grid = new Map<string, Array<{ x: number; y: number; r: number }>>();
  for (const dot of dots) {
    const key = `${Math.floor(dot.x / cell)},${Math.floor(dot.y / cell)}`;
    grid.set(key, [...(grid.get(key) ?? []), dot]);
  }
  let best = Infinity;
  for (const dot of dots) {
    const cx = Math.floor(dot.x / cell);
    const cy = Math.floor(dot.y / cell);
    for (let dx = -1; dx <= 1; dx++) {
      for (let dy = -1; dy <= 1; dy++) {
        for (const other of grid.get(`${cx + dx},${cy + dy}`) ?? []) {
          // The same lattice point inked by two overlapping shapes is one mark, not two.
          if (other === dot || Math.hypot(other.x - dot.x, other.y - dot.y) < 0.5) continue;
          best = Math.min(best, Math.hypot(other.x - dot.x, other.y - dot.y) - dot.r - other.r);
        }
      }
    }
  }
  return best;
}

/** Median distance from each dot to its nearest neighbour, centre to centre. */
export function medianNeighbourDistance(dots: Array<{ x: number; y: number }>): number {
  const distances = dots.map((dot) =>
    Math.min(...dots.map((o) => Math.hypot(o.x - dot.x, o.y - dot.y)).filter((d) => d >= 0.5)),
  );
  distances.sort((a, b) => a - b);
  return distances[Math.floor(distances.length / 2)];
}

/**
 * Smallest edge-to-edge gap between neighbouring parallel hatching lines: project each
 * segment's midpoint on the hatching normal and compare neighbours that overlap along the line.
 */
export function smallestHatchGap(svg: string): { gap: number; lines: number } {
  let gap = Infinity;
  let lines = 0;
  for (const { d, strokeWidth } of textureData(svg, "hatch")) {
    const segments = [...d.matchAll(/M(-?[\d.]+) (-?[\d.]+)L(-?[\d.]+) (-?[\d.]+)/g)].map((m) =>
      m.slice(1, 5).map(Number),
    );
    lines += segments.length;
    if (segments.length < 2) continue;
    // The longest segment gives the most precise direction (coordinates are rounded).
    const [x1, y1, x2, y2] = segments.reduce((a, b) =>
      Math.hypot(b[2] - b[0], b[3] - b[1]) > Math.hypot(a[2] - a[0], a[3] - a[1]) ? b : a,
    );
    const len = Math.hypot(x2 - x1, y2 - y1) || 1;
    const ux = (x2 - x1) / len;
    const uy = (y2 - y1) / len;
    const along = (x: number, y: number) => x * ux + y * uy;
    const across = (x: number, y: number) => -x * uy + y * ux;
    const placed = segments.map(([a, b, c, e]) => ({
      n: across((a + c) / 2, (b + e) / 2),
      lo: Math.min(along(a, b), along(c, e)),
      hi: Math.max(along(a, b), along(c, e)),
    }));
    for (let i = 0; i < placed.length; i++) {
      for (let j = i + 1; j < placed.length; j++) {
        const p = placed[i];
        const q = placed[j];
        const distance = Math.abs(p.n - q.n);
        if (distance < 0.5 || p.hi < q.lo || q.hi < p.lo) continue;
        gap = Math.min(gap, distance - strokeWidth);
      }
    }
  }
  return { gap, lines };
}

/** All stroke widths in the SVG. */
export function strokeWidths(svg: string): number[] {
  return [...svg.matchAll(/stroke-width="([\d.]+)"/g)].map((m) => Number(m[1]));
}

const SMALLEST = "Small (5-10 cm)";

/**
 * Drawn Highly Complex at the smallest size, in each style, the description keeps every line
 * at least the thinnest a needle holds and every cut gap at least the narrowest that stays open
 * (tattooability rules; 0.15 units of rounding), and says so in its metadata.
 */
export function expectTattooableAtSmallest(
  description: string,
  styles = ["Traditional", "Blackwork", "Tribal", "Minimalist", "Dotwork"],
): void {
  const { minStroke, minGap } = tattooabilityFor(SMALLEST);
  for (const style of styles) {
    const { svg, metadata } = composeFlashArt({
      description,
      style,
      size: SMALLEST,
      complexity: "Highly Complex",
      seed: 5,
      resolution: 512,
    });
    expect(Math.min(...strokeWidths(svg)), style).toBeGreaterThanOrEqual(minStroke - 0.15);
    for (const match of svg.matchAll(/data-texture="cut"[^>]*stroke-width="([\d.]+)"/g))
      expect(Number(match[1]), style).toBeGreaterThanOrEqual(minGap - 0.15);
    expect(metadata.minLineSpacingMm, style).toBeGreaterThanOrEqual(1.5);
    expect(metadata.minStrokeWidthMm, style).toBeGreaterThanOrEqual(0.3);
  }
}
