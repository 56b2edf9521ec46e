/**
 * The kraken attacking a ship: the octopus seen from below the ship, drawn in the ship motif's
 * own units (hull from x -92 to 96 between y 2 and 48, waves down to y 92) so the scene layout
 * lays both out with one matrix. The head rises out of the sea under the hull, eyes glaring up;
 * the arms rise around the ship: two climb behind the stern and the bow (hidden by the hull) and
 * hook over the rail, rolling up in front of it; two climb up the outside and arch over the outer
 * topsails, curling in front of them; two roll up in the water under the head. `KRAKEN_FRONT`
 * outlines what is drawn again in front of the ship: those arm ends and the head.
 */
import type { Tone } from "../drawing";
import { type Node, type Vec, circle, curve, ellipse, smooth } from "../geometry";
import { type MotifFunction, Sketch, type SpinePoint, spine } from "./common";
import { paintTentacle } from "./octopus";

interface KrakenArm {
  /** Centreline from the root under the head to where the tip starts rolling up. */
  path: Node[];
  /** Root width. */
  width: number;
  /** Turn of the rolled-up tip (radians; its sign gives the roll's direction). */
  curl: number;
  /** Length of the rolled-up tip. */
  tip: number;
  /** From this node of `path` on, the arm is drawn in front of the ship. */
  front?: number;
}

/** The arms, painted in this order (the head covers their roots). */
const ARMS: KrakenArm[] = [
  // Under the head, rolling up in the water on both sides.
  {
    path: [
      [-8, 140],
      [-34, 160],
      [-64, 158],
    ],
    width: 17,
    curl: 5.4,
    tip: 40,
  },
  {
    path: [
      [8, 140],
      [36, 162],
      [68, 156],
    ],
    width: 17,
    curl: -5.4,
    tip: 40,
  },
  // Up the outside of the stern, over the outer sails and curling in front of them.
  {
    path: [
      [-18, 134],
      [-84, 120],
      [-116, 72],
      [-106, 24],
      [-118, -24],
      [-104, -56],
      [-80, -74],
      [-60, -70],
      [-48, -54],
    ],
    width: 21,
    curl: 4.8,
    tip: 58,
    front: 6,
  },
  // Up the outside of the bow, higher, over the foremast's topsail.
  {
    path: [
      [18, 134],
      [92, 124],
      [120, 70],
      [130, 10],
      [118, -34],
      [122, -62],
      [108, -84],
      [84, -100],
      [62, -96],
      [48, -80],
    ],
    width: 21,
    curl: -4.8,
    tip: 58,
    front: 7,
  },
  // Up behind the stern, over the rail and down the hull in front.
  {
    path: [
      [-10, 132],
      [-46, 104],
      [-66, 60],
      [-76, 24],
      [-86, -4],
      [-72, -18],
      [-56, -6],
      [-50, 14],
      [-42, 32],
    ],
    width: 22,
    curl: -5.4,
    tip: 38,
    front: 4,
  },
  // Up behind the bow, over the rail and down the hull in front.
  {
    path: [
      [10, 132],
      [50, 104],
      [74, 60],
      [84, 24],
      [100, -4],
      [86, -12],
      [70, 0],
      [62, 18],
      [52, 34],
    ],
    width: 22,
    curl: 5.4,
    tip: 38,
    front: 4,
  },
];

/** The arm's centreline with its rolled-up tip: the heading turns faster and faster towards the end. */
function armSpine(arm: KrakenArm): SpinePoint[] {
  const base = spine(arm.path, 36);
  const last = base[base.length - 1];
  const nodes: Node[] = [...arm.path];
  let x = last.x;
  let y = last.y;
  let angle = last.angle;
  const steps = 12;
  for (let i = 1; i <= steps; i++) {
    const t = i / steps;
    angle += (arm.curl / steps) * (0.4 + 1.2 * t);
    const ds = (arm.tip / steps) * (1.15 - 0.5 * t);
    x += Math.cos(angle) * ds;
    y += Math.sin(angle) * ds;
    nodes.push([x, y]);
  }
  return spine(nodes, 40);
}

const armWidth = (arm: KrakenArm) => (t: number) => arm.width * Math.pow(1 - t * 0.93, 0.8) + 0.6;

/** A band around part of an arm, wider than the arm, in motif units. */
function around(points: SpinePoint[], arm: KrakenArm, t0: number, t1: number): Vec[] {
  const w = armWidth(arm);
  const part = points.filter((p) => p.t >= t0 && p.t <= t1);
  const margin = (t: number) => w(t) / 2 + 7;
  const first = part[0];
  const last = part[part.length - 1];
  // Capped past the tip so the rolled end is inside.
  const cap = (p: SpinePoint, dir: number): Vec[] => [
    [p.x + p.nx * margin(p.t) + Math.cos(p.angle) * dir * 8, p.y + p.ny * margin(p.t) + Math.sin(p.angle) * dir * 8],
  ];
  return [
    ...part.map((p): Vec => [p.x + p.nx * margin(p.t), p.y + p.ny * margin(p.t)]),
    ...(t1 >= 1 ? cap(last, 1) : []),
    ...part
      .slice()
      .reverse()
      .map((p): Vec => [p.x - p.nx * margin(p.t), p.y - p.ny * margin(p.t)]),
    ...(t0 <= 0 ? cap(first, -1) : []),
  ];
}

/** Motif y of the top of the kraken's head: its head rises in front of the ship's waves. */
export const KRAKEN_HEAD_TOP = 70;

/**
 * The outlines (motif units) of the arms' passes in front of the ship: over the stern's and the
 * bow's rail and down the hull, and over the outer sails. A rolled-up tip gets its own outline
 * (one round patch) so it does not catch the arm beside it.
 */
export const KRAKEN_FRONT: Vec[][] = ARMS.flatMap((arm) => {
  if (arm.front === undefined) return [];
  const points = armSpine(arm);
  const [fx, fy] = arm.path[arm.front];
  const from = points.reduce((best, p) => (Math.hypot(p.x - fx, p.y - fy) < Math.hypot(best.x - fx, best.y - fy) ? p : best));
  return [around(points, arm, from.t, 1)];
}).concat([headOutline(KRAKEN_HEAD_TOP + 4)]);

/** The head, from `top` down: it rises in front of the ship's waves. */
function headOutline(top: number): Vec[] {
  const points: Vec[] = [];
  for (let i = 0; i <= 20; i++) {
    const a = (i / 20) * Math.PI;
    points.push([Math.cos(a) * 48, top + 40 - Math.sin(a) * 40]);
  }
  return [...points, [-44, top + 90], [44, top + 90]];
}

function tentacle(s: Sketch, arm: KrakenArm, tone: Tone, detail: number): void {
  const options = { underside: [0.08, 0.95] as [number, number], suckers: [0.16, 0.7] as [number, number] };
  paintTentacle(s, armSpine(arm), armWidth(arm), Math.sign(arm.curl) || 1, tone, detail, options);
}

export const kraken: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["primary", "primary", "warm", "pink"] as const);
  for (const arm of ARMS) tentacle(s, arm, tone, detail);

  // The head under the waves: the mantle's top hidden behind them, the eyes at its foot.
  const top = KRAKEN_HEAD_TOP;
  const lean = rng.jitter(4);
  const head: Node[] = [
    [lean, top],
    [26 + lean, top + 4],
    [40, top + 24],
    [42, top + 48],
    [34, top + 66],
    [28, top + 76],
    [24, top + 88],
    [0, top + 94],
    [-24, top + 88],
    [-28, top + 76],
    [-34, top + 66],
    [-42, top + 48],
    [-40, top + 24],
    [-26 + lean, top + 4],
  ];
  s.fill(tone, smooth(head));
  s.shade(
    smooth([
      [26, top + 12],
      [38, top + 30],
      [36, top + 56],
      [24, top + 68],
      [28, top + 44],
      [24, top + 24],
    ]),
  );
  if (detail >= 2) {
    const spots = [
      [10, top + 30, 3.6],
      [-12, top + 40, 3],
      [20, top + 50, 2.6],
      [-24, top + 26, 2.6],
    ];
    s.fillAt(2, "dark", ...spots.map(([x, y, r]) => ellipse(x, y, r, r * 0.8, 0.3, 8)));
  }
  // Eyes: big, pale, a slit pupil glaring up at the ship under a heavy, angry lid.
  for (const side of [-1, 1]) {
    const ex = side * 18;
    const ey = top + 70;
    s.fill("light", ellipse(ex, ey, 10, 9, 0, 10));
    s.solid(ellipse(ex - side * 0.5, ey - 1.5, 5.5, 3, 0, 8));
    s.highlight(circle(ex - 2.5, ey - 3, 1.6, 6));
    s.line(0, 1.3, curve([ex - side * 12, ey - 10], [ex - side * 2, ey - 9], [ex + side * 11, ey - 4]));
  }
  if (detail >= 1) s.detail(1, curve([-14, top + 90], [0, top + 93], [14, top + 90]));
  return s.done();
};
