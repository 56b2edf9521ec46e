/**
 * The horse: the proud head-and-neck bust in profile (the default, like the wolf and lion
 * heads), the rearing horse up on its hind legs, and the unicorn (the bust with a spiral horn).
 * Everything faces right.
 */
import type { Drawing, Tone } from "../drawing";
import { curve, placement, ribbon, smooth, taper, type Node } from "../geometry";
import { flightFeather, placed, Sketch, type MotifFunction, type MotifOptions } from "./common";
import { headAndNeck } from "./horse-head";

/** The coat: mostly a bay (black mane), sometimes a palomino or a grey. */
function coat(rng: MotifOptions["rng"]): { body: Tone; mane: Tone } {
  return rng.pick([
    { body: "warm", mane: "dark" },
    { body: "warm", mane: "dark" },
    { body: "accent", mane: "warm" },
    { body: "light", mane: "dark" },
  ] as const);
}

/** The unicorn: white, with a pastel or golden mane. */
function unicornCoat(rng: MotifOptions["rng"]): { body: Tone; mane: Tone } {
  return { body: "light", mane: rng.pick(["pink", "cool", "accent"] as const) };
}

/**
 * A raised wing (pegasus), drawn behind the body: flight feathers rooted along the arm from the
 * shoulder up to the wrist, sweeping back (left), the longest at the top; coverts over the arm.
 */
function wing(s: Sketch, shoulder: Node, wrist: Node, detail: number): void {
  const feathers = detail >= 1 ? 7 : 5;
  for (let i = feathers - 1; i >= 0; i--) {
    const t = i / (feathers - 1);
    const root: Node = [
      shoulder[0] + (wrist[0] - shoulder[0]) * (0.15 + 0.85 * t),
      shoulder[1] + (wrist[1] - shoulder[1]) * (0.15 + 0.85 * t),
    ];
    const a = Math.PI + 0.2 + 0.75 * t;
    const len = 44 + 58 * t;
    flightFeather(s, "light", root, a, len, 18, detail);
  }
  // Coverts: a broad band along the arm, arching towards the head, its lower edge scalloped.
  const [sx, sy] = shoulder;
  const [wx, wy] = wrist;
  const bend = (t: number): Node => [sx + (wx - sx) * t + Math.sin(Math.PI * t) * 22, sy + (wy - sy) * t];
  const arm = [0, 0.25, 0.5, 0.75, 1].map(bend);
  s.fill(
    "light",
    ribbon(arm, (t) => 30 * Math.sin(Math.PI * Math.min(1, 0.12 + t * 0.88)) + 6, 20),
  );
  s.shade(ribbon(arm.slice(0, 4), (t) => 12 * Math.sin(Math.PI * Math.min(1, 0.1 + t)), 14));
  if (detail >= 1)
    for (const t of [0.3, 0.5, 0.7]) {
      const [x, y] = bend(t);
      s.detail(1, curve([x - 14, y + 2], [x - 6, y + 10], [x + 4, y + 6]));
    }
}

export const horse: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const { body, mane } = coat(rng);
  headAndNeck(s, rng, detail, body, mane, false);
  return s.done();
};

/** Pegasus: the bust with a white wing raised behind the neck. */
export const pegasus: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const { body, mane } = coat(rng);
  wing(s, [-56, 56], [-34, -128], detail);
  headAndNeck(s, rng, detail, body, mane, false);
  return s.done();
};

export const unicorn: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const { body, mane } = unicornCoat(rng);
  headAndNeck(s, rng, detail, body, mane, true);
  return s.done();
};

/** A hoof at the end of a leg: a dark wedge turned along `angle` (the leg's direction). */
function hoof(s: Sketch, x: number, y: number, angle: number, size: number): void {
  const c = Math.cos(angle);
  const n = Math.sin(angle);
  const at = (u: number, v: number): Node => [x + c * u - n * v, y + n * u + c * v, 1];
  s.fill(
    "dark",
    smooth([at(-2, -size * 0.5), at(size * 0.9, -size * 0.62), at(size * 0.9, size * 0.62), at(-2, size * 0.5)]),
  );
}

/**
 * A leg as a ribbon from the body along `path`, tapering to the fetlock, ending in a hoof. A near
 * leg starts in a point inside the body (the muscle running into the shoulder or the haunch)
 * rather than a blunt end.
 */
function leg(s: Sketch, tone: Tone, path: Node[], top: number, far: boolean): void {
  const shape = (t: number) =>
    top * (1 - 0.62 * Math.min(1, t * 1.5)) + (t > 0.82 ? top * 0.12 * Math.sin(((t - 0.82) / 0.18) * Math.PI) : 0);
  const width = far ? shape : (t: number) => shape(t) * Math.sin((Math.PI / 2) * Math.min(1, t / 0.2));
  s.fill(tone, ribbon(path, width, 24));
  if (far) s.shade(ribbon(path, (t) => width(t) * 0.86, 24));
  const [x, y] = path[path.length - 1];
  const [px, py] = path[path.length - 2];
  hoof(s, x, y, Math.atan2(y - py, x - px), top * 0.42);
}

/**
 * The rearing horse: up on its hind legs, forelegs raised and folded, mane and tail flying.
 * Faces right; taller than wide.
 */
function rearing(rng: MotifOptions["rng"], detail: number, horned: boolean): Drawing {
  const s = new Sketch();
  const { body, mane } = horned ? unicornCoat(rng) : coat(rng);
  const lift = rng.vary(1, 0.05);
  const sway = rng.vary(1, 0.05);
  // Tail streaming down and back in three locks, behind everything.
  const tail: Array<[Node[], number]> = [
    [
      [
        [-60, 28],
        [-84, 30],
        [-94, 50],
        [-106 * sway, 60],
      ],
      20,
    ],
    [
      [
        [-60, 34],
        [-82, 50],
        [-86, 74],
        [-100 * sway, 98],
      ],
      26,
    ],
    [
      [
        [-58, 44],
        [-72, 62],
        [-70, 84],
        [-82 * sway, 104],
      ],
      20,
    ],
  ];
  for (const [nodes, width] of tail) {
    s.fill(mane, ribbon(nodes, taper.leaf(width, 0.3), 20));
    if (detail >= (mane === "dark" ? 2 : 1)) {
      const line = nodes.slice(0, 3).map(([x, y]): Node => [x + 2, y + 2]);
      if (mane === "dark") s.highlight(curve(...line));
      else s.detail(1, curve(...line));
    }
  }
  // Far legs: the far hind leg a step behind, the far foreleg raised higher.
  leg(
    s,
    body,
    [
      [-44, 40],
      [-28, 64],
      [-44, 82],
      [-46, 98],
    ],
    26,
    true,
  );
  leg(
    s,
    body,
    [
      [30, -26],
      [58, -34 * lift],
      [70, -20 * lift],
      [74, -6 * lift],
    ],
    22,
    true,
  );
  // The head and neck, raised over the chest.
  const head = new Sketch();
  headAndNeck(head, rng, detail, body, mane, horned);
  s.add(placed(head.done(), placement(36, -68, 0.54, -0.22), 1));
  // The body: a barrel rising diagonally from the haunch to the chest.
  s.fill(
    body,
    smooth([
      [20, -48],
      [42, -36],
      [48, -14],
      [36, 8],
      [14, 28],
      [-4, 50],
      [-24, 70],
      [-50, 72],
      [-68, 56],
      [-70, 30],
      [-56, 8],
      [-34, -10],
      [-10, -30],
    ]),
  );
  s.shade(
    smooth([
      [36, 8],
      [14, 28],
      [-4, 50],
      [-24, 70],
      [-16, 44],
      [6, 22],
    ]),
  );
  // The haunch and the point of the shoulder.
  s.detail(1, curve([-36, 8], [-50, 26], [-50, 50]));
  s.detail(1, curve([14, -34], [30, -22], [34, -6]));
  // Near hind leg, planted: the thigh, then down to the hoof.
  leg(
    s,
    body,
    [
      [-34, 38],
      [-8, 64],
      [-24, 84],
      [-16, 98],
    ],
    32,
    false,
  );
  // Near foreleg raised and folded at the knee.
  leg(
    s,
    body,
    [
      [24, -14],
      [52, -16],
      [60, 4],
      [56, 20],
    ],
    24,
    false,
  );
  return s.done();
}

export const horseRearing: MotifFunction = ({ rng, detail }) => rearing(rng, detail, false);

export const unicornRearing: MotifFunction = ({ rng, detail }) => rearing(rng, detail, true);
