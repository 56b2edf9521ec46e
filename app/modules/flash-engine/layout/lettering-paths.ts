/**
 * The paths lettering follows: a straight baseline, an arc over or under a motif (letters stay
 * upright, reading left to right), and any polyline (a motif's lower contour). Each is a warp
 * from text space (x along the line, y below the baseline) to the canvas.
 */
import type { Vec } from "../geometry";
import type { Warp } from "../lettering";

/** A straight baseline starting at (x0, baseline). */
export function straightWarp(x0: number, baseline: number, scaleX = 1, scaleY = 1): Warp {
  return (x, y) => [x0 + x * scaleX, baseline + y * scaleY];
}

/**
 * Text of `width` centred on an arc round (cx, cy): over the top (`over`, tops outward) with its
 * baseline at radius r, or under the bottom (tops towards the centre) with its tops at radius r.
 */
export function arcWarp(centre: Vec, r: number, width: number, over: boolean, capHeight: number): Warp {
  const [cx, cy] = centre;
  if (over) {
    return (x, y) => {
      const angle = -Math.PI / 2 + (x - width / 2) / r;
      const radius = r - y;
      return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
    };
  }
  const baseline = r + capHeight;
  return (x, y) => {
    const angle = Math.PI / 2 - (x - width / 2) / baseline;
    const radius = baseline + y;
    return [cx + radius * Math.cos(angle), cy + radius * Math.sin(angle)];
  };
}

/** The angle (radians) text of `width` spans on an arc of radius r. */
export function arcSpan(width: number, r: number): number {
  return width / r;
}

/**
 * Text of `width` centred along a polyline (x from its middle; beyond the ends the line goes on
 * straight), y along the left-hand normal (below, for a line drawn left to right).
 */
export function polylineWarp(points: readonly Vec[], width: number): Warp {
  const lengths = [0];
  for (let i = 1; i < points.length; i++) {
    lengths.push(lengths[i - 1] + Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]));
  }
  const total = lengths[lengths.length - 1];
  const start = (total - width) / 2;
  return (x, y) => {
    const s = start + x;
    let i = 1;
    while (i < points.length - 1 && lengths[i] < s) i++;
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    const segment = Math.max(1e-6, lengths[i] - lengths[i - 1]);
    const t = (s - lengths[i - 1]) / segment;
    const dx = (bx - ax) / segment;
    const dy = (by - ay) / segment;
    // The normal pointing below the line (y down): (-dy, dx).
    return [ax + dx * t * segment - dy * y, ay + dy * t * segment + dx * y];
  };
}

/** The length of a polyline. */
export function polylineLengthOf(points: readonly Vec[]): number {
  let total = 0;
  for (let i = 1; i < points.length; i++)
    total += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  return total;
}

/**
 * A smooth curve under shapes: a parabola fitted (least squares) to the lowest point of each of
 * `count` columns across their width, lowered until every column clears it by `gap`. Lettering
 * along it hugs the motif's underside without following every notch of it.
 */
export function lowerContour(shapes: readonly Vec[][], count: number, gap: number): Vec[] {
  const points = shapes.flat();
  if (points.length === 0) return [];
  const minX = Math.min(...points.map((p) => p[0]));
  const maxX = Math.max(...points.map((p) => p[0]));
  const width = Math.max(1, maxX - minX);
  const columns: number[] = new Array(count).fill(-Infinity);
  for (const [x, y] of points) {
    const k = Math.min(count - 1, Math.max(0, Math.floor(((x - minX) / width) * count)));
    columns[k] = Math.max(columns[k], y);
  }
  const samples = columns.map((y, k): Vec => [((k + 0.5) / count) * 2 - 1, y]).filter(([, y]) => Number.isFinite(y));
  // y = a + b t + c t^2 over t in -1..1 (normal equations of the 3x3 system).
  const sums = [0, 0, 0, 0, 0];
  const rhs = [0, 0, 0];
  for (const [t, y] of samples) {
    for (let p = 0; p < 5; p++) sums[p] += t ** p;
    for (let p = 0; p < 3; p++) rhs[p] += y * t ** p;
  }
  const [a, b, c] = solve3(
    [
      [sums[0], sums[1], sums[2]],
      [sums[1], sums[2], sums[3]],
      [sums[2], sums[3], sums[4]],
    ],
    rhs,
  );
  // A curve that smiles (or lies flat): it never arches up into the motif.
  const curve = (t: number) => a + b * t + Math.max(0, c) * t * t;
  const lower = Math.max(0, ...samples.map(([t, y]) => y - curve(t)));
  const out: Vec[] = [];
  for (let k = 0; k <= count; k++) {
    const t = (k / count) * 2.4 - 1.2;
    out.push([minX + ((t + 1) / 2) * width, curve(t) + lower + gap]);
  }
  return out;
}

function solve3(m: number[][], v: number[]): [number, number, number] {
  const det = (q: number[][]) =>
    q[0][0] * (q[1][1] * q[2][2] - q[1][2] * q[2][1]) -
    q[0][1] * (q[1][0] * q[2][2] - q[1][2] * q[2][0]) +
    q[0][2] * (q[1][0] * q[2][1] - q[1][1] * q[2][0]);
  const d = det(m);
  if (Math.abs(d) < 1e-9) return [Math.max(...v.map((x, i) => (i === 0 ? x / Math.max(1, m[0][0]) : 0))), 0, 0];
  const column = (k: number) => det(m.map((row, i) => row.map((x, j) => (j === k ? v[i] : x))));
  return [column(0) / d, column(1) / d, column(2) / d];
}
