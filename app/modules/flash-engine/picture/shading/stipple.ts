/**
 * Dotwork: the outline and the main feature lines, blacks and dark features solid, and the
 * picture's tone stippled: dots on the engine's shared lattice (../../textures.ts), chosen by
 * error diffusion so the share of sites dotted follows the darkness (every site in the darker
 * regions, thinning out towards the light, none on the lightest), larger the darker. The dots
 * are sized and spaced for the size in millimetres, and the lattice keeps every dot a gap from
 * the next, the lines and the solids, as the engine's own Dotwork designs do.
 */
import { flatten, type Vec } from "../../geometry";
import { dotPath, fillAttrs, path } from "../../svg";
import { safePitch, type Tattooability } from "../../tattooability";
import { distanceToPolyline, latticeGap, latticeSites, type StippleLattice } from "../../textures";
import { minus } from "../morphology";
import type { PictureCanvas } from "../picture-canvas";
import { gaussianBlur, grayOf, maskToGray, type Gray } from "../raster";
import { darkFeatures } from "./features";
import { filled, inkOf, lineMarks, stroked } from "./marks";

/** The largest dot's diameter, in millimetres (the lightest dots are 0.42 of it, never under a line's width). */
const DOT_MM = 0.8;

/**
 * How far a site may move off the lattice, as a share of the pitch: little, as error diffusion already breaks up its
 * rows.
 */
const JITTER = 0.02;

/** How much the local contrast is raised, and the curve the darkness then takes (over 1: lights thinner). */
const CONTRAST = 1;
const GAMMA = 1.2;

/** Darkness below which a site is never dotted (the subject's lights stay bare skin). */
const BARE = 0.1;

/** Share of sites dotted per unit of darkness: from 0.4 dark every site is (the dot's size then carrying the tone). */
const GAIN = 2.5;

/** The lattice of a picture's stipple: dots of DOT_MM at their largest, a gap apart at the size. */
export function pictureLattice(rules: Tattooability, shared: StippleLattice): StippleLattice {
  const radius = Math.max(rules.minStroke / 0.42 / 2, (DOT_MM / 2) * rules.unitsPerMm);
  return { ...shared, radius, jitter: JITTER, pitch: safePitch(rules, radius * 2, JITTER, 0) };
}

export interface HalftoneOptions {
  /** Darkness 0..1 at a canvas point. */
  darkness: (x: number, y: number) => number;
  /** Whether a site may take a dot at all (inside the subject, clear of lines and solids). */
  free: (x: number, y: number) => boolean;
  /** Dots placed off the lattice, which lattice dots keep the gap from. */
  reserved?: ReadonlyArray<readonly [number, number, number]>;
  minGap?: number;
}

/**
 * Dots on the lattice's sites in a box, by error diffusion (Floyd and Steinberg's, on the
 * hexagonal lattice: half the error to the next site in the row, a quarter to each of the two
 * below): over any area the share of sites dotted is GAIN times its mean darkness (every site
 * from 1 / GAIN up), so tone reads as it does in the picture, and the darker dots are larger.
 * Sites that are not free, and bare ones, pass no error on.
 */
export function halftone(
  lattice: StippleLattice,
  box: { minX: number; minY: number; maxX: number; maxY: number },
  options: HalftoneOptions,
): string {
  const { radius } = lattice;
  const reserved = options.reserved ?? [];
  const minGap = options.minGap ?? 0;
  // Errors carried to the row being scanned and the next one, by site index i.
  let current = new Map<number, number>();
  let next = new Map<number, number>();
  let row: number | undefined;
  const carry = (into: Map<number, number>, i: number, error: number) => into.set(i, (into.get(i) ?? 0) + error);
  let d = "";
  latticeSites(lattice, box, (x, y, i, j) => {
    if (j !== row) {
      // Rows come in order; a skipped row (none of its sites inside the box) carries nothing.
      current = row !== undefined && j === row + 1 ? next : new Map();
      next = new Map();
      row = j;
    }
    const value = Math.min(1, Math.max(0, options.darkness(x, y)));
    if (value < BARE || !options.free(x, y)) return;
    const wanted = Math.min(1, value * GAIN) + (current.get(i) ?? 0);
    const dotted = wanted >= 0.5;
    const r = radius * (0.42 + 0.58 * value);
    const placed = dotted && !reserved.some(([rx, ry, rr]) => Math.hypot(rx - x, ry - y) < rr + r + minGap);
    if (placed) d += dotPath(x, y, r);
    const error = wanted - (dotted ? 1 : 0);
    // Odd rows sit half a pitch right: the two sites below are (i, i + 1) from an odd row, (i - 1, i) from an even one.
    const below = j % 2 === 0 ? i - 1 : i;
    carry(current, i + 1, error / 2);
    carry(next, below, error / 4);
    carry(next, below + 1, error / 4);
  });
  return d;
}

/**
 * The darkness a stipple follows: its local contrast raised (the darkness less its mean over a
 * few sites around), so a stripe or the rim of an eye stands out of a mid-toned coat, and the
 * lights thinned more than the darks.
 */
export function stippleTone(darkness: Gray, spread: number): Gray {
  const mean = gaussianBlur(darkness, spread);
  const out = new Float32Array(darkness.data.length);
  for (let i = 0; i < out.length; i++) {
    const d = darkness.data[i];
    out[i] = Math.pow(Math.min(1, Math.max(0, d + CONTRAST * (d - mean.data[i]))), GAMMA);
  }
  return grayOf(darkness.width, darkness.height, out);
}

export function dotwork(canvas: PictureCanvas): string {
  const { ctx, layers } = canvas;
  const { palette, stats, rules } = ctx;
  const lattice = pictureLattice(rules, ctx.lattice);
  const silhouette = canvas.silhouette();
  // Blacks and dark features are packed solid; other darks are stippled.
  const deep = [...canvas.regions(layers.black), ...darkFeatures(canvas, silhouette)];
  // Fewer inner lines than the line styles: the dots do the shading.
  const lines = canvas.lines({
    maxLevel: Math.max(0, ctx.maxLevel - 1),
    width: ctx.detail,
    fixed: inkOf([[silhouette, ctx.outline]], [deep]),
  });
  const edges: Array<[Vec[], number]> = [
    ...lines.map((l): [Vec[], number] => [flatten(l.contour, 4), l.width]),
    ...silhouette.map((c): [Vec[], number] => [flatten(c, 4), ctx.outline]),
    ...deep.map((c): [Vec[], number] => [flatten(c, 4), 0]),
  ];
  // A dot's edge keeps the gap from a line's edge.
  const clear = (x: number, y: number) =>
    edges.every(([points, width]) => distanceToPolyline(x, y, points) >= lattice.radius + width / 2 + rules.minGap);
  const tone = stippleTone(layers.darkness, (lattice.pitch * 2) / layers.px.unitsPerPx);
  const shadow = maskToGray(layers.shadow);
  const inside: Gray = maskToGray(minus(layers.silhouette, layers.black));
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const [x, y] of silhouette.flatMap((c) => flatten(c, 2))) {
    box.minX = Math.min(box.minX, x);
    box.minY = Math.min(box.minY, y);
    box.maxX = Math.max(box.maxX, x);
    box.maxY = Math.max(box.maxY, y);
  }
  const dots = silhouette.length
    ? halftone(lattice, box, {
        darkness: (x, y) => (canvas.fieldAt(shadow, x, y) >= 0.5 ? 1 : canvas.fieldAt(tone, x, y)),
        free: (x, y) => canvas.fieldAt(inside, x, y) >= 0.5 && clear(x, y),
        reserved: stats.reserved,
        minGap: rules.minGap,
      })
    : "";
  if (dots) stats.minGap = Math.min(stats.minGap, latticeGap(lattice));
  return (
    filled(silhouette, "#ffffff") +
    path(dots, `data-texture="stipple" ${fillAttrs(palette.ink)}`) +
    filled(deep, palette.ink) +
    lineMarks(canvas, lines, palette.ink) +
    stroked(canvas, silhouette, palette.ink, ctx.outline)
  );
}
