/**
 * A ballerina (issue 36), the whole figure: on the point of one foot, the other leg stretched behind
 * her in arabesque, one arm curved over her head and the other reaching forward, in a bodice and a
 * stiff tutu, her hair in a bun. Facing right; read as a dancer of any kind ("a ballet dancer", "a
 * dancer silhouette"), as flash draws one.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, ribbon, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

const SKIN: Tone = "light";

/** A limb as a band tapering from `from` to `to` through its joints. */
function limb(s: Sketch, path: Node[], from: number, to: number, tone: Tone = SKIN): void {
  s.fill(
    tone,
    ribbon(path, (t) => from + (to - from) * t, 20),
  );
}

/** The tutu: a stiff disc at the waist seen a little from below, its layered edge scalloped. */
function tutu(s: Sketch, detail: number): void {
  const scallops: Node[] = [];
  for (let k = 0; k <= 24; k++) {
    const a = (k / 24) * Math.PI * 2;
    const r = k % 2 === 0 ? 1 : 0.9;
    scallops.push([4 + Math.cos(a) * 50 * r, 20 + Math.sin(a) * 13 * r - Math.cos(a) * 6]);
  }
  s.fill("pink", smooth(scallops));
  if (detail >= 1)
    for (const x of [-30, -14, 4, 22, 38]) s.detail(1, curve([x * 0.5 + 2, 16], [x, 28 + Math.abs(x) * -0.1]));
}

/** The ballerina in arabesque on point, facing right. */
export const ballerina: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  // The raised leg stretched behind her, then the standing leg on point.
  limb(
    s,
    [
      [-2, 20],
      [-40, 8],
      [-80, -6],
      [-94, -12],
    ],
    15,
    5,
  );
  limb(
    s,
    [
      [6, 20],
      [8, 60],
      [9, 90],
      [10, 99],
    ],
    15,
    5,
  );
  s.fill(
    "pink",
    ribbon(
      [
        [4, 90],
        [12, 100],
      ],
      () => 6,
      8,
    ),
  ); // the pointe shoe
  // The arm reaching forward, behind the body.
  limb(
    s,
    [
      [12, -34],
      [40, -38],
      [72, -46],
    ],
    7,
    4,
  );
  // The bodice, from the waist up to the shoulders.
  s.fill(
    "pink",
    smooth([
      [-6, 22],
      [-10, 0],
      [-6, -30],
      [4, -40],
      [16, -36],
      [18, -6],
      [14, 22],
    ]),
  );
  tutu(s, detail);
  // The neck and head, her hair drawn back into a bun.
  limb(
    s,
    [
      [6, -38],
      [8, -50],
    ],
    8,
    7,
  );
  s.fill("dark", circle(2, -72, 8, 12));
  s.fill(SKIN, ellipse(10, -60, 10, 12, 0.15, 14));
  s.fill(
    "dark",
    smooth([
      [0, -62],
      [2, -72],
      [12, -74],
      [20, -66],
      [12, -68],
      [4, -58],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([14, -58], [18, -57]));
  // The arm curved over her head, in front.
  limb(
    s,
    [
      [0, -34],
      [-14, -60],
      [-4, -88],
      [18, -94],
    ],
    7,
    4,
  );
  return s.done();
};
