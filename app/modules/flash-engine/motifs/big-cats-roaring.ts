/** The lion and the tiger roaring: a head in profile, jaws open. */
import type { Tone } from "../drawing";
import { circle, curve, smooth, type Node } from "../geometry";
import { mane, ruff, stripes, TIGER_HEAD_STRIPES } from "./big-cat-parts";
import { Sketch, type MotifFunction } from "./common";

/** The ear at the back of the skull, behind the head. */
function ear(s: Sketch, tone: Tone, tiger: boolean): void {
  s.fill(
    tone,
    smooth([
      [-30, -48, 1],
      [-26, -74],
      [-8, -80],
      [4, -58, 1],
    ]),
  );
  s.fill(
    tiger ? "light" : "pink",
    smooth([
      [-22, -56, 1],
      [-19, -70],
      [-9, -72],
      [-4, -58, 1],
    ]),
  );
}

/** The open mouth: dark throat, tongue, fangs pushed out from under the lips. */
function openMouth(s: Sketch, detail: number): void {
  s.fill(
    "dark",
    smooth([
      [24, 10, 1],
      [90, -8, 1],
      [84, 22],
      [74, 54, 1],
    ]),
  );
  s.fill(
    "pink",
    smooth([
      [30, 14, 1],
      [52, 26],
      [70, 34],
      [76, 44],
      [66, 46],
      [44, 30],
    ]),
  );
  const fang = (base: Node, tip: Node, half: number): Node[] => [
    [base[0] - half, base[1], 1],
    [(base[0] + tip[0]) / 2 - half * 0.5, (base[1] + tip[1]) / 2],
    [tip[0], tip[1], 1],
    [(base[0] + tip[0]) / 2 + half * 0.6, (base[1] + tip[1]) / 2],
    [base[0] + half, base[1], 1],
  ];
  s.fill("light", smooth(fang([80, -10], [76, 20], 7)));
  s.fill("light", smooth(fang([64, 50], [70, 26], 6)));
  if (detail >= 1) {
    s.fill("light", smooth(fang([56, -2], [55, 12], 4)));
    s.fill("light", smooth(fang([48, 40], [50, 28], 4)));
  }
}

/**
 * The head's outline: brow, snarling bridge, nose, upper jaw, the gape, lower jaw, throat (a lion's
 * brow shaded).
 */
function skull(s: Sketch, tone: Tone, tiger: boolean): void {
  s.fill(
    tone,
    smooth([
      [-48, -36],
      [-20, -60],
      [14, -64],
      [38, -54],
      [50, -46],
      [62, -46],
      [78, -42],
      [90, -36, 1],
      [96, -24],
      [90, -14],
      [94, -4, 1],
      [76, -2],
      [52, 4],
      [28, 10, 1],
      [46, 28],
      [62, 42],
      [74, 50, 1],
      [70, 58],
      [52, 60],
      [28, 54],
      [0, 50],
      [-30, 44],
      [-50, 28],
      [-58, 0],
    ]),
  );
  if (!tiger)
    s.shade(
      smooth([
        [-40, -36],
        [-14, -56],
        [12, -58],
        [0, -44],
        [-24, -30],
      ]),
    );
}

/** Pale muzzle and chin. */
function muzzle(s: Sketch): void {
  s.fill(
    "light",
    smooth([
      [44, -24],
      [70, -26],
      [88, -16],
      [92, -4, 1],
      [74, -3],
      [50, 3],
      [32, 8],
      [34, -10],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [42, 26],
      [62, 41],
      [73, 51, 1],
      [68, 57],
      [52, 58],
      [36, 50],
    ]),
  );
}

/** The nose, the narrowed eye under its heavy brow, the snarl's wrinkles and the whisker spots. */
function snarl(s: Sketch, detail: number): void {
  // Nose.
  s.fill(
    "dark",
    smooth([
      [82, -38],
      [91, -35, 1],
      [96, -24, 1],
      [86, -24],
    ]),
  );
  // Narrowed, angry eye under a heavy brow.
  s.fill(
    "accent",
    smooth([
      [18, -36, 1],
      [30, -44],
      [42, -42, 1],
      [30, -34],
    ]),
  );
  s.solid(circle(31, -39.5, 3.4, 8));
  s.line(0, 1.4, curve([12, -44], [28, -52], [46, -46]));
  // Snarl wrinkles on the bridge and the cheek line.
  for (let i = 0; i < 3; i++)
    s.detail(1, curve([52 + i * 10, -44 + i], [56 + i * 10, -36 + i], [54 + i * 10, -30 + i]));
  s.detail(1, curve([14, -20], [22, -2], [16, 18]));
  if (detail >= 1)
    for (const [x, y] of [
      [62, -12],
      [70, -14],
      [66, -6],
      [76, -9],
    ] as const)
      s.solidAt(1, circle(x, y, 1.8, 6));
  if (detail >= 2) {
    s.detail(2, curve([74, -16], [96, -20]));
    s.detail(2, curve([74, -10], [98, -8]));
  }
}

/**
 * A big cat's head in profile, roaring: jaws wide open with fangs and tongue, snarl wrinkles on
 * the bridge, a narrowed eye. Faces right; the head spans about -56..94 by -70..72.
 */
export function roaringHead(s: Sketch, tone: Tone, detail: number, tiger: boolean): void {
  ear(s, tone, tiger);
  openMouth(s, detail);
  skull(s, tone, tiger);
  muzzle(s);
  snarl(s, detail);
}

/** The lion roaring: head in profile, jaws open, mane flaring behind. Faces right. */
export const lionRoaring: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  mane(s, rng, detail);
  roaringHead(s, "accent", detail, false);
  return s.done();
};

/** The tiger roaring: head in profile with a ruff of cheek fur and stripes. Faces right. */
export const tigerRoaring: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  // Neck and shoulder, cut off flat below like a bust, with a pale throat.
  s.fill(
    "warm",
    smooth([
      [-36, -40],
      [-62, -6],
      [-78, 44],
      [-86, 100, 1],
      [30, 100, 1],
      [34, 76],
      [42, 56],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [42, 56],
      [34, 76],
      [30, 100, 1],
      [4, 100, 1],
      [10, 74],
      [20, 56],
    ]),
  );
  stripes(
    s,
    [
      [
        [-74, 52],
        [-58, 54],
        [-42, 62],
      ],
      [
        [-82, 80],
        [-64, 80],
        [-48, 86],
      ],
      [
        [-64, 100],
        [-56, 92],
        [-44, 94],
      ],
    ],
    10,
  );
  ruff(s);
  roaringHead(s, "warm", detail, true);
  stripes(s, TIGER_HEAD_STRIPES.slice(0, detail >= 1 ? 8 : 5), 9);
  return s.done();
};
