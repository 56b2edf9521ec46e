/**
 * The lines a line artist keeps from a picture (Minimalist, and Dotwork's few lines): its
 * features before its texture. A stroke that curls round most of a small compact shape (an eye's
 * rim, a nostril, a cup's handle) is closed into that shape and becomes essential, with whatever
 * lies inside it (a pupil); light lines (whiskers) are kept a few to each side of the subject,
 * the longest, so the face stays balanced; the rest keep their rank.
 */
import { pointInPolygon, polygonArea, type Vec } from "../geometry";
import type { RankedStroke } from "./line-strokes";
import { smoothLoop } from "./loop-smoothing";
import type { Mask } from "./raster";
import { strokeLength } from "./strokes";

/** An open stroke is closed when its ends are nearer than this share of its length... */
const LOOP_GAP = 0.45;
/** ...it turns through at least this much (radians; a full loop is 2 pi)... */
const LOOP_TURN = 1.2 * Math.PI;
/** ...and the shape it closes is compact (4 pi area / perimeter squared; a disc is 1). */
const LOOP_COMPACT = 0.35;
/** A feature is smaller than this share of the subject's box. */
const FEATURE_SHARE = 0.06;
/** Harmonics a feature's loop keeps (./loop-smoothing.ts): an almond, not the fur's wobble. */
const LOOP_HARMONICS = 4;
/** Light lines kept to each side of the subject. */
const LIGHT_PER_SIDE = 3;

/**
 * Total turning along a polyline, unsigned (radians), measured over steps of `step` points so pixel stairs do not
 * count.
 */
function turning(points: readonly Vec[], step = 2): number {
  let total = 0;
  for (let i = 2 * step; i < points.length; i += step) {
    const [a, b, c] = [points[i - 2 * step], points[i - step], points[i]];
    const turn = Math.atan2(c[1] - b[1], c[0] - b[0]) - Math.atan2(b[1] - a[1], b[0] - a[0]);
    total += Math.atan2(Math.sin(turn), Math.cos(turn));
  }
  return Math.abs(total);
}

/** The stroke as the closed shape it curls round, if it is one. */
function asLoop(stroke: RankedStroke): RankedStroke | undefined {
  const p = stroke.points;
  if (p.length < 8) return undefined;
  const length = strokeLength(stroke);
  if (!stroke.closed) {
    const gap = Math.hypot(p[0][0] - p[p.length - 1][0], p[0][1] - p[p.length - 1][1]);
    if (gap > LOOP_GAP * length || turning(p) < LOOP_TURN) return undefined;
  }
  const perimeter = strokeLength({ ...stroke, closed: true });
  if ((4 * Math.PI * polygonArea(p)) / (perimeter * perimeter) < LOOP_COMPACT) return undefined;
  return { ...stroke, closed: true };
}

export interface FeatureOptions {
  /** The subject's box in pixels. */
  box: { minX: number; minY: number; maxX: number; maxY: number };
  /** The smallest feature worth drawing round, in pixels across (two gaps and a line). */
  smallest: number;
  /**
   * The picture's deepest darks: given, a loop's pupil is drawn as one line along the dark it holds
   * (a cat's slit), instead of the broken edges traced round that dark.
   */
  dark?: Mask;
}

/** A pupil drawn as a line needs its dark this many times as long as wide (a slit, not a round pupil). */
const SLIT = 1.6;

/**
 * The dark inside a loop as one line through its middle along its length (the principal axis of
 * its pixels), as long as the dark is (a uniform segment of length L has a spread of L / sqrt(12)).
 */
export function pupilLine(loop: readonly Vec[], dark: Mask): RankedStroke | undefined {
  const xs = loop.map((p) => p[0]);
  const ys = loop.map((p) => p[1]);
  const [x0, x1] = [Math.max(0, Math.floor(Math.min(...xs))), Math.min(dark.width - 1, Math.ceil(Math.max(...xs)))];
  const [y0, y1] = [Math.max(0, Math.floor(Math.min(...ys))), Math.min(dark.height - 1, Math.ceil(Math.max(...ys)))];
  let [n, sx, sy, sxx, syy, sxy] = [0, 0, 0, 0, 0, 0];
  for (let y = y0; y <= y1; y++)
    for (let x = x0; x <= x1; x++) {
      if (!dark.data[y * dark.width + x] || !pointInPolygon(x, y, loop)) continue;
      [n, sx, sy, sxx, syy, sxy] = [n + 1, sx + x, sy + y, sxx + x * x, syy + y * y, sxy + x * y];
    }
  if (n < 6) return undefined;
  const [cx, cy] = [sx / n, sy / n];
  const [vxx, vyy, vxy] = [sxx / n - cx * cx, syy / n - cy * cy, sxy / n - cx * cy];
  const spread = Math.sqrt(((vxx - vyy) / 2) ** 2 + vxy * vxy);
  const [major, minor] = [(vxx + vyy) / 2 + spread, Math.max(1e-6, (vxx + vyy) / 2 - spread)];
  if (major < SLIT * SLIT * minor) return undefined;
  const angle = 0.5 * Math.atan2(2 * vxy, vxx - vyy);
  const half = (Math.sqrt(12 * major) / 2) * 0.9;
  const points = Array.from({ length: 7 }, (_, k): Vec => {
    const t = (k / 6 - 0.5) * 2 * half;
    return [cx + Math.cos(angle) * t, cy + Math.sin(angle) * t];
  });
  return { points, closed: false, level: 0, strength: 1 };
}

/** The strokes re-ranked for the line styles (see above). */
export function featureStrokes(strokes: RankedStroke[], options: FeatureOptions): RankedStroke[] {
  const { box, smallest, dark } = options;
  const largest = (box.maxX - box.minX) * (box.maxY - box.minY) * FEATURE_SHARE;
  const loops: RankedStroke[] = [];
  const rest: RankedStroke[] = [];
  for (const stroke of strokes) {
    const loop = stroke.light ? undefined : asLoop(stroke);
    const area = loop ? polygonArea(loop.points) : 0;
    if (loop && area <= largest && area >= smallest * smallest)
      loops.push({ ...loop, points: smoothLoop(loop.points, LOOP_HARMONICS), level: 0, feature: true });
    else rest.push(stroke);
  }
  const inside = (s: RankedStroke) =>
    loops.some((loop) => s.points.every(([x, y]) => pointInPolygon(x, y, loop.points)));
  const pupils = dark ? loops.map((loop) => pupilLine(loop.points, dark)) : [];
  // Where a loop's pupil is drawn as its line, the edges traced inside that loop give way to it.
  const drawnPupil = (s: RankedStroke) =>
    loops.some((loop, k) => pupils[k] && s.points.every(([x, y]) => pointInPolygon(x, y, loop.points)));
  const middle = (box.minX + box.maxX) / 2;
  const lights = rest
    .filter((s) => s.light)
    .sort((a, b) => strokeLength(b) - strokeLength(a))
    .map((s) => ({ s, side: s.points.reduce((sum, [x]) => sum + x, 0) / s.points.length < middle }));
  const keptLights = new Set(
    [true, false].flatMap((left) =>
      lights
        .filter((l) => l.side === left)
        .slice(0, LIGHT_PER_SIDE)
        .map((l) => l.s),
    ),
  );
  const others = rest
    .filter((s) => s.light || !drawnPupil(s))
    .map((s): RankedStroke => {
      if (s.light) return keptLights.has(s) ? { ...s, level: Math.min(s.level, 1) } : { ...s, level: 3 };
      return inside(s) ? { ...s, level: 0 } : s;
    });
  // The features first (largest first), so the lines near them give way, not they; then their pupils.
  const order = loops.map((_, k) => k).sort((a, b) => polygonArea(loops[b].points) - polygonArea(loops[a].points));
  return [...order.map((k) => loops[k]), ...order.flatMap((k) => (pupils[k] ? [pupils[k]] : [])), ...others];
}
