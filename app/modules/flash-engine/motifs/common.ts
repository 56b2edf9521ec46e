/**
 * Building blocks shared by motifs: leaves, petals, eyes, flames, scallops. All take motif units
 * (a motif spans roughly -100..100 on both axes, y pointing down).
 */
import { Sketch, type Drawing, type Tone } from "../drawing";
import {
  curve,
  ellipse,
  flatten,
  flipX,
  isCorner,
  power,
  resample,
  ribbon,
  rotateNodes,
  smooth,
  transformContour,
  type Contour,
  type Matrix,
  type Node,
  type Vec,
} from "../geometry";
import type { Rng } from "../random";

export type { MotifFunction, MotifOptions } from "../motif";

/** Rotates and moves nodes authored around the origin. */
export function place(nodes: Node[], x: number, y: number, angle = 0, scale = 1): Node[] {
  const scaled: Node[] = nodes.map((n) =>
    isCorner(n) ? [n[0] * scale, n[1] * scale, 1] : [n[0] * scale, n[1] * scale],
  );
  return rotateNodes(scaled, 0, 0, angle).map((n) => (isCorner(n) ? [n[0] + x, n[1] + y, 1] : [n[0] + x, n[1] + y]));
}

/** Maps every contour of a drawing through a matrix; detail lines shrunk with it drop a level. */
export function placed(drawing: Drawing, matrix: Matrix, finer = 0): Drawing {
  return {
    parts: drawing.parts.map((p) => ({
      ...p,
      level: p.kind === "fill" || p.level === 0 ? p.level : Math.min(3, p.level + finer),
      contours: p.contours.map((c) => transformContour(matrix, c)),
    })),
  };
}

/**
 * A wing's flight feather from `root` along `angle` (radians), `length` long and `width` wide,
 * round-ended, bowed slightly up; its shaft shows from detail 2.
 */
export function flightFeather(
  sketch: Sketch,
  tone: Tone,
  root: Node,
  angle: number,
  length: number,
  width: number,
  detail: number,
): void {
  const tip: Node = [root[0] + Math.cos(angle) * length, root[1] + Math.sin(angle) * length];
  const mid: Node = [root[0] + Math.cos(angle) * length * 0.5, root[1] + Math.sin(angle) * length * 0.5 - 3];
  sketch.fill(
    tone,
    ribbon([root, mid, tip], (k) => width * Math.sqrt(Math.max(0, 1 - power(k, 5))), 16),
  );
  if (detail >= 2) sketch.detail(2, curve(root, mid, [tip[0] - Math.cos(angle) * 9, tip[1] - Math.sin(angle) * 9]));
}

/**
 * A pointed leaf from base (x, y), pointing at `angle` (radians, 0 = right), with a central vein
 * and optional side veins.
 */
export function leaf(
  sketch: Sketch,
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  tone: Tone = "leaf",
  curl = 0.12,
): Sketch {
  const w = width / 2;
  const c = curl * length;
  const outline: Node[] = [
    [0, 0, 1],
    [length * 0.18, -w * 0.72 + c * 0.3],
    [length * 0.5, -w + c],
    [length * 0.8, -w * 0.6 + c * 1.2],
    [length, c * 1.1, 1],
    [length * 0.78, w * 0.55 + c * 0.8],
    [length * 0.48, w * 0.95 + c * 0.4],
    [length * 0.18, w * 0.7],
  ];
  const vein: Node[] = [
    [length * 0.04, 0],
    [length * 0.5, c * 0.55],
    [length * 0.86, c * 1.05],
  ];
  sketch.fill(tone, smooth(place(outline, x, y, angle)));
  sketch.shade(
    smooth(
      place(
        [
          [length * 0.08, 0, 1],
          [length * 0.5, c * 0.5 + w * 0.05],
          [length * 0.9, c * 1.08, 1],
          [length * 0.5, w * 0.8 + c * 0.4],
        ],
        x,
        y,
        angle,
      ),
    ),
  );
  sketch.detail(1, curve(...place(vein, x, y, angle)));
  if (length > 40) {
    for (const t of [0.3, 0.55]) {
      sketch.detail(
        2,
        curve(
          ...place(
            [
              [length * t, c * t * 0.9],
              [length * (t + 0.16), -w * 0.55 + c * (t + 0.2)],
            ],
            x,
            y,
            angle,
          ),
        ),
      );
      sketch.detail(
        2,
        curve(
          ...place(
            [
              [length * t, c * t * 0.9],
              [length * (t + 0.15), w * 0.55 + c * (t + 0.15)],
            ],
            x,
            y,
            angle,
          ),
        ),
      );
    }
  }
  return sketch;
}

/** A small five-petal blossom (cherry, filler flower) centred at (x, y). */
export function blossom(
  sketch: Sketch,
  x: number,
  y: number,
  radius: number,
  tone: Tone,
  rng: Rng,
  petals = 5,
  notched = true,
): Sketch {
  const turn = rng.range(0, Math.PI * 2);
  const outline: Node[] = [];
  for (let i = 0; i < petals; i++) {
    const a0 = turn + (i / petals) * Math.PI * 2;
    const a1 = turn + ((i + 1) / petals) * Math.PI * 2;
    const mid = (a0 + a1) / 2;
    const half = (a1 - a0) / 2;
    outline.push([x + Math.cos(a0) * radius * 0.32, y + Math.sin(a0) * radius * 0.32, 1]);
    outline.push([x + Math.cos(mid - half * 0.75) * radius * 0.92, y + Math.sin(mid - half * 0.75) * radius * 0.92]);
    if (notched) {
      outline.push([x + Math.cos(mid - half * 0.22) * radius, y + Math.sin(mid - half * 0.22) * radius]);
      outline.push([x + Math.cos(mid) * radius * 0.84, y + Math.sin(mid) * radius * 0.84, 1]);
      outline.push([x + Math.cos(mid + half * 0.22) * radius, y + Math.sin(mid + half * 0.22) * radius]);
    } else {
      outline.push([x + Math.cos(mid) * radius * 1.02, y + Math.sin(mid) * radius * 1.02]);
    }
    outline.push([x + Math.cos(mid + half * 0.75) * radius * 0.92, y + Math.sin(mid + half * 0.75) * radius * 0.92]);
  }
  sketch.fill(tone, smooth(outline));
  sketch.shade(ellipse(x, y, radius * 0.42, radius * 0.42, 0, 8));
  for (let i = 0; i < petals; i++) {
    const a = turn + ((i + 0.5) / petals) * Math.PI * 2;
    sketch.detail(
      2,
      curve(
        [x + Math.cos(a) * radius * 0.3, y + Math.sin(a) * radius * 0.3],
        [x + Math.cos(a) * radius * 0.6, y + Math.sin(a) * radius * 0.6],
      ),
    );
  }
  sketch.fill("accent", ellipse(x, y, radius * 0.22, radius * 0.22, 0, 8));
  return sketch;
}

/** An almond eye with iris and pupil, centred at (x, y), `width` wide. */
export function eye(sketch: Sketch, x: number, y: number, width: number, tilt = 0, tone: Tone = "accent"): Sketch {
  const h = width * 0.42;
  const outline = rotateNodes(
    [
      [x - width / 2, y, 1],
      [x - width * 0.2, y - h * 0.62],
      [x + width * 0.18, y - h * 0.6],
      [x + width / 2, y, 1],
      [x + width * 0.15, y + h * 0.45],
      [x - width * 0.2, y + h * 0.42],
    ],
    x,
    y,
    tilt,
  );
  sketch.fill(tone, smooth(outline));
  sketch.solid(ellipse(x, y, width * 0.17, width * 0.2, 0, 8));
  sketch.highlight(ellipse(x - width * 0.07, y - width * 0.08, width * 0.055, width * 0.055, 0, 6));
  return sketch;
}

/** A flame tongue: a tapering, S-curved spike from (x, y) upwards by `height`. */
export function flame(x: number, y: number, height: number, width: number, sway: number): Contour {
  return ribbon(
    [
      [x, y],
      [x + sway * 0.4, y - height * 0.35],
      [x - sway * 0.3, y - height * 0.7],
      [x + sway, y - height],
    ],
    (t) => width * Math.sin(Math.PI * Math.min(1, 0.15 + t * 0.85)) * (1 - t * 0.6),
    18,
  );
}

/** A scalloped edge between two points: `count` bumps bulging to the left of a -> b. */
export function scallops(
  a: readonly [number, number],
  b: readonly [number, number],
  count: number,
  depth: number,
): Node[] {
  const nodes: Node[] = [];
  const dx = (b[0] - a[0]) / count;
  const dy = (b[1] - a[1]) / count;
  const len = Math.hypot(dx, dy) || 1;
  const nx = dy / len;
  const ny = -dx / len;
  for (let i = 0; i < count; i++) {
    const sx = a[0] + dx * i;
    const sy = a[1] + dy * i;
    nodes.push([sx, sy, 1]);
    nodes.push([sx + dx * 0.5 + nx * depth, sy + dy * 0.5 + ny * depth]);
  }
  nodes.push([b[0], b[1], 1]);
  return nodes;
}

/** Points along a smooth centreline with unit normals (left of the direction of travel). */
export interface SpinePoint {
  x: number;
  y: number;
  nx: number;
  ny: number;
  /** Direction of travel, radians. */
  angle: number;
  t: number;
}

export function spine(centreline: Node[], count = 40): SpinePoint[] {
  const pts: Vec[] = resample(flatten(curve(...centreline), 10), count);
  return pts.map((p, i) => {
    const a = pts[Math.max(0, i - 1)];
    const b = pts[Math.min(pts.length - 1, i + 1)];
    const angle = Math.atan2(b[1] - a[1], b[0] - a[0]);
    return { x: p[0], y: p[1], nx: -Math.sin(angle), ny: Math.cos(angle), angle, t: i / (pts.length - 1) };
  });
}

/**
 * A closed band along part of a spine: between offsets `from(t)` and `to(t)` measured along the
 * normal (for a body: from -w/2 to w/2; for a belly stripe: from 0 to w/2).
 */
export function band(
  points: SpinePoint[],
  from: (t: number) => number,
  to: (t: number) => number,
  t0 = 0,
  t1 = 1,
): Contour {
  const part = points.filter((p) => p.t >= t0 - 1e-9 && p.t <= t1 + 1e-9);
  const a: Node[] = part.map((p): Node => [p.x + p.nx * from(p.t), p.y + p.ny * from(p.t)]);
  const b: Node[] = part.map((p): Node => [p.x + p.nx * to(p.t), p.y + p.ny * to(p.t)]).reverse();
  const first = a[0];
  const last = a[a.length - 1];
  return smooth([
    [first[0], first[1], 1],
    ...a.slice(1, -1),
    [last[0], last[1], 1],
    ...b.map((n, i) => (i === 0 || i === b.length - 1 ? ([n[0], n[1], 1] as Node) : n)),
  ]);
}

/** The spine point nearest to parameter t. */
export function at(points: SpinePoint[], t: number): SpinePoint {
  return points[Math.round(Math.min(1, Math.max(0, t)) * (points.length - 1))];
}

/** Local authoring frame at a spine point: u along the travel direction, v along the normal. */
export function frame(p: SpinePoint, nodes: Node[], scale = 1): Node[] {
  const c = Math.cos(p.angle);
  const s = Math.sin(p.angle);
  return nodes.map((n) => {
    const x = p.x + (n[0] * c - n[1] * s) * scale;
    const y = p.y + (n[0] * s + n[1] * c) * scale;
    return isCorner(n) ? [x, y, 1] : [x, y];
  });
}

export { Sketch };

/** Both copies of an open detail line, mirrored across the vertical axis. */
export function pair(s: Sketch, level: number, nodes: Node[]): void {
  s.detail(level, curve(...nodes));
  s.detail(level, curve(...flipX(nodes)));
}
