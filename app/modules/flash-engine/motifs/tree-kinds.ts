/**
 * Trees people name by species (issue 36), each with the crown that makes it that tree and not the
 * round-clumped "tree": the maple's crown of five-lobed leaves in autumn colours, the bodhi (the
 * sacred fig) spreading wide with heart-shaped leaves on long drip tips, and the yew's dark dense
 * evergreen crown set with red berries.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, polar, poly, ribbon, smooth, TAU, type Node } from "../geometry";
import type { Rng } from "../random";
import { Sketch, type MotifFunction } from "./common";

/** The trunk on its roots from the ground (y 90) up to `top`, and two limbs spreading `spread` wide. */
function trunk(s: Sketch, top: number, spread: number): void {
  s.fill(
    "warm",
    smooth([
      [-12, top, 1],
      [-12, 30],
      [-22, 64],
      [-52, 86, 1],
      [-20, 80],
      [-6, 90, 1],
      [4, 80],
      [30, 90, 1],
      [22, 70],
      [13, 40],
      [12, top, 1],
    ]),
  );
  s.shade(
    smooth([
      [4, top + 2],
      [12, top + 2, 1],
      [15, 40],
      [22, 70],
      [10, 60],
      [6, 20],
    ]),
  );
  for (const side of [-1, 1])
    s.fill(
      "warm",
      ribbon(
        [
          [side * 4, top + 14],
          [side * spread * 0.5, top - 8],
          [side * spread, top - 22],
        ],
        (t) => 9 * (1 - t * 0.7),
        12,
      ),
    );
}

/** A five-lobed maple leaf at (x, y), `r` across its lobes, turned by `turn`. */
function mapleLeaf(s: Sketch, x: number, y: number, r: number, turn: number, tone: Tone): void {
  // Five lobes spread like a hand over the bottom (the stalk's side): the middle one longest, each
  // broad with a pointed tip and a tooth on either side, deep notches between them.
  const nodes: Node[] = [];
  const lobes: Array<[number, number]> = [
    [-1.5, 0.55],
    [-0.78, 0.92],
    [0, 1],
    [0.78, 0.92],
    [1.5, 0.55],
  ];
  for (const [k, reach] of lobes) {
    const a = turn - Math.PI / 2 + k;
    nodes.push(polar(x, y, r * 0.3, a - 0.39));
    nodes.push(polar(x, y, r * reach * 0.7, a - 0.3));
    nodes.push(polar(x, y, r * reach * 0.78, a - 0.24));
    nodes.push(polar(x, y, r * reach, a));
    nodes.push(polar(x, y, r * reach * 0.78, a + 0.24));
    nodes.push(polar(x, y, r * reach * 0.7, a + 0.3));
  }
  nodes.push(polar(x, y, r * 0.3, turn + Math.PI / 2 - 0.3), polar(x, y, r * 0.3, turn + Math.PI / 2 + 0.3));
  s.fill(tone, poly(nodes));
}

/** The maple tree: its trunk under a round crown of maple leaves in red, orange and gold. */
export const mapleTree: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  trunk(s, -14, 48);
  s.fill("primary", ellipse(0, -52, 82, 50, 0, 14));
  s.shade(ellipse(14, -36, 66, 30, 0, 12));
  const tones: Tone[] = ["primary", "warm", "accent"];
  const count = detail >= 1 ? 16 : 11;
  for (let i = 0; i < count; i++) {
    const a = (i / count) * TAU + rng.jitter(0.1);
    const ring = i % 2 ? 0.88 : 0.5;
    const [x, y] = polar(0, -52, 1, a);
    mapleLeaf(s, x * 74 * ring, -52 + (y + 52) * 42 * ring, rng.vary(24, 0.1), rng.jitter(0.6), tones[i % 3]);
  }
  mapleLeaf(s, 0, -56, 26, rng.jitter(0.3), "warm");
  return s.done();
};

/** A heart-shaped fig leaf hanging from (x, y), its long drip tip at the bottom. */
function figLeaf(s: Sketch, x: number, y: number, size: number, lean: number, detail: number): void {
  const nodes: Node[] = [
    [0, 0, 1],
    [-0.5, -0.12],
    [-0.62, 0.3],
    [-0.34, 0.74],
    [0, 1.4, 1],
    [0.34, 0.74],
    [0.62, 0.3],
    [0.5, -0.12],
  ].map(([u, v, c]) => {
    const px = x + (u * Math.cos(lean) - v * Math.sin(lean)) * size;
    const py = y + (u * Math.sin(lean) + v * Math.cos(lean)) * size;
    return c ? ([px, py, 1] as Node) : ([px, py] as Node);
  });
  s.fill("leaf", smooth(nodes));
  if (detail >= 2) s.detail(2, curve([x, y], [x - Math.sin(lean) * size * 0.9, y + Math.cos(lean) * size * 0.9]));
}

/** The bodhi tree (the sacred fig): a broad spreading crown hung with heart-shaped leaves on drip tips. */
export const bodhiTree: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  trunk(s, -10, 62);
  // The broad low dome of the crown, wider than tall.
  const crown: Node[] = [];
  for (let i = 0; i < 16; i++) {
    const a = Math.PI + (i / 15) * Math.PI;
    crown.push(polar(0, -28, i % 2 ? 96 : 90, a));
  }
  crown.push([70, -20], [30, -12], [-30, -12], [-70, -20]);
  s.fill("leaf", smooth(crown));
  s.shade(
    smooth([
      [-80, -30],
      [-40, -18],
      [40, -18],
      [84, -32],
      [40, -30],
      [-40, -30],
    ]),
  );
  // Leaves hanging along the crown's edge and over it.
  const spots: Array<[number, number]> = [];
  for (let i = 0; i < (detail >= 1 ? 13 : 9); i++) {
    const a = Math.PI + ((i + 0.5) / (detail >= 1 ? 13 : 9)) * Math.PI;
    const [x, y] = polar(0, -28, 84, a);
    spots.push([x, y]);
  }
  spots.push([-40, -18], [0, -16], [40, -18]);
  for (const [x, y] of spots) figLeaf(s, x, y, rng.vary(20, 0.1), rng.jitter(0.3), detail);
  return s.done();
};

/** The yew: a dark dense evergreen crown, rounded to a blunt point, needled, set with red berries. */
export const yewTree: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  trunk(s, 4, 30);
  const crown: Node[] = [];
  for (let i = 0; i <= 18; i++) {
    const t = i / 18;
    const a = Math.PI * (1 - t);
    const bump = i % 2 ? 1 : 0.92;
    // Wider at the bottom, rising to a blunt top.
    crown.push([Math.cos(a) * 78 * bump, 20 - Math.sin(a) * 112 * bump]);
  }
  crown.push([40, 30], [0, 24], [-40, 30]);
  s.fill("leaf", smooth(crown));
  s.shade(
    smooth([
      [20, -70],
      [60, -20],
      [70, 16],
      [30, 10],
      [40, -30],
    ]),
  );
  s.shade(
    smooth([
      [-70, 0],
      [-30, 14],
      [30, 14],
      [70, 4],
      [30, 24],
      [-30, 24],
    ]),
  );
  // Needle sprays, and the red berries.
  if (detail >= 1)
    for (let i = 0; i < 14; i++) {
      const [x, y] = [rng.range(-56, 56), rng.range(-70, 10)];
      s.detail(1, curve([x - 8, y + 4], [x, y], [x + 8, y + 4]));
    }
  for (const [x, y] of berries(rng, detail >= 1 ? 9 : 6)) s.fill("primary", circle(x, y, 4.5, 8));
  return s.done();
};

function berries(rng: Rng, count: number): Array<[number, number]> {
  const out: Array<[number, number]> = [];
  for (let i = 0; i < count; i++) out.push([rng.range(-54, 54), rng.range(-66, 6)]);
  return out;
}
