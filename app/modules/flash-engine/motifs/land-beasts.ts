/**
 * Land animals people name by species (issue 36) that no general kind draws honestly: the jackal
 * (a slim long-legged dog of the desert with tall ears and a dark saddle; neither wolf nor fox) and
 * the lamb (a young sheep: a small woolly body on long thin legs, a lowered head, ears out sideways).
 */
import { circle, curve, ellipse, polar, ribbon, smooth, TAU, type Node } from "../geometry";
import { leaf, Sketch, type MotifFunction } from "./common";
import { scalloped } from "./flower-species";

/** A thin leg down to its paw or hoof: `knee` is where it bends. */
function leg(s: Sketch, tone: "warm" | "light", top: Node, knee: Node, foot: Node, width: number): void {
  s.fill(
    tone,
    ribbon([top, knee, foot], (t) => width * (1 - t * 0.45), 12),
  );
}

/** The jackal standing in profile facing right: tall ears, long muzzle, dark saddle, bushy black-tipped tail. */
export const jackal: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lift = rng.jitter(3);
  // The far legs, in shadow behind the body.
  leg(s, "warm", [22, 4], [20, 42], [26, 80], 9);
  leg(s, "warm", [-56, 0], [-66, 40], [-60, 80], 11);
  s.shade(ellipse(22, 60, 5, 20, 0, 6), ellipse(-62, 60, 5, 20, 0, 6));
  // The bushy tail hanging behind, its tip black.
  s.fill(
    "warm",
    ribbon(
      [
        [-58, -12],
        [-78, 14 + lift],
        [-84, 52 + lift],
      ],
      (t) => 8 + Math.sin(t * Math.PI) * 8,
      14,
    ),
  );
  s.fill("dark", ellipse(-84, 50 + lift, 6, 8, 0.1, 8));
  // The body and the neck.
  s.fill(
    "warm",
    smooth([
      [-64, -6],
      [-44, -24],
      [0, -22],
      [28, -28],
      [42, -46],
      [58, -46],
      [54, -24],
      [46, 2],
      [34, 14],
      [6, 10],
      [-24, 10],
      [-52, 12],
    ]),
  );
  s.shade(
    smooth([
      [-50, 8],
      [-20, 6],
      [14, 6],
      [34, 12],
      [6, 12],
      [-30, 12],
    ]),
  );
  // The dark saddle along the back.
  s.fill(
    "dark",
    smooth([
      [-56, -14],
      [-36, -24],
      [0, -22],
      [24, -26],
      [10, -14],
      [-30, -12],
    ]),
  );
  if (detail >= 1) for (let x = -44; x <= 8; x += 13) s.detail(1, curve([x, -20], [x + 4, -14]));
  // The near legs over it.
  leg(s, "warm", [36, 4], [38, 42], [40, 80], 10);
  leg(s, "warm", [-44, 2], [-38, 34], [-50, 54], 13);
  leg(s, "warm", [-50, 54], [-50, 66], [-48, 80], 6);
  for (const x of [40, -48]) s.fill("warm", ellipse(x + 3, 81, 7, 3.5, 0, 8));
  // The head: the tall ears behind, the long narrow muzzle forward.
  for (const dx of [0, 11])
    s.fill(
      "warm",
      smooth([
        [44 + dx, -52, 1],
        [42 + dx, -70],
        [47 + dx, -90, 1],
        [56 + dx, -70],
        [58 + dx, -54, 1],
      ]),
    );
  s.shade(
    smooth([
      [47, -54],
      [46, -70],
      [48, -82, 1],
      [52, -68],
      [52, -56],
    ]),
  );
  s.fill(
    "warm",
    smooth([
      [44, -48],
      [52, -60],
      [68, -60],
      [80, -52],
      [98, -46, 1],
      [96, -40],
      [82, -36],
      [66, -32],
      [52, -34],
    ]),
  );
  s.shade(
    smooth([
      [70, -38],
      [84, -38],
      [95, -41],
      [82, -34],
      [66, -32],
    ]),
  );
  s.solid(circle(97, -45, 2.6, 8));
  s.fill("dark", ellipse(70, -51, 3.4, 2.2, -0.2, 8));
  s.detail(0, curve([94, -40], [84, -37], [74, -38]));
  return s.done();
};

/** The lamb standing in profile facing right: a woolly cloud of a body, a small face, ears out to the side. */
export const lamb: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  // Far legs, then the woolly body.
  leg(s, "light", [20, 20], [22, 50], [20, 80], 8);
  leg(s, "light", [-40, 20], [-44, 50], [-40, 80], 8);
  s.shade(ellipse(20, 62, 4, 16, 0, 6), ellipse(-42, 62, 4, 16, 0, 6));
  s.fill("light", smooth(scalloped(-8, 4, 60, 40, 13, 0.14, rng.range(0, TAU))));
  s.shade(
    smooth([
      [-50, 20],
      [-20, 34],
      [20, 32],
      [40, 18],
      [10, 24],
      [-30, 24],
    ]),
  );
  if (detail >= 1)
    for (const [x, y] of [
      [-34, -10],
      [-8, -16],
      [16, -8],
      [-24, 12],
      [4, 10],
      [-46, 4],
    ] as const)
      s.detail(detail >= 2 ? 1 : 2, curve(polar(x, y, 6, 2.5), polar(x, y, 7, 4), polar(x, y, 6, 5.5)));
  // Near legs with their dark hooves.
  leg(s, "light", [32, 22], [34, 52], [32, 80], 9);
  leg(s, "light", [-28, 24], [-26, 52], [-28, 80], 9);
  for (const x of [32, -28]) s.fill("dark", ellipse(x, 80, 5, 3, 0, 8));
  // The head, a little lowered, the ear out behind it, the tuft of wool on top.
  leaf(s, 50, -30, 24, 11, Math.PI - 0.5, "light", 0.1);
  s.fill(
    "light",
    smooth([
      [38, -30],
      [50, -44],
      [66, -40],
      [80, -24],
      [82, -14],
      [74, -8],
      [56, -10],
      [42, -16],
    ]),
  );
  s.fill("light", circle(50, -42, 9, 8));
  s.shade(
    smooth([
      [60, -12],
      [74, -10],
      [80, -16],
      [70, -14],
    ]),
  );
  s.solid(circle(64, -28, 2.6, 8));
  s.solid(ellipse(80, -19, 2, 1.4, 0.5, 6));
  s.detail(0, curve([80, -13], [75, -11]));
  return s.done();
};
