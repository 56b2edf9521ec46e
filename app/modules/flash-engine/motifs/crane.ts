/**
 * The crane (issue 36): the red-crowned crane of Japanese art in flight, facing right: both wings
 * raised, white with black flight feathers at their trailing edge, the long black neck stretched
 * out, a red cap, a long bill, and the legs trailing behind.
 */
import { circle, curve, ellipse, ribbon, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** A raised wing from the shoulder at (x, y): white, swept back, black flight feathers fanned behind. */
function wing(s: Sketch, x: number, y: number, reach: number, detail: number): void {
  const at = (dx: number, dy: number): Node => [x + dx * reach, y + dy * reach];
  // The black flight feathers first, long fingers fanned out behind the white coverts.
  for (let i = 0; i < 5; i++) {
    const t = i / 4;
    const root = at(-6 - t * 22, -60 + t * 52);
    const tip = at(-40 - t * 34, -108 + t * 64);
    s.fill(
      "dark",
      ribbon([root, tip], (u) => 9 * reach * (1 - u * 0.6), 8),
    );
  }
  s.fill("light", smooth([at(10, 4), at(8, -46), at(-10, -84), at(-24, -66), at(-34, -40), at(-36, -16), at(-22, 4)]));
  if (detail >= 1)
    for (const k of [0.3, 0.55, 0.8]) s.detail(1, curve(at(-30 * k, -70 * k), at(-30 * k + 6, -70 * k + 24)));
}

export const crane: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  // The far wing, behind, then the legs trailing out behind the tail.
  wing(s, 16, -6, 0.9, detail);
  s.shade(ellipse(0, -44, 22, 34, 0.4, 10));
  for (const dy of [0, 6]) s.line(0, 2.2, curve([-44, 18 + dy], [-78, 26 + dy], [-100, 30 + dy]));
  // The tail and the body.
  s.fill(
    "light",
    smooth([
      [-40, 6],
      [-66, 10, 1],
      [-44, 22],
    ]),
  );
  s.fill("light", ellipse(-6, 10, 42, 16, -0.12, 14));
  // The neck stretched forward, black, to the head.
  s.fill(
    "dark",
    ribbon(
      [
        [26, 4],
        [56, -8],
        [80, -22],
      ],
      (t) => 13 - t * 6,
      16,
    ),
  );
  s.fill("light", ellipse(80, -22, 10, 8, -0.4, 10));
  s.fill("primary", circle(82, -28, 4.5, 8));
  s.fill(
    "accent",
    smooth([
      [86, -26, 1],
      [102, -30, 1],
      [88, -18, 1],
    ]),
  );
  s.solidAt(1, circle(82, -22, 1.6, 6));
  // The near wing over the body.
  wing(s, -4, 4, 1, detail);
  return s.done();
};
