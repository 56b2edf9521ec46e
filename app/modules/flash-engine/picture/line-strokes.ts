/**
 * From the line drawing to the strokes an inker would keep: the DoG's ink (./line-drawing.ts)
 * cleaned of specks and pinholes, thinned to centre lines (./thinning.ts), traced and tidied
 * (./strokes.ts), and ranked: long, strong lines are the essential ones (detail level 0), short
 * faint ones the finest texture (level 3), so simple designs and small sizes keep the first.
 */
import { differenceOfGaussians } from "./line-drawing";
import { close, removeSpecks } from "./morphology";
import { maskOf, sample, type Gray, type Mask } from "./raster";
import { closeGaps, joinStrokes, pruneSpurs, strokeLength, traceSkeleton, type Stroke } from "./strokes";
import { thin } from "./thinning";

export interface LineTraceOptions {
  sigma: number;
  contrast: number;
  /** Light lines on darker ground (whiskers) instead of dark ones. */
  light: boolean;
  /** Strokes shorter than this many pixels are dropped. */
  minLength: number;
}

export interface RankedStroke extends Stroke {
  /** 0 essential .. 3 finest. */
  level: number;
  /** Mean contrast along the stroke. */
  strength: number;
  /** A light line on darker ground (a whisker). */
  light?: boolean;
  /** A feature's loop, closed round it (an eye's rim, a nostril: ./feature-lines.ts). */
  feature?: boolean;
}

export function traceLines(
  tone: Gray,
  within: Mask,
  options: LineTraceOptions,
): Array<Stroke & { strength: number; light: boolean }> {
  const dog = differenceOfGaussians(tone, options.sigma);
  const sign = options.light ? -1 : 1;
  const ink = new Uint8Array(dog.data.length);
  for (let i = 0; i < ink.length; i++) ink[i] = within.data[i] && sign * dog.data[i] < -options.contrast ? 1 : 0;
  const speck = Math.max(4, Math.round(options.sigma * options.sigma * 3));
  const cleaned = removeSpecks(close(maskOf(tone.width, tone.height, ink), 1), speck);
  const gap = Math.max(3, options.sigma * 4);
  const strokes = closeGaps(joinStrokes(pruneSpurs(traceSkeleton(thin(cleaned)), options.sigma * 4)), gap);
  return strokes
    .filter((s) => strokeLength(s) >= options.minLength)
    .map((s) => {
      let sum = 0;
      for (const [x, y] of s.points) sum += Math.abs(sample(dog, x, y));
      return { ...s, strength: sum / s.points.length, light: options.light };
    });
}

/** How straight a stroke runs: its ends' distance over its length (1: a straight line). */
export function straightness(stroke: Stroke): number {
  const p = stroke.points;
  if (stroke.closed || p.length < 2) return 0;
  return Math.hypot(p[p.length - 1][0] - p[0][0], p[p.length - 1][1] - p[0][1]) / Math.max(1e-6, strokeLength(stroke));
}

/**
 * Levels by importance (length times contrast): the strokes making the first 45% of it essential, the last 12% finest.
 */
export function rankStrokes(strokes: Array<Stroke & { strength: number; light?: boolean }>): RankedStroke[] {
  const scored = strokes.map((s) => ({ s, score: strokeLength(s) * s.strength }));
  const order = [...scored].sort((a, b) => b.score - a.score);
  const total = order.reduce((sum, o) => sum + o.score, 0) || 1;
  // By share of the total importance: a few long strong lines can be all that is essential.
  let running = 0;
  const level = new Map<Stroke, number>();
  for (const o of order) {
    const share = running / total;
    level.set(o.s, share < 0.45 ? 0 : share < 0.7 ? 1 : share < 0.88 ? 2 : 3);
    running += o.score;
  }
  return strokes.map((s) => ({ ...s, level: level.get(s) ?? 3 }));
}
