/** The wolf: its head, and its howl in profile. */
import { circle, curve, mirrored, smooth, type Node } from "../geometry";
import { eye, pair, Sketch, type MotifFunction } from "./common";

export const wolf: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const ear = rng.vary(1, 0.06);
  const right: Node[] = [
    [0, -54],
    [16, -58],
    [40, -98 * ear, 1],
    [60, -54],
    [70, -34],
    [90, -8, 1],
    [76, 2],
    [94, 26, 1],
    [74, 30],
    [82, 52, 1],
    [58, 52],
    [44, 70],
    [24, 86],
    [0, 92],
  ];
  s.fill("cool", smooth(mirrored(right)));
  // Darker saddle on the forehead and cheeks.
  s.shade(
    smooth(
      mirrored([
        [0, -50],
        [22, -52],
        [36, -40],
        [34, -28],
        [14, -30],
        [0, -16],
      ]),
    ),
  );
  s.shade(
    smooth([
      [62, -30],
      [86, -8],
      [74, 2],
      [90, 24],
      [66, 22],
      [56, 0],
    ]),
  );
  s.shade(
    smooth([
      [-62, -30],
      [-86, -8],
      [-74, 2],
      [-90, 24],
      [-66, 22],
      [-56, 0],
    ]),
  );
  // Inner ears.
  for (const side of [-1, 1])
    s.fill(
      "pink",
      smooth([
        [side * 24, -58, 1],
        [side * 40, -88 * ear, 1],
        [side * 52, -54, 1],
        [side * 38, -60],
      ]),
    );
  // Pale muzzle and cheeks.
  const muzzle: Node[] = [
    [0, -10],
    [14, -6],
    [26, 14],
    [48, 30],
    [38, 54],
    [22, 76],
    [0, 84],
  ];
  s.fill("light", smooth(mirrored(muzzle)));
  s.detail(2, curve([10, 30], [24, 40], [30, 56]));
  s.detail(2, curve([-10, 30], [-24, 40], [-30, 56]));
  for (const side of [-1, 1]) eye(s, side * 30, -14, 26, side * -0.32, "accent");
  pair(s, 1, [
    [14, -30],
    [30, -34],
    [46, -26],
  ]);
  // Nose and mouth.
  s.fill(
    "dark",
    smooth([
      [-14, 36, 1],
      [0, 32],
      [14, 36, 1],
      [8, 48],
      [0, 52, 1],
      [-8, 48],
    ]),
  );
  s.line(0, 1, curve([0, 52], [0, 60]));
  pair(s, 0, [
    [0, 60],
    [8, 68],
    [18, 66],
  ]);
  if (detail >= 2) {
    pair(s, 2, [
      [46, 8],
      [60, 14],
      [66, 24],
    ]);
    pair(s, 3, [
      [8, -46],
      [10, -38],
    ]);
  }
  return s.done();
};

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
  s.fill(
    "light",
    smooth([
      [60, -53, 1],
      [88, -58 * lift, 1],
      [62, -44],
      [46, -28],
      [36, -12],
      [38, -34],
    ]),
  );
  // Inner ear.
  s.fill(
    "pink",
    smooth([
      [3, -72, 1],
      [-7, -96, 1],
      [-16, -64],
    ]),
  );
  // Eye, closed in the howl, brow and nose.
  s.line(1, 1.3, curve([12, -62], [20, -66], [28, -62]));
  s.solid(circle(80, -92 * lift, 7, 8));
  // Fur lines on the neck and the cheek.
  for (let i = 0; i < 3; i++)
    s.detail(1, curve([-40 + i * 12, -4 + i * 20], [-30 + i * 12, 8 + i * 20], [-26 + i * 12, 24 + i * 20]));
  s.detail(1, curve([14, -40], [24, -34], [30, -22]));
  if (detail >= 2)
    for (let i = 0; i < 3; i++) s.detail(2, curve([-20 + i * 10, -50 + i * 4], [-12 + i * 10, -40 + i * 4]));
  return s.done();
};
