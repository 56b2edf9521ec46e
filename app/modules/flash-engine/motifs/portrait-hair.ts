/**
 * A portrait's hair (issue 36), in the face's units (./portrait-face.ts): long hair falling behind
 * the shoulders, a centre-parted fringe over the forehead, the Buddha's curls and ushnisha, a
 * geisha's lacquered hair with its kanzashi. Strands are cut white in dark hair, drawn in light.
 */
import type { Tone } from "../drawing";
import { curve, ellipse, mirrored, ribbon, smooth, taper, type Node } from "../geometry";
import type { Rng } from "../random";
import { blossom, type Sketch } from "./common";

/** A strand line: cut white through dark hair, an ink line through lighter hair. */
function strand(s: Sketch, tone: Tone, level: number, nodes: Node[]): void {
  if (tone === "dark") s.highlight(curve(...nodes));
  else s.detail(level, curve(...nodes));
}

/**
 * Hair falling behind the face: down to the shoulders (`length` 1) or to the jaw (0), drawn after
 * the shoulders and before the neck, so it lies over the shoulders and behind the face.
 */
export function hairBehind(s: Sketch, tone: Tone, length: number, detail: number): void {
  const low = 30 * length;
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, -90],
        [30, -86],
        [48, -66],
        [52, -34],
        [50, -4],
        [52, 8 + low * 0.8],
        [58, 14 + low * 1.5],
        [52, 26 + low * 1.6, 1],
        [38, 20 + low * 1.3],
        [26, 8 + low],
        [0, 10],
      ]),
    ),
  );
  if (detail < 1) return;
  for (const side of [1, -1]) {
    strand(s, tone, 1, [
      [44 * side, -50],
      [46 * side, -16],
      [48 * side, 6 + low],
    ]);
  }
}

/** Hair parted in the middle, sweeping from the parting down to the temples over the forehead. */
export function partedFringe(s: Sketch, tone: Tone, detail: number): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, -90],
        [28, -86],
        [44, -68],
        [46, -42],
        [42, -18, 1],
        [36, -42],
        [26, -58],
        [12, -64],
        [0, -66, 1],
      ]),
    ),
  );
  if (detail < 1) return;
  for (const side of [1, -1]) {
    strand(s, tone, 1, [
      [4 * side, -80],
      [22 * side, -74],
      [36 * side, -56],
    ]);
  }
}

/**
 * The Buddha's hair: a cap of snail-shell curls over the head and the ushnisha rising from its
 * crown, the curls as rings in rows (from detail 2).
 */
export function buddhaCurls(s: Sketch, tone: Tone, detail: number): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, -108],
        [14, -106],
        [22, -94],
        [22, -86, 1],
        [34, -78],
        [42, -60],
        [42, -42, 1],
        [34, -52],
        [22, -60],
        [0, -62],
      ]),
    ),
  );
  s.detail(1, curve([-22, -86], [0, -89], [22, -86]));
  if (detail < 2) return;
  const rows: Array<[y: number, half: number, step: number]> = [
    [-98, 12, 8],
    [-80, 24, 8],
    [-70, 32, 8],
  ];
  for (const [y, half, step] of rows) {
    for (let x = -half; x <= half + 0.1; x += step) {
      if (tone === "dark") s.highlight(ellipse(x, y, 2.2, 2.2, 0, 6));
      else s.detail(2, ellipse(x, y, 2.6, 2.6, 0, 8));
    }
  }
}

/**
 * A geisha's hair: the lacquered wings over the ears, the top-knot loop, a comb across the front
 * and kanzashi pins with hanging blossoms.
 */
export function geishaHair(s: Sketch, rng: Rng, detail: number): void {
  // The top-knot loop, behind the front hair.
  s.fill("dark", ellipse(0, -104, 24, 15, 0, 14));
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -96],
        [26, -94],
        [40, -84],
        [58, -74],
        [68, -54],
        [60, -36],
        [44, -34, 1],
        [40, -52],
        [28, -62],
        [12, -66],
        [0, -66, 1],
      ]),
    ),
  );
  if (detail >= 1)
    for (const side of [1, -1])
      s.highlight(
        curve([50 * side, -70], [60 * side, -56], [56 * side, -42]),
        curve([10 * side, -86], [26 * side, -82], [38 * side, -70]),
      );
  // The comb across the front.
  s.fill(
    "accent",
    smooth([
      [-20, -86, 1],
      [0, -92],
      [20, -86, 1],
      [18, -80],
      [0, -84],
      [-18, -80],
    ]),
  );
  kanzashi(s, rng, detail);
}

/** Two pins standing up and out of the hair on one side, a blossom and its dangles at each head. */
function kanzashi(s: Sketch, rng: Rng, detail: number): void {
  const pins: Array<[Node, Node]> = [
    [
      [18, -80],
      [56, -112],
    ],
    [
      [30, -74],
      [72, -96],
    ],
  ];
  for (const [foot, head] of pins) s.fill("metal", ribbon([foot, head], taper.even(3.2), 8));
  for (const [, head] of pins) {
    blossom(s, head[0], head[1], 11, "pink", rng.fork(`kanzashi ${head[0]}`));
    if (detail >= 1)
      for (const dx of [-5, 5]) {
        s.detail(1, curve([head[0] + dx, head[1] + 8], [head[0] + dx, head[1] + 22]));
        s.fill("accent", ellipse(head[0] + dx, head[1] + 25, 3, 3, 0, 6));
      }
  }
}
