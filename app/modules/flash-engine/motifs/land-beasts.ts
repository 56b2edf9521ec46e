/**
 * Land animals people name by species (issue 36) that no general kind draws honestly: the jackal
 * (a slim long-legged dog of the desert with tall ears and a dark saddle; neither wolf nor fox) and
 * the lamb (a young sheep: a small woolly body on long thin legs, a lowered head, ears out sideways);
 * and two big cats by their coats, as the jaguar and cheetah are (./big-cats-spotted.ts): the cougar,
 * plain tawny with its dark moustache marks, and the snow leopard, smoky pale with open rosettes.
 */
import { circle, curve, ellipse, polar, ribbon, smooth, TAU, type Node } from "../geometry";
import { bigCatFace } from "./big-cats";
import { COAT, rosette } from "./big-cats-spotted";
import { leaf, Sketch, type MotifFunction } from "./common";
import { scalloped } from "./flower-species";

/** A thin leg down to its paw or hoof: `knee` is where it bends. */
function leg(s: Sketch, tone: "warm" | "light", top: Node, knee: Node, foot: Node, width: number): void {
  s.fill(
    tone,
    ribbon([top, knee, foot], (t) => width * (1 - t * 0.45), 12),
  );
}

/** The jackal's head where the standing jackal has it, moved by (dx, dy): tall ears behind, long narrow muzzle. */
function jackalHead(s: Sketch, dx: number, dy: number): void {
  for (const ear of [dx, dx + 11])
    s.fill(
      "warm",
      smooth([
        [44 + ear, -52 + dy, 1],
        [42 + ear, -70 + dy],
        [47 + ear, -90 + dy, 1],
        [56 + ear, -70 + dy],
        [58 + ear, -54 + dy, 1],
      ]),
    );
  s.shade(
    smooth([
      [47 + dx, -54 + dy],
      [46 + dx, -70 + dy],
      [48 + dx, -82 + dy, 1],
      [52 + dx, -68 + dy],
      [52 + dx, -56 + dy],
    ]),
  );
  s.fill(
    "warm",
    smooth([
      [44 + dx, -48 + dy],
      [52 + dx, -60 + dy],
      [68 + dx, -60 + dy],
      [80 + dx, -52 + dy],
      [98 + dx, -46 + dy, 1],
      [96 + dx, -40 + dy],
      [82 + dx, -36 + dy],
      [66 + dx, -32 + dy],
      [52 + dx, -34 + dy],
    ]),
  );
  s.shade(
    smooth([
      [70 + dx, -38 + dy],
      [84 + dx, -38 + dy],
      [95 + dx, -41 + dy],
      [82 + dx, -34 + dy],
      [66 + dx, -32 + dy],
    ]),
  );
  s.solid(circle(97 + dx, -45 + dy, 2.6, 8));
  s.fill("dark", ellipse(70 + dx, -51 + dy, 3.4, 2.2, -0.2, 8));
  s.detail(0, curve([94 + dx, -40 + dy], [84 + dx, -37 + dy], [74 + dx, -38 + dy]));
}

/**
 * The jackal's bushy tail along `centreline`, swelling by `swell` half-way, and its black tip: an
 * ellipse at `tip` ([x, y, rx, ry]). Both poses draw it.
 */
function jackalTail(
  s: Sketch,
  centreline: Node[],
  swell: number,
  tip: readonly [number, number, number, number],
): void {
  s.fill(
    "warm",
    ribbon(centreline, (t) => 8 + Math.sin(t * Math.PI) * swell, 14),
  );
  s.fill("dark", ellipse(tip[0], tip[1], tip[2], tip[3], 0.1, 8));
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
  jackalTail(
    s,
    [
      [-58, -12],
      [-78, 14 + lift],
      [-84, 52 + lift],
    ],
    8,
    [-84, 50 + lift, 6, 8],
  );
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
  jackalHead(s, 0, 0);
  return s.done();
};

/** The jackal lying down, facing right: forelegs stretched out in front, the haunch folded, head raised. */
export const jackalLying: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const sweep = rng.jitter(3);
  // The far foreleg, the tail along the ground, its tip black.
  leg(s, "warm", [30, 50], [62, 62], [92, 66], 8);
  s.shade(ellipse(64, 62, 16, 4, 0.1, 6));
  jackalTail(
    s,
    [
      [-56, 48],
      [-80, 60 + sweep],
      [-100, 64 + sweep],
    ],
    7,
    [-98, 64 + sweep, 7, 5],
  );
  // The body low on the ground, the neck rising to the head.
  s.fill(
    "warm",
    smooth([
      [-66, 50],
      [-52, 26],
      [-10, 20],
      [24, 18],
      [40, 6],
      [50, -20],
      [66, -22],
      [64, 0],
      [56, 30],
      [48, 54],
      [28, 70],
      [-20, 72],
      [-60, 70],
    ]),
  );
  s.shade(
    smooth([
      [-56, 64],
      [-10, 66],
      [30, 66],
      [46, 56],
      [10, 60],
      [-40, 60],
    ]),
  );
  s.fill(
    "dark",
    smooth([
      [-58, 36],
      [-42, 24],
      [0, 20],
      [26, 16],
      [10, 28],
      [-36, 32],
    ]),
  );
  if (detail >= 1) for (let x = -46; x <= 6; x += 13) s.detail(1, curve([x, 24], [x + 4, 30]));
  // The folded haunch, the near foreleg over the far one.
  s.fill("warm", ellipse(-40, 52, 24, 18, -0.2, 12));
  s.detail(0, curve([-58, 62], [-44, 68], [-24, 66]));
  leg(s, "warm", [38, 54], [66, 66], [98, 70], 9);
  s.fill("warm", ellipse(98, 70, 7, 3.5, 0, 8));
  jackalHead(s, 0, 26);
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

/** A cougar's head: a plain tawny face, a pale muzzle edged by the dark marks at its sides. */
export const cougar: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  bigCatFace(s, "warm", detail, false);
  for (const side of [-1, 1])
    s.fill(
      "dark",
      ribbon(
        [
          [side * 26, 18],
          [side * 30, 30],
          [side * 26, 42],
        ],
        (t) => 3.6 - t * 1.4,
        10,
      ),
    );
  return s.done();
};

/** A snow leopard's head: a smoky pale face scattered with open dark rosettes, pale eyes. */
export const snowLeopard: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  bigCatFace(s, "light", detail, false, false, "light", "cool");
  const spots = detail >= 1 ? COAT : COAT.slice(0, 7);
  for (const [x, y] of spots) rosette(s, rng, x, y, Math.abs(x) > 40 ? 6 : 7);
  return s.done();
};
