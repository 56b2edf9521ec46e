/**
 * A glyph's outline measured on a bitmap: filled (non-zero winding, as fonts are drawn), then a
 * Euclidean distance transform (Felzenszwalb & Huttenlocher, 2012) on the ink and on the paper.
 * Strokes: twice the distance to paper along the ink's ridges; counters (the closed insides of
 * an "e", "a", "o"): twice the largest distance to ink inside each hole, the widest circle that
 * fits in it. Pure arithmetic, no image library.
 */
import { squaredDistance1d } from "../distance-transform-1d";
import type { GlyphCommand } from "../lettering";

export interface GlyphMeasure {
  /** Ink height (top to bottom), in the path's units. */
  height: number;
  /** Ridge stroke widths, sorted (path units). */
  strokes: number[];
  /** The widest circle that fits in each closed counter (path units). */
  counters: number[];
}

type Segment = [number, number, number, number];

/** The outline as straight segments (curves split into `steps` pieces). */
function segmentsOf(path: GlyphCommand[], steps = 8): Segment[] {
  const segments: Segment[] = [];
  let x = 0;
  let y = 0;
  let startX = 0;
  let startY = 0;
  const to = (nx: number, ny: number) => {
    if (nx !== x || ny !== y) segments.push([x, y, nx, ny]);
    x = nx;
    y = ny;
  };
  for (const c of path) {
    if (c.type === "M") {
      if (x !== startX || y !== startY) to(startX, startY);
      x = startX = c.x;
      y = startY = c.y;
    } else if (c.type === "L") to(c.x, c.y);
    else if (c.type === "Q") {
      const [x0, y0] = [x, y];
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        to(u * u * x0 + 2 * u * t * c.x1 + t * t * c.x, u * u * y0 + 2 * u * t * c.y1 + t * t * c.y);
      }
    } else if (c.type === "C") {
      const [x0, y0] = [x, y];
      for (let i = 1; i <= steps; i++) {
        const t = i / steps;
        const u = 1 - t;
        to(
          u * u * u * x0 + 3 * u * u * t * c.x1 + 3 * u * t * t * c.x2 + t * t * t * c.x,
          u * u * u * y0 + 3 * u * u * t * c.y1 + 3 * u * t * t * c.y2 + t * t * t * c.y,
        );
      }
    } else to(startX, startY);
  }
  if (x !== startX || y !== startY) to(startX, startY);
  return segments;
}

/** Fills the outline on a grid of `pixel`-sized cells (non-zero winding at each cell's centre), with a margin. */
function rasterize(path: GlyphCommand[], pixel: number) {
  const segments = segmentsOf(path);
  const xs = segments.flatMap((s) => [s[0], s[2]]);
  const ys = segments.flatMap((s) => [s[1], s[3]]);
  const pad = 3;
  const minX = Math.min(...xs) - pad * pixel;
  const minY = Math.min(...ys) - pad * pixel;
  const width = Math.ceil((Math.max(...xs) - minX) / pixel) + pad;
  const height = Math.ceil((Math.max(...ys) - minY) / pixel) + pad;
  const ink = new Uint8Array(width * height);
  for (let row = 0; row < height; row++) {
    const cy = minY + (row + 0.5) * pixel;
    const crossings: Array<[number, number]> = [];
    for (const [x0, y0, x1, y1] of segments) {
      if ((y0 <= cy && y1 > cy) || (y1 <= cy && y0 > cy)) {
        crossings.push([x0 + ((cy - y0) / (y1 - y0)) * (x1 - x0), y1 > y0 ? 1 : -1]);
      }
    }
    crossings.sort((a, b) => a[0] - b[0]);
    let winding = 0;
    for (let k = 0; k < crossings.length - 1; k++) {
      winding += crossings[k][1];
      if (winding === 0) continue;
      const from = Math.max(0, Math.ceil((crossings[k][0] - minX) / pixel - 0.5));
      const to = Math.min(width - 1, Math.floor((crossings[k + 1][0] - minX) / pixel - 0.5));
      for (let col = from; col <= to; col++) ink[row * width + col] = 1;
    }
  }
  return { ink, width, height };
}

/** Distance (in cells) from each cell where `inside` holds to the nearest cell where it does not. */
export function distanceTransform(inside: Uint8Array, width: number, height: number): Float64Array {
  const BIG = 1e12;
  const grid = new Float64Array(width * height);
  for (let i = 0; i < grid.length; i++) grid[i] = inside[i] ? BIG : 0;
  const n = Math.max(width, height);
  const f = new Float64Array(n);
  const d = new Float64Array(n);
  const v = new Int32Array(n);
  const z = new Float64Array(n + 1);
  for (let x = 0; x < width; x++) {
    for (let y = 0; y < height; y++) f[y] = grid[y * width + x];
    squaredDistance1d(f, height, d, v, z);
    for (let y = 0; y < height; y++) grid[y * width + x] = d[y];
  }
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) f[x] = grid[y * width + x];
    squaredDistance1d(f, width, d, v, z);
    for (let x = 0; x < width; x++) grid[y * width + x] = Math.sqrt(d[x]);
  }
  return grid;
}

/** Measures a glyph's outline with cells of `pixel` path units (about 1/160 of its size is plenty). */
export function measureGlyph(path: GlyphCommand[], pixel: number): GlyphMeasure | null {
  if (path.length < 3) return null;
  const { ink, width, height } = rasterize(path, pixel);
  let top = height;
  let bottom = -1;
  for (let i = 0; i < ink.length; i++) {
    if (!ink[i]) continue;
    const row = Math.floor(i / width);
    top = Math.min(top, row);
    bottom = Math.max(bottom, row);
  }
  if (bottom < 0) return null;
  const toInk = distanceTransform(ink, width, height);
  const strokes: number[] = [];
  for (let y = 1; y < height - 1; y++) {
    for (let x = 1; x < width - 1; x++) {
      const i = y * width + x;
      const d = toInk[i];
      if (d < 1) continue;
      // A ridge: across one axis, no nearer the paper than either neighbour and farther than one
      // (along a stem its neighbours are as far, which makes no ridge of its edge).
      const ridge = (a: number, b: number) => d >= a && d >= b && (d > a || d > b);
      const acrossX = ridge(toInk[i - 1], toInk[i + 1]);
      const acrossY = ridge(toInk[i - width], toInk[i + width]);
      // Distances run between cell centres: a stroke n cells wide has its ridge (n + 1) / 2 in.
      // Off the branches the ridge throws into corners: there the distance grows by 0.7 or more a cell
      // towards the stroke, while along a stroke (even a script's swelling one) it changes slowly.
      let most = 0;
      for (const j of [i - width - 1, i - width, i - width + 1, i - 1, i + 1, i + width - 1, i + width, i + width + 1])
        most = Math.max(most, toInk[j]);
      if ((acrossX || acrossY) && d >= most - 0.5) strokes.push((2 * d - 1) * pixel);
    }
  }
  strokes.sort((a, b) => a - b);
  return { height: (bottom - top + 1) * pixel, strokes, counters: countersOf(ink, width, height, pixel) };
}

/** Paper cells not reached from the border are counters; each measured by the widest circle in it. */
function countersOf(ink: Uint8Array, width: number, height: number, pixel: number): number[] {
  const label = new Int32Array(width * height); // 0 unvisited, -1 outside, k > 0 counter k
  const paper = new Uint8Array(width * height);
  for (let i = 0; i < paper.length; i++) paper[i] = ink[i] ? 0 : 1;
  const flood = (seed: number, mark: number): number[] => {
    const cells: number[] = [];
    const stack = [seed];
    label[seed] = mark;
    while (stack.length) {
      const i = stack.pop()!;
      cells.push(i);
      const x = i % width;
      for (const j of [i - width, i + width, x > 0 ? i - 1 : -1, x < width - 1 ? i + 1 : -1]) {
        if (j >= 0 && j < paper.length && paper[j] && label[j] === 0) {
          label[j] = mark;
          stack.push(j);
        }
      }
    }
    return cells;
  };
  for (let x = 0; x < width; x++) {
    for (const i of [x, (height - 1) * width + x]) if (paper[i] && label[i] === 0) flood(i, -1);
  }
  for (let y = 0; y < height; y++) {
    for (const i of [y * width, y * width + width - 1]) if (paper[i] && label[i] === 0) flood(i, -1);
  }
  const toPaperEdge = distanceTransform(paper, width, height);
  const counters: number[] = [];
  let mark = 1;
  for (let i = 0; i < paper.length; i++) {
    if (!paper[i] || label[i] !== 0) continue;
    const cells = flood(i, mark++);
    // Specks of a few cells are where two strokes touch, not a counter.
    if (cells.length < 6) continue;
    counters.push((2 * Math.max(...cells.map((c) => toPaperEdge[c])) - 1) * pixel);
  }
  return counters;
}
