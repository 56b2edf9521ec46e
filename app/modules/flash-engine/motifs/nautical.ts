/** Nautical: ship, compass, lighthouse. */
import { circle, curve, line, polar, poly, smooth, star, TAU, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

function waveBand(s: Sketch, y: number, amplitude: number, count: number, level: number): void {
  const nodes: Node[] = [[-100, y + 30, 1]];
  for (let i = 0; i <= count; i++) {
    const x = -100 + (200 * i) / count;
    nodes.push([x, y + (i % 2 ? -amplitude : amplitude * 0.3)]);
  }
  nodes.push([100, y + 30, 1]);
  s.fill("water", smooth(nodes));
  for (let i = 1; i < count; i += 2) {
    const x = -100 + (200 * i) / count;
    s.detail(level, curve([x - 8, y - amplitude + 8], [x + 2, y - amplitude + 12], [x + 12, y - amplitude * 0.2 + 10]));
  }
}

export const ship: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const masts = rng.pick([2, 3]);
  const billow = rng.vary(1, 0.1);
  // Sails on each mast.
  const mastXs = masts === 3 ? [-36, 4, 42] : [-22, 26];
  for (const mx of mastXs) {
    const h = mx === mastXs[Math.floor(masts / 2)] ? 1 : 0.85;
    s.line(0, 1.3, line([mx, 32], [mx, -96 * h]));
    for (const [top, bottom, half] of [
      [-88, -52, 20],
      [-48, -8, 26],
    ] as const) {
      const t = top * h;
      const b = bottom * (h === 1 ? 1 : 0.92);
      s.fill(
        "light",
        smooth([
          [mx - half, t, 1],
          [mx + half, t, 1],
          [mx + half + 6 * billow, (t + b) / 2],
          [mx + half, b, 1],
          [mx - half, b, 1],
          [mx - half + 6 * billow, (t + b) / 2],
        ]),
      );
      s.shade(
        smooth([
          [mx + half * 0.2, t + 2],
          [mx + half - 1, t + 2, 1],
          [mx + half + 5 * billow, (t + b) / 2],
          [mx + half - 1, b - 2, 1],
          [mx + half * 0.3, b - 2],
        ]),
      );
      if (detail >= 2) s.detail(2, line([mx - half * 0.8, (t + b) / 2], [mx + half * 0.8, (t + b) / 2]));
    }
    s.fill(
      "primary",
      poly([
        [mx, -96 * h, 1],
        [mx + 20, -90 * h, 1],
        [mx, -84 * h, 1],
      ]),
    );
  }
  // Hull.
  const hull: Node[] = [
    [-92, 10, 1],
    [-70, 14],
    [70, 14],
    [96, 2, 1],
    [80, 30],
    [60, 48],
    [-56, 48],
    [-76, 32],
  ];
  s.fill("warm", smooth(hull));
  s.fill(
    "dark",
    smooth([
      [-74, 30, 1],
      [80, 30, 1],
      [70, 40],
      [60, 48, 1],
      [-56, 48, 1],
      [-68, 40],
    ]),
  );
  if (detail >= 1) for (const x of [-40, -10, 20, 50]) s.solid(circle(x, 22, 4, 6));
  s.line(1, 1, line([96, 2], [110, -20]));
  waveBand(s, 62, 12, 10, 1);
  return s.done();
};

export const compass: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const R = 92;
  const outer = circle(0, 0, R, 28);
  const inner = circle(0, 0, R * 0.8, 24);
  s.fill("accent", outer, { ...inner, nodes: [...inner.nodes].reverse() });
  s.fill("light", circle(0, 0, R * 0.8, 24));
  const ticks = detail >= 2 ? 32 : detail >= 1 ? 16 : 8;
  for (let i = 0; i < ticks; i++) {
    const a = (i / ticks) * TAU;
    const long = i % (ticks / 8) === 0;
    s.detail(long ? 0 : 1, line(polar(0, 0, R * 0.8, a), polar(0, 0, R * (long ? 0.68 : 0.73), a)));
  }
  // Eight-point star: long cardinal points, short intercardinals, each split light/dark.
  const turn = rng.jitter(0.05);
  for (const [len, offset] of [
    [R * 0.56, Math.PI / 4],
    [R * 0.9, 0],
  ] as const) {
    for (let i = 0; i < 4; i++) {
      const a = turn + offset + (i / 4) * TAU - Math.PI / 2;
      const tip = polar(0, 0, len, a);
      const l = polar(0, 0, len * 0.2, a - Math.PI / 4);
      const r = polar(0, 0, len * 0.2, a + Math.PI / 4);
      s.fill(
        offset === 0 ? "primary" : "cool",
        poly([[0, 0, 1], [...l, 1] as Node, [...tip, 1] as Node, [...r, 1] as Node]),
      );
      s.shade(poly([[0, 0, 1], [...tip, 1] as Node, [...r, 1] as Node]));
    }
  }
  s.fill("accent", circle(0, 0, 9, 10));
  s.solid(circle(0, 0, 3.5, 6));
  // A small north star above.
  if (detail >= 1) s.fill("accent", star(0, -R - 2, 12, 5, 4));
  return s.done();
};

export const lighthouse: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const bands = rng.pick([3, 4]);
  // Light beams.
  for (const side of [-1, 1])
    s.fill(
      "accent",
      poly([
        [side * 12, -66, 1],
        [side * 100, -92, 1],
        [side * 100, -50, 1],
      ]),
    );
  // Rocks and water.
  s.fill(
    "secondary",
    smooth([
      [-70, 86, 1],
      [-62, 66],
      [-36, 58],
      [-10, 64],
      [20, 56],
      [54, 62],
      [74, 86, 1],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([-40, 64], [-30, 76]));
  // Tower with stripes.
  const top = -44;
  const bottom = 64;
  const halfTop = 18;
  const halfBottom = 32;
  const xAt = (y: number) => halfTop + ((y - top) / (bottom - top)) * (halfBottom - halfTop);
  s.fill(
    "light",
    poly([
      [-halfTop, top, 1],
      [halfTop, top, 1],
      [halfBottom, bottom, 1],
      [-halfBottom, bottom, 1],
    ]),
  );
  const step = (bottom - top) / (bands * 2);
  for (let i = 0; i < bands; i++) {
    const y0 = top + step * (i * 2 + 1);
    const y1 = y0 + step;
    s.fill(
      "primary",
      poly([
        [-xAt(y0), y0, 1],
        [xAt(y0), y0, 1],
        [xAt(y1), y1, 1],
        [-xAt(y1), y1, 1],
      ]),
    );
  }
  s.shade(
    poly([
      [halfTop * 0.3, top, 1],
      [halfTop, top, 1],
      [halfBottom, bottom, 1],
      [halfBottom * 0.35, bottom, 1],
    ]),
  );
  s.fill(
    "dark",
    poly([
      [-6, 40, 1],
      [6, 40, 1],
      [6, 60, 1],
      [-6, 60, 1],
    ]),
  );
  // Gallery, lantern room, cap.
  s.fill(
    "dark",
    poly([
      [-28, top - 8, 1],
      [28, top - 8, 1],
      [28, top, 1],
      [-28, top, 1],
    ]),
  );
  s.fill(
    "accent",
    poly([
      [-14, -72, 1],
      [14, -72, 1],
      [14, top - 8, 1],
      [-14, top - 8, 1],
    ]),
  );
  s.line(0, 0.8, line([0, -72], [0, top - 8]));
  s.fill(
    "primary",
    smooth([
      [-20, -72, 1],
      [-14, -84],
      [0, -94, 1],
      [14, -84],
      [20, -72, 1],
    ]),
  );
  s.solid(circle(0, -97, 3.5, 6));
  if (detail >= 2) for (const x of [-22, -11, 0, 11, 22]) s.detail(2, line([x, top - 8], [x, top - 16]));
  waveBand(s, 84, 8, 8, 2);
  return s.done();
};

/**
 * A shark's tooth as worn on a cord: a broad triangular blade with serrated edges, pale, over its
 * dark two-lobed root.
 */
export const sharkTooth: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill(
    "dark",
    smooth([
      [-62, 40, 1],
      [-40, 52],
      [-20, 74, 1],
      [0, 62],
      [20, 74, 1],
      [40, 52],
      [62, 40, 1],
      [0, 30],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [-58, 44, 1],
      [-30, 0],
      [-10, -64],
      [2, -96, 1],
      [12, -62],
      [30, 0],
      [58, 44, 1],
      [0, 36],
    ]),
  );
  s.shade(
    smooth([
      [4, -84],
      [14, -50],
      [30, 4],
      [50, 38],
      [20, 12],
    ]),
  );
  // Serrations along both cutting edges.
  if (detail >= 1)
    for (const side of [-1, 1])
      for (let k = 0.12; k < 0.92; k += detail >= 2 ? 0.08 : 0.14) {
        const x = side * (2 + 56 * k);
        const y = -94 + 136 * k;
        s.detail(1, curve([x, y], [x - side * 5, y + 2]));
      }
  return s.done();
};
