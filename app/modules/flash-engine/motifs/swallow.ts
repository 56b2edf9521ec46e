/** The swallow: in flight, and perched with its wings folded. */
import { circle, curve, poly, ribbon, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

export const swallow: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lift = rng.range(-8, 8);
  const back = rng.pick(["secondary", "water", "secondary"] as const);
  // Forked tail.
  s.fill(
    back,
    smooth([
      [-36, 10, 1],
      [-70, 24],
      [-104, 34 + lift, 1],
      [-66, 34],
      [-98, 70 + lift, 1],
      [-56, 44],
      [-30, 28, 1],
    ]),
  );
  if (detail >= 2) s.detail(2, curve([-44, 22], [-74, 44]));
  // Far wing, raised.
  const far: Node[] = [
    [-2, -16, 1],
    [-20, -50],
    [-48, -84 + lift],
    [-84, -104 + lift, 1],
    [-56, -70],
    [-34, -40],
    [-18, -18],
  ];
  s.fill(back, smooth(far));
  if (detail >= 1) s.detail(1, curve([-20, -30], [-44, -64 + lift], [-66, -88 + lift]));
  // Body: dark back, pale belly, red throat.
  const body: Node[] = [
    [70, -40],
    [60, -54],
    [40, -56],
    [14, -38],
    [-20, -12],
    [-46, 14, 1],
    [-16, 20],
    [22, 12],
    [54, -6],
    [70, -26],
  ];
  s.fill(back, smooth(body));
  s.fill(
    "light",
    smooth([
      [64, -22],
      [50, -8],
      [20, 8],
      [-12, 16],
      [-40, 14, 1],
      [-8, 4],
      [26, -10],
      [50, -26],
    ]),
  );
  s.fill(
    "primary",
    smooth([
      [72, -34],
      [66, -20],
      [54, -18],
      [52, -30],
      [62, -38],
    ]),
  );
  s.fill(
    "accent",
    poly([
      [70, -44, 1],
      [96, -40, 1],
      [72, -32, 1],
    ]),
  );
  s.solid(circle(58, -44, 4.2, 8));
  s.highlight(circle(57, -45.5, 1.3, 6));
  // Near wing, swept down and back.
  const near: Node[] = [
    [30, -24, 1],
    [10, -6],
    [-18, 30],
    [-40, 68],
    [-58, 104 + lift, 1],
    [-30, 72],
    [0, 36],
    [24, 6],
    [40, -14],
  ];
  s.fill(back, smooth(near));
  s.shade(
    smooth([
      [24, -14],
      [4, 10],
      [-20, 44],
      [-40, 80],
      [-14, 46],
      [14, 14],
    ]),
  );
  if (detail >= 1) {
    s.detail(1, curve([12, 6], [-10, 40], [-30, 74]));
    s.detail(2, curve([20, -4], [2, 26], [-16, 56]));
  }
  return s.done();
};

/**
 * A swallow perched: sitting with its wings folded along the back, the forked tail slanting
 * down behind, the feet gripping at the lowest point (where a branch goes). Faces right.
 */
export const swallowPerched: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const back = rng.pick(["secondary", "water", "secondary"] as const);
  const fork = rng.range(-4, 4);
  // Forked tail streamers.
  s.fill(
    back,
    smooth([
      [-28, 12, 1],
      [-62, 30],
      [-104, 44 + fork, 1],
      [-70, 36],
      [-94, 62 + fork, 1],
      [-54, 42],
      [-22, 30, 1],
    ]),
  );
  if (detail >= 2) s.detail(2, curve([-40, 26], [-70, 44 + fork]));
  // Legs and toes gripping the perch, behind the belly.
  for (const x of [4, 22]) {
    s.fill(
      "dark",
      ribbon(
        [
          [x, 28],
          [x - 1, 46],
          [x - 2, 60],
        ],
        () => 6,
        8,
      ),
    );
    s.fill(
      "dark",
      ribbon(
        [
          [x - 13, 64],
          [x - 3, 58],
          [x + 9, 61],
          [x + 12, 68],
        ],
        (t) => 5.5 * (1 - t * 0.4),
        10,
      ),
    );
  }
  // Body: dark back and head, pale belly, red throat.
  s.fill(
    back,
    smooth([
      [38, -58],
      [56, -56],
      [68, -44],
      [66, -28],
      [56, -6],
      [38, 18],
      [16, 34],
      [-10, 38],
      [-34, 28, 1],
      [-22, 4],
      [-4, -22],
      [16, -46],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [58, -18],
      [50, -2],
      [34, 20],
      [14, 34],
      [-10, 37],
      [-28, 30, 1],
      [-4, 22],
      [22, 6],
      [42, -10],
    ]),
  );
  s.fill(
    "primary",
    smooth([
      [68, -38],
      [64, -22],
      [54, -14],
      [46, -26],
      [56, -36],
    ]),
  );
  s.fill(
    "accent",
    smooth([
      [66, -46, 1],
      [86, -41, 1],
      [66, -35, 1],
    ]),
  );
  s.solid(circle(53, -45, 4.4, 8));
  s.highlight(circle(52, -46.5, 1.4, 6));
  // The folded wing along the back, its pointed tip past the rump.
  s.fill(
    back,
    smooth([
      [36, -30, 1],
      [18, -38],
      [-8, -18],
      [-42, 10],
      [-92, 34, 1],
      [-48, 26],
      [-10, 16],
      [20, -2],
      [38, -16],
    ]),
  );
  s.shade(
    smooth([
      [30, -30],
      [14, -32],
      [-10, -12],
      [-40, 12],
      [-6, 0],
      [22, -16],
    ]),
  );
  s.detail(1, curve([28, -14], [0, 4], [-44, 24]));
  if (detail >= 2) {
    s.detail(2, curve([4, 12], [-30, 22], [-64, 30]));
    s.detail(2, curve([30, -24], [10, -24]));
  }
  return s.done();
};
