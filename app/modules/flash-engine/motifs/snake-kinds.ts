/**
 * Kinds of the snake told apart by what makes them that kind (issue 36): the naga, a cobra rearing
 * with many hooded heads fanned from one neck, and the feathered serpent (Quetzalcoatl), plumed
 * along its back and crested behind its head.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, power, ribbon, smooth, type Node } from "../geometry";
import { at, Sketch, spine, type MotifFunction } from "./common";
import { paintBody, paintHead } from "./snake";

/**
 * The naga: the body coiled low, rising to one neck that fans into five hooded heads (seven in
 * detail), the outer heads first and the middle one on top, each hood pale in front.
 */
export const naga: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["leaf", "leaf", "warm"] as const);
  const body = spine(
    [
      [-70, 92],
      [-20, 100],
      [50, 92],
      [64, 70],
      [20, 58],
      [-30, 62],
      [-40, 44],
      [-10, 30],
      [0, 14],
    ],
    60,
  );
  paintBody(s, body, tone, detail);
  const heads = detail >= 1 ? 7 : 5;
  const order = Array.from({ length: heads }, (_, i) => i).sort(
    (a, b) => Math.abs(b - (heads - 1) / 2) - Math.abs(a - (heads - 1) / 2),
  );
  const root: Node = [0, 22];
  for (const i of order) {
    const k = i / (heads - 1) - 0.5;
    const a = -Math.PI / 2 + k * 2.2;
    const reach = i === (heads - 1) / 2 ? 1.06 : 1 - Math.abs(k) * 0.16;
    hoodedHead(s, root, a, reach, tone, detail);
  }
  return s.done();
};

/** A cobra's neck, spread hood (pale in front, its spectacle mark) and head, along angle `a` from `root`. */
function hoodedHead(s: Sketch, root: Node, a: number, reach: number, tone: Tone, detail: number): void {
  const d: Node = [Math.cos(a), Math.sin(a)];
  const n: Node = [-Math.sin(a), Math.cos(a)];
  const p = (along: number, across: number): Node => [
    root[0] + d[0] * along * reach + n[0] * across,
    root[1] + d[1] * along * reach + n[1] * across,
  ];
  s.fill(
    tone,
    smooth([
      p(0, -9),
      p(30, -12),
      p(50, -19),
      p(70, -20),
      p(86, -12),
      p(92, 0),
      p(86, 12),
      p(70, 20),
      p(50, 19),
      p(30, 12),
      p(0, 9),
    ]),
  );
  s.fill("light", smooth([p(40, -9), p(58, -13), p(76, -11), p(82, 0), p(76, 11), p(58, 13), p(40, 9)]));
  if (detail >= 1) s.detail(1, curve(p(62, -8), p(68, 0), p(62, 8)));
  const [hx, hy] = p(98, 0);
  s.fill(tone, ellipse(hx, hy, 14 * reach, 10, a, 12));
  for (const side of [-1, 1]) {
    const [ex, ey] = p(100, side * 5);
    s.solid(circle(ex, ey, 2.2, 6));
  }
}

/**
 * The feathered serpent: the snake's S-shaped body plumed with long feathers along its back, a
 * crest of feathers fanned behind its head, mouth open.
 */
export const featheredSerpent: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const centre: Node[] = [
    [30, 96],
    [70, 84],
    [74, 54],
    [30, 36],
    [-40, 30],
    [-70, 0],
    [-50, -34],
    [0, -42],
    [30, -58],
    [20, -80],
  ].map(([x, y]) => [x + rng.jitter(5), y + rng.jitter(4)] as Node);
  const body = spine(centre, 60);
  // Plumes along the back, behind the body: pointing out from its spine, swept back towards the tail.
  const plumes = detail >= 1 ? 9 : 6;
  for (let i = 0; i < plumes; i++) {
    const q = at(body, 0.2 + (0.7 * i) / plumes);
    const out = Math.atan2(-q.ny, -q.nx) - 0.75;
    plume(s, i % 2 ? "accent" : "leaf", [q.x, q.y], out, 44 + 24 * q.t, 15, detail);
  }
  // The crest behind the head.
  const neck = at(body, 1);
  for (let i = 0; i < 5; i++) {
    const out = neck.angle + Math.PI + (i - 2) * 0.42;
    plume(s, i % 2 ? "leaf" : "primary", [neck.x, neck.y], out, 66 - Math.abs(i - 2) * 8, 16, detail);
  }
  paintBody(s, body, "leaf", detail);
  paintHead(s, neck, "leaf");
  return s.done();
};

/** A long plume from `root` along `angle`: a blade curving back, pointed at both ends, its shaft and barbs. */
function plume(s: Sketch, tone: Tone, root: Node, angle: number, length: number, width: number, detail: number): void {
  const along = (t: number, bend: number): Node => [
    root[0] + Math.cos(angle + bend) * length * t,
    root[1] + Math.sin(angle + bend) * length * t,
  ];
  const path = [along(0, 0), along(0.5, 0.12), along(1, -0.1)];
  s.fill(
    tone,
    ribbon(path, (t) => width * power(Math.sin(Math.PI * Math.min(1, 0.08 + t * 0.92)), 0.8), 14),
  );
  if (detail >= 1) s.detail(1, curve(along(0.2, 0.06), along(0.5, 0.12), along(0.85, -0.04)));
  if (detail >= 2)
    for (const t of [0.4, 0.6]) s.detail(2, curve(along(t, 0.12), along(t + 0.12, 0.12 + (0.12 * width) / length)));
}
