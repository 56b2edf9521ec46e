/**
 * Landmarks that make a named skyline (issue 36): the Twin Towers of New York's World Trade Center,
 * two square shafts side by side, the north one with its antenna, drawn as themselves and never as
 * some other tower.
 */
import { line, poly } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** The Twin Towers: two tall shafts, the left a little taller with its mast, their close vertical piers. */
export const twinTowers: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  const tower = (x0: number, top: number) =>
    poly([
      [x0, top, 1],
      [x0 + 34, top, 1],
      [x0 + 34, 100, 1],
      [x0, 100, 1],
    ]);
  s.fill("metal", tower(-46, -76));
  s.fill("secondary", tower(12, -70));
  const piers = detail >= 2 ? 5 : detail >= 1 ? 3 : 1;
  for (const x0 of [-46, 12])
    for (let k = 1; k <= piers; k++) {
      const x = x0 + (34 * k) / (piers + 1);
      s.detail(k === (piers + 1) / 2 ? 0 : 1, line([x, x0 < 0 ? -70 : -64], [x, 94]));
    }
  // The antenna on the north tower.
  s.fill(
    "metal",
    poly([
      [-31, -76, 1],
      [-29, -100, 1],
      [-27, -100, 1],
      [-25, -76, 1],
    ]),
  );
  if (detail >= 1) s.detail(1, line([-46, 40], [-12, 40]), line([12, 44], [46, 44]));
  return s.done();
};
