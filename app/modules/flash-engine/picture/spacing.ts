/**
 * Keeps inner lines tattooable on the canvas: lines are accepted in order of importance, and a
 * line (or the part of it) that would run closer to ink already drawn than the minimum gap (edge
 * to edge, with both widths) is left out, as an artist leaves out a line that would blur into its
 * neighbour at the chosen size. Pieces left shorter than `minLength` go too. Exact distances
 * between sampled points, bucketed in a grid.
 */
import { flatten, simplify, type Contour, type Vec } from "../geometry";

export interface InkLine {
  points: Vec[];
  /** Stroke width (0 for the edge of a filled area). */
  width: number;
}

export interface SpacedLine {
  contour: Contour;
  width: number;
}

/** Points along a polyline no further apart than `step`. */
function densify(points: readonly Vec[], closed: boolean, step: number): Vec[] {
  const out: Vec[] = [];
  const n = points.length;
  const last = closed ? n : n - 1;
  for (let i = 0; i < last; i++) {
    const [a, b] = [points[i], points[(i + 1) % n]];
    const k = Math.max(1, Math.ceil(Math.hypot(b[0] - a[0], b[1] - a[1]) / step));
    for (let s = 0; s < k; s++) out.push([a[0] + ((b[0] - a[0]) * s) / k, a[1] + ((b[1] - a[1]) * s) / k]);
  }
  if (!closed && n) out.push(points[n - 1]);
  return out;
}

class PointGrid {
  private readonly cells = new Map<number, Array<[number, number, number]>>();

  constructor(private readonly cell: number) {}

  private key(x: number, y: number): number {
    return (Math.floor(y / this.cell) + 4096) * 8192 + Math.floor(x / this.cell) + 4096;
  }

  add(points: readonly Vec[], halfWidth: number): void {
    for (const [x, y] of points) {
      const k = this.key(x, y);
      const list = this.cells.get(k);
      if (list) list.push([x, y, halfWidth]);
      else this.cells.set(k, [[x, y, halfWidth]]);
    }
  }

  /** True when some ink lies within `distance` of (x, y). */
  touches(x: number, y: number, distance: number): boolean {
    return !this.clear(x, y, distance, distance + this.cell);
  }

  /** True when no ink lies within `clearance` (plus each ink's own half width) of (x, y). */
  clear(x: number, y: number, clearance: number, reach: number): boolean {
    const span = Math.ceil(reach / this.cell);
    const [cx, cy] = [Math.floor(x / this.cell), Math.floor(y / this.cell)];
    for (let dy = -span; dy <= span; dy++) {
      for (let dx = -span; dx <= span; dx++) {
        const list = this.cells.get((cy + dy + 4096) * 8192 + cx + dx + 4096);
        if (!list) continue;
        for (const [px, py, half] of list) {
          const limit = clearance + half;
          if ((px - x) * (px - x) + (py - y) * (py - y) < limit * limit) return false;
        }
      }
    }
    return true;
  }
}

export interface SpacingOptions {
  minGap: number;
  /** Runs shorter than this are dropped (canvas units). */
  minLength: number;
  /** The widest ink already drawn (for the grid's reach). */
  widest: number;
}

/**
 * `candidates` (most important first) kept where they hold the gap to `fixed` ink and to each
 * other; each is returned whole, or as the runs of it that hold.
 */
export function spaceLines(candidates: SpacedLine[], fixed: InkLine[], options: SpacingOptions): SpacedLine[] {
  const step = Math.max(1, options.minGap / 4);
  const widest = Math.max(options.widest, ...candidates.map((c) => c.width));
  const grid = new PointGrid(Math.max(4, options.minGap + widest));
  for (const ink of fixed) grid.add(densify(ink.points, false, step), ink.width / 2);
  const kept: SpacedLine[] = [];
  for (const candidate of candidates) {
    const { contour, width } = candidate;
    const points = densify(flatten(contour, 6), contour.closed, step);
    const clearance = options.minGap + width / 2;
    const reach = clearance + widest / 2 + step;
    // A line that ends on one already drawn meets it (a junction): near that end it may come close.
    const joins = contour.closed
      ? []
      : [points[0], points[points.length - 1]].filter(([x, y]) => grid.touches(x, y, width));
    const free = points.map(
      ([x, y]) =>
        grid.clear(x, y, clearance, reach) ||
        joins.some(([jx, jy]) => Math.hypot(x - jx, y - jy) < clearance + widest / 2),
    );
    if (free.every(Boolean)) {
      kept.push(candidate);
      grid.add(points, width / 2);
      continue;
    }
    // The free runs; on a closed line a run may wrap past its start.
    const runs: Vec[][] = [];
    let run: Vec[] = [];
    const n = points.length;
    const start = contour.closed ? Math.max(0, free.indexOf(false)) : 0;
    for (let k = 0; k <= n; k++) {
      const i = (start + k) % n;
      if (k < n && free[i]) run.push(points[i]);
      else if (run.length) {
        runs.push(run);
        run = [];
      }
    }
    for (const piece of runs) {
      let length = 0;
      for (let i = 1; i < piece.length; i++)
        length += Math.hypot(piece[i][0] - piece[i - 1][0], piece[i][1] - piece[i - 1][1]);
      if (length < options.minLength) continue;
      const nodes = simplify(piece, Math.max(0.3, step / 4));
      kept.push({ contour: { nodes, closed: false, smooth: true }, width });
      grid.add(piece, width / 2);
    }
  }
  return kept;
}
