/**
 * Step 5, vectorisation and smoothing: pixel outlines and strokes to the engine's contours.
 * Strokes are smoothed (a moving average keeps their ends), both are simplified by
 * Ramer-Douglas-Peucker, and the points left become the nodes of the engine's smooth curves
 * (Catmull-Rom as cubic Béziers, ./geometry.ts); where an outline turns sharply the node is a
 * corner, so an ear's tip stays a point. Coordinates are mapped to the canvas on the way.
 */
import { simplify, type Contour, type Node, type Vec } from "../geometry";
import { traceContours } from "./contours";
import { boxBlur, cropMask, maskBox, maskToGray, type Mask } from "./raster";
import type { Stroke } from "./strokes";

/** Working pixels to canvas units: x' = x * scale + dx. */
export interface PixelToCanvas {
  scale: number;
  dx: number;
  dy: number;
}

/** A turn sharper than this (radians) between simplified segments makes a corner node. */
const CORNER_TURN = 1.25;

/** A closed ring simplified: split at its two far ends, each half simplified. */
export function simplifyRing(points: readonly Vec[], tolerance: number): Vec[] {
  if (points.length < 4) return [...points];
  const farFrom = (from: Vec) => {
    let best = 0;
    let far = 0;
    points.forEach(([x, y], i) => {
      const d = (x - from[0]) * (x - from[0]) + (y - from[1]) * (y - from[1]);
      if (d > best) [best, far] = [d, i];
    });
    return far;
  };
  const a = farFrom(points[0]);
  const b = farFrom(points[a]);
  const [i, j] = a < b ? [a, b] : [b, a];
  if (i === j) return [...points];
  const first = simplify(points.slice(i, j + 1), tolerance);
  const second = simplify([...points.slice(j), ...points.slice(0, i + 1)], tolerance);
  return [...first.slice(0, -1), ...second.slice(0, -1)];
}

/** Moving average over `radius` points either side; open strokes keep their ends. */
export function smoothPoints(points: readonly Vec[], closed: boolean, radius: number): Vec[] {
  const n = points.length;
  if (n < 3 || radius < 1) return [...points];
  return points.map((p, i) => {
    if (!closed && (i === 0 || i === n - 1)) return p;
    const reach = closed ? radius : Math.min(radius, i, n - 1 - i);
    let [x, y] = [0, 0];
    for (let k = -reach; k <= reach; k++) {
      const q = points[(((i + k) % n) + n) % n];
      x += q[0];
      y += q[1];
    }
    return [x / (2 * reach + 1), y / (2 * reach + 1)];
  });
}

function turnAt(prev: Vec, p: Vec, next: Vec): number {
  const a = Math.atan2(p[1] - prev[1], p[0] - prev[0]);
  const b = Math.atan2(next[1] - p[1], next[0] - p[0]);
  let turn = Math.abs(b - a);
  if (turn > Math.PI) turn = 2 * Math.PI - turn;
  return turn;
}

function toNodes(points: readonly Vec[], closed: boolean, map: PixelToCanvas, corners: boolean): Node[] {
  const n = points.length;
  return points.map((p, i): Node => {
    const [x, y] = [p[0] * map.scale + map.dx, p[1] * map.scale + map.dy];
    const hasNeighbours = closed || (i > 0 && i < n - 1);
    const sharp = corners && hasNeighbours && turnAt(points[(i - 1 + n) % n], p, points[(i + 1) % n]) > CORNER_TURN;
    return sharp ? [x, y, 1] : [x, y];
  });
}

export interface VectoriseOptions {
  /** Douglas-Peucker tolerance in working pixels. */
  tolerance: number;
  /** Straight segments (the Geometric style's facets) instead of smooth curves. */
  faceted?: boolean;
}

export function ringContour(points: readonly Vec[], map: PixelToCanvas, options: VectoriseOptions): Contour {
  const simple = simplifyRing(points, options.tolerance);
  return { nodes: toNodes(simple, true, map, !options.faceted), closed: true, smooth: !options.faceted };
}

export function strokeContour(stroke: Stroke, map: PixelToCanvas, options: VectoriseOptions): Contour {
  const smoothed = smoothPoints(stroke.points, stroke.closed, 2);
  const simple = stroke.closed ? simplifyRing(smoothed, options.tolerance) : simplify(smoothed, options.tolerance);
  return {
    nodes: toNodes(simple, stroke.closed, map, !options.faceted),
    closed: stroke.closed,
    smooth: !options.faceted,
  };
}

/**
 * A mask's filled outlines on the canvas (holes wound the other way), traced within the mask's
 * own box only, from a 3 x 3 mean of it (sub-pixel edges, no staircase): the fast path every
 * layer of a picture, and a provider's traced inks, go through. Rings smaller than `minArea`
 * square pixels (specks, pinholes) are dropped.
 */
export function maskRegions(
  mask: Mask,
  map: PixelToCanvas,
  options: VectoriseOptions & { minArea: number },
): Contour[] {
  // An empty mask's box is the whole picture: nothing to trace.
  if (!mask.data.includes(1)) return [];
  const { crop, x0, y0 } = cropMask(mask, maskBox(mask), 4);
  const field = boxBlur(maskToGray(crop), 1, 0);
  const shifted = { scale: map.scale, dx: map.dx + x0 * map.scale, dy: map.dy + y0 * map.scale };
  return traceContours(field, 0.5)
    .filter((ring) => Math.abs(ring.area) >= options.minArea)
    .map((ring) => ringContour(ring.points, shifted, { tolerance: options.tolerance, faceted: options.faceted }));
}
