/**
 * Figures of folk art, scripture and the flash sheet (issue 36), as portrait heads from the front:
 * La Catrina, a woman's face painted as a sugar skull under a wide hat of flowers; a prophet, old
 * and hooded with a long white beard; a snake charmer in his turban; a pirate girl in a tricorn.
 * Painted like ./portrait-heads.ts: behind, shoulders, hair behind, neck, face, then what is worn.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, mirrored, ribbon, smooth, taper } from "../geometry";
import type { Rng } from "../random";
import { blossom, Sketch, type MotifFunction } from "./common";
import { hood, hoopEarring, robeNeckline } from "./portrait-attire";
import { face, neck, shoulders } from "./portrait-face";
import { hairBehind, partedFringe } from "./portrait-hair";

/** Sugar-skull paint over a face: dark sockets ringed with petals, the nose's tip, the stitched lips. */
function sugarSkullPaint(s: Sketch, detail: number): void {
  for (const side of [-1, 1]) {
    for (let k = 0; k < 8; k++) {
      const a = (k / 8) * Math.PI * 2;
      s.fill("primary", ellipse(side * 15 + Math.cos(a) * 13, -24 + Math.sin(a) * 11, 4.2, 2.6, a, 8));
    }
    s.fill("dark", ellipse(side * 15, -24, 11, 9.5, 0, 14));
    s.fill("light", circle(side * 15, -24, 3.4, 8));
  }
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -6],
        [5, 0, 1],
        [0, 2],
      ]),
    ),
  );
  // The lips painted over and stitched across.
  s.line(0, 2, curve([-14, 16], [0, 18], [14, 16]));
  for (let x = -12; x <= 12; x += 4) s.line(1, 1.4, curve([x, 12], [x, 21]));
  // A flower on the brow and dots down the chin.
  if (detail >= 1) {
    for (let k = 0; k < 5; k++) {
      const a = (k / 5) * Math.PI * 2 - Math.PI / 2;
      s.fill("water", ellipse(Math.cos(a) * 5, -52 + Math.sin(a) * 5, 3.4, 2.2, a, 8));
    }
    s.solid(circle(0, -52, 2, 8));
    for (const [x, y] of [
      [-6, 26],
      [0, 28],
      [6, 26],
    ] as Array<[number, number]>)
      s.solid(circle(x, y, 1.4, 6));
  }
}

/** A wide-brimmed hat worn tilted back, flowers and a plume on its crown. */
function flowerHat(s: Sketch, rng: Rng): void {
  s.fill("dark", ellipse(0, -74, 96, 20, -0.05, 24));
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -122],
        [30, -118],
        [42, -90],
        [44, -76, 1],
        [0, -72],
      ]),
    ),
  );
  s.fill(
    "light",
    ribbon(
      [
        [-40, -120],
        [-66, -144],
        [-96, -148],
      ],
      taper.leaf(16, 0.4),
      16,
    ),
  );
  blossom(s, 28, -96, 20, "primary", rng.fork("rose 1"), 6, false);
  blossom(s, -12, -100, 16, "pink", rng.fork("rose 2"), 6, false);
  blossom(s, -44, -92, 14, "accent", rng.fork("rose 3"), 5, false);
}

/** La Catrina: long dark hair, her face painted as a sugar skull, a wide hat with flowers. */
export const catrina: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  shoulders(s, "primary", false);
  hairBehind(s, "dark", 1, detail);
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "open", iris: "dark", earsHidden: true }, detail);
  sugarSkullPaint(s, detail);
  partedFringe(s, "dark", detail);
  flowerHat(s, rng);
  return s.done();
};

/** A prophet: an old man hooded, with a long white beard, in a plain robe. */
export const prophet: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  hood(s, "warm");
  shoulders(s, "warm", true);
  robeNeckline(s, detail);
  neck(s, "light", true);
  face(
    s,
    { skin: "light", male: true, eyes: "raised", iris: "water", beard: "light", beardLength: 34, earsHidden: true },
    detail,
  );
  partedFringe(s, "light", detail);
  return s.done();
};

/** A turban wound round the head, its folds crossing, a jewel and a plume at the front. */
function turban(s: Sketch, tone: Tone, detail: number): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, -118],
        [34, -112],
        [52, -86],
        [50, -60, 1],
        [0, -50],
      ]),
    ),
  );
  if (detail >= 1)
    for (const [y, bend] of [
      [-96, 18],
      [-80, 14],
      [-66, 10],
    ] as Array<[number, number]>)
      s.detail(1, curve([-48, y + bend * 0.3], [0, y + bend], [48, y - bend * 0.6]));
  s.fill("accent", ellipse(0, -74, 6, 8, 0, 10));
  s.fill(
    "light",
    ribbon(
      [
        [0, -80],
        [6, -104],
        [16, -124],
      ],
      taper.leaf(9, 0.4),
      12,
    ),
  );
}

/** A snake charmer: a turban, a dark moustache, a white kurta. */
export const snakeCharmer: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "light", true);
  robeNeckline(s, detail);
  neck(s, "warm", true);
  face(s, { skin: "warm", male: true, eyes: "open", iris: "dark", moustache: "dark", earsHidden: true }, detail);
  turban(s, "primary", detail);
  return s.done();
};

/** A tricorn hat, its three corners cocked up, a skull and bones on the front. */
function tricorn(s: Sketch, detail: number): void {
  s.fill(
    "dark",
    smooth([
      [-70, -70, 1],
      [-40, -108],
      [0, -118],
      [40, -108],
      [70, -70, 1],
      [30, -82],
      [0, -66, 1],
      [-30, -82],
    ]),
  );
  s.fill("light", circle(0, -94, 7, 12));
  s.solid(circle(-2.6, -95, 1.8, 6), circle(2.6, -95, 1.8, 6));
  if (detail >= 1) s.detail(1, curve([-10, -82], [10, -88]), curve([10, -82], [-10, -88]));
}

/** A pirate girl, as the pin-up sheet draws her: dark curls, a hoop earring, a tricorn. */
export const pirateGirl: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "primary", false);
  hairBehind(s, "dark", 0.7, detail);
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "open", iris: "leaf", earsHidden: true }, detail);
  hoopEarring(s, 40, -8);
  tricorn(s, detail);
  return s.done();
};
