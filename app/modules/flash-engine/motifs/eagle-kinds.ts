/**
 * Kinds of the spread eagle told apart by what makes them that kind (issue 36): the two-headed
 * eagle of heraldry, and the falcon with its dark hood and the "moustache" under its eye.
 */
import { circle, curve, ellipse, ribbon, smooth } from "../geometry";
import { Sketch, type MotifFunction } from "./common";
import { eagleHead, spreadWingsAndBody } from "./eagle";

/**
 * The two-headed eagle: the spread eagle with two heads on two long necks, one looking each way,
 * in the colour of its body, as the Byzantine, Albanian and Scottish Rite eagles are drawn.
 */
export const doubleHeadedEagle: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  spreadWingsAndBody(s, rng, detail);
  for (const side of [-1, 1]) {
    // The neck, from the breast up and out to the head.
    s.fill(
      "warm",
      ribbon(
        [
          [side * 4, -6],
          [side * 20, -30],
          [side * 34, -44],
        ],
        (t) => 22 - t * 6,
        12,
      ),
    );
    if (detail >= 1) s.detail(1, curve([side * 12, -22], [side * 22, -30], [side * 28, -40]));
  }
  eagleHead(s, detail, 1, -34, -12, "warm");
  eagleHead(s, detail, -1, 34, -12, "warm");
  return s.done();
};

/**
 * The falcon, wings spread: a pale breast barred in dark, the dark hood of its head with a pale
 * cheek and the dark stripe down from its eye.
 */
export const falcon: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  spreadWingsAndBody(s, rng, detail);
  s.fill("light", ellipse(0, 16, 17, 30, 0, 12));
  const bars = detail >= 1 ? [-2, 8, 18, 28, 38] : [8, 24];
  for (const [i, y] of bars.entries())
    for (const x of i % 2 ? [-6, 6] : [-9, 0, 9]) s.solid(ellipse(x, y, 3, 1.6, 0, 6));
  eagleHead(s, detail, 1, 0, 0, "dark");
  // The pale cheek under the hood, the dark "moustache" down from the eye, the eye ringed in yellow.
  s.fill(
    "light",
    smooth([
      [-18, -40],
      [2, -44],
      [16, -34],
      [12, -16],
      [-12, -18],
    ]),
  );
  s.fill(
    "dark",
    ribbon(
      [
        [-6, -46],
        [-8, -34],
        [-5, -20],
      ],
      (t) => 8 - t * 3,
      8,
    ),
  );
  s.fill("accent", circle(-6, -50, 7.5, 10));
  s.solid(circle(-6, -50, 4.5, 8));
  s.highlight(circle(-7.5, -51.5, 1.4, 6));
  return s.done();
};
