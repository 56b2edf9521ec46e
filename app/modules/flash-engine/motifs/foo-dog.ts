/**
 * The foo dog (shishi, karajishi, the Chinese guardian lion; issue 36): a lion-dog sitting upright
 * from the front, its head in a ring of tight curls, bulging eyes, a broad nose and a grin, curls at
 * its elbows and a curly tail rising behind. What it guards (a ball, a jewel, a cub) is not drawn
 * unless asked: its left forepaw (`FOO_DOG_PAW`) is where the scene puts it.
 */
import { circle, curve, ellipse, mirrored, smooth, TAU, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** Where a thing under its right forepaw rests (centre and radius, motif units): beside the paw, on the ground. */
export const FOO_DOG_BALL = { x: -52, y: 74, r: 22 } as const;

/** Its grip for a thing it holds: the holding layout puts a small thing's middle a little up and right of it. */
export const FOO_DOG_PAW = [-71, 79] as const;

const HEAD_Y = -46;

/** A tight curl: a round lock with its spiral cut in. */
function curl(s: Sketch, x: number, y: number, r: number, detail: number, turn: number): void {
  s.fill("primary", circle(x, y, r, 10));
  if (detail < 1) return;
  const spiral: Node[] = [];
  for (let i = 0; i <= 8; i++) {
    const a = turn + (i / 8) * TAU * 0.95;
    const rr = r * (0.75 - i * 0.075);
    spiral.push([x + Math.cos(a) * rr, y + Math.sin(a) * rr]);
  }
  s.detail(1, curve(...spiral));
}

/** The tail behind: a flame of three curls rising at its right. */
function tail(s: Sketch, detail: number): void {
  s.fill(
    "primary",
    smooth([
      [40, 40],
      [62, 10],
      [80, -22],
      [92, -10],
      [84, 20],
      [62, 52],
    ]),
  );
  for (const [x, y, r] of [
    [86, -18, 12],
    [90, 6, 10],
    [76, 30, 10],
  ] as const)
    curl(s, x, y, r, detail, 0.6);
}

/** The seated body from the front: haunches, chest, the two forelegs and their paws. */
function body(s: Sketch, detail: number): void {
  s.fill(
    "accent",
    smooth(
      mirrored([
        [0, -10],
        [40, -6],
        [62, 40],
        [70, 78],
        [60, 96, 1],
        [0, 96],
      ]),
    ),
  );
  s.shade(
    smooth(
      mirrored([
        [0, 60],
        [44, 56],
        [64, 80],
        [58, 94],
        [0, 94],
      ]),
    ),
  );
  for (const side of [-1, 1]) {
    s.fill(
      "accent",
      smooth([
        [side * 14, 10],
        [side * 40, 8],
        [side * 42, 80],
        [side * 12, 80],
      ]),
    );
    s.fill("accent", ellipse(side * 28, 86, 20, 11, 0, 12));
    if (detail >= 1) for (const dx of [-8, 0, 8]) s.detail(1, curve([side * 28 + dx, 80], [side * 28 + dx * 1.2, 95]));
    s.detail(0, curve([side * 18, 30], [side * 20, 60], [side * 16, 78]));
    curl(s, side * 44, 28, 9, detail, side > 0 ? 0.4 : 2.6);
    curl(s, side * 46, 46, 7, detail, side > 0 ? 1.2 : 1.9);
  }
}

/** The mane: a ring of curls round the head, down to the chest. */
function mane(s: Sketch, detail: number): void {
  s.fill("primary", ellipse(0, HEAD_Y + 10, 66, 62, 0, 16));
  const locks = 14;
  for (let i = 0; i < locks; i++) {
    const a = -Math.PI / 2 + ((i + 0.5) / locks) * TAU;
    curl(s, Math.cos(a) * 60, HEAD_Y + 10 + Math.sin(a) * 56, 15, detail, a);
  }
}

/** The face: broad brow with curled brows, bulging eyes, a wide flat nose and a grin with fangs. */
function face(s: Sketch, detail: number): void {
  s.fill(
    "accent",
    smooth(
      mirrored([
        [0, HEAD_Y - 40],
        [30, HEAD_Y - 36],
        [44, HEAD_Y - 12],
        [42, HEAD_Y + 18],
        [28, HEAD_Y + 38],
        [0, HEAD_Y + 44],
      ]),
    ),
  );
  for (const side of [-1, 1]) {
    // Ears folded out over the mane, brows rolled into curls.
    s.fill("accent", ellipse(side * 44, HEAD_Y - 30, 12, 8, side * 0.5, 10));
    curl(s, side * 18, HEAD_Y - 26, 8, detail, side > 0 ? 2.8 : 0.2);
    // A bulging eye: white ball, dark pupil looking ahead.
    s.fill("light", circle(side * 20, HEAD_Y - 10, 10, 12));
    s.solid(circle(side * 19, HEAD_Y - 9, 5, 10));
    s.highlight(circle(side * 21, HEAD_Y - 12, 1.8, 6));
  }
  // A wide flat nose over a grinning mouth, fangs at its corners.
  s.fill(
    "dark",
    smooth([
      [-14, HEAD_Y + 4, 1],
      [14, HEAD_Y + 4, 1],
      [10, HEAD_Y + 14],
      [0, HEAD_Y + 16],
      [-10, HEAD_Y + 14],
    ]),
  );
  s.fill(
    "pink",
    smooth([
      [-26, HEAD_Y + 22, 1],
      [0, HEAD_Y + 26],
      [26, HEAD_Y + 22, 1],
      [16, HEAD_Y + 36],
      [0, HEAD_Y + 39],
      [-16, HEAD_Y + 36],
    ]),
  );
  for (const side of [-1, 1])
    s.fill(
      "light",
      smooth([
        [side * 20, HEAD_Y + 23, 1],
        [side * 14, HEAD_Y + 24, 1],
        [side * 17, HEAD_Y + 33, 1],
      ]),
    );
  s.detail(0, curve([-8, HEAD_Y + 16], [0, HEAD_Y + 20], [8, HEAD_Y + 16]));
  if (detail >= 2) for (const side of [-1, 1]) s.detail(2, curve([side * 30, HEAD_Y + 8], [side * 38, HEAD_Y + 14]));
}

export const fooDog: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  tail(s, detail);
  body(s, detail);
  mane(s, detail);
  face(s, detail);
  return s.done();
};
