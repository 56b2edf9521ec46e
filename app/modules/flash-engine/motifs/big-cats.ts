/** The lion and the tiger: their faces (the lion maned, the tiger striped), and both asleep. */
import type { Drawing, Tone } from "../drawing";
import { circle, curve, ellipse, mirrored, power, ribbon, smooth, TAU, type Node } from "../geometry";
import { eye, Sketch, type MotifFunction, type MotifOptions } from "./common";

/**
 * A big cat's face (shared by lion, tiger and the spotted cats): gold face, pale muzzle (the panther's
 * as dark as its face), broad nose; eyes shut when asleep.
 */
export function bigCatFace(
  s: Sketch,
  tone: Tone,
  detail: number,
  ruff: boolean,
  asleep = false,
  muzzle: Tone = "light",
  eyes: Tone = "accent",
): void {
  for (const side of [-1, 1]) {
    s.fill(tone, circle(side * 40, -50, 13, 10));
    s.fill("pink", circle(side * 40, -50, 6.5, 8));
  }
  const right: Node[] = ruff
    ? [
        [0, -58],
        [26, -56],
        [46, -40],
        [56, -14],
        [74, 0, 1],
        [58, 14],
        [70, 30, 1],
        [50, 38],
        [40, 58],
        [18, 72],
        [0, 74],
      ]
    : [
        [0, -58],
        [26, -56],
        [46, -40],
        [54, -12],
        [52, 16],
        [42, 42],
        [18, 66],
        [0, 70],
      ];
  s.fill(tone, smooth(mirrored(right)));
  s.shade(
    smooth(
      mirrored([
        [0, -52],
        [18, -50],
        [26, -36],
        [10, -30],
        [0, -24],
      ]),
    ),
  );
  // Pale bridge of the nose, muzzle pads and chin.
  s.fill(
    muzzle,
    smooth([
      [-8, -24],
      [8, -24],
      [14, 16],
      [0, 20],
      [-14, 16],
    ]),
  );
  for (const side of [-1, 1]) s.fill(muzzle, ellipse(side * 14, 32, 17, 13, side * 0.15, 12));
  s.fill(muzzle, ellipse(0, 52, 12, 9, 0, 10));
  for (const side of [-1, 1]) {
    if (!asleep) eye(s, side * 24, -12, 22, side * -0.22, eyes);
    // A shut eye: the lid's curve, bowed down, and its lashes.
    else s.line(0, 1.4, curve([side * 13, -14], [side * 24, -7], [side * 35, -16]));
    if (asleep && detail >= 2)
      for (const t of [0.3, 0.6]) s.detail(2, curve([side * (14 + t * 21), -9 - t * 2], [side * (12 + t * 21), -3]));
  }
  s.detail(1, curve([-34, -26], [-22, -30], [-10, -24]));
  s.detail(1, curve([34, -26], [22, -30], [10, -24]));
  s.fill(
    "dark",
    smooth([
      [-15, 12, 1],
      [0, 8],
      [15, 12, 1],
      [8, 24],
      [0, 28, 1],
      [-8, 24],
    ]),
  );
  s.line(0, 1, curve([0, 28], [0, 38]));
  s.detail(0, curve([0, 38], [-8, 44], [-16, 42]));
  s.detail(0, curve([0, 38], [8, 44], [16, 42]));
  if (detail >= 1)
    for (const side of [-1, 1])
      for (const [x, y] of [
        [10, 30],
        [17, 34],
        [12, 38],
      ] as const)
        s.solidAt(1, circle(side * x, y, 1.8, 6));
}

export const lion: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  lionMane(s, rng, detail);
  bigCatFace(s, "accent", detail, false);
  return s.done();
};

/** The lion's mane seen from the front: flame-like locks radiating around the face, two layers. */
export function lionMane(s: Sketch, rng: MotifOptions["rng"], detail: number): void {
  const locks = detail >= 1 ? 16 : 12;
  const turn = rng.range(0, 0.2);
  for (const [layer, reach, tone] of [
    [0, 100, "warm"],
    [1, 84, "primary"],
  ] as const) {
    for (let i = 0; i < locks; i++) {
      const a = turn + ((i + layer * 0.5) / locks) * TAU - Math.PI / 2;
      const r0 = 44;
      const len = reach * rng.vary(1, 0.06) - r0;
      const sway = (i % 2 ? 1 : -1) * 0.25;
      const p0: Node = [Math.cos(a) * r0, Math.sin(a) * r0 * 0.95 + 6];
      const p1: Node = [Math.cos(a + sway * 0.3) * (r0 + len * 0.55), Math.sin(a + sway * 0.3) * (r0 + len * 0.55) + 6];
      const p2: Node = [Math.cos(a + sway) * (r0 + len), Math.sin(a + sway) * (r0 + len) + 6];
      s.fill(
        tone,
        ribbon([p0, p1, p2], (t) => 30 * power(1 - t, 0.8) * Math.min(1, 0.6 + t * 3), 14),
      );
    }
  }
}

export const tiger: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  bigCatFace(s, "warm", detail, true);
  tigerFaceStripes(s, detail);
  return s.done();
};

/** Stripes on a tiger's forehead and cheeks (front view), as tapered dark strokes. */
export function tigerFaceStripes(s: Sketch, detail: number): void {
  const stripes: Node[][] = [
    [
      [0, -56],
      [0, -44],
      [0, -36],
    ],
    [
      [-14, -56],
      [-12, -46],
      [-6, -40],
    ],
    [
      [14, -56],
      [12, -46],
      [6, -40],
    ],
    [
      [-50, -26],
      [-38, -22],
      [-30, -16],
    ],
    [
      [50, -26],
      [38, -22],
      [30, -16],
    ],
    [
      [-60, 4],
      [-48, 6],
      [-38, 12],
    ],
    [
      [60, 4],
      [48, 6],
      [38, 12],
    ],
  ];
  for (const nodes of stripes.slice(0, detail >= 1 ? 7 : 3))
    s.fill(
      "dark",
      ribbon(nodes, (t) => 8 * (1 - t), 10),
    );
}

/** Where a posed creature holds things (motif units): the rampant cat's raised forepaw. */
/**
 * A big cat asleep, seen from the front: the head resting on its crossed forepaws, eyes shut,
 * a sleep mark beside the ear. The paws take the bottom (y 64..102), under the chin.
 */
function sleepingBigCat(rng: MotifOptions["rng"], detail: number, tiger: boolean): Drawing {
  const s = new Sketch();
  const tone: Tone = tiger ? "warm" : "accent";
  if (!tiger) lionMane(s, rng, detail);
  // The forepaws: the left one crossed over the right, each a round loaf with its toes.
  for (const [x, y, side] of [
    [26, 86, 1],
    [-20, 84, -1],
  ] as const) {
    s.fill(
      tone,
      smooth([
        [x - 30, y - 14],
        [x + 16, y - 18],
        [x + 34, y - 6, 1],
        [x + 30, y + 14],
        [x - 6, y + 18],
        [x - 32, y + 10],
      ]),
    );
    for (const toe of [0, 1, 2]) s.detail(0, curve([x + 18 - toe * 9, y + 16], [x + 20 - toe * 9, y + 8]));
    if (tiger && detail >= 1)
      s.fill(
        "dark",
        ribbon(
          [
            [x - 22 * side, y - 12],
            [x - 16 * side, y],
            [x - 20 * side, y + 8],
          ],
          (t) => 5 * (1 - t),
          8,
        ),
      );
  }
  bigCatFace(s, tone, detail, tiger, true);
  if (tiger) tigerFaceStripes(s, detail);
  // Sleep marks.
  if (detail >= 1) s.line(1, 1, curve([58, -92], [72, -92], [58, -78], [72, -78]));
  return s.done();
}

export const lionSleeping: MotifFunction = ({ rng, detail }) => sleepingBigCat(rng, detail, false);

export const tigerSleeping: MotifFunction = ({ rng, detail }) => sleepingBigCat(rng, detail, true);
