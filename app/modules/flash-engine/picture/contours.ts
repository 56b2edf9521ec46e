/**
 * Marching squares: the closed outlines where a field crosses a level, with sub-pixel positions
 * interpolated along each cell's edges (so a blurred mask gives smooth outlines, not staircases).
 * Outside the raster counts as below the level, so every outline closes. Outer outlines and holes
 * wind in opposite directions: the sign of the area tells them apart.
 */
import type { Vec } from "../geometry";
import type { Gray } from "./raster";

export interface Ring {
  points: Vec[];
  /** Positive for an outer outline, negative for a hole. */
  area: number;
}

/** A cell's edges and corners, by number: edges top 0, right 1, bottom 2, left 3; corners tl 0, tr 1, br 2, bl 3. */
const [TOP, RIGHT, BOTTOM, LEFT] = [0, 1, 2, 3];
const [TL, TR, BR, BL] = [0, 1, 2, 3];

/**
 * The segments each corner pattern draws (corners tl 8, tr 4, br 2, bl 1), each as the two edges
 * it joins and a corner beside it (the one the edges share, or the top left), which says on
 * which side the inside is. Saddles (5, 10) by whether the cell's centre is inside: [outside, inside].
 */
type Segment = readonly [from: number, to: number, beside: number];
const LEFT_BOTTOM: Segment = [LEFT, BOTTOM, BL];
const BOTTOM_RIGHT: Segment = [BOTTOM, RIGHT, BR];
const LEFT_RIGHT: Segment = [LEFT, RIGHT, TL];
const TOP_RIGHT: Segment = [TOP, RIGHT, TR];
const TOP_BOTTOM: Segment = [TOP, BOTTOM, TL];
const LEFT_TOP: Segment = [LEFT, TOP, TL];
const RIGHT_BOTTOM: Segment = [RIGHT, BOTTOM, BR];
const SEGMENTS: ReadonlyArray<readonly [readonly Segment[], readonly Segment[]]> = [
  [[], []],
  [[LEFT_BOTTOM], [LEFT_BOTTOM]],
  [[BOTTOM_RIGHT], [BOTTOM_RIGHT]],
  [[LEFT_RIGHT], [LEFT_RIGHT]],
  [[TOP_RIGHT], [TOP_RIGHT]],
  [
    [TOP_RIGHT, LEFT_BOTTOM],
    [LEFT_TOP, RIGHT_BOTTOM],
  ],
  [[TOP_BOTTOM], [TOP_BOTTOM]],
  [[LEFT_TOP], [LEFT_TOP]],
  [[LEFT_TOP], [LEFT_TOP]],
  [[TOP_BOTTOM], [TOP_BOTTOM]],
  [
    [LEFT_TOP, RIGHT_BOTTOM],
    [TOP_RIGHT, LEFT_BOTTOM],
  ],
  [[TOP_RIGHT], [TOP_RIGHT]],
  [[LEFT_RIGHT], [LEFT_RIGHT]],
  [[BOTTOM_RIGHT], [BOTTOM_RIGHT]],
  [[LEFT_BOTTOM], [LEFT_BOTTOM]],
  [[], []],
];

function signedArea(points: readonly Vec[]): number {
  let area = 0;
  for (let i = 0, j = points.length - 1; i < points.length; j = i++)
    area += (points[i][0] - points[j][0]) * (points[j][1] + points[i][1]);
  return area / 2;
}

/** Where the level crosses the edge between corner values a and b (0..1 along it). */
const crossing = (level: number, a: number, b: number) => (a === b ? 0.5 : (level - a) / (b - a));

/** Where the level crosses one edge of the cell at (x, y), whose corner values are `v` (tl, tr, br, bl). */
function pointOn(edge: number, x: number, y: number, v: Float64Array, level: number): Vec {
  if (edge === TOP) return [x + crossing(level, v[TL], v[TR]), y];
  if (edge === BOTTOM) return [x + crossing(level, v[BL], v[BR]), y + 1];
  if (edge === LEFT) return [x, y + crossing(level, v[TL], v[BL])];
  return [x + 1, y + crossing(level, v[TR], v[BR])];
}

/**
 * Working arrays kept between calls (tracing is synchronous, so one set per thread serves every
 * call): fresh arrays of a large picture's size cost more in page faults than the tracing itself.
 * Each call leaves them as it found them: `above` is cleared here, the slots it set after use.
 */
let scratch = { above: new Uint8Array(0), slotOf: new Int32Array(0), used: new Uint8Array(0) };

function scratchFor(cells: number) {
  if (scratch.above.length < cells) {
    scratch = {
      above: new Uint8Array(cells),
      slotOf: new Int32Array(cells * 2).fill(-1),
      used: new Uint8Array(cells * 2),
    };
  } else scratch.above.fill(0, 0, cells);
  return scratch;
}

export function traceContours(field: Gray, level = 0.5): Ring[] {
  const { width, height, data } = field;
  const value = (x: number, y: number) =>
    x < 0 || y < 0 || x >= width || y >= height ? level - 1 : data[y * width + x];
  const stride = width + 2;
  const edgeId = (x: number, y: number, edge: number) => {
    // Horizontal edges are keyed by their left corner, vertical ones by their top corner.
    if (edge === TOP) return ((y + 1) * stride + (x + 1)) * 2;
    if (edge === BOTTOM) return ((y + 2) * stride + (x + 1)) * 2;
    if (edge === LEFT) return ((y + 1) * stride + (x + 1)) * 2 + 1;
    return ((y + 1) * stride + (x + 2)) * 2 + 1;
  };
  // Which pixels are at or above the level, with a one-pixel border of "below" round them: most
  // cells are all inside or all outside, and are skipped on four array reads.
  const { above, slotOf, used } = scratchFor(stride * (height + 2));
  for (let y = 0; y < height; y++)
    for (let x = 0; x < width; x++) if (data[y * width + x] >= level) above[(y + 1) * stride + x + 1] = 1;
  // Each segment by the edge it starts from (its slot), in the order found.
  const order: number[] = [];
  const ends: number[] = [];
  const points: Vec[] = [];
  const v = new Float64Array(4);
  try {
    for (let y = -1; y < height; y++) {
      for (let x = -1, at = (y + 1) * stride; x < width; x++, at++) {
        const index = (above[at] << 3) | (above[at + 1] << 2) | (above[at + stride + 1] << 1) | above[at + stride];
        if (index === 0 || index === 15) continue;
        v[TL] = value(x, y);
        v[TR] = value(x + 1, y);
        v[BR] = value(x + 1, y + 1);
        v[BL] = value(x, y + 1);
        const centreInside = (v[TL] + v[TR] + v[BR] + v[BL]) / 4 >= level;
        for (const segment of SEGMENTS[index][centreInside ? 1 : 0]) {
          let from = segment[0];
          let to = segment[1];
          let p = pointOn(from, x, y, v, level);
          let q = pointOn(to, x, y, v, level);
          // Orient every segment with the inside on its left (y down), so segments link head to
          // tail: the corner beside the segment says which side is inside.
          const beside = segment[2];
          const cx = beside === TR || beside === BR ? x + 1 : x;
          const cy = beside === BR || beside === BL ? y + 1 : y;
          const onRight = (q[0] - p[0]) * (cy - p[1]) - (q[1] - p[1]) * (cx - p[0]) > 0;
          if (v[beside] >= level === onRight) {
            [from, to] = [to, from];
            [p, q] = [q, p];
          }
          const id = edgeId(x, y, from);
          if (slotOf[id] < 0) {
            slotOf[id] = ends.length;
            order.push(id);
            ends.push(edgeId(x, y, to));
            points.push(p);
          } else {
            ends[slotOf[id]] = edgeId(x, y, to);
            points[slotOf[id]] = p;
          }
        }
      }
    }
    const rings: Ring[] = [];
    for (const start of order) {
      if (used[start]) continue;
      const ring: Vec[] = [];
      let id = start;
      while (!used[id]) {
        const slot = slotOf[id];
        if (slot < 0) break;
        used[id] = 1;
        ring.push(points[slot]);
        id = ends[slot];
      }
      if (ring.length >= 3) rings.push({ points: ring, area: signedArea(ring) });
    }
    return rings;
  } finally {
    for (const id of order) {
      slotOf[id] = -1;
      used[id] = 0;
    }
  }
}
