/**
 * Maori forms carved in pounamu (greenstone) and inked (issue 36): the koru, the unfurling fern
 * frond; the hei tiki, the squat figure with its head tilted and great eyes; the manaia, the
 * bird-headed guardian in profile whose tail curls into a koru.
 */
import { circle, curve, ellipse, ribbon, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** Points of a spiral round (cx, cy) from angle a0 through `turns` turns, its radius shrinking from r0 to r1. */
function spiral(cx: number, cy: number, r0: number, r1: number, a0: number, turns: number, count = 14): Node[] {
  return Array.from({ length: count + 1 }, (_, i) => {
    const t = i / count;
    const a = a0 + t * turns * 2 * Math.PI;
    const r = r0 + (r1 - r0) * t;
    return [cx + Math.cos(a) * r, cy + Math.sin(a) * r] as Node;
  });
}

/** The koru: a frond rising from below and curling in on itself, its bud at the heart of the curl. */
export const koru: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const stem: Node[] = [
    [34, 96],
    [14, 70],
    [-30, 40],
    [-56, 4],
  ];
  const curl = spiral(0, -14, 58, 12, Math.PI + 0.3, 1.25, 18);
  const centreline: Node[] = [...stem, ...curl];
  s.fill(
    "leaf",
    ribbon(centreline, (t) => 26 - t * 10, 56),
  );
  // The bud the frond curls round.
  const end = curl[curl.length - 1];
  s.fill("leaf", circle(end[0], end[1], 19, 12));
  if (detail >= 1) s.detail(1, curve(...[...stem.slice(1), ...curl.slice(0, -2)]));
  if (detail >= 2) s.highlight(circle(end[0] - 4, end[1] - 4, 4, 6));
  return s.done();
};

/** The hei tiki: the head tilted on the shoulder, great round eyes, hands on the thighs, knees bent out. */
export const heiTiki: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  // Legs bent out, feet together below; arms bent down to the thighs: behind the body.
  for (const side of [-1, 1]) {
    s.fill(
      "leaf",
      ribbon(
        [
          [side * 14, 30],
          [side * 56, 48],
          [side * 52, 82],
          [side * 8, 94],
        ],
        () => 22,
        20,
      ),
    );
    s.fill(
      "leaf",
      ribbon(
        [
          [side * 30, -6],
          [side * 62, 10],
          [side * 50, 40],
          [side * 26, 46],
        ],
        () => 16,
        18,
      ),
    );
    // The three fingers on the thigh.
    if (detail >= 1) for (const dy of [-5, 0, 5]) s.detail(1, curve([side * 30, 44 + dy], [side * 20, 46 + dy * 1.2]));
  }
  s.fill(
    "leaf",
    smooth([
      [-30, -14],
      [30, -14],
      [30, 30],
      [0, 40],
      [-30, 30],
    ]),
  );
  // The head, tilted on the right shoulder, with its great eyes of paua shell and the open mouth.
  const tilt = 0.28;
  s.fill("leaf", ellipse(4, -50, 54, 44, tilt, 20));
  for (const [ex, ey] of [
    [-18, -58],
    [28, -44],
  ]) {
    s.fill("water", circle(ex, ey, 16, 12));
    s.solid(circle(ex, ey, 6, 8));
  }
  s.fill(
    "dark",
    smooth([
      [-6, -24],
      [8, -30],
      [20, -24],
      [8, -16],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([-36, -86], [-4, -96], [34, -88]));
  if (detail >= 2) s.detail(2, curve([-44, -30], [-38, -20]), curve([50, -12], [42, -4]));
  return s.done();
};

/** The manaia in profile facing right: a bird's head, open beak and eye, its body an S, its tail a koru. */
export const manaia: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const body: Node[] = [[14, -52], [-14, -20], [-6, 16], [20, 44], ...spiral(-4, 56, 26, 8, 0, 0.95, 10)];
  s.fill(
    "leaf",
    ribbon(body, (t) => 34 - t * 20, 40),
  );
  // The arm with its three fingers, reaching forward.
  s.fill(
    "leaf",
    ribbon(
      [
        [-2, -6],
        [30, 4],
        [52, -6],
      ],
      (t) => 14 - t * 6,
      14,
    ),
  );
  for (const dy of [-8, 0, 8])
    s.fill(
      "leaf",
      ribbon(
        [
          [50, -6],
          [66, -6 + dy],
        ],
        (t) => 6 * (1 - t),
        6,
      ),
    );
  // The head: the crest behind, the beak open forward, the great eye.
  s.fill(
    "leaf",
    smooth([
      [-20, -62],
      [-4, -92],
      [30, -96],
      [56, -82],
      [96, -64, 1],
      [54, -62],
      [84, -40, 1],
      [40, -44],
      [14, -36],
    ]),
  );
  s.fill("water", circle(26, -74, 12, 10));
  s.solid(circle(26, -74, 5, 8));
  if (detail >= 1) s.detail(1, curve(...body.slice(1, 4)));
  if (detail >= 2) s.detail(2, curve([-14, -66], [-2, -84], [22, -90]));
  return s.done();
};
