/**
 * Flowers people ask for by species (issue 36), each with the head that makes it that flower and
 * not the daisy-like "flower": the chrysanthemum's many thin rayed petals, the marigold's ruffled
 * pompom, the plumeria's five twisted petals, the anemone's dark centre, the carnation's frilled
 * edge, the geranium's round cluster of small blooms. Each stands on a stem with two leaves.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, polar, smooth, TAU, type Node } from "../geometry";
import type { Rng } from "../random";
import { blossom, leaf, place, Sketch, type MotifFunction } from "./common";

const HEAD_Y = -30;

/** The stem from below the head to the ground, and a leaf on either side. */
function stem(s: Sketch, rng: Rng, cx: number): void {
  s.fill(
    "leaf",
    smooth([
      [cx - 4, HEAD_Y + 20, 1],
      [cx - 6, HEAD_Y + 70],
      [cx - 12, 100, 1],
      [cx - 3, 100, 1],
      [cx + 4, HEAD_Y + 70],
      [cx + 5, HEAD_Y + 20, 1],
    ]),
  );
  leaf(s, cx - 8, 72, rng.vary(56), rng.vary(26), Math.PI + 0.55 + rng.jitter(0.12), "leaf", -0.14);
  leaf(s, cx - 2, 56, rng.vary(50), rng.vary(24), -0.5 + rng.jitter(0.12), "leaf", 0.14);
}

/** A ring of `count` narrow petals from radius `from` to `to`, `width` wide at their widest. */
function petalRing(
  s: Sketch,
  tone: Tone,
  cx: number,
  cy: number,
  count: number,
  from: number,
  to: number,
  width: number,
  turn: number,
  veined: boolean,
): void {
  const w = width / 2;
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * TAU;
    const petal: Node[] = [
      [from, 0, 1],
      [from + (to - from) * 0.3, -w * 0.8],
      [from + (to - from) * 0.8, -w],
      [to, -w * 0.3],
      [to - w * 0.4, 0, 1],
      [to, w * 0.3],
      [from + (to - from) * 0.8, w],
      [from + (to - from) * 0.3, w * 0.8],
    ];
    s.fill(tone, smooth(place(petal, cx, cy, a)));
    if (veined)
      s.detail(
        2,
        curve(
          ...place(
            [
              [from + 2, 0],
              [to - w, 0],
            ],
            cx,
            cy,
            a,
          ),
        ),
      );
  }
}

/**
 * A round outline of `count` rounded bumps (a ruffle, a fleece): each bump a soft arc between two
 * sharp valleys `depth` of the radius in; `rx` and `ry` its half width and height.
 */
export function scalloped(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  count: number,
  depth: number,
  turn: number,
): Node[] {
  const nodes: Node[] = [];
  for (let i = 0; i < count; i++) {
    const a = turn + (i / count) * TAU;
    const step = TAU / count;
    const at = (angle: number, k: number, corner: boolean): Node => {
      const x = cx + Math.cos(angle) * rx * k;
      const y = cy + Math.sin(angle) * ry * k;
      return corner ? [x, y, 1] : [x, y];
    };
    nodes.push(at(a, 1 - depth, true), at(a + step * 0.22, 1, false), at(a + step * 0.78, 1, false));
  }
  return nodes;
}

/** The chrysanthemum (the kiku): three rings of long thin petals round a small tight heart. */
export const chrysanthemum: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const cx = rng.jitter(3);
  const tone: Tone = rng.pick(["accent", "accent", "pink", "light"] as const);
  stem(s, rng, cx);
  const turn = rng.range(0, 1);
  const rings = detail >= 1 ? 3 : 2;
  for (let r = 0; r < rings; r++) {
    const count = [22, 18, 14][r];
    const to = [68, 52, 36][r];
    petalRing(s, tone, cx, HEAD_Y, count, 6, to, (TAU * to * 0.62) / count, turn + r * 0.11, detail >= 2);
    if (r === 0) s.shade(circle(cx, HEAD_Y, 44, 12));
  }
  s.fill(tone, circle(cx, HEAD_Y, 14, 10));
  if (detail >= 1)
    for (let i = 0; i < 6; i++) s.detail(1, curve(polar(cx, HEAD_Y, 4, i), polar(cx, HEAD_Y, 12, i + 0.5)));
  return s.done();
};

/** The marigold: a ruffled pompom, rings of small rounded frills one inside the other, orange and gold. */
export const marigold: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const cx = rng.jitter(3);
  stem(s, rng, cx);
  const rings: Array<[number, Tone]> = [
    [62, "warm"],
    [48, "accent"],
    [34, "warm"],
    [20, "accent"],
  ];
  for (const [R, tone] of rings.slice(0, detail >= 1 ? 4 : 3)) {
    const turn = rng.range(0, TAU);
    const frills = Math.round(R / 3.6);
    s.fill(tone, smooth(scalloped(cx, HEAD_Y, R, R * 0.94, frills, 0.16, turn)));
    if (R === 62) s.shade(circle(cx + 6, HEAD_Y + 8, 48, 12));
    // The crinkles of the frills just inside the rim.
    if (detail >= 1)
      for (let i = 0; i < frills; i += detail >= 2 ? 1 : 2) {
        const a = turn + ((i + 0.5) / frills) * TAU;
        s.detail(detail >= 2 ? 1 : 2, curve(polar(cx, HEAD_Y, R * 0.72, a - 0.06), polar(cx, HEAD_Y, R * 0.88, a)));
      }
  }
  return s.done();
};

/** The plumeria (frangipani): five broad petals overlapping like a pinwheel, each twisted, a yellow throat. */
export const plumeria: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const cx = rng.jitter(3);
  stem(s, rng, cx);
  const turn = rng.range(0, TAU);
  for (let i = 0; i < 5; i++) {
    const a = turn + (i / 5) * TAU;
    // One side of the petal runs straight from the heart, the other swells round: the twist.
    const petal: Node[] = [
      [0, 0, 1],
      [30, -2],
      [58, -12],
      [72, 0],
      [64, 22],
      [38, 32],
      [12, 16],
    ];
    s.fill("light", smooth(place(petal, cx, HEAD_Y, a)));
    // The fold where the petal twists over its neighbour, shaded along its straight edge.
    s.shade(
      smooth(
        place(
          [
            [6, 0, 1],
            [34, -2],
            [60, -8],
            [40, 6],
          ],
          cx,
          HEAD_Y,
          a,
        ),
      ),
    );
    if (detail >= 1)
      s.detail(
        1,
        curve(
          ...place(
            [
              [14, 8],
              [38, 14],
              [60, 10],
            ],
            cx,
            HEAD_Y,
            a,
          ),
        ),
      );
  }
  // The yellow throat spreading into each petal's base.
  const throat: Node[] = [];
  for (let i = 0; i < 5; i++) {
    const a = turn + (i / 5) * TAU;
    throat.push(polar(cx, HEAD_Y, 9, a - 0.7));
    throat.push(polar(cx, HEAD_Y, 32, a + 0.35));
  }
  s.fill("accent", smooth(throat));
  s.solid(circle(cx, HEAD_Y, 3.5, 8));
  return s.done();
};

/** The anemone: five or six broad round petals round a large dark centre ringed with stamens. */
export const anemone: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const cx = rng.jitter(3);
  const tone: Tone = rng.pick(["light", "primary", "pink", "cool"] as const);
  stem(s, rng, cx);
  const petals = rng.pick([5, 6]);
  const turn = rng.range(0, TAU);
  for (let i = 0; i < petals; i++) {
    const a = turn + (i / petals) * TAU;
    const petal: Node[] = [
      [6, 0, 1],
      [20, -28],
      [50, -30],
      [66, -8],
      [62, 16],
      [44, 30],
      [18, 26],
    ];
    s.fill(tone, smooth(place(petal, cx, HEAD_Y, a)));
    if (detail >= 1)
      for (const k of [-0.18, 0.18])
        s.detail(2, curve(polar(cx, HEAD_Y, 26, a + k), polar(cx, HEAD_Y, 52, a + k * 1.4)));
  }
  s.shade(circle(cx, HEAD_Y, 34, 12));
  // The stamens: a ring of dots round the dark boss.
  for (let i = 0; i < 16; i++) {
    const a = (i / 16) * TAU + turn;
    s.detail(1, curve(polar(cx, HEAD_Y, 16, a), polar(cx, HEAD_Y, 25, a)));
    const [sx, sy] = polar(cx, HEAD_Y, 26, a);
    s.solidAt(1, circle(sx, sy, 2.2, 6));
  }
  s.fill("dark", circle(cx, HEAD_Y, 16, 12));
  s.solid(circle(cx, HEAD_Y, 9, 10));
  return s.done();
};

/** The carnation: a cup of frilled petals with a toothed edge above the long green calyx. */
export const carnation: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const cx = rng.jitter(3);
  const tone: Tone = rng.pick(["pink", "primary", "pink", "light"] as const);
  stem(s, rng, cx);
  // The calyx: a slim tube under the bloom.
  s.fill(
    "leaf",
    smooth([
      [cx - 12, HEAD_Y + 4, 1],
      [cx - 8, HEAD_Y + 40],
      [cx, HEAD_Y + 48, 1],
      [cx + 8, HEAD_Y + 40],
      [cx + 12, HEAD_Y + 4, 1],
    ]),
  );
  // Rows of frilled petals, back to front, each a fan with a toothed top edge.
  const rows: Array<[number, number, number]> = [
    [-54, 50, 28],
    [-44, 40, 18],
    [-30, 30, 10],
  ];
  for (const [top, half, base] of rows.slice(0, detail >= 1 ? 3 : 2)) {
    const y0 = HEAD_Y + top + 30;
    const nodes: Node[] = [[cx - half * 0.5, HEAD_Y + base, 1]];
    const teeth = Math.round(half / 4);
    for (let i = 0; i <= teeth; i++) {
      const x = cx - half + (2 * half * i) / teeth;
      const arch = Math.sin((i / teeth) * Math.PI);
      nodes.push([x, y0 - arch * 22 + (i % 2 ? 7 : 0) + rng.jitter(2), 1]);
    }
    nodes.push([cx + half * 0.5, HEAD_Y + base, 1]);
    s.fill(tone, smooth(nodes));
    if (top === -54)
      s.shade(
        smooth([
          [cx + 8, HEAD_Y + base],
          [cx + half * 0.8, y0 - 8],
          [cx + half, y0 + 2],
          [cx + half * 0.5, HEAD_Y + base - 2],
        ]),
      );
    if (detail >= 2)
      for (const dx of [-0.5, 0, 0.5])
        s.detail(2, curve([cx + dx * half * 0.4, HEAD_Y + base - 2], [cx + dx * half, y0 - 10]));
  }
  return s.done();
};

/** The geranium: a round cluster of small five-petal blooms on one stalk. */
export const geranium: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const cx = rng.jitter(3);
  const tone: Tone = rng.pick(["primary", "pink", "pink", "cool"] as const);
  stem(s, rng, cx);
  s.shade(ellipse(cx, HEAD_Y, 54, 50, 0, 12));
  const spots: Array<[number, number]> = [
    [-34, -14],
    [30, -18],
    [0, -40],
    [-24, 22],
    [24, 20],
    [0, 0],
    [-40, 8],
    [40, 4],
  ];
  for (const [x, y] of spots.slice(0, detail >= 1 ? 8 : 6)) blossom(s, cx + x, HEAD_Y + y, 22, tone, rng, 5, false);
  return s.done();
};
