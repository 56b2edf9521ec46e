/**
 * The Hindu gods and their emblems (issue 36), seated from the front like the Buddha
 * (./meditating.ts, whose crossed legs and hands they share): Ganesha, elephant-headed and
 * four-armed, crowned, one tusk broken, the axe and the lotus raised; Shiva in meditation, blue,
 * his hair piled in a knot with the crescent moon, the third eye, a cobra round his neck, his
 * trishul (./hindu-emblems.ts) beside him.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, mirrored, placement, poly, ribbon, smooth, taper, type Node } from "../geometry";
import { placed, Sketch, type MotifFunction } from "./common";
import { paintTrishul } from "./hindu-emblems";
import { crossedLegs, handsInLap } from "./meditating";
import { face, neck } from "./portrait-face";
import { hairBehind, partedFringe } from "./portrait-hair";

/** A bare torso from the shoulders to the lap, a sacred thread across it; `belly` rounds it out. */
function bareTorso(s: Sketch, skin: Tone, belly: number, detail: number): void {
  s.fill(
    skin,
    smooth(
      mirrored([
        [0, -28],
        [14, -28],
        [34, -24],
        [42, -12],
        [40, 0],
        [36 + belly * 0.3, 14],
        [32 + belly * 0.4, 32],
        [18, 40],
        [0, 40],
      ]),
    ),
  );
  if (belly > 0) s.detail(0, curve([-26, 8], [-30, 28], [0, 38], [30, 28], [26, 8]));
  s.detail(1, curve([-24, -20], [0, 6], [22, 34]));
  if (detail >= 2) s.solid(circle(0, 24, 1.8, 8));
}

/** An arm as a tapering band from the shoulder through the elbow to the wrist, the hand a small round. */
function arm(s: Sketch, skin: Tone, path: Node[], hand: [number, number]): void {
  s.fill(
    skin,
    ribbon(path, (t) => 11 - t * 3.5, 20),
  );
  s.fill(skin, circle(hand[0], hand[1], 6.5, 10));
  s.fill("accent", ellipse(path[path.length - 1]![0], path[path.length - 1]![1], 6, 3.2, 0.3, 10)); // a bangle
}

/** The axe (parashu): a long haft, the crescent blade at the top facing out, held at x. */
export function parashu(s: Sketch, x: number, top: number, bottom: number, out: number): void {
  s.fill(
    "warm",
    poly([
      [x - 2.2, top],
      [x + 2.2, top],
      [x + 2.2, bottom],
      [x - 2.2, bottom],
    ]),
  );
  s.fill(
    "metal",
    smooth([
      [x, top + 2, 1],
      [x + out * 14, top - 4],
      [x + out * 26, top - 8, 1],
      [x + out * 22, top + 10],
      [x + out * 26, top + 26, 1],
      [x + out * 14, top + 20],
      [x, top + 16, 1],
    ]),
  );
}

/** A lotus bud held up: three petals on a short stem. */
function heldLotus(s: Sketch, x: number, y: number): void {
  s.fill(
    "leaf",
    ribbon(
      [
        [x, y + 16],
        [x, y],
      ],
      taper.even(2.2),
      6,
    ),
  );
  for (const side of [-1, 1]) s.fill("pink", ellipse(x + side * 5, y - 4, 5, 10, side * 0.5, 10));
  s.fill("pink", ellipse(x, y - 7, 5, 12, 0, 10));
}

/** Ganesha's great ears, fanned out beside his head. */
function elephantEars(s: Sketch, skin: Tone, detail: number): void {
  for (const side of [-1, 1]) {
    const ear: Node[] = [
      [side * 20, -70],
      [side * 44, -78],
      [side * 62, -66],
      [side * 64, -40],
      [side * 52, -20],
      [side * 34, -18],
      [side * 22, -30],
    ];
    s.fill(skin, smooth(ear));
    s.detail(1, curve([side * 30, -66], [side * 52, -62], [side * 54, -38], [side * 36, -26]));
    if (detail >= 2) s.detail(2, curve([side * 40, -56], [side * 44, -42]));
  }
}

/** Ganesha's head: the domed brow, the eyes, the tusks (his right one broken), the trunk curling to his left. */
function elephantHead(s: Sketch, skin: Tone, detail: number): void {
  elephantEars(s, skin, detail);
  s.fill(
    "light",
    ribbon(
      [
        [12, -34],
        [18, -22],
        [26, -16],
      ],
      taper.spike(6),
      10,
    ),
  ); // the whole tusk
  s.fill(
    "light",
    ribbon(
      [
        [-12, -34],
        [-15, -28],
      ],
      taper.even(5.6),
      6,
    ),
  ); // the broken one
  s.fill(
    skin,
    smooth(
      mirrored([
        [0, -80],
        [16, -78],
        [26, -66],
        [26, -46],
        [18, -32],
        [8, -26],
        [0, -26],
      ]),
    ),
  );
  s.fill(
    skin,
    ribbon(
      [
        [0, -44],
        [-2, -24],
        [2, -6],
        [12, 4],
        [22, 2],
        [24, -8],
      ],
      (t) => 15 - t * 10,
      28,
    ),
  );
  s.detail(1, curve([-4, -22], [2, -22]), curve([-3, -14], [4, -14]));
  if (detail >= 2) s.detail(2, curve([-1, -4], [6, -6]));
  for (const x of [-13, 13]) {
    s.fill(
      "light",
      smooth([
        [x - 5, -50, 1],
        [x, -53],
        [x + 5, -50, 1],
        [x, -47.5],
      ]),
    );
    s.solid(circle(x, -50, 1.7, 8));
  }
  s.fill(
    "primary",
    smooth([
      [0, -66, 1],
      [3, -60],
      [0, -55, 1],
      [-3, -60],
    ]),
  ); // the tilak
}

/** The tall crown (mukuta) on Ganesha's head, banded in jewels. */
function mukuta(s: Sketch, detail: number): void {
  s.fill(
    "accent",
    smooth(
      mirrored([
        [0, -104, 1],
        [6, -98],
        [14, -88],
        [20, -74, 1],
        [0, -72],
      ]),
    ),
  );
  s.detail(0, curve([-18, -80], [0, -83], [18, -80]));
  if (detail >= 1) s.solid(circle(0, -90, 2.6, 8));
  if (detail >= 2) for (const x of [-10, 10]) s.solid(circle(x, -77, 1.8, 6));
}

/** Ganesha seated, four-armed, the axe and lotus raised, a sweet in his lower left hand; about ±90 by -104..70. */
export const ganesha: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const skin: Tone = "warm";
  s.fill("accent", circle(0, -52, 62, 28));
  if (detail >= 1) s.detail(1, circle(0, -52, 56, 28));
  // The upper arms, behind the ears, raised with the axe (his right, our left) and the lotus.
  arm(
    s,
    skin,
    [
      [-28, -14],
      [-62, -12],
      [-78, -38],
    ],
    [-78, -44],
  );
  arm(
    s,
    skin,
    [
      [28, -14],
      [62, -12],
      [78, -38],
    ],
    [78, -44],
  );
  parashu(s, -78, -94, -2, -1);
  s.fill(skin, circle(-78, -44, 6.5, 10));
  heldLotus(s, 78, -60);
  s.fill(skin, circle(78, -44, 6.5, 10));
  crossedLegs(s, detail, "primary");
  bareTorso(s, skin, 10, detail);
  // The lower arms: the right hand raised, palm out, in blessing; the left holding a sweet.
  arm(
    s,
    skin,
    [
      [-32, -16],
      [-46, 6],
      [-44, -10],
    ],
    [-44, -16],
  );
  arm(
    s,
    skin,
    [
      [32, -16],
      [48, 8],
      [40, 22],
    ],
    [38, 24],
  );
  s.fill("light", circle(38, 18, 6, 10)); // the modak
  if (detail >= 1) s.detail(1, curve([34, 14], [38, 20], [42, 14]));
  elephantHead(s, skin, detail);
  mukuta(s, detail);
  return s.done();
};

/** Shiva's matted hair piled in a coiled knot on his crown, the crescent moon tucked in it (motif units). */
function jataKnot(s: Sketch, detail: number): void {
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -118],
        [10, -116],
        [16, -106],
        [20, -94],
        [16, -86],
        [0, -84],
      ]),
    ),
  );
  s.detail(0, curve([-17, -96], [0, -92], [17, -96]));
  if (detail >= 1) s.detail(1, curve([-14, -107], [0, -103], [14, -107]));
  s.fill(
    "light",
    smooth([
      [8, -122, 1],
      [24, -114],
      [28, -96, 1],
      [20, -102],
      [16, -112],
    ]),
  );
}

/** A cobra round Shiva's neck, its body over his shoulders, its hood raised beside his head. */
function neckCobra(s: Sketch, detail: number): void {
  s.fill(
    "leaf",
    ribbon(
      [
        [-32, -24],
        [-16, -17],
        [0, -15],
        [18, -18],
        [34, -28],
        [40, -44],
        [38, -56],
      ],
      taper.even(6),
      30,
    ),
  );
  s.fill(
    "leaf",
    smooth([
      [38, -52],
      [48, -58],
      [50, -72],
      [44, -84],
      [38, -88],
      [32, -84],
      [26, -72],
      [28, -58],
    ]),
  );
  s.solid(circle(35, -80, 1.3, 6), circle(41, -80, 1.3, 6));
  if (detail >= 1) s.detail(1, curve([38, -72], [38, -60]), curve([34, -68], [38, -62], [42, -68]));
}

/** Shiva's trishul, standing beside him: the emblem, drawn smaller. */
function trishulBeside(s: Sketch, detail: number, x: number): void {
  const t = new Sketch();
  paintTrishul(t, detail);
  s.add(placed(t.done(), placement(x, -14, 0.86), 1));
}

/** Shiva in meditation: blue, eyes closed, the third eye on his brow, the moon in his hair, a cobra at his neck. */
export const shiva: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const skin: Tone = "water";
  trishulBeside(s, detail, 76);
  crossedLegs(s, detail, "warm");
  // The tiger skin's stripes.
  if (detail >= 2) for (const x of [-50, -24, 24, 50]) s.solid(ellipse(x, 40, 2.4, 5, 0.3, 8));
  bareTorso(s, skin, 0, detail);
  handsInLap(s, skin);
  const head = new Sketch();
  hairBehind(head, "dark", 0.9, detail);
  neck(head, skin, true);
  face(head, { skin, male: true, eyes: "closed", iris: "dark", earsHidden: true, thirdEye: true }, detail);
  partedFringe(head, "dark", detail);
  s.add(placed(head.done(), placement(0, -52, 0.54), 1));
  jataKnot(s, detail);
  neckCobra(s, detail);
  return s.done();
};
