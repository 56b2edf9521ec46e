/** The anchor. */
import { ellipse, line, poly, ribbon, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

export const anchor: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const armDepth = rng.vary(1, 0.06);
  // Ring at the top.
  const ring = ellipse(0, -82, 16, 16, 0, 12);
  const hole = ellipse(0, -82, 8, 8, 0, 10);
  s.fill("cool", ring, { ...hole, nodes: [...hole.nodes].reverse() });
  // Arms with flukes, then the shank over them.
  const arms: Node[] = [
    [-84, 24, 1],
    [-72, 44],
    [-40, 72 * armDepth],
    [0, 92, 1],
    [40, 72 * armDepth],
    [72, 44],
    [84, 24, 1],
    [70, 30],
    [38, 56 * armDepth],
    [0, 70, 1],
    [-38, 56 * armDepth],
    [-70, 30],
  ];
  s.fill("cool", smooth(arms));
  for (const side of [-1, 1])
    s.fill(
      "cool",
      poly([
        [side * 90, 12, 1],
        [side * 92, 44, 1],
        [side * 64, 40, 1],
      ]),
    );
  s.fill(
    "cool",
    poly([
      [-9, -68, 1],
      [9, -68, 1],
      [9, 80, 1],
      [-9, 80, 1],
    ]),
  );
  s.shade(
    poly([
      [2, -68, 1],
      [9, -68, 1],
      [9, 80, 1],
      [2, 80, 1],
    ]),
  );
  // Stock.
  s.fill(
    "cool",
    smooth([
      [-52, -54, 1],
      [52, -54, 1],
      [58, -47],
      [52, -40, 1],
      [-52, -40, 1],
      [-58, -47],
    ]),
  );
  s.fill("cool", ellipse(-58, -47, 7, 9, 0, 8));
  s.fill("cool", ellipse(58, -47, 7, 9, 0, 8));
  // Rope wound around the shank.
  if (detail >= 1) {
    const rope: Node[] = [
      [-20, -88],
      [-30, -62],
      [18, -30],
      [-24, 4],
      [20, 32],
      [-14, 56],
      [-34, 50],
    ];
    s.fill(
      "accent",
      ribbon(rope, () => 8, 40),
    );
    if (detail >= 2)
      for (let i = 1; i < 6; i++) s.detail(3, line([rope[i][0] - 4, rope[i][1] - 4], [rope[i][0] + 4, rope[i][1] + 4]));
  }
  s.highlight(line([-5, -62], [-5, 60]));
  return s.done();
};
