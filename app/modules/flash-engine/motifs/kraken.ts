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
import { circle, curve, ellipse, power, smooth, type Node, type Vec } from "../geometry";
import { Sketch, spine, type MotifFunction, type SpinePoint } from "./common";
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

/**
 * Two krakens attacking one ship: each rises out of the sea under its own end of the hull (its
 * head's middle `x` from the ship's, `k` times the single kraken's head) and climbs that end with
 * the single kraken's two arms there: over the rail and down the hull, and up the outside over the
 * outer topsail; one more arm rolls up in the water on each side of its head.
 */
export const KRAKEN_PAIR = { x: 52, k: 0.78 } as const;

function pairArms(side: -1 | 1): KrakenArm[] {
  const hx = side * KRAKEN_PAIR.x;
  const [outside, rail] = side < 0 ? [ARMS[2], ARMS[4]] : [ARMS[3], ARMS[5]];
  return [
    {
      path: [
        [hx + side * 10, 138],
        [hx + side * 36, 156],
        [hx + side * 62, 150],
      ],
      width: 15,
      curl: -side * 5.4,
      tip: 34,
    },
    {
      path: [
        [hx - side * 10, 140],
        [hx - side * 26, 158],
        [hx - side * 40, 154],
      ],
      width: 13,
      curl: side * 5.4,
      tip: 26,
    },
    { ...outside, path: [[hx + side * 12, 128], ...outside.path.slice(1)] },
    { ...rail, path: [[hx - side * 12, 126], ...rail.path.slice(1)] },
  ];
}

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

const armWidth = (arm: KrakenArm) => (t: number) => arm.width * power(1 - t * 0.93, 0.8) + 0.6;

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
export const KRAKEN_FRONT: Vec[][] = frontOf(ARMS).concat([headOutline(KRAKEN_HEAD_TOP + 4)]);

function frontOf(arms: KrakenArm[]): Vec[][] {
  return arms.flatMap((arm) => {
    if (arm.front === undefined) return [];
    const points = armSpine(arm);
    const [fx, fy] = arm.path[arm.front];
    const from = points.reduce((best, p) =>
      Math.hypot(p.x - fx, p.y - fy) < Math.hypot(best.x - fx, best.y - fy) ? p : best,
    );
    return [around(points, arm, from.t, 1)];
  });
}

/** The head, from `top` down: it rises in front of the ship's waves. */
function headOutline(top: number): Vec[] {
  const points: Vec[] = [];
  for (let i = 0; i <= 20; i++) {
    const a = (i / 20) * Math.PI;
    points.push([Math.cos(a) * 48, top + 40 - Math.sin(a) * 40]);
  }
  return [...points, [-44, top + 90], [44, top + 90]];
}

/** The front passes (as `KRAKEN_FRONT`) of the stern's (-1) or the bow's (1) kraken of a pair. */
function pairFront(side: -1 | 1): Vec[][] {
  const { x, k } = KRAKEN_PAIR;
  const head = headOutline(KRAKEN_HEAD_TOP + 4).map(([hx, hy]): Vec => [
    side * x + hx * k,
    KRAKEN_HEAD_TOP + (hy - KRAKEN_HEAD_TOP) * k,
  ]);
  return frontOf(pairArms(side)).concat([head]);
}

/** What a pair of krakens draws again in front of the ship: the stern's kraken, and the bow's. */
export const KRAKEN_PAIR_FRONT = { stern: pairFront(-1), bow: pairFront(1) };

function tentacle(s: Sketch, arm: KrakenArm, tone: Tone, detail: number): void {
  const options = { underside: [0.08, 0.95] as [number, number], suckers: [0.16, 0.7] as [number, number] };
  paintTentacle(s, armSpine(arm), armWidth(arm), Math.sign(arm.curl) || 1, tone, detail, options);
}

/**
 * The head under the waves, centred at x `cx` and drawn `k` times the single kraken's size from
 * its top at `KRAKEN_HEAD_TOP` down: the mantle's top hidden behind the waves, the eyes at its foot.
 */
function krakenHead(s: Sketch, tone: Tone, lean: number, detail: number, cx = 0, k = 1): void {
  const top = KRAKEN_HEAD_TOP;
  const m = (dx: number, dy: number): Node => [cx + dx * k, top + dy * k];
  const head: Node[] = [
    m(lean, 0),
    m(26 + lean, 4),
    m(40, 24),
    m(42, 48),
    m(34, 66),
    m(28, 76),
    m(24, 88),
    m(0, 94),
    m(-24, 88),
    m(-28, 76),
    m(-34, 66),
    m(-42, 48),
    m(-40, 24),
    m(-26 + lean, 4),
  ];
  s.fill(tone, smooth(head));
  s.shade(smooth([m(26, 12), m(38, 30), m(36, 56), m(24, 68), m(28, 44), m(24, 24)]));
  if (detail >= 2) {
    const spots = [
      [10, 30, 3.6],
      [-12, 40, 3],
      [20, 50, 2.6],
      [-24, 26, 2.6],
    ];
    s.fillAt(
      2,
      "dark",
      ...spots.map(([x, y, r]) => {
        const [sx, sy] = m(x, y);
        return ellipse(sx, sy, r * k, r * k * 0.8, 0.3, 8);
      }),
    );
  }
  // Eyes: big, pale, a slit pupil glaring up at the ship under a heavy, angry lid.
  for (const side of [-1, 1]) {
    const [ex, ey] = m(side * 18, 70);
    s.fill("light", ellipse(ex, ey, 10 * k, 9 * k, 0, 10));
    s.solid(ellipse(ex - side * 0.5 * k, ey - 1.5 * k, 5.5 * k, 3 * k, 0, 8));
    s.highlight(circle(ex - 2.5 * k, ey - 3 * k, 1.6 * k, 6));
    s.line(
      0,
      1.3 * k,
      curve([ex - side * 12 * k, ey - 10 * k], [ex - side * 2 * k, ey - 9 * k], [ex + side * 11 * k, ey - 4 * k]),
    );
  }
  if (detail >= 1) s.detail(1, curve(m(-14, 90), m(0, 93), m(14, 90)));
}

/** A kraken with these arms, its head centred at x `cx` and `k` times the single kraken's. */
function krakenWith(arms: KrakenArm[], cx = 0, k = 1): MotifFunction {
  return ({ rng, detail }) => {
    const s = new Sketch();
    const tone: Tone = rng.pick(["primary", "primary", "warm", "pink"] as const);
    for (const arm of arms) tentacle(s, arm, tone, detail);
    krakenHead(s, tone, rng.jitter(4), detail, cx, k);
    return s.done();
  };
}

export const kraken: MotifFunction = krakenWith(ARMS);
/** One of a pair of krakens attacking a ship: the stern's, and the bow's, in the ship's units. */
export const krakenStern: MotifFunction = krakenWith(pairArms(-1), -KRAKEN_PAIR.x, KRAKEN_PAIR.k);
export const krakenBow: MotifFunction = krakenWith(pairArms(1), KRAKEN_PAIR.x, KRAKEN_PAIR.k);
