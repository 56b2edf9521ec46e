/** Treasures: the key, the crown and the diamond. */
import { circle, ellipse, line, poly, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

export const key: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lobes = rng.pick([3, 4]);
  // Bow: a lobed ring with a hole.
  const outer: Node[] = [];
  const cy = -64;
  for (let i = 0; i < lobes * 2; i++) {
    const a = -Math.PI / 2 + (i / (lobes * 2)) * Math.PI * 2;
    const r = i % 2 === 0 ? 36 : 25;
    outer.push([Math.cos(a) * r, cy + Math.sin(a) * r]);
  }
  const hole = [...ellipse(0, cy, 13, 13, 0, 10).nodes].reverse();
  s.fill("accent", smooth(outer), smooth(hole));
  for (let i = 0; i < lobes; i++) {
    const a = -Math.PI / 2 + (i / lobes) * Math.PI * 2;
    if (detail >= 1) s.solidAt(1, circle(Math.cos(a) * 26, cy + Math.sin(a) * 26, 4, 6));
  }
  // Collar and shaft.
  s.fill(
    "accent",
    smooth([
      [-10, -30, 1],
      [10, -30, 1],
      [12, -22],
      [10, -14, 1],
      [-10, -14, 1],
      [-12, -22],
    ]),
  );
  s.fill(
    "accent",
    poly([
      [-6, -14, 1],
      [6, -14, 1],
      [6, 82, 1],
      [-6, 82, 1],
    ]),
  );
  s.shade(
    poly([
      [1, -14, 1],
      [6, -14, 1],
      [6, 82, 1],
      [1, 82, 1],
    ]),
  );
  s.fill(
    "accent",
    smooth([
      [-8, 66, 1],
      [8, 66, 1],
      [10, 72],
      [8, 78, 1],
      [-8, 78, 1],
      [-10, 72],
    ]),
  );
  // Bit.
  const bit: Node[] = [
    [6, 50, 1],
    [36, 50, 1],
    [36, 60, 1],
    [26, 60, 1],
    [26, 68, 1],
    [36, 68, 1],
    [36, 80, 1],
    [6, 80, 1],
  ];
  s.fill("accent", poly(bit));
  s.solid(
    poly([
      [14, 56, 1],
      [20, 56, 1],
      [20, 74, 1],
      [14, 74, 1],
    ]),
  );
  s.highlight(line([-3, -10], [-3, 40]));
  return s.done();
};

export const crown: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const points = rng.pick([3, 5]);
  const width = 90;
  // Velvet cap behind.
  s.fill(
    "primary",
    smooth([
      [-66, 10, 1],
      [-58, -40],
      [0, -62],
      [58, -40],
      [66, 10, 1],
    ]),
  );
  // The crown body: a band with pointed tops.
  const top: Node[] = [[-width * 0.9, 20, 1]];
  for (let i = 0; i <= points * 2; i++) {
    const x = -width * 0.9 + (i * width * 1.8) / (points * 2);
    const y = i % 2 === 0 ? -56 + Math.abs(x) * 0.18 : -14;
    top.push([x, y, 1]);
  }
  const body: Node[] = [...top.slice(1), [width * 0.9, 20, 1], [width * 0.8, 46, 1], [-width * 0.8, 46, 1]];
  s.fill("accent", poly(body));
  s.shade(
    poly([
      [-width * 0.86, 24, 1],
      [width * 0.86, 24, 1],
      [width * 0.8, 44, 1],
      [-width * 0.8, 44, 1],
    ]),
  );
  s.detail(0, line([-width * 0.88, 20], [width * 0.88, 20]));
  // Pearls on the points, jewels on the band.
  for (let i = 0; i <= points * 2; i += 2) {
    const x = -width * 0.9 + (i * width * 1.8) / (points * 2);
    s.fill("light", circle(x, -62 + Math.abs(x) * 0.18, 8, 8));
  }
  const jewels = detail >= 1 ? 3 : 1;
  for (let i = 0; i < jewels; i++) {
    const x = jewels === 1 ? 0 : -46 + i * 46;
    s.fill(
      i === 1 || jewels === 1 ? "primary" : "water",
      smooth([
        [x, 24, 1],
        [x + 9, 33],
        [x, 42, 1],
        [x - 9, 33],
      ]),
    );
  }
  if (detail >= 2) {
    for (let i = 1; i < points * 2; i += 2) {
      const x = -width * 0.9 + (i * width * 1.8) / (points * 2);
      s.fill("water", circle(x, -4, 5, 6));
    }
  }
  return s.done();
};

export const diamond: MotifFunction = ({ rng }) => {
  const s = new Sketch();
  const w = 92;
  const tableW = rng.vary(44, 0.08);
  const girdle = -20;
  const top = -62;
  // Facets as separate fills in two tones give the cut its sparkle.
  const facets: Array<[Node[], "water" | "light"]> = [
    [
      [
        [-tableW, top, 1],
        [tableW, top, 1],
        [tableW * 0.5, girdle, 1],
        [-tableW * 0.5, girdle, 1],
      ],
      "light",
    ],
    [
      [
        [-w, girdle, 1],
        [-tableW, top, 1],
        [-tableW * 0.5, girdle, 1],
      ],
      "water",
    ],
    [
      [
        [w, girdle, 1],
        [tableW, top, 1],
        [tableW * 0.5, girdle, 1],
      ],
      "water",
    ],
    [
      [
        [-w, girdle, 1],
        [-tableW * 0.5, girdle, 1],
        [0, 96, 1],
      ],
      "light",
    ],
    [
      [
        [-tableW * 0.5, girdle, 1],
        [tableW * 0.5, girdle, 1],
        [0, 96, 1],
      ],
      "water",
    ],
    [
      [
        [tableW * 0.5, girdle, 1],
        [w, girdle, 1],
        [0, 96, 1],
      ],
      "light",
    ],
  ];
  for (const [nodes, tone] of facets) s.fill(tone, poly(nodes));
  s.shade(
    poly([
      [tableW * 0.5, girdle, 1],
      [w, girdle, 1],
      [0, 96, 1],
    ]),
  );
  s.highlight(
    poly([
      [-tableW * 0.7, top + 8, 1],
      [-tableW * 0.35, top + 8, 1],
      [-tableW * 0.55, top + 22, 1],
    ]),
  );
  return s.done();
};
