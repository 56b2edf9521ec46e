/** Memento mori: the skull, the hourglass and the candle. */
import { circle, curve, ellipse, line, mirrored, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

export const skull: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const jaw = rng.vary(1, 0.06);
  const right: Node[] = [
    [0, -92],
    [42, -88],
    [70, -62],
    [78, -24],
    [70, 8],
    [62, 22],
    [58, 40],
    [44, 50 * jaw],
    [40, 70 * jaw],
    [24, 84 * jaw],
    [0, 88 * jaw],
  ];
  s.fill("light", smooth(mirrored(right)));
  // Temples and cheek shading.
  s.shade(
    smooth([
      [62, -40],
      [74, -20],
      [68, 8],
      [56, 18],
      [60, -10],
    ]),
  );
  s.shade(
    smooth([
      [-62, -40],
      [-74, -20],
      [-68, 8],
      [-56, 18],
      [-60, -10],
    ]),
  );
  s.shade(
    smooth([
      [44, 26],
      [56, 36],
      [44, 48],
      [30, 40],
    ]),
  );
  s.shade(
    smooth([
      [-44, 26],
      [-56, 36],
      [-44, 48],
      [-30, 40],
    ]),
  );
  // Eye sockets.
  for (const side of [-1, 1]) {
    const socket: Node[] = [
      [side * 8, -6],
      [side * 14, -28],
      [side * 34, -34],
      [side * 54, -24],
      [side * 54, -2],
      [side * 36, 8],
      [side * 16, 6],
    ];
    s.fill("dark", smooth(socket));
    if (detail >= 2) s.highlight(circle(side * 38, -18, 3.5, 6));
  }
  // Nose.
  s.fill(
    "dark",
    smooth([
      [0, 12, 1],
      [8, 26],
      [10, 34, 1],
      [0, 30],
      [-10, 34, 1],
      [-8, 26],
    ]),
  );
  // Teeth: upper and lower rows.
  const teeth = detail >= 1 ? 6 : 4;
  const top = 46 * jaw;
  const mid = 60 * jaw;
  const bottom = 72 * jaw;
  const half = 30;
  s.fill(
    "light",
    smooth([
      [-half, top - 2, 1],
      [half, top - 2, 1],
      [half + 2, mid],
      [half - 2, bottom, 1],
      [-half + 2, bottom, 1],
      [-half - 2, mid],
    ]),
  );
  s.detail(0, curve([-half - 1, mid], [0, mid + 2], [half + 1, mid]));
  for (let i = 1; i < teeth; i++) {
    const x = -half + (2 * half * i) / teeth;
    s.detail(1, line([x, top], [x * 1.02, mid - 1]));
    s.detail(1, line([x * 1.02, mid + 1], [x * 0.96, bottom - 2]));
  }
  if (detail >= 2) {
    s.detail(2, curve([-20, -84], [-12, -66], [-18, -54], [-10, -42]));
    s.detail(2, curve([-14, -64], [-4, -60]));
  }
  s.highlight(curve([-30, -76], [-10, -82], [10, -80]));
  return s.done();
};

export const hourglass: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const sandTop = rng.range(0.2, 0.5);
  // Glass bulbs.
  const glass: Node[] = [
    [0, -70],
    [34, -70],
    [40, -50],
    [30, -22],
    [8, -4],
    [8, 4],
    [30, 22],
    [40, 50],
    [34, 70],
    [0, 70],
  ];
  s.fill("water", smooth(mirrored(glass)));
  // Sand: a little left on top, a heap below, and the falling stream.
  const topLevel = -4 - 56 * sandTop;
  s.fill(
    "accent",
    smooth([
      [-6, -4, 1],
      [-30 * sandTop - 10, topLevel + 10],
      [0, topLevel],
      [30 * sandTop + 10, topLevel + 10],
      [6, -4, 1],
    ]),
  );
  s.fill(
    "accent",
    smooth([
      [-36, 68, 1],
      [-30, 46],
      [0, 30],
      [30, 46],
      [36, 68, 1],
    ]),
  );
  s.line(0, 0.8, line([0, -2], [0, 32]));
  s.highlight(curve([-26, -56], [-30, -40], [-20, -24]));
  s.highlight(curve([-28, 56], [-32, 40]));
  // Frame: plates and turned posts.
  for (const y of [-80, 80])
    s.fill(
      "warm",
      smooth([
        [-60, y - 9, 1],
        [60, y - 9, 1],
        [64, y],
        [60, y + 9, 1],
        [-60, y + 9, 1],
        [-64, y],
      ]),
    );
  for (const x of [-50, 50]) {
    const post: Node[] = [
      [x - 4, -71, 1],
      [x + 4, -71, 1],
      [x + 7, -50],
      [x + 3, -24],
      [x + 7, 0],
      [x + 3, 24],
      [x + 7, 50],
      [x + 4, 71, 1],
      [x - 4, 71, 1],
      [x - 7, 50],
      [x - 3, 24],
      [x - 7, 0],
      [x - 3, -24],
      [x - 7, -50],
    ];
    s.fill("warm", smooth(post));
    if (detail >= 2) s.detail(2, line([x - 5, 0], [x + 5, 0]));
  }
  for (const y of [-80, 80]) s.detail(1, line([-56, y + (y < 0 ? 4 : -4)], [56, y + (y < 0 ? 4 : -4)]));
  return s.done();
};

export const candle: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const h = rng.vary(96, 0.08);
  const top = 58 - h;
  // Holder.
  s.fill(
    "accent",
    smooth([
      [-62, 64, 1],
      [-54, 76],
      [0, 82],
      [54, 76],
      [62, 64, 1],
      [0, 58],
    ]),
  );
  s.fill(
    "accent",
    smooth([
      [52, 66],
      [78, 58],
      [86, 70],
      [74, 80],
      [58, 74],
    ]),
  );
  s.solidAt(1, ellipse(74, 69, 5, 4, 0, 6));
  // Wax body with drips.
  const body: Node[] = [
    [-22, top, 1],
    [-8, top + 4],
    [-4, top + 20],
    [2, top + 6],
    [22, top, 1],
    [22, 60, 1],
    [-22, 60, 1],
  ];
  s.fill("light", smooth(body));
  s.shade(
    smooth([
      [8, top + 12, 1],
      [20, top + 4, 1],
      [20, 58, 1],
      [10, 58, 1],
    ]),
  );
  if (detail >= 1)
    s.fill(
      "light",
      smooth([
        [-22, top + 6, 1],
        [-14, top + 8],
        [-16, top + 36],
        [-22, top + 38, 1],
      ]),
    );
  s.line(0, 1.2, line([0, top], [0, top - 10]));
  // Flame and glow.
  s.fill(
    "accent",
    smooth([
      [0, top - 6, 1],
      [14, top - 24],
      [8, top - 46],
      [0, top - 72, 1],
      [-10, top - 42],
      [-14, top - 22],
    ]),
  );
  s.fill(
    "primary",
    smooth([
      [0, top - 10, 1],
      [6, top - 22],
      [2, top - 38, 1],
      [-6, top - 22],
    ]),
  );
  if (detail >= 2) {
    for (const side of [-1, 1]) s.detail(2, curve([side * 26, top - 50], [side * 34, top - 34], [side * 30, top - 16]));
  }
  return s.done();
};
