/** Winged things and webs: butterfly, moth, bee, spider web. */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, flipX, line, mirrored, polar, smooth, TAU, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

function antennae(s: Sketch, y: number, length: number, feathered: boolean, level = 0): void {
  for (const side of [-1, 1]) {
    const tip: Node = [side * length * 0.55, y - length];
    s.line(level, 0.9, curve([side * 3, y], [side * length * 0.2, y - length * 0.6], tip));
    if (feathered) {
      for (let i = 1; i <= 3; i++) {
        const t = i / 4;
        const x = side * length * 0.55 * t;
        const yy = y - length * t;
        s.detail(2, line([x, yy], [x + side * 8, yy + 6]));
      }
    } else s.solid(circle(tip[0], tip[1], 4, 6));
  }
}

export const butterfly: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["water", "warm", "primary", "pink", "accent"] as const);
  const spot: Tone = tone === "accent" ? "primary" : "accent";
  const spread = rng.vary(1, 0.06);
  const fore: Node[] = [
    [6, -8, 1],
    [30, -60 * spread],
    [74, -92 * spread],
    [98, -80 * spread],
    [92, -40],
    [70, -10],
    [10, 2],
  ];
  const hind: Node[] = [
    [8, 2, 1],
    [52, 4],
    [80, 30],
    [74, 66],
    [42, 84],
    [20, 66],
    [8, 20],
  ];
  for (const side of [1, -1]) {
    const flipNodes = (n: Node[]) => (side === 1 ? n : flipX(n));
    s.fill(tone, smooth(flipNodes(hind)));
    s.shade(
      smooth(
        flipNodes([
          [10, 8],
          [44, 10],
          [60, 30],
          [40, 50],
          [16, 30],
        ]),
      ),
    );
    if (detail >= 1) s.fill(spot, ellipse(side * 52, 48, 11, 13, 0, 10));
    s.fill(tone, smooth(flipNodes(fore)));
    s.shade(
      smooth(
        flipNodes([
          [10, -6],
          [34, -40],
          [56, -50],
          [40, -20],
          [16, -2],
        ]),
      ),
    );
    // Dark wing tips with pale spots.
    s.fill(
      "dark",
      smooth(
        flipNodes([
          [60, -84 * spread],
          [74, -92 * spread],
          [98, -80 * spread],
          [92, -46],
          [78, -56],
          [68, -70],
        ]),
      ),
    );
    for (const [x, y] of [
      [84, -74],
      [90, -60],
    ] as const)
      s.fill("light", circle(side * x, y * spread, 4, 6));
    if (detail >= 1) {
      s.detail(
        1,
        curve(
          ...flipNodes([
            [14, -6],
            [40, -40],
            [66, -70],
          ]),
        ),
      );
      s.detail(
        1,
        curve(
          ...flipNodes([
            [14, -2],
            [50, -20],
            [80, -34],
          ]),
        ),
      );
      s.detail(
        1,
        curve(
          ...flipNodes([
            [14, 8],
            [40, 30],
            [52, 70],
          ]),
        ),
      );
    }
    if (detail >= 2)
      s.detail(
        2,
        curve(
          ...flipNodes([
            [20, 0],
            [50, 0],
            [70, 20],
          ]),
        ),
      );
  }
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -20],
        [6, -16],
        [7, 10],
        [5, 44],
        [0, 58],
      ]),
    ),
  );
  s.fill("dark", circle(0, -24, 8, 10));
  antennae(s, -30, 44, false);
  return s.done();
};

export const moth: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["warm", "light", "cool", "pink"] as const);
  const luna = rng.chance(0.35);
  const fore: Node[] = [
    [8, -12, 1],
    [40, -44],
    [92, -58],
    [102, -40, 1],
    [80, -2],
    [12, 8],
  ];
  const hind: Node[] = luna
    ? [
        [8, 6, 1],
        [50, 14],
        [66, 40],
        [52, 62],
        [44, 102, 1],
        [30, 60],
        [10, 30],
      ]
    : [
        [8, 6, 1],
        [56, 12],
        [76, 36],
        [62, 62],
        [30, 62],
        [10, 30],
      ];
  for (const side of [1, -1]) {
    const f = (n: Node[]) => (side === 1 ? n : flipX(n));
    s.fill(tone, smooth(f(hind)));
    s.fill(tone, smooth(f(fore)));
    s.shade(
      smooth(
        f([
          [10, -8],
          [44, -38],
          [86, -50],
          [60, -20],
          [14, 4],
        ]),
      ),
    );
    // Eye spot on each forewing.
    s.fill("light", circle(side * 58, -26, 12, 10));
    s.fill("dark", circle(side * 58, -26, 6.5, 8));
    if (detail >= 1) {
      s.detail(
        1,
        curve(
          ...f([
            [30, -30],
            [60, -44],
            [92, -50],
          ]),
        ),
      );
      s.detail(
        1,
        curve(
          ...f([
            [16, 20],
            [40, 34],
            [56, 50],
          ]),
        ),
      );
    }
    if (detail >= 2)
      s.detail(
        2,
        curve(
          ...f([
            [20, -6],
            [50, -4],
            [76, -8],
          ]),
        ),
      );
  }
  // Fuzzy body.
  s.fill(
    "warm",
    smooth(
      mirrored([
        [0, -30],
        [12, -22],
        [14, 6],
        [10, 40],
        [0, 54],
      ]),
    ),
  );
  if (detail >= 1) for (const y of [0, 16, 30]) s.detail(1, curve([-10, y], [0, y + 4], [10, y]));
  s.fill("warm", circle(0, -32, 10, 10));
  if (!luna && detail >= 2) {
    // A tiny skull on the thorax (death's-head).
    s.fill("light", ellipse(0, -12, 7, 6, 0, 8));
    s.solid(circle(-2.5, -13, 1.6, 6));
    s.solid(circle(2.5, -13, 1.6, 6));
  }
  antennae(s, -38, 40, true, 0);
  return s.done();
};

export const bee: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tilt = rng.vary(1, 0.08);
  // Wings behind the body.
  for (const side of [-1, 1]) {
    s.fill("light", ellipse(side * 46, -42 * tilt, 46, 24, side * -0.55, 14));
    s.fill("light", ellipse(side * 40, -6, 32, 17, side * -0.25, 12));
    if (detail >= 1) {
      s.detail(1, curve([side * 14, -26], [side * 44, -44 * tilt], [side * 76, -62]));
      s.detail(2, curve([side * 14, -14], [side * 40, -10], [side * 62, -18]));
    }
  }
  // Legs.
  for (const side of [-1, 1]) {
    for (const [y, dx] of [
      [-20, 34],
      [-4, 40],
      [12, 36],
    ] as const)
      s.line(0, 1, curve([side * 10, y], [side * (dx - 10), y + 8], [side * dx, y + 20]));
  }
  // Abdomen with stripes, thorax, head.
  const abdomen: Node[] = [
    [0, 0],
    [22, 8],
    [30, 36],
    [22, 68],
    [0, 94, 1],
  ];
  s.fill("accent", smooth(mirrored(abdomen)));
  for (const [y0, y1] of [
    [22, 34],
    [46, 58],
    [70, 78],
  ] as const) {
    const w0 = y0 < 40 ? 29 : y0 < 60 ? 27 : 18;
    const w1 = y1 < 40 ? 30 : y1 < 62 ? 25 : 13;
    s.fill(
      "dark",
      smooth([
        [-w0, y0, 1],
        [0, y0 + 3],
        [w0, y0, 1],
        [w1, y1, 1],
        [0, y1 + 3],
        [-w1, y1, 1],
      ]),
    );
  }
  s.shade(
    smooth([
      [10, 10],
      [24, 20],
      [26, 50],
      [14, 70],
      [18, 40],
    ]),
  );
  s.fill("dark", ellipse(0, -18, 22, 20, 0, 14));
  if (detail >= 2)
    for (const a of [0.5, 1.6, 2.6]) s.highlight(curve(polar(0, -18, 12, a + Math.PI), polar(0, -18, 18, a + Math.PI)));
  s.fill("dark", circle(0, -46, 15, 12));
  for (const side of [-1, 1]) s.fill("light", ellipse(side * 7, -48, 4, 6, side * 0.3, 8));
  antennae(s, -58, 30, false);
  return s.done();
};

export const spiderWeb: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const spokes = detail >= 2 ? 10 : 8;
  const rings = detail >= 2 ? 6 : detail >= 1 ? 5 : 3;
  const turn = rng.range(0, 0.3);
  const R = 96;
  const spokeAngles = Array.from({ length: spokes }, (_, i) => turn + (i / spokes) * TAU + rng.jitter(0.08));
  for (const a of spokeAngles) s.line(0, 1.1, line([0, 0], polar(0, 0, R, a)));
  // Sagging threads between neighbouring spokes.
  for (let r = 1; r <= rings; r++) {
    const radius = (R * r) / (rings + 0.4);
    for (let i = 0; i < spokes; i++) {
      const a0 = spokeAngles[i];
      const a1 = spokeAngles[(i + 1) % spokes] + (i + 1 === spokes ? TAU : 0);
      const p0 = polar(0, 0, radius, a0);
      const p1 = polar(0, 0, radius, a1);
      const mid = polar(0, 0, radius * 0.86, (a0 + a1) / 2);
      s.line(r <= 3 ? 0 : 1, 0.9, curve(p0, mid, p1));
    }
  }
  // The spider, hanging on its thread.
  const sx = rng.range(20, 40);
  const sy = rng.range(30, 50);
  s.line(0, 0.9, line([sx, -R * 0.2], [sx, sy - 12]));
  for (const side of [-1, 1]) {
    for (const [dy, reach] of [
      [-6, 22],
      [0, 26],
      [6, 24],
      [12, 18],
    ] as const)
      s.line(
        0,
        1,
        curve(
          [sx + side * 6, sy + dy * 0.6],
          [sx + side * reach * 0.7, sy + dy - 10],
          [sx + side * reach, sy + dy + 8],
        ),
      );
  }
  s.fill("dark", ellipse(sx, sy + 10, 11, 14, 0, 10));
  s.fill("dark", circle(sx, sy - 6, 7, 8));
  s.fill(
    "primary",
    smooth([
      [sx, sy + 4, 1],
      [sx + 5, sy + 10],
      [sx, sy + 16, 1],
      [sx - 5, sy + 10],
    ]),
  );
  return s.done();
};
