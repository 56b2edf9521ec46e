/**
 * A one-pixel skeleton traced into strokes (polylines through pixel centres), and the strokes
 * tidied as an inker would: short spurs off a line pruned, lines that meet end to end joined,
 * small gaps between facing ends closed (an outline broken by a highlight closes again), strokes
 * too short to read dropped.
 */
import type { Vec } from "../geometry";
import type { Mask } from "./raster";

export interface Stroke {
  points: Vec[];
  closed: boolean;
}

const OFFSETS: Array<[number, number]> = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
  [1, 1],
  [-1, 1],
  [-1, -1],
  [1, -1],
];

/**
 * Skeleton neighbours of each pixel: a diagonal step is left out where a straight step reaches the
 * same pixel through a shared neighbour, so staircases are lines, not tangles of junctions.
 */
function neighbourList(skeleton: Mask): (i: number) => number[] {
  const { width, height, data } = skeleton;
  const at = (x: number, y: number) => x >= 0 && y >= 0 && x < width && y < height && data[y * width + x] === 1;
  return (i) => {
    const x = i % width;
    const y = (i - x) / width;
    const out: number[] = [];
    for (const [dx, dy] of OFFSETS) {
      if (!at(x + dx, y + dy)) continue;
      if (dx !== 0 && dy !== 0 && (at(x + dx, y) || at(x, y + dy))) continue;
      out.push((y + dy) * width + x + dx);
    }
    return out;
  };
}

/** Every pixel path between ends and junctions, and every closed loop, as strokes. */
export function traceSkeleton(skeleton: Mask): Stroke[] {
  const { width, data } = skeleton;
  const neighbours = neighbourList(skeleton);
  const lists = new Map<number, number[]>();
  const around = (i: number) => {
    let list = lists.get(i);
    if (!list) lists.set(i, (list = neighbours(i)));
    return list;
  };
  const visited = new Set<number>();
  const edge = (a: number, b: number) => Math.min(a, b) * data.length + Math.max(a, b);
  const point = (i: number): Vec => [i % width, Math.floor(i / width)];
  const strokes: Stroke[] = [];
  const walk = (from: number, to: number): number[] => {
    const path = [from, to];
    visited.add(edge(from, to));
    let [prev, cur] = [from, to];
    while (around(cur).length === 2) {
      const next = around(cur).find((n) => n !== prev)!;
      if (visited.has(edge(cur, next))) break;
      visited.add(edge(cur, next));
      path.push(next);
      [prev, cur] = [cur, next];
    }
    return path;
  };
  for (let i = 0; i < data.length; i++) {
    if (!data[i] || around(i).length === 2) continue;
    if (around(i).length === 0) continue;
    for (const n of around(i))
      if (!visited.has(edge(i, n))) strokes.push({ points: walk(i, n).map(point), closed: false });
  }
  for (let i = 0; i < data.length; i++) {
    if (!data[i] || around(i).length !== 2 || visited.has(edge(i, around(i)[0]))) continue;
    const path = walk(i, around(i)[0]);
    if (path[path.length - 1] === i) path.pop();
    strokes.push({ points: path.map(point), closed: true });
  }
  return strokes;
}

export function strokeLength(stroke: Stroke): number {
  let total = 0;
  const p = stroke.points;
  for (let i = 1; i < p.length; i++) total += Math.hypot(p[i][0] - p[i - 1][0], p[i][1] - p[i - 1][1]);
  if (stroke.closed && p.length > 1) total += Math.hypot(p[0][0] - p[p.length - 1][0], p[0][1] - p[p.length - 1][1]);
  return total;
}

const key = (p: Vec) => `${p[0]},${p[1]}`;

/** How many open strokes end at each point. */
function endCounts(strokes: Stroke[]): Map<string, number> {
  const counts = new Map<string, number>();
  for (const s of strokes) {
    if (s.closed) continue;
    for (const p of [s.points[0], s.points[s.points.length - 1]]) counts.set(key(p), (counts.get(key(p)) ?? 0) + 1);
  }
  return counts;
}

/** Spurs: strokes shorter than `length` with one free end and the other at a junction, removed. */
export function pruneSpurs(strokes: Stroke[], length: number): Stroke[] {
  const counts = endCounts(strokes);
  return strokes.filter((s) => {
    if (s.closed || strokeLength(s) >= length) return true;
    const a = counts.get(key(s.points[0]))!;
    const b = counts.get(key(s.points[s.points.length - 1]))!;
    return !((a === 1 && b >= 3) || (b === 1 && a >= 3));
  });
}

/** Strokes that meet end to end where nothing else meets, joined into one (a loop when it closes). */
export function joinStrokes(strokes: Stroke[]): Stroke[] {
  const out = strokes.filter((s) => s.closed);
  const open = strokes.filter((s) => !s.closed && s.points.length > 1);
  const endKey = (s: Stroke, atStart: boolean) => key(atStart ? s.points[0] : s.points[s.points.length - 1]);
  const at = new Map<string, Array<{ index: number; atStart: boolean }>>();
  open.forEach((s, index) => {
    for (const atStart of [true, false])
      at.set(endKey(s, atStart), [...(at.get(endKey(s, atStart)) ?? []), { index, atStart }]);
  });
  const used = new Uint8Array(open.length);
  // From a stroke entered at one end, on through every point where exactly two strokes meet.
  const chain = (index: number, atStart: boolean): Stroke => {
    const points: Vec[] = [];
    let [i, fromStart] = [index, atStart];
    for (;;) {
      used[i] = 1;
      const pts = fromStart ? open[i].points : [...open[i].points].reverse();
      points.push(...(points.length ? pts.slice(1) : pts));
      const list = at.get(endKey(open[i], !fromStart))!;
      if (list.length !== 2) return { points, closed: false };
      const next = list[0].index === i && list[0].atStart === !fromStart ? list[1] : list[0];
      if (next.index === index && next.atStart === atStart) return { points: points.slice(0, -1), closed: true };
      if (used[next.index]) return { points, closed: false };
      [i, fromStart] = [next.index, next.atStart];
    }
  };
  open.forEach((s, i) => {
    for (const atStart of [true, false])
      if (!used[i] && at.get(endKey(s, atStart))!.length !== 2) out.push(chain(i, atStart));
  });
  open.forEach((_, i) => {
    if (!used[i]) out.push(chain(i, true));
  });
  return out;
}

/** The direction a stroke leaves through an end, from a few pixels back. */
function endDirection(points: Vec[], atStart: boolean): Vec {
  const n = points.length;
  const reach = Math.min(n - 1, 6);
  const [end, back] = atStart ? [points[0], points[reach]] : [points[n - 1], points[n - 1 - reach]];
  const len = Math.hypot(end[0] - back[0], end[1] - back[1]) || 1;
  return [(end[0] - back[0]) / len, (end[1] - back[1]) / len];
}

/**
 * Gaps closed: a free end joined to another free end (or its own other end) that lies within
 * `gap` pixels, roughly ahead of it, by the nearest pairs first.
 */
export function closeGaps(strokes: Stroke[], gap: number): Stroke[] {
  const counts = endCounts(strokes);
  interface End {
    stroke: number;
    atStart: boolean;
    p: Vec;
    dir: Vec;
  }
  const ends: End[] = [];
  strokes.forEach((s, i) => {
    if (s.closed || s.points.length < 2) return;
    for (const atStart of [true, false]) {
      const p = atStart ? s.points[0] : s.points[s.points.length - 1];
      if (counts.get(key(p)) === 1) ends.push({ stroke: i, atStart, p, dir: endDirection(s.points, atStart) });
    }
  });
  const pairs: Array<{ a: End; b: End; d: number }> = [];
  for (let i = 0; i < ends.length; i++) {
    for (let j = i + 1; j < ends.length; j++) {
      const [a, b] = [ends[i], ends[j]];
      const d = Math.hypot(b.p[0] - a.p[0], b.p[1] - a.p[1]);
      if (d > gap || d === 0) continue;
      if (a.stroke === b.stroke && strokeLength(strokes[a.stroke]) < gap * 4) continue;
      const ux = (b.p[0] - a.p[0]) / d;
      const uy = (b.p[1] - a.p[1]) / d;
      // Each end must point roughly at the other (within about 70 degrees).
      if (a.dir[0] * ux + a.dir[1] * uy < 0.35 || -(b.dir[0] * ux + b.dir[1] * uy) < 0.35) continue;
      pairs.push({ a, b, d });
    }
  }
  pairs.sort((p, q) => p.d - q.d);
  const used = new Set<End>();
  const bridges: Stroke[] = [];
  for (const { a, b } of pairs) {
    if (used.has(a) || used.has(b)) continue;
    used.add(a);
    used.add(b);
    bridges.push({ points: [a.p, b.p], closed: false });
  }
  return joinStrokes([...strokes, ...bridges]);
}
