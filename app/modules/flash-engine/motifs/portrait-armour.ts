/**
 * What the angels and warriors of Western myth wear (issue 36), in the face's units
 * (./portrait-face.ts): a pair of feathered wings behind the shoulders (raised, or drooping for the
 * fallen), plate armour over the shoulders, a Greek helmet with its crest.
 */
import type { Tone } from "../drawing";
import { circle, curve, mirrored, ribbon, smooth, taper, type Node } from "../geometry";
import { flightFeather, type Sketch } from "./common";

/** How a pair of wings is held: raised and spread, or hanging down (a fallen angel's). */
export type WingSet = "raised" | "drooping";

/**
 * A pair of wings from behind the shoulders, drawn first: three rows of feathers each side, the
 * longest first so the shorter rows lie over them.
 */
export function bustWings(s: Sketch, tone: Tone, set: WingSet, detail: number): void {
  const [from, to] = set === "raised" ? [-1.62, -0.32] : [-0.75, 0.75];
  const rows: Array<[length: number, width: number, count: number]> = [
    [116, 14, 7],
    [84, 14, 6],
    [50, 13, 5],
  ];
  for (const side of [1, -1]) {
    const root: Node = [36 * side, set === "raised" ? 30 : 10];
    for (const [length, width, count] of rows) {
      for (let k = 0; k < count; k++) {
        const a = from + ((to - from) * k) / (count - 1);
        const angle = side === 1 ? a : Math.PI - a;
        flightFeather(s, tone, root, angle, length * (1 - 0.16 * Math.abs(k / (count - 1) - 0.35)), width, detail);
      }
    }
  }
}

/**
 * Plate armour in place of the shoulders: the breastplate with its ridge, a gorget round the neck
 * and a rounded pauldron of three lames on each shoulder.
 */
export function armour(s: Sketch, male: boolean, detail: number): void {
  const w = male ? 96 : 88;
  s.fill(
    "metal",
    smooth(
      mirrored([
        [0, 36],
        [22, 40],
        [50, 52],
        [w * 0.86, 68],
        [w, 100, 1],
        [0, 100],
      ]),
    ),
  );
  s.shade(
    smooth([
      [8, 52],
      [40, 58],
      [60, 100, 1],
      [10, 100, 1],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([0, 54], [0, 100]), curve([-40, 86], [0, 78], [40, 86]));
  for (const side of [1, -1]) {
    // Three lames over the shoulder, the lowest first so each lies under the one above.
    for (const k of [2, 1, 0]) {
      const x = (f: number) => side * w * f;
      const y = 46 + k * 11;
      s.fill(
        "metal",
        ribbon(
          [
            [x(0.36), y + 4],
            [x(0.66), y - 8],
            [x(0.96), y + 14],
          ],
          taper.even(12),
          16,
        ),
      );
    }
    if (detail >= 2) s.solidAt(2, circle(side * w * 0.66, 40, 2, 6));
  }
  s.fill(
    "metal",
    ribbon(
      [
        [-26, 40],
        [0, 46],
        [26, 40],
      ],
      taper.even(9),
      14,
    ),
  );
}

/**
 * A Greek helmet worn pushed up, the face open (Athena's, a hero's): the bronze dome with a brow
 * band, cheek guards at the temples and a tall horsehair crest along the top.
 */
export function crestedHelmet(s: Sketch, crest: Tone, detail: number): void {
  s.fill(
    crest,
    smooth([
      [-10, -80],
      [-24, -120],
      [-12, -146],
      [8, -148],
      [22, -126],
      [10, -80],
    ]),
  );
  if (detail >= 1) for (const x of [-8, 0, 8]) s.detail(1, curve([x * 0.6, -84], [x * 1.4, -118], [x, -142]));
  s.fill(
    "metal",
    smooth(
      mirrored([
        [0, -108],
        [30, -102],
        [46, -80],
        [50, -52, 1],
        [48, -30],
        [40, -4, 1],
        [34, -30],
        [30, -54],
        [0, -58],
      ]),
    ),
  );
  s.shade(
    smooth([
      [30, -100],
      [44, -80],
      [46, -40],
      [38, -40],
      [36, -80],
    ]),
  );
  s.fill(
    "accent",
    ribbon(
      [
        [-48, -62],
        [0, -60],
        [48, -62],
      ],
      taper.even(7),
      14,
    ),
  );
  if (detail >= 1) s.detail(1, curve([0, -106], [0, -66]));
}
