/** Classic flash poses beyond the default faces (issue 16): the howling wolf in profile. */
import { type Node, circle, curve, smooth } from "../geometry";
import { type MotifFunction, Sketch } from "./common";

/** A wolf's head and chest in profile, muzzle raised, mouth open: the howl. Faces right. */
export const wolfHowling: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lift = rng.vary(1, 0.04);
  const outline: Node[] = [
    [74, -98 * lift, 1],
    [54, -80],
    [32, -64],
    [18, -66],
    [6, -74],
    [-8, -104, 1],
    [-22, -62],
    [-38, -44],
    [-52, -10],
    [-60, 30],
    [-62, 64, 1],
    [8, 64, 1],
    [18, 50],
    [10, 38, 1],
    [26, 28],
    [18, 16, 1],
    [34, 6],
    [28, -6, 1],
    [40, -16],
    [46, -28],
    [62, -44],
    [90, -58 * lift, 1],
    [60, -54, 1],
    [78, -74 * lift],
    [88, -86 * lift, 1],
  ];
  s.fill("cool", smooth(outline));
  // Pale throat and lower jaw.
  s.fill("light", smooth([[60, -53, 1], [88, -58 * lift, 1], [62, -44], [46, -28], [36, -12], [38, -34]]));
  // Inner ear.
  s.fill("pink", smooth([[3, -72, 1], [-7, -96, 1], [-16, -64]]));
  // Eye, closed in the howl, brow and nose.
  s.line(1, 1.3, curve([12, -62], [20, -66], [28, -62]));
  s.solid(circle(80, -92 * lift, 7, 8));
  // Fur lines on the neck and the cheek.
  for (let i = 0; i < 3; i++) s.detail(1, curve([-40 + i * 12, -4 + i * 20], [-30 + i * 12, 8 + i * 20], [-26 + i * 12, 24 + i * 20]));
  s.detail(1, curve([14, -40], [24, -34], [30, -22]));
  if (detail >= 2) for (let i = 0; i < 3; i++) s.detail(2, curve([-20 + i * 10, -50 + i * 4], [-12 + i * 10, -40 + i * 4]));
  return s.done();
};
