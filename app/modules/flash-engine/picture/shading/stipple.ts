/**
 * Dotwork: the outline and the main feature lines, the picture's darkest share solid, and the
 * rest of its tone stippled. The tone is the grey levels Realistic draws (../picture-layers.ts,
 * ./greys.ts), whose cat reads: its darkest level (pupils, nose, the main stripes) and the blacks
 * packed solid, the other levels as blue-noise stipple (dots on a strongly jittered lattice, tried
 * in random order, each keeping a spacing that follows the tone), so no rows show; denser and
 * larger dots the darker, bare skin in the lights. Every dot keeps the minimum gap from every
 * other dot, the lines and the solids, checked pair by pair, as the tattooability rules ask.
 */
import { flatten, type Vec } from "../../geometry";
import { dotPath, fillAttrs, path } from "../../svg";
import type { Tattooability } from "../../tattooability";
import { distanceToPolyline, latticeSites, type StippleLattice } from "../../textures";
import { minus, or } from "../morphology";
import type { PictureCanvas } from "../picture-canvas";
import { gaussianBlur, grayOf, maskToGray, type Gray, type Mask } from "../raster";
import { filled, inkOf, lineMarks, stroked } from "./marks";

/** The largest dot's diameter in millimetres, and the lightest dot's share of it (never under a line's width). */
const DOT_MM = 0.9;
const LIGHTEST_DOT = 0.55;

/** How far a site may move off the lattice, as a share of the pitch, where its tone is lightest: enough that no rows
 * show (the darkest sites stay on it, packed). */
const JITTER = 0.3;

/** The darkest level is packed solid when it covers at most this many times the share it was cut at. */
const ACCENTS = 1.5;

/** Darkness below which a site is never dotted (the subject's lights stay bare skin). */
const BARE = 0.1;

/** The share of sites dotted: GAIN times the darkness to the power CURVE (mid-tones sparse, the darks packed). */
const CURVE = 1.3;
const GAIN = 1.5;

/** The share of a lattice's sites that dots spaced at random (each keeping its distance, in random order) fill. */
const PACKING = 0.6;

/** The lattice of a picture's stipple: dots of DOT_MM at their largest, sites the closest two such dots may be. */
export function pictureLattice(rules: Tattooability, shared: StippleLattice): StippleLattice {
  const radius = Math.max(rules.minStroke / LIGHTEST_DOT / 2, (DOT_MM / 2) * rules.unitsPerMm);
  // Sites the jitter brings closer than the gap are left bare (scatter checks every pair), not spaced out.
  return { ...shared, radius, jitter: JITTER, pitch: rules.minGap + 2 * radius };
}

export interface ScatterOptions {
  /** Darkness 0..1 at a canvas point. */
  darkness: (x: number, y: number) => number;
  /** Whether a dot of radius r may go there at all (inside the subject, clear of lines and solids). */
  free: (x: number, y: number, r: number) => boolean;
  /** Dots placed elsewhere in the design (x, y, r), which these keep the gap from. */
  reserved?: ReadonlyArray<readonly [number, number, number]>;
  minGap: number;
  /** Uniform numbers in [0, 1): the order the sites are tried in. */
  random: () => number;
}

/** Density (share of the sites) a darkness asks for: the lights sparse, the darks packed. */
export const scatterDensity = (darkness: number) =>
  darkness < BARE ? 0 : Math.min(1, GAIN * Math.pow(darkness, CURVE));

/**
 * Stipple as blue noise: the sites of a lattice, moved off it the more the lighter their tone (the
 * darks packed, the rows of the mid-tones broken), tried in random order. A site takes a dot when
 * no dot lies within its spacing (the pitch over the square root of the density its darkness asks
 * for, as random packing fills it: every site in the darks, fewer and evenly spread in the
 * mid-tones, none in the lights) and every neighbour's edge is at least `minGap` from its own, so
 * the gap holds between any two dots whatever the jitter and the darkness do. Darker dots are
 * larger (the lattice's radius at the darkest, LIGHTEST_DOT of it at the lightest).
 */
export function scatter(
  lattice: StippleLattice,
  box: { minX: number; minY: number; maxX: number; maxY: number },
  options: ScatterOptions,
): string {
  const { radius, pitch } = lattice;
  const { minGap, random } = options;
  const reserved = options.reserved ?? [];
  const sites: Array<[number, number]> = [];
  latticeSites({ ...lattice, jitter: 0 }, box, (x, y) => void sites.push([x, y]));
  for (let k = sites.length - 1; k > 0; k--) {
    const m = Math.floor(random() * (k + 1));
    [sites[k], sites[m]] = [sites[m], sites[k]];
  }
  // Dots kept, bucketed in cells a pitch wide.
  const cols = Math.ceil((box.maxX - box.minX) / pitch) + 1;
  const grid = new Map<number, Array<[number, number, number]>>();
  const cellOf = (x: number, y: number) => [Math.floor((x - box.minX) / pitch), Math.floor((y - box.minY) / pitch)];
  let d = "";
  for (const [sx, sy] of sites) {
    // A site moves the further off the lattice the lighter its tone: the darks stay packed, the
    // sparse mid-tones show no rows.
    const shift = lattice.jitter * pitch * (1 - scatterDensity(options.darkness(sx, sy)));
    const x = sx + (random() * 2 - 1) * shift;
    const y = sy + (random() * 2 - 1) * shift;
    const value = Math.min(1, Math.max(0, options.darkness(x, y)));
    const density = scatterDensity(value);
    if (density <= 0) continue;
    const r = radius * (LIGHTEST_DOT + (1 - LIGHTEST_DOT) * value);
    // Dots thrown in random order with this spacing cover about PACKING of the sites it spans.
    const spacing = pitch * Math.sqrt(PACKING / density);
    const [gx, gy] = cellOf(x, y);
    const span = Math.ceil(Math.max(spacing, 2 * radius + minGap) / pitch);
    let ok = true;
    for (let j = gy - span; ok && j <= gy + span; j++)
      for (let i = Math.max(0, gx - span); ok && i <= Math.min(cols - 1, gx + span); i++)
        for (const [dx, dy, dr] of grid.get(j * cols + i) ?? []) {
          const dist = Math.hypot(dx - x, dy - y);
          if (dist < spacing || dist < r + dr + minGap - 1e-6) {
            ok = false;
            break;
          }
        }
    if (!ok || reserved.some(([rx, ry, rr]) => Math.hypot(rx - x, ry - y) < rr + r + minGap)) continue;
    if (!options.free(x, y, r)) continue;
    const key = gy * cols + gx;
    const list = grid.get(key);
    if (list) list.push([x, y, r]);
    else grid.set(key, [[x, y, r]]);
    d += dotPath(x, y, r);
  }
  return d;
}

/**
 * The darkness Dotwork follows: the grey levels Realistic draws (./greys.ts), level by level (the
 * subject's lightest share 0, its darkest 1), their steps softened over a gap so the density
 * changes across a few dots, not at a line.
 */
export function levelTone(levels: readonly Mask[], width: number, height: number, soften: number): Gray {
  const out = new Float32Array(width * height);
  for (const level of levels) for (let i = 0; i < out.length; i++) out[i] += level.data[i] / levels.length;
  return gaussianBlur(grayOf(width, height, out), soften);
}

/**
 * The darkest grey level, when it is the picture's darkest accents: the share of the subject it
 * was cut at. A flat picture's tones tie the levels' quantiles (a dark half is in every level),
 * and such a level is a tone to stipple, not ink to pack solid.
 */
function darkestAccents(levels: readonly Mask[], silhouette: Mask): Mask | undefined {
  const top = levels[levels.length - 1];
  const area = (m: Mask) => m.data.reduce((sum, v) => sum + v, 0);
  return area(top) <= (ACCENTS * area(silhouette)) / (levels.length + 1) ? top : undefined;
}

export function dotwork(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const { palette, stats, rules } = ctx;
  const lattice = pictureLattice(rules, ctx.lattice);
  const silhouette = canvas.silhouette();
  // Realistic's grey levels: the darkest (pupils, nose, the main stripes) packed solid, the others stippled.
  const levels = layers.greyLevels(layers.settings.greys);
  const accents = darkestAccents(levels, layers.silhouette);
  const solid = minus(or(accents ? or(accents, layers.deep) : layers.deep, layers.black), layers.islands);
  const deep = canvas.regions(solid);
  const islands = canvas.regions(layers.islands);
  // Fewer inner lines than the line styles: the dots do the shading.
  const lines = canvas.lines({
    maxLevel: Math.max(0, ctx.maxLevel - 1),
    width: ctx.detail,
    fixed: inkOf(
      [
        [silhouette, ctx.outline],
        [islands, ctx.detail],
      ],
      [deep],
    ),
  });
  const edges: Array<[Vec[], number]> = [
    ...lines.map((l): [Vec[], number] => [flatten(l.contour, 4), l.width]),
    ...silhouette.map((c): [Vec[], number] => [flatten(c, 4), ctx.outline]),
    ...deep.map((c): [Vec[], number] => [flatten(c, 4), 0]),
    ...islands.map((c): [Vec[], number] => [flatten(c, 4), ctx.detail]),
  ];
  // A dot's edge keeps the gap from a line's edge.
  const clear = (x: number, y: number, r: number) =>
    edges.every(([points, width]) => distanceToPolyline(x, y, points) >= r + width / 2 + rules.minGap);
  const tone = levelTone(levels.slice(0, -1), layers.width, layers.height, layers.px.minGap / 2);
  const inside: Gray = maskToGray(minus(layers.silhouette, solid));
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of silhouette.flatMap((c) => flatten(c, 2))) {
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  }
  const rng = ctx.rng.fork("picture-stipple");
  const dots = silhouette.length
    ? scatter(lattice, box, {
        // The picture's own lights stay bare skin, whatever level they fall in.
        darkness: (x, y) => (canvas.darknessAt(x, y) < BARE ? 0 : canvas.fieldAt(tone, x, y)),
        free: (x, y, r) => canvas.fieldAt(inside, x, y) >= 0.5 && clear(x, y, r),
        reserved: stats.reserved,
        minGap: rules.minGap,
        random: () => rng.next(),
      })
    : "";
  if (dots) stats.minGap = Math.min(stats.minGap, rules.minGap);
  return (
    filled(silhouette, "#ffffff") +
    path(dots, `data-texture="stipple" ${fillAttrs(palette.ink)}`) +
    filled(deep, palette.ink) +
    stroked(canvas, islands, palette.ink, ctx.detail) +
    lineMarks(canvas, lines, palette.ink) +
    stroked(canvas, silhouette, palette.ink, ctx.outline)
  );
}
