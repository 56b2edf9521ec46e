/**
 * Sea creatures people name by species (issue 36) that no general kind draws honestly: the narwhal
 * (a whale is no narwhal without its spiral tusk), the manatee (round paddle tail, whiskered snout),
 * the albatross (the seabird of the longest, narrowest wings, seen from above as it glides), and the
 * sea anemone (a squat column crowned with curling tentacles: no flower of the same name).
 */
import { circle, curve, ellipse, flipX, mirrored, ribbon, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** The narwhal in profile facing right: a spindle body mottled on the back, the flukes, the long spiral tusk. */
export const narwhal: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tilt = rng.jitter(3);
  // The tusk first, from the upper lip forward and up, twisted in a left-hand spiral.
  const tuskTip: Node = [100, -46 + tilt];
  s.fill(
    "light",
    ribbon([[30, -6], [66, -26 + tilt / 2], tuskTip], (t) => 6 * (1 - t) + 1, 14),
  );
  for (let k = 0.1; k < 0.95; k += detail >= 2 ? 0.08 : 0.14) {
    const x = 30 + (tuskTip[0] - 30) * k;
    const y = -6 + (tuskTip[1] + 6) * k;
    s.detail(1, curve([x - 3, y - 4 * (1 - k)], [x + 3, y + 4 * (1 - k)]));
  }
  // The flukes, spread behind the tail stock.
  s.fill(
    "cool",
    smooth([
      [-72, 0, 1],
      [-86, -14],
      [-100, -26, 1],
      [-96, -8],
      [-100, 0],
      [-96, 8],
      [-100, 26, 1],
      [-86, 14],
    ]),
  );
  // The body: a rounded melon of a head, the back, the slim tail stock, the pale belly.
  s.fill(
    "cool",
    smooth([
      [34, 0],
      [28, -16],
      [8, -26],
      [-24, -26],
      [-52, -16],
      [-72, -5, 1],
      [-72, 5, 1],
      [-50, 14],
      [-20, 24],
      [10, 22],
      [28, 14],
    ]),
  );
  s.shade(
    smooth([
      [-60, 8],
      [-30, 18],
      [6, 20],
      [26, 10],
      [0, 14],
      [-30, 12],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [-40, 14],
      [-14, 22],
      [12, 20],
      [24, 12],
      [0, 14],
      [-20, 14],
    ]),
  );
  // The mottling on the back.
  if (detail >= 1)
    for (const [x, y, r] of [
      [-40, -14, 3.5],
      [-22, -18, 4],
      [-4, -20, 3],
      [-30, -4, 3],
      [-56, -8, 2.5],
      [10, -14, 3],
      [-12, -8, 2.5],
    ] as const)
      s.solidAt(1, ellipse(x, y, r * 1.3, r, 0.2, 6));
  // The flipper, the eye and the mouth.
  s.fill(
    "cool",
    smooth([
      [6, 12, 1],
      [-2, 28],
      [-10, 32, 1],
      [-6, 18],
    ]),
  );
  s.solid(circle(18, -6, 2.6, 8));
  s.detail(0, curve([33, 3], [26, 6], [18, 5]));
  return s.done();
};

/** The manatee in profile facing right: the plump body, the round paddle tail, the whiskered snout. */
export const manatee: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const sway = rng.jitter(3);
  s.fill("cool", ellipse(-84, 2 + sway, 18, 26, 0.15, 12));
  s.fill(
    "cool",
    smooth([
      [88, 4],
      [84, -8],
      [66, -16],
      [40, -26],
      [0, -34],
      [-40, -30],
      [-66, -14],
      [-78, -2 + sway, 1],
      [-66, 10],
      [-40, 24],
      [0, 32],
      [40, 26],
      [64, 18],
      [84, 16],
    ]),
  );
  s.shade(
    smooth([
      [-60, 12],
      [-30, 24],
      [10, 28],
      [50, 20],
      [10, 20],
      [-30, 16],
    ]),
  );
  // The flipper, forward under the chest.
  s.fill(
    "cool",
    ribbon(
      [
        [44, 14],
        [40, 32],
        [30, 46],
      ],
      (t) => 9 - t * 3,
      10,
    ),
  );
  // Wrinkles and the folds behind the head.
  s.detail(0, curve([58, -16], [54, 0], [58, 16]));
  if (detail >= 1)
    for (const x of [-40, -10, 20]) s.detail(1, curve([x, -26], [x - 4, -20]), curve([x + 12, 20], [x + 8, 26]));
  // The snout's bristles, the nostrils, the mouth, the small eye.
  s.solid(circle(66, -6, 2.4, 8));
  s.solid(ellipse(84, -4, 2.4, 1.6, 0.4, 6));
  s.detail(0, curve([86, 12], [78, 14], [72, 12]));
  if (detail >= 1)
    for (const [x, y] of [
      [76, 2],
      [80, 6],
      [74, 8],
      [82, 10],
    ] as const)
      s.solidAt(1, circle(x, y, 1.2, 5));
  return s.done();
};

/** The albatross from above, gliding: long, narrow, nearly straight wings, dark above; white body, pale hooked bill. */
export const albatross: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const bend = rng.jitter(3);
  // One wing, the right: leading edge out to the wrist and the pointed tip, trailing edge back.
  const wing: Node[] = [
    [8, -14, 1],
    [48, -22 + bend],
    [80, -18],
    [100, -10, 1],
    [78, -6],
    [48, -4 + bend],
    [8, 6, 1],
  ];
  for (const nodes of [wing, flipX(wing)]) {
    s.fill("dark", smooth(nodes));
    if (detail >= 1) {
      const sign = nodes === wing ? 1 : -1;
      for (const x of [56, 68, 80]) s.detail(1, curve([sign * x, -7], [sign * (x + 6), -12]));
    }
  }
  // The white underside along each wing's middle.
  for (const sign of [1, -1])
    s.fill(
      "light",
      smooth([
        [sign * 12, -6, 1],
        [sign * 44, -12],
        [sign * 66, -10, 1],
        [sign * 44, -7],
      ]),
    );
  // The short fanned tail, the body, the head and the bill.
  s.fill(
    "light",
    smooth(
      mirrored([
        [0, 16],
        [8, 20, 1],
        [13, 38, 1],
        [0, 34],
      ]),
    ),
  );
  s.fill(
    "light",
    smooth(
      mirrored([
        [0, -36],
        [8, -30],
        [11, -10],
        [10, 14],
        [0, 26],
      ]),
    ),
  );
  s.shade(
    smooth([
      [3, -10],
      [9, -8],
      [8, 14],
      [2, 20],
    ]),
  );
  s.fill(
    "accent",
    smooth([
      [-3, -36, 1],
      [-2, -50],
      [0, -58, 1],
      [2, -50],
      [3, -36, 1],
    ]),
  );
  s.detail(0, curve([-2.5, -38], [2.5, -38]));
  for (const x of [-5, 5]) s.solid(circle(x, -32, 1.8, 6));
  return s.done();
};

/** The sea anemone from the side: a squat column on its rock, crowned with tentacles curling out and up. */
export const seaAnemone: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const count = detail >= 1 ? 15 : 11;
  // The tentacles behind the crown's rim, then the ones in front of it, each a tapering curl.
  for (const front of [false, true])
    for (let i = 0; i < count; i++) {
      if (i % 2 === (front ? 0 : 1)) continue;
      const t = i / (count - 1);
      const x = -44 + t * 88;
      const out = (t - 0.5) * 2;
      const reach = 40 + Math.cos(out * 1.4) * 34 + rng.jitter(4);
      const tip: Node = [x + out * 50, -reach - 6];
      s.fill(
        front ? "pink" : "primary",
        ribbon([[x, -4], [x + out * 18, -reach * 0.6], tip], (k) => 9 * (1 - k * 0.7), 12),
      );
      s.fill(front ? "pink" : "primary", circle(tip[0], tip[1], 3.4, 8));
    }
  // The column, its rim, and the rock it holds on to.
  s.fill(
    "warm",
    smooth([
      [-46, -6, 1],
      [-40, 30],
      [-32, 60],
      [32, 60],
      [40, 30],
      [46, -6, 1],
      [0, 2],
    ]),
  );
  s.shade(
    smooth([
      [14, 0],
      [44, -4],
      [36, 34],
      [28, 58],
      [18, 30],
    ]),
  );
  if (detail >= 1) for (const x of [-24, -8, 8, 24]) s.detail(1, curve([x, 4], [x * 0.85, 56]));
  s.fill(
    "cool",
    smooth([
      [-70, 80, 1],
      [-56, 58],
      [-20, 54],
      [24, 56],
      [60, 60],
      [74, 80, 1],
    ]),
  );
  return s.done();
};
