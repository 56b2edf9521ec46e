/**
 * Plane geometry for hand-authored motifs. Outlines are lists of nodes that a smooth curve
 * passes through (Catmull-Rom turned into cubic Béziers); a node flagged as a corner breaks the
 * tangent there, for leaf tips, blade points and spikes. Everything stays as points until the
 * SVG is written, so the layout can scale, rotate and mirror motifs without SVG transforms
 * (stroke widths then stay in canvas units, which the tattooability rules depend on).
 */

export type Vec = readonly [number, number];
/** [x, y] or [x, y, 1] for a sharp corner. */
export type Node = readonly [number, number] | readonly [number, number, number];

export interface Contour {
  nodes: Node[];
  closed: boolean;
  /** false: straight segments between nodes. */
  smooth: boolean;
}

export type Bezier = readonly [Vec, Vec, Vec, Vec];
/** Affine matrix [a, b, c, d, e, f] as in SVG: x' = a x + c y + e, y' = b x + d y + f. */
export type Matrix = readonly [number, number, number, number, number, number];

export const TAU = Math.PI * 2;

export const isCorner = (node: Node): boolean => node.length > 2 && node[2] === 1;

export function smooth(nodes: Node[], closed = true): Contour {
  return { nodes, closed, smooth: true };
}

export function poly(nodes: Node[], closed = true): Contour {
  return { nodes, closed, smooth: false };
}

/** A closed polygon whose every node is a sharp corner. */
export function sharpPolygon(points: readonly Vec[]): Contour {
  return poly(points.map(([x, y]): Node => [x, y, 1]));
}

/** A contour run the other way round: a hole when it follows its fill's outline in the same part. */
export function hole(contour: Contour): Contour {
  return { ...contour, nodes: [...contour.nodes].reverse() };
}

export function line(...nodes: Node[]): Contour {
  return { nodes, closed: false, smooth: false };
}

export function curve(...nodes: Node[]): Contour {
  return { nodes, closed: false, smooth: true };
}

export function circle(cx: number, cy: number, r: number, count = 12): Contour {
  return ellipse(cx, cy, r, r, 0, count);
}

export function ellipse(cx: number, cy: number, rx: number, ry: number, rotation = 0, count = 12): Contour {
  const nodes: Node[] = [];
  for (let i = 0; i < count; i++) {
    const a = (i / count) * TAU;
    const x = Math.cos(a) * rx;
    const y = Math.sin(a) * ry;
    nodes.push([
      cx + x * Math.cos(rotation) - y * Math.sin(rotation),
      cy + x * Math.sin(rotation) + y * Math.cos(rotation),
    ]);
  }
  return smooth(nodes, true);
}

/** Points on an arc from angle a0 to a1 (radians, 0 = right, clockwise in screen space). */
export function arcNodes(cx: number, cy: number, r: number, a0: number, a1: number, count: number): Node[] {
  const nodes: Node[] = [];
  for (let i = 0; i <= count; i++) {
    const a = a0 + ((a1 - a0) * i) / count;
    nodes.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  return nodes;
}

/** Regular polygon or star (inner radius given) as corner nodes. */
export function star(
  cx: number,
  cy: number,
  outer: number,
  inner: number,
  points: number,
  rotation = -Math.PI / 2,
): Contour {
  const nodes: Node[] = [];
  const count = inner > 0 ? points * 2 : points;
  for (let i = 0; i < count; i++) {
    const r = inner > 0 && i % 2 === 1 ? inner : outer;
    const a = rotation + (i / count) * TAU;
    nodes.push([cx + Math.cos(a) * r, cy + Math.sin(a) * r, 1]);
  }
  return poly(nodes, true);
}

/**
 * A symmetric outline from its right half: nodes run from the top of the axis (x = 0) down the
 * right side to the bottom of the axis. The left half is the mirror image.
 */
export function mirrored(rightHalf: Node[], axis = 0): Node[] {
  const left: Node[] = [];
  for (let i = rightHalf.length - 2; i >= 1; i--) {
    const n = rightHalf[i];
    left.push(isCorner(n) ? [2 * axis - n[0], n[1], 1] : [2 * axis - n[0], n[1]]);
  }
  return [...rightHalf, ...left];
}

/** Mirror nodes across the vertical axis x = axis (for the left copy of an open detail). */
export function flipX(nodes: Node[], axis = 0): Node[] {
  return nodes.map((n) => (isCorner(n) ? [2 * axis - n[0], n[1], 1] : [2 * axis - n[0], n[1]]));
}

export function flipContourX(contour: Contour, axis = 0): Contour {
  return { ...contour, nodes: flipX(contour.nodes, axis) };
}

/** Cubic Bézier segments of a contour. */
export function segments(contour: Contour): Bezier[] {
  const { nodes, closed } = contour;
  const n = nodes.length;
  const out: Bezier[] = [];
  if (n < 2) return out;
  const count = closed ? n : n - 1;
  const at = (i: number): Node => (closed ? nodes[((i % n) + n) % n] : nodes[Math.max(0, Math.min(n - 1, i))]);
  for (let i = 0; i < count; i++) {
    const p1 = at(i);
    const p2 = at(i + 1);
    if (!contour.smooth) {
      out.push([
        [p1[0], p1[1]],
        [p1[0] + (p2[0] - p1[0]) / 3, p1[1] + (p2[1] - p1[1]) / 3],
        [p1[0] + ((p2[0] - p1[0]) * 2) / 3, p1[1] + ((p2[1] - p1[1]) * 2) / 3],
        [p2[0], p2[1]],
      ]);
      continue;
    }
    // Tangents: centred differences, one-sided at corners and open ends.
    const startsOpen = !closed && i === 0;
    const endsOpen = !closed && i + 1 === n - 1;
    const p0 = isCorner(p1) || startsOpen ? p1 : at(i - 1);
    const p3 = isCorner(p2) || endsOpen ? p2 : at(i + 2);
    const k1 = p0 === p1 ? 3 : 6;
    const k2 = p3 === p2 ? 3 : 6;
    out.push([
      [p1[0], p1[1]],
      [p1[0] + (p2[0] - p0[0]) / k1, p1[1] + (p2[1] - p0[1]) / k1],
      [p2[0] - (p3[0] - p1[0]) / k2, p2[1] - (p3[1] - p1[1]) / k2],
      [p2[0], p2[1]],
    ]);
  }
  return out;
}

export function fmt(value: number): string {
  const rounded = Math.round(value * 10) / 10;
  return Object.is(rounded, -0) ? "0" : String(rounded);
}

export function contourPath(contour: Contour): string {
  const segs = segments(contour);
  if (segs.length === 0) return "";
  let d = `M${fmt(segs[0][0][0])} ${fmt(segs[0][0][1])}`;
  for (const [, c1, c2, p] of segs) {
    if (!contour.smooth) d += `L${fmt(p[0])} ${fmt(p[1])}`;
    else d += `C${fmt(c1[0])} ${fmt(c1[1])} ${fmt(c2[0])} ${fmt(c2[1])} ${fmt(p[0])} ${fmt(p[1])}`;
  }
  if (contour.closed) d += "Z";
  return d;
}

export function pathData(contours: Contour[]): string {
  return contours.map(contourPath).join("");
}

export function bezierPoint(b: Bezier, t: number): Vec {
  const u = 1 - t;
  const a = u * u * u;
  const c1 = 3 * u * u * t;
  const c2 = 3 * u * t * t;
  const d = t * t * t;
  return [
    a * b[0][0] + c1 * b[1][0] + c2 * b[2][0] + d * b[3][0],
    a * b[0][1] + c1 * b[1][1] + c2 * b[2][1] + d * b[3][1],
  ];
}

/** The curve as a polyline, `steps` points per segment. */
export function flatten(contour: Contour, steps = 6): Vec[] {
  const segs = segments(contour);
  if (segs.length === 0) return contour.nodes.map((n) => [n[0], n[1]] as Vec);
  const out: Vec[] = [segs[0][0]];
  for (const seg of segs) {
    const k = contour.smooth ? steps : 1;
    for (let s = 1; s <= k; s++) out.push(bezierPoint(seg, s / k));
  }
  if (contour.closed) out.pop();
  return out;
}

export function polylineLength(points: readonly Vec[], closed = false): number {
  let total = 0;
  for (let i = 1; i < points.length; i++)
    total += Math.hypot(points[i][0] - points[i - 1][0], points[i][1] - points[i - 1][1]);
  if (closed && points.length > 1) {
    const a = points[points.length - 1];
    total += Math.hypot(points[0][0] - a[0], points[0][1] - a[1]);
  }
  return total;
}

/** Evenly spaced points along a polyline (by arc length). */
export function resample(points: readonly Vec[], count: number, closed = false): Vec[] {
  const pts = closed ? [...points, points[0]] : [...points];
  const lengths = [0];
  for (let i = 1; i < pts.length; i++)
    lengths.push(lengths[i - 1] + Math.hypot(pts[i][0] - pts[i - 1][0], pts[i][1] - pts[i - 1][1]));
  const total = lengths[lengths.length - 1];
  const out: Vec[] = [];
  const n = closed ? count : Math.max(2, count);
  let j = 1;
  for (let i = 0; i < n; i++) {
    const target = closed ? (total * i) / n : (total * i) / (n - 1);
    while (j < lengths.length - 1 && lengths[j] < target) j++;
    const span = lengths[j] - lengths[j - 1] || 1;
    const t = Math.min(1, Math.max(0, (target - lengths[j - 1]) / span));
    out.push([pts[j - 1][0] + (pts[j][0] - pts[j - 1][0]) * t, pts[j - 1][1] + (pts[j][1] - pts[j - 1][1]) * t]);
  }
  return out;
}

/**
 * A closed, tapering brush stroke around a centreline: `width(t)` gives the full width at
 * t in [0, 1]. Ends with zero width become sharp points (tribal spikes, flames, whiskers).
 */
export function ribbon(centreline: Node[], width: (t: number) => number, samples = 24): Contour {
  const path = resample(flatten(curve(...centreline), 8), samples);
  const left: Node[] = [];
  const right: Node[] = [];
  for (let i = 0; i < path.length; i++) {
    const t = i / (path.length - 1);
    const a = path[Math.max(0, i - 1)];
    const b = path[Math.min(path.length - 1, i + 1)];
    const len = Math.hypot(b[0] - a[0], b[1] - a[1]) || 1;
    const nx = -(b[1] - a[1]) / len;
    const ny = (b[0] - a[0]) / len;
    const w = width(t) / 2;
    const p = path[i];
    const sharp = w < 0.01 ? 1 : 0;
    left.push(sharp ? [p[0] + nx * w, p[1] + ny * w, 1] : [p[0] + nx * w, p[1] + ny * w]);
    right.push(sharp ? [p[0] - nx * w, p[1] - ny * w, 1] : [p[0] - nx * w, p[1] - ny * w]);
  }
  // Drop the duplicate tip node where both sides meet.
  const r = right.reverse();
  if (width(1) < 0.01) r.shift();
  if (width(0) < 0.01) r.pop();
  return smooth([...left, ...r], true);
}

/** Where the lines through a (direction u) and b (direction v) cross; a when they are parallel. */
function crossing(a: Vec, u: Vec, b: Vec, v: Vec): Vec {
  const d = u[0] * v[1] - u[1] * v[0];
  if (Math.abs(d) < 1e-9) return a;
  const t = ((b[0] - a[0]) * v[1] - (b[1] - a[1]) * v[0]) / d;
  return [a[0] + u[0] * t, a[1] + u[1] * t];
}

/**
 * A polygon with every edge moved by `by` along its normal (outward for a positive `by` when the
 * polygon runs clockwise on screen), sharp corners kept: straight-edged figures (a triangle, the
 * points of a star) drawn as bands of even width.
 */
export function offsetPolygon(points: readonly Vec[], by: number): Vec[] {
  const n = points.length;
  const edges = points.map((p, i) => {
    const q = points[(i + 1) % n];
    const len = Math.hypot(q[0] - p[0], q[1] - p[1]) || 1;
    const u: Vec = [(q[0] - p[0]) / len, (q[1] - p[1]) / len];
    return { from: [p[0] - u[1] * by, p[1] + u[0] * by] as Vec, u };
  });
  return edges.map((e, i) => {
    const before = edges[(i + n - 1) % n];
    return crossing(before.from, before.u, e.from, e.u);
  });
}

/** An open polyline drawn as a band of even width with mitred corners (a heartbeat's sharp peaks). */
export function polylineBand(points: readonly Vec[], width: number): Contour {
  const direction = (from: Vec, to: Vec): Vec => {
    const len = Math.hypot(to[0] - from[0], to[1] - from[1]) || 1;
    return [(to[0] - from[0]) / len, (to[1] - from[1]) / len];
  };
  const last = points.length - 1;
  const side = (by: number) =>
    points.map((p, i) => {
      const into = direction(points[Math.max(0, i - 1)], points[Math.max(1, i)]);
      const out = direction(points[Math.min(i, last - 1)], points[Math.min(last, i + 1)]);
      const along = (u: Vec): Vec => [p[0] - u[1] * by, p[1] + u[0] * by];
      return crossing(along(into), into, along(out), out);
    });
  return poly(
    [...side(width / 2), ...side(-width / 2).reverse()].map(([x, y]): Node => [x, y, 1]),
    true,
  );
}

/**
 * a to the power b, the same on every Node version. V8's Math.pow rounds the last bit of about one
 * call in ten with a fractional exponent differently on Node 20 and Node 24, which moved lines of
 * the same design by a tenth of a unit; exp and log agree on both.
 */
export function power(a: number, b: number): number {
  if (b === 2) return a * a;
  if (b === 0) return 1;
  return Math.exp(b * Math.log(a));
}

/** Width profiles for ribbons. */
export const taper = {
  /** Thick start, sharp end. */
  spike: (w: number) => (t: number) => w * power(1 - t, 0.9),
  /** Sharp at both ends, widest near `peak`. */
  leaf:
    (w: number, peak = 0.45) =>
    (t: number) =>
      w * Math.sin(Math.PI * power(t, Math.log(0.5) / Math.log(peak))),
  /** Even width. */
  even: (w: number) => () => w,
};

// ---- affine transforms ---------------------------------------------------------------

export const IDENTITY: Matrix = [1, 0, 0, 1, 0, 0];

export function multiply(m: Matrix, n: Matrix): Matrix {
  return [
    m[0] * n[0] + m[2] * n[1],
    m[1] * n[0] + m[3] * n[1],
    m[0] * n[2] + m[2] * n[3],
    m[1] * n[2] + m[3] * n[3],
    m[0] * n[4] + m[2] * n[5] + m[4],
    m[1] * n[4] + m[3] * n[5] + m[5],
  ];
}

/** translate(x, y) · rotate(angle) · scale(sx, sy): place a motif drawn around the origin. */
export function placement(x: number, y: number, scale: number, rotation = 0, flip = false): Matrix {
  const cos = Math.cos(rotation) * scale;
  const sin = Math.sin(rotation) * scale;
  const sx = flip ? -1 : 1;
  return [cos * sx, sin * sx, -sin, cos, x, y];
}

export function applyMatrix(m: Matrix, x: number, y: number): Vec {
  return [m[0] * x + m[2] * y + m[4], m[1] * x + m[3] * y + m[5]];
}

export function transformNode(m: Matrix, node: Node): Node {
  const [x, y] = applyMatrix(m, node[0], node[1]);
  return isCorner(node) ? [x, y, 1] : [x, y];
}

export function transformContour(m: Matrix, contour: Contour): Contour {
  return { ...contour, nodes: contour.nodes.map((n) => transformNode(m, n)) };
}

/** Uniform scale factor of a matrix (for stroke widths and detail sizes). */
export function matrixScale(m: Matrix): number {
  return Math.sqrt(Math.abs(m[0] * m[3] - m[1] * m[2]));
}

// ---- measurements ----------------------------------------------------------------------

export interface Box {
  minX: number;
  minY: number;
  maxX: number;
  maxY: number;
}

export function boundsOf(points: Iterable<Vec | Node>): Box {
  const box = { minX: Infinity, minY: Infinity, maxX: -Infinity, maxY: -Infinity };
  for (const p of points) {
    if (p[0] < box.minX) box.minX = p[0];
    if (p[1] < box.minY) box.minY = p[1];
    if (p[0] > box.maxX) box.maxX = p[0];
    if (p[1] > box.maxY) box.maxY = p[1];
  }
  return box;
}

export function pointInPolygon(x: number, y: number, polygon: readonly Vec[]): boolean {
  let inside = false;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [xi, yi] = polygon[i];
    const [xj, yj] = polygon[j];
    if (yi > y !== yj > y && x < ((xj - xi) * (y - yi)) / (yj - yi) + xi) inside = !inside;
  }
  return inside;
}

export function polygonArea(polygon: readonly Vec[]): number {
  let area = 0;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++)
    area += (polygon[j][0] + polygon[i][0]) * (polygon[j][1] - polygon[i][1]);
  return Math.abs(area / 2);
}

export function centroid(points: readonly Vec[]): Vec {
  let x = 0;
  let y = 0;
  for (const p of points) {
    x += p[0];
    y += p[1];
  }
  return [x / points.length, y / points.length];
}

/** Distance from a point to the nearest edge of a polygon. */
export function distanceToPolygonEdge(x: number, y: number, polygon: readonly Vec[]): number {
  let best = Infinity;
  for (let i = 0, j = polygon.length - 1; i < polygon.length; j = i++) {
    const [ax, ay] = polygon[j];
    const [bx, by] = polygon[i];
    const dx = bx - ax;
    const dy = by - ay;
    const len2 = dx * dx + dy * dy || 1;
    const t = Math.max(0, Math.min(1, ((x - ax) * dx + (y - ay) * dy) / len2));
    const d = Math.hypot(x - (ax + dx * t), y - (ay + dy * t));
    if (d < best) best = d;
  }
  return best;
}

/** Ramer-Douglas-Peucker simplification: the faceted, low-poly look of the Geometric style. */
export function simplify(points: readonly Vec[], tolerance: number): Vec[] {
  if (points.length < 3) return [...points];
  const keep = new Uint8Array(points.length);
  keep[0] = 1;
  keep[points.length - 1] = 1;
  const stack: Array<[number, number]> = [[0, points.length - 1]];
  while (stack.length) {
    const [start, end] = stack.pop()!;
    const [ax, ay] = points[start];
    const [bx, by] = points[end];
    const len = Math.hypot(bx - ax, by - ay) || 1;
    let worst = -1;
    let worstDistance = 0;
    for (let i = start + 1; i < end; i++) {
      const d = Math.abs((bx - ax) * (ay - points[i][1]) - (ax - points[i][0]) * (by - ay)) / len;
      if (d > worstDistance) {
        worstDistance = d;
        worst = i;
      }
    }
    if (worst > 0 && worstDistance > tolerance) {
      keep[worst] = 1;
      stack.push([start, worst], [worst, end]);
    }
  }
  return points.filter((_, i) => keep[i] === 1);
}

export const lerp = (a: number, b: number, t: number): number => a + (b - a) * t;

export function lerpVec(a: Vec, b: Vec, t: number): Vec {
  return [lerp(a[0], b[0], t), lerp(a[1], b[1], t)];
}

export function polar(cx: number, cy: number, r: number, angle: number): Node {
  return [cx + Math.cos(angle) * r, cy + Math.sin(angle) * r];
}

/** Scale nodes about a centre (for inner rims, shade crescents, washes). */
export function scaleNodes(nodes: Node[], cx: number, cy: number, sx: number, sy = sx): Node[] {
  return nodes.map((n) =>
    isCorner(n) ? [cx + (n[0] - cx) * sx, cy + (n[1] - cy) * sy, 1] : [cx + (n[0] - cx) * sx, cy + (n[1] - cy) * sy],
  );
}

export function translateNodes(nodes: Node[], dx: number, dy: number): Node[] {
  return nodes.map((n) => (isCorner(n) ? [n[0] + dx, n[1] + dy, 1] : [n[0] + dx, n[1] + dy]));
}

export function rotateNodes(nodes: Node[], cx: number, cy: number, angle: number): Node[] {
  const c = Math.cos(angle);
  const s = Math.sin(angle);
  return nodes.map((n) => {
    const x = cx + (n[0] - cx) * c - (n[1] - cy) * s;
    const y = cy + (n[0] - cx) * s + (n[1] - cy) * c;
    return isCorner(n) ? [x, y, 1] : [x, y];
  });
}
