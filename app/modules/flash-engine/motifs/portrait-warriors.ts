/**
 * Warriors of a culture who wear an animal (issue 36), as portrait heads from the front: the Aztec
 * jaguar warrior's face in the jaguar's open jaws, its pelt over his shoulders, and the eagle
 * warrior's face under the eagle's head and beak, in a cape of feathers. Painted like
 * ./portrait-heads.ts: behind, shoulders, neck, face, then what is worn over it.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, mirrored, ribbon, smooth, taper, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";
import { face, neck, shoulders } from "./portrait-face";

/** The jaguar's rosettes: a ring of dark spots, at (x, y). */
function rosette(s: Sketch, x: number, y: number, r: number): void {
  for (let k = 0; k < 4; k++) {
    const a = (k / 4) * Math.PI * 2 + 0.4;
    s.solid(ellipse(x + Math.cos(a) * r, y + Math.sin(a) * r, r * 0.42, r * 0.3, a, 8));
  }
}

/** A pelt falling from the crown over both shoulders, behind the face (a jaguar's, spotted). */
function peltBehind(s: Sketch, detail: number): void {
  s.fill(
    "accent",
    smooth(
      mirrored([
        [0, -120],
        [50, -112],
        [66, -70],
        [66, -10],
        [92, 60],
        [98, 100, 1],
        [0, 100],
      ]),
    ),
  );
  s.fill(
    "light",
    smooth(
      mirrored([
        [0, 36],
        [22, 40],
        [40, 60],
        [44, 100, 1],
        [0, 100],
      ]),
    ),
  );
  if (detail >= 1)
    for (const [x, y] of [
      [-56, 10],
      [56, 14],
      [-72, 56],
      [70, 60],
      [-60, -40],
      [60, -36],
      [-80, 90],
      [78, 92],
    ] as Array<[number, number]>)
      rosette(s, x, y, 6);
}

/** The jaguar's head worn over the brow: ears, eyes, nose, the upper jaw's fangs over the forehead. */
function jaguarHead(s: Sketch, detail: number): void {
  for (const side of [-1, 1]) {
    s.fill("accent", ellipse(side * 48, -112, 10, 12, side * 0.5, 12));
    s.fill("dark", ellipse(side * 48, -111, 5, 6.5, side * 0.5, 10));
  }
  s.fill(
    "accent",
    smooth(
      mirrored([
        [0, -126],
        [36, -122],
        [58, -100],
        [62, -74],
        [54, -52, 1],
        [30, -56],
        [0, -50],
      ]),
    ),
  );
  // The muzzle and the nose, between the jaguar's eyes and the fangs.
  s.fill(
    "light",
    smooth(
      mirrored([
        [0, -84],
        [12, -80],
        [20, -66],
        [12, -56],
        [0, -58],
      ]),
    ),
  );
  s.fill(
    "pink",
    smooth(
      mirrored([
        [0, -72],
        [8, -82, 1],
        [0, -84],
      ]),
    ),
  );
  s.detail(1, curve([0, -72], [0, -64]), curve([-10, -60], [0, -64], [10, -60]));
  // Whisker spots on the muzzle.
  if (detail >= 2)
    for (const [x, y] of [
      [8, -66],
      [12, -62],
      [6, -61],
    ] as Array<[number, number]>)
      for (const side of [-1, 1]) s.solidAt(2, circle(side * x, y, 1.1, 6));
  for (const side of [-1, 1]) {
    s.fill("secondary", ellipse(side * 24, -94, 9, 5, side * -0.25, 10));
    s.solid(ellipse(side * 24, -94, 1.8, 4.4, 0, 8));
  }
  // The fangs hang over the warrior's brow.
  for (const [x, h] of [
    [-30, 20],
    [-18, 8],
    [18, 8],
    [30, 20],
  ] as Array<[number, number]>)
    s.fill(
      "light",
      smooth([
        [x - 5, -55, 1],
        [x + 5, -55, 1],
        [x + 0.5, -55 + h, 1],
      ]),
    );
  if (detail >= 1)
    for (const [x, y] of [
      [-30, -118],
      [30, -118],
      [0, -116],
      [-44, -84],
      [44, -84],
    ] as Array<[number, number]>)
      rosette(s, x, y, 4.5);
}

/** The Aztec jaguar warrior: his face in the jaguar's jaws, its spotted pelt over his shoulders. */
export const jaguarWarrior: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "warm", true);
  peltBehind(s, detail);
  neck(s, "light", true);
  face(s, { skin: "light", male: true, eyes: "open", iris: "dark", earsHidden: true }, detail);
  jaguarHead(s, detail);
  return s.done();
};

/** One row of a feather cape: feathers fanned from the crown at radius `r`, in `tone`. */
export function featherRow(s: Sketch, r: number, length: number, tone: Tone, detail: number): void {
  for (let k = 0; k <= 8; k++) {
    const a = Math.PI * (1.04 + (k / 8) * 0.92);
    const root: Node = [Math.cos(a) * r * 0.6, -60 + Math.sin(a) * r * 0.6];
    const tip: Node = [Math.cos(a) * (r + length), -60 + Math.sin(a) * (r + length) * 0.9];
    s.fill(tone, ribbon([root, tip], taper.leaf(15, 0.5), 12));
    if (detail >= 2) s.detail(2, curve(root, tip));
  }
}

/** The eagle's head worn over the brow: feathered crown, round eyes, the hooked beak over the forehead. */
function eagleHead(s: Sketch, detail: number): void {
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -136],
        [36, -128],
        [54, -100],
        [56, -70],
        [48, -50, 1],
        [26, -56],
        [0, -52],
      ]),
    ),
  );
  if (detail >= 1)
    for (const y of [-120, -104, -88]) s.detail(1, curve([-40, y + 10], [-20, y], [0, y + 6], [20, y], [40, y + 10]));
  for (const side of [-1, 1]) {
    s.fill("light", circle(side * 26, -92, 9, 12));
    s.fill("accent", circle(side * 26, -92, 5.5, 10));
    s.solid(circle(side * 26, -92, 2.6, 8));
  }
  // The beak: the cere at the brow of the helm, hooking down over the warrior's forehead.
  s.fill(
    "accent",
    smooth([
      [-14, -96],
      [0, -104],
      [14, -96],
      [12, -70],
      [6, -52],
      [0, -44, 1],
      [-6, -52],
      [-12, -70],
    ]),
  );
  s.detail(1, curve([-12, -84], [0, -80], [12, -84]), curve([-8, -62], [0, -58], [8, -62]));
}

/** The Aztec eagle warrior: his face under the eagle's head and beak, in a cape of feathers. */
export const eagleWarrior: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  featherRow(s, 96, 40, "warm", detail);
  featherRow(s, 80, 34, "light", detail);
  shoulders(s, "warm", true);
  s.fill(
    "light",
    smooth(
      mirrored([
        [0, 36],
        [24, 40],
        [44, 62],
        [48, 100, 1],
        [0, 100],
      ]),
    ),
  );
  neck(s, "light", true);
  face(s, { skin: "light", male: true, eyes: "open", iris: "dark", earsHidden: true }, detail);
  eagleHead(s, detail);
  return s.done();
};
