/**
 * Shading textures built from real geometry (no SVG patterns or filters: librsvg renders those
 * slowly at 2048 px): stipple dots on a jittered hexagonal lattice and hatching lines clipped to
 * a polygon. Both keep the minimum gap of the tattooability rules by construction, and both
 * report the gap they actually used.
 */
import { distanceToPolygonEdge, fmt, pointInPolygon, type Vec } from "./geometry";
import { dotPath } from "./svg";

export interface TextureStats {
  /** Smallest edge-to-edge gap between marks of any texture drawn, in canvas units. */
  minGap: number;
  /** Dots placed off the lattice (rings, borders): lattice dots keep the gap from them too. */
  reserved: Array<[number, number, number]>;
}

function cellHash(i: number, j: number, seed: number): number {
  let h = Math.imul(i, 0x27d4eb2d) ^ Math.imul(j, 0x165667b1) ^ seed;
  h = Math.imul(h ^ (h >>> 15), 0x85ebca6b);
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

export interface StippleLattice {
  pitch: number;
  jitter: number;
  /** Largest dot radius (dots shrink with lighter tone). */
  radius: number;
  seed: number;
}

/** A bounding box in canvas units. */
export interface SiteBox {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

/**
 * The lattice's sites inside a box, row by row (j), left to right (i): a hexagonal lattice (odd
 * rows shifted half a pitch), each site jittered by the seed's hash of its cell.
 */
export function latticeSites(
  lattice: StippleLattice,
  box: SiteBox,
  visit: (x: number, y: number, i: number, j: number) => void,
): void {
  const { pitch, jitter, seed } = lattice;
  const rowHeight = pitch * 0.8660254;
  const j0 = Math.floor(box.minY / rowHeight) - 1;
  const j1 = Math.ceil(box.maxY / rowHeight) + 1;
  for (let j = j0; j <= j1; j++) {
    const offset = j % 2 === 0 ? 0 : pitch / 2;
    const i0 = Math.floor((box.minX - offset) / pitch) - 1;
    const i1 = Math.ceil((box.maxX - offset) / pitch) + 1;
    for (let i = i0; i <= i1; i++) {
      const x = i * pitch + offset + (cellHash(i, j, seed) * 2 - 1) * jitter * pitch;
      const y = j * rowHeight + (cellHash(j, i, seed ^ 0x5bd1e995) * 2 - 1) * jitter * pitch;
      if (x < box.minX || x > box.maxX || y < box.minY || y > box.maxY) continue;
      visit(x, y, i, j);
    }
  }
}

/** The bounding box of a polygon. */
function boxOf(polygon: readonly Vec[]): SiteBox {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  for (const [x, y] of polygon) {
    minX = Math.min(minX, x);
    minY = Math.min(minY, y);
    maxX = Math.max(maxX, x);
    maxY = Math.max(maxY, y);
  }
  return { minX, minY, maxX, maxY };
}

/**
 * Dots inside `polygon`, on a lattice shared by the whole design (so dots of neighbouring shapes
 * never crowd each other). `density(x, y)` in [0, 1] is the chance a lattice point gets a dot.
 * Dots keep `clearance` away from the polygon edge and from the given lines.
 */
export function stipple(
  lattice: StippleLattice,
  polygon: readonly Vec[],
  density: (x: number, y: number) => number,
  clearance: number,
  avoid: ReadonlyArray<readonly Vec[]> = [],
  reserved: ReadonlyArray<readonly [number, number, number]> = [],
  minGap = 0,
): string {
  const { radius, seed } = lattice;
  let d = "";
  latticeSites(lattice, boxOf(polygon), (x, y, i, j) => {
    const value = Math.min(1, density(x, y));
    if (cellHash(i + 7919, j - 104729, seed) >= value * 1.15) return;
    if (!pointInPolygon(x, y, polygon)) return;
    if (distanceToPolygonEdge(x, y, polygon) < clearance) return;
    if (avoid.some((lineOrShape) => distanceToPolyline(x, y, lineOrShape) < clearance)) return;
    // Darker tone: bigger dots as well as more of them.
    const r = radius * (0.42 + 0.58 * Math.max(0, value));
    if (reserved.some(([rx, ry, rr]) => Math.hypot(rx - x, ry - y) < rr + r + minGap)) return;
    d += dotPath(x, y, r);
  });
  return d;
}

/** Edge-to-edge gap the lattice guarantees between two dots. */
export function latticeGap(lattice: StippleLattice): number {
  return lattice.pitch * (1 - 2 * Math.SQRT2 * lattice.jitter) - 2 * lattice.radius;
}

export function distanceToPolyline(x: number, y: number, points: readonly Vec[]): number {
  let best = Infinity;
  for (let i = 1; i < points.length; i++) {
    const [ax, ay] = points[i - 1];
    const [bx, by] = points[i];
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    best = Math.min(best, Math.hypot(x - (ax + dx * t), y - (ay + dy * t)));
  }
  return best;
}

/**
 * Parallel hatching lines at `angle` clipped to a polygon, `pitch` apart (centre to centre),
 * as path data. Each line is inset by `inset` from the polygon edge so it does not merge into
 * the outline.
 */
export function hatch(polygon: readonly Vec[], angle: number, pitch: number, inset = 0): string {
  const cos = Math.cos(-angle);
  const sin = Math.sin(-angle);
  // Rotate so the hatching runs horizontally, scan, rotate back.
  const rotated: Vec[] = polygon.map(([x, y]) => [x * cos - y * sin, x * sin + y * cos]);
  let minY = Infinity;
  let maxY = -Infinity;
  for (const [, y] of rotated) {
    minY = Math.min(minY, y);
    maxY = Math.max(maxY, y);
  }
  const back = (x: number, y: number): Vec => [x * cos + y * sin, -x * sin + y * cos];
  let d = "";
  const start = Math.ceil(minY / pitch) * pitch;
  for (let y = start; y <= maxY; y += pitch) {
    const xs: number[] = [];
    for (let i = 0, j = rotated.length - 1; i < rotated.length; j = i++) {
      const [x1, y1] = rotated[j];
      const [x2, y2] = rotated[i];
      if (y1 > y !== y2 > y) xs.push(x1 + ((y - y1) * (x2 - x1)) / (y2 - y1));
    }
    xs.sort((a, b) => a - b);
    for (let k = 0; k + 1 < xs.length; k += 2) {
      const a = xs[k] + inset;
      const b = xs[k + 1] - inset;
      if (b - a < pitch * 0.6) continue;
      const p = back(a, y);
      const q = back(b, y);
      d += `M${fmt(p[0])} ${fmt(p[1])}L${fmt(q[0])} ${fmt(q[1])}`;
    }
  }
  return d;
}
