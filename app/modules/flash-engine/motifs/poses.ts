/** Classic flash poses beyond the default faces (issue 16): the howling wolf, the sleeping cat. */
import type { Tone } from "../drawing";
import { type Node, circle, curve, ribbon, smooth } from "../geometry";
import { type MotifFunction, Sketch } from "./common";

/** A wolf's head and chest in profile, muzzle raised, mouth open: the howl. Faces right. */
export const wolfHowling: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lift = rng.vary(1, 0.04);
  const outline: Node[] = [
    [74, -98 * lift, 1],
    [54, -80],
    [32, -64],
    [18, -66],
    [6, -74],
    [-8, -104, 1],
    [-22, -62],
    [-38, -44],
    [-52, -10],
    [-60, 30],
    [-62, 64, 1],
    [8, 64, 1],
    [18, 50],
    [10, 38, 1],
    [26, 28],
    [18, 16, 1],
    [34, 6],
    [28, -6, 1],
    [40, -16],
    [46, -28],
    [62, -44],
    [90, -58 * lift, 1],
    [60, -54, 1],
    [78, -74 * lift],
    [88, -86 * lift, 1],
  ];
  s.fill("cool", smooth(outline));
  // Pale throat and lower jaw.
  s.fill(
    "light",
    smooth([
      [60, -53, 1],
      [88, -58 * lift, 1],
      [62, -44],
      [46, -28],
      [36, -12],
      [38, -34],
    ]),
  );
  // Inner ear.
  s.fill(
    "pink",
    smooth([
      [3, -72, 1],
      [-7, -96, 1],
      [-16, -64],
    ]),
  );
  // Eye, closed in the howl, brow and nose.
  s.line(1, 1.3, curve([12, -62], [20, -66], [28, -62]));
  s.solid(circle(80, -92 * lift, 7, 8));
  // Fur lines on the neck and the cheek.
  for (let i = 0; i < 3; i++) s.detail(1, curve([-40 + i * 12, -4 + i * 20], [-30 + i * 12, 8 + i * 20], [-26 + i * 12, 24 + i * 20]));
  s.detail(1, curve([14, -40], [24, -34], [30, -22]));
  if (detail >= 2) for (let i = 0; i < 3; i++) s.detail(2, curve([-20 + i * 10, -50 + i * 4], [-12 + i * 10, -40 + i * 4]));
  return s.done();
};

/** A cat asleep, curled into a loaf with its tail wrapped round the front, eyes shut. */
export const catSleeping: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["dark", "dark", "warm", "cool"] as const);
  const dark = tone === "dark";
  // Body: a low, round loaf.
  s.fill(
    tone,
    smooth([
      [-70, -6],
      [-24, -34],
      [36, -38],
      [80, -16],
      [98, 22],
      [82, 56],
      [20, 66],
      [-50, 62],
      [-88, 38],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([10, -30], [40, -10], [56, 24]));
  // Head resting on the front, ears up.
  for (const [a, b, c] of [
    [
      [-92, -24],
      [-88, -66],
      [-62, -40],
    ],
    [
      [-52, -44],
      [-30, -68],
      [-24, -30],
    ],
  ] as Array<[[number, number], [number, number], [number, number]]>) {
    s.fill(
      tone,
      smooth([
        [a[0], a[1], 1],
        [b[0], b[1], 1],
        [c[0], c[1], 1],
      ]),
    );
    s.fill(
      "pink",
      smooth([
        [a[0] * 0.9 + c[0] * 0.1 + 4, a[1] - 2, 1],
        [b[0] * 0.92 + c[0] * 0.08 + 2, b[1] + 12, 1],
        [c[0] - 6, c[1] - 4, 1],
      ]),
    );
  }
  s.fill(
    tone,
    smooth([
      [-100, -4],
      [-92, -34],
      [-60, -46],
      [-28, -34],
      [-18, -6],
      [-30, 20],
      [-62, 28],
      [-92, 20],
    ]),
  );
  // Pale muzzle, closed eyes (slits that show on a black coat too), nose and whiskers.
  s.fill(
    "light",
    smooth([
      [-74, 0],
      [-58, -6],
      [-42, 0],
      [-46, 14],
      [-58, 18],
      [-70, 14],
    ]),
  );
  const slit = (x: number): Node[] => [
    [x - 8, -14, 1],
    [x, -8],
    [x + 8, -14, 1],
    [x, -10],
  ];
  s.fill(dark ? "light" : "dark", smooth(slit(-78)));
  s.fill(dark ? "light" : "dark", smooth(slit(-40)));
  s.fill(
    "pink",
    smooth([
      [-63, 0, 1],
      [-53, 0, 1],
      [-58, 6, 1],
    ]),
  );
  if (detail >= 2)
    for (const dy of [0, 6]) {
      s.detail(2, curve([-72, 8 + dy], [-96, 4 + dy * 1.5]));
      s.detail(2, curve([-44, 8 + dy], [-20, 4 + dy * 1.5]));
    }
  // Tail wrapped round the front.
  s.fill(
    tone,
    ribbon(
      [
        [90, 30],
        [78, 64],
        [20, 76],
        [-40, 70],
      ],
      (t) => 14 * (1 - t * 0.6),
      16,
    ),
  );
  // Sleep marks.
  if (detail >= 1) s.line(1, 1, curve([-20, -64], [-8, -64], [-20, -52], [-8, -52]));
  return s.done();
};
