/**
 * Small creatures people ask for by name that the atlas draws as another (its grasshopper is a
 * cricket) or not at all: the betta fish with its flowing fins, the grasshopper in profile.
 */
import { circle, curve, ellipse, polar, ribbon, smooth, taper, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** A betta fish facing left: a small body under a long flowing tail and fins, their rays fanned. */
export const betta: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  // Tail: a wide fan with a wavy edge, behind the body.
  const tail: Node[] = [[20, -6, 1]];
  for (let k = 0; k <= 8; k++) {
    const a = -1.05 + (k * 2.1) / 8;
    const r = 76 + (k % 2 ? -8 : 6);
    tail.push(polar(20, 0, r, a));
  }
  tail.push([20, 8, 1]);
  s.fill("primary", smooth(tail));
  // Dorsal and anal fins, long and trailing back.
  s.fill(
    "primary",
    smooth([
      [-20, -18, 1],
      [0, -52],
      [36, -58],
      [56, -40],
      [22, -14, 1],
    ]),
  );
  s.fill(
    "primary",
    smooth([
      [-14, 18, 1],
      [4, 56],
      [40, 64],
      [56, 44],
      [20, 16, 1],
    ]),
  );
  if (detail >= 1)
    for (let k = 0; k < 7; k++) s.detail(k % 2 ? 2 : 1, curve([24, 0], polar(24, 0, 66, -0.9 + (k * 1.8) / 6)));
  s.fill(
    "water",
    smooth([
      [-72, 0],
      [-58, -16],
      [-24, -22],
      [16, -14],
      [28, 0],
      [16, 14],
      [-24, 20],
      [-58, 14],
    ]),
  );
  s.shade(
    smooth([
      [-50, 10],
      [-10, 16],
      [20, 8],
      [-10, 8],
    ]),
  );
  s.fill("light", circle(-54, -4, 6, 8));
  s.solid(circle(-53, -4, 3, 8));
  s.fill(
    "primary",
    smooth([
      [-34, 4, 1],
      [-20, 22],
      [-10, 16, 1],
    ]),
  );
  return s.done();
};

/** A grasshopper in profile facing right: long body, folded wing, the great hind leg, antennae. */
export const grasshopper: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  // Legs behind the body: the far hind leg and the middle and front legs.
  s.fill(
    "leaf",
    ribbon(
      [
        [-6, 6],
        [2, 36],
        [-6, 60],
      ],
      taper.even(4),
      10,
    ),
  );
  s.fill(
    "leaf",
    ribbon(
      [
        [24, 8],
        [32, 34],
        [40, 58],
      ],
      taper.even(4),
      10,
    ),
  );
  s.fill(
    "leaf",
    ribbon(
      [
        [42, 6],
        [52, 30],
        [58, 54],
      ],
      taper.even(4),
      10,
    ),
  );
  // Body: abdomen to the left, thorax, head to the right.
  s.fill(
    "leaf",
    smooth([
      [-96, 2],
      [-80, -10],
      [-30, -14],
      [20, -16],
      [44, -20],
      [46, 12],
      [20, 14],
      [-40, 12],
      [-86, 10],
    ]),
  );
  // The wing folded along the back.
  s.fill(
    "leaf",
    smooth([
      [-84, -6],
      [-40, -22],
      [16, -26],
      [24, -14],
      [-30, -8],
    ]),
  );
  s.fill("leaf", ellipse(60, -6, 20, 24, 0.3, 16));
  s.fill("light", circle(64, -14, 6, 8));
  s.solid(circle(65, -14, 3, 8));
  // Antennae sweeping back over the body.
  s.line(0, 1, curve([62, -28], [40, -74], [-10, -96]));
  s.line(0, 1, curve([68, -28], [54, -80], [10, -100]));
  // The near hind leg: a thick thigh up and back, the shin down to the foot.
  s.fill(
    "leaf",
    smooth([
      [-6, 4, 1],
      [-40, -40],
      [-58, -52, 1],
      [-50, -34],
      [-16, 10],
    ]),
  );
  s.fill(
    "leaf",
    ribbon(
      [
        [-58, -50],
        [-60, 0],
        [-70, 56],
      ],
      taper.even(5),
      12,
    ),
  );
  s.shade(
    smooth([
      [-70, 4],
      [-30, 8],
      [20, 8],
      [-20, 2],
    ]),
  );
  if (detail >= 1) for (let x = -70; x <= -20; x += 14) s.detail(1, curve([x, -8], [x + 4, 8]));
  return s.done();
};

/**
 * A chrysalis (issue 36): the butterfly's pod hanging from a twig by its silk pad, tapering to a
 * point, ringed with its segments and the gold dots of the monarch's.
 */
export const chrysalis: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill(
    "warm",
    ribbon(
      [
        [-70, -84],
        [0, -90],
        [70, -82],
      ],
      () => 7,
      10,
    ),
  );
  s.fill("light", ellipse(0, -76, 5, 6, 0, 8));
  s.fill(
    "leaf",
    smooth([
      [0, -72, 1],
      [22, -52],
      [30, -10],
      [24, 34],
      [10, 66],
      [0, 86, 1],
      [-10, 66],
      [-24, 34],
      [-30, -10],
      [-22, -52],
    ]),
  );
  s.shade(
    smooth([
      [8, -58],
      [26, -12],
      [20, 34],
      [6, 70],
      [14, 24],
    ]),
  );
  for (const y of [-30, 0, 30]) s.detail(0, curve([-27, y], [0, y + 6], [27, y]));
  if (detail >= 1) for (const x of [-14, -5, 4, 13]) s.fillAt(1, "accent", circle(x, -42 + Math.abs(x) * 0.3, 2.6, 6));
  return s.done();
};
