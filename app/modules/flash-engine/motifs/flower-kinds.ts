/**
 * Flowers people ask for by name that are no daisy-like "flower" (issue 36): the calla lily, one
 * curled trumpet round its yellow spadix on a long stem, and the orchid, three narrow sepals behind
 * two broad petals and the lip.
 */
import type { Tone } from "../drawing";
import { circle, curve, polar, ribbon, rotateNodes, smooth, type Node } from "../geometry";
import { leaf, Sketch, type MotifFunction } from "./common";

/** The calla lily: the spathe's flared trumpet, its throat in shadow, the spadix standing in it, stem and leaf. */
export const callaLily: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lean = rng.jitter(4);
  s.fill(
    "leaf",
    ribbon(
      [
        [10 + lean, 100],
        [6, 60],
        [0, 18],
      ],
      (t) => 8 - t * 2,
      12,
    ),
  );
  leaf(s, 8, 84, 74, 30, -0.75, "leaf", 0.1);
  // The spathe: from the stem, widening to the flared mouth and its pointed tip.
  s.fill(
    "light",
    smooth([
      [0, 22, 1],
      [-20, -4],
      [-38, -42],
      [-44, -70],
      [-30, -86],
      [-4, -88],
      [22, -92],
      [40, -104, 1],
      [36, -82],
      [30, -54],
      [20, -20],
      [8, 8],
    ]),
  );
  // The throat in shadow, and the spadix standing in it.
  s.shade(
    smooth([
      [-34, -66],
      [-20, -80],
      [4, -82],
      [26, -84],
      [26, -62],
      [10, -44],
      [-12, -42],
      [-28, -50],
    ]),
  );
  s.fill(
    "accent",
    ribbon(
      [
        [-2, -34],
        [0, -56],
        [4, -74],
      ],
      (t) => 8 - t * 3,
      10,
    ),
  );
  // The fold of the near edge, from the lip down to the stem.
  s.detail(0, curve([-40, -56], [-22, -30], [-6, -6], [2, 16]));
  if (detail >= 1) s.detail(1, curve([20, -80], [24, -56], [16, -24]));
  if (detail >= 2) s.detail(2, curve([-30, -40], [-16, -12]));
  return s.done();
};

/** A petal from the centre along `angle`: rounded, `length` long and `width` wide. */
function petal(s: Sketch, tone: Tone, angle: number, length: number, width: number): void {
  const w = width / 2;
  const outline: Node[] = [
    [0, 0, 1],
    [length * 0.25, -w * 0.7],
    [length * 0.65, -w],
    [length, -w * 0.2],
    [length, w * 0.2],
    [length * 0.65, w],
    [length * 0.25, w * 0.7],
  ];
  s.fill(tone, smooth(rotateNodes(outline, 0, 0, angle)));
}

/**
 * The orchid (a moth orchid, from the front): the dorsal and two lateral sepals behind, two broad
 * round petals at the sides, the lip at the bottom spotted in its colour, the column at the heart.
 */
export const orchid: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const turn = rng.jitter(0.06);
  const tone: Tone = "pink";
  for (const a of [-Math.PI / 2, Math.PI / 2 - 0.75, Math.PI / 2 + 0.75]) petal(s, tone, a + turn, 74, 30);
  for (const a of [-0.22, Math.PI + 0.22]) {
    petal(s, tone, a + turn, 80, 66);
    if (detail >= 1)
      for (const k of [-0.14, 0, 0.14]) s.detail(1, curve(polar(0, 0, 14, a + k), polar(0, 0, 56, a + turn + k * 1.6)));
  }
  // The lip: two side lobes round the throat and the tongue hanging below.
  s.fill(
    "accent",
    smooth([
      [0, 4, 1],
      [-18, 10],
      [-26, 26],
      [-12, 30],
      [-10, 48],
      [0, 58, 1],
      [10, 48],
      [12, 30],
      [26, 26],
      [18, 10],
    ]),
  );
  if (detail >= 1)
    for (const [x, y] of [
      [-12, 18],
      [12, 18],
      [-4, 32],
      [5, 40],
    ] as const)
      s.solidAt(1, circle(x, y, 2.2, 6));
  // The column at the heart.
  s.fill(
    "light",
    smooth([
      [-7, 6],
      [-6, -10],
      [0, -16, 1],
      [6, -10],
      [7, 6],
    ]),
  );
  return s.done();
};
