/**
 * Plants people ask for by name that the atlas has no drawing of: the rose on its thorned stem,
 * the lavender sprig, the lily, the thistle, the pomegranate and the pine cone. Drawn the way the
 * flower library draws (./flowers.ts): filled shapes with a shadow side, veins and shine as detail.
 */
import {
  circle,
  curve,
  ellipse,
  placement,
  polar,
  poly,
  ribbon,
  smooth,
  taper,
  TAU,
  type Node,
  type Vec,
} from "../geometry";
import { leaf, placed, Sketch, type MotifFunction } from "./common";
import { rose } from "./flowers";

/** Points along a quadratic curve from a through the pull of b to c, at t in [0, 1]. */
function along(a: Vec, b: Vec, c: Vec, t: number): Vec {
  const u = 1 - t;
  return [u * u * a[0] + 2 * u * t * b[0] + t * t * c[0], u * u * a[1] + 2 * u * t * b[1] + t * t * c[1]];
}

/** The direction of that curve at t, in radians. */
function heading(a: Vec, b: Vec, c: Vec, t: number): number {
  const [p, q] = [along(a, b, c, Math.max(0, t - 0.01)), along(a, b, c, Math.min(1, t + 0.01))];
  return Math.atan2(q[1] - p[1], q[0] - p[0]);
}

/** The rose on a long stem with its thorns and two leaves: "a rose with thorns". */
export const thornedRose: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const stem: [Vec, Vec, Vec] = [
    [2, -10],
    [14, 40],
    [-4, 100],
  ];
  s.fill("leaf", ribbon([stem[0], stem[1], stem[2]], taper.even(7), 20));
  // Thorns: small hooked points on alternate sides, pointing up the stem.
  for (const [t, side] of [
    [0.3, 1],
    [0.46, -1],
    [0.62, 1],
    [0.8, -1],
  ] as const) {
    const [x, y] = along(...stem, t);
    const a = heading(...stem, t) + side * (Math.PI / 2 + 0.5);
    const base = (d: number): Node => [x + Math.cos(a + Math.PI / 2) * d, y + Math.sin(a + Math.PI / 2) * d, 1];
    const tip: Node = [x + Math.cos(a - side * 0.5) * 11, y + Math.sin(a - side * 0.5) * 11, 1];
    s.fill("leaf", poly([base(-3.5), tip, base(3.5)]));
  }
  leaf(s, along(...stem, 0.52)[0], along(...stem, 0.52)[1], 44, 24, -0.35, "leaf", -0.1);
  leaf(s, along(...stem, 0.7)[0], along(...stem, 0.7)[1], 40, 22, Math.PI + 0.45, "leaf", 0.1);
  s.add(placed(rose({ rng: rng.fork("head"), detail }), placement(0, -30, 0.58), 1));
  return s.done();
};

/** Lavender: three stems fanning from the bottom, each topped with a spike of buds. */
export const lavender: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tips: Vec[] = [
    [-34, -86],
    [2, -100],
    [36, -84],
  ];
  const foot: Vec = [0, 98];
  const stems = tips.map((tip): [Vec, Vec, Vec] => [foot, [tip[0] * 0.3, 20], tip]);
  for (const stem of stems) s.fill("leaf", ribbon([...stem], taper.even(3.6), 18));
  // Narrow leaves at the foot.
  for (const side of [-1, 1]) leaf(s, side * 2, 70, 46, 9, -Math.PI / 2 + side * 0.5, "leaf", side * 0.12);
  for (const [k, stem] of stems.entries()) {
    const buds = detail >= 2 ? 9 : 7;
    for (let i = 0; i < buds; i++) {
      const t = 0.48 + (0.52 * i) / (buds - 1);
      const [x, y] = along(...stem, t);
      const a = heading(...stem, t);
      const size = 1 - i / (buds * 1.6);
      for (const side of i === buds - 1 ? [0] : [-1, 1]) {
        const off = side * 4.5 * size;
        const bx = x + Math.cos(a + Math.PI / 2) * off;
        const by = y + Math.sin(a + Math.PI / 2) * off;
        s.fill("cool", ellipse(bx, by, 7.5 * size, 4.8 * size, a + side * 0.5 + rng.jitter(0.1), 10));
      }
      if (k === 1 && i === 0 && detail >= 2) s.highlight(curve([x - 3, y - 2], [x - 1, y - 4], [x + 1, y - 5]));
    }
  }
  return s.done();
};

/** A lily seen from the front: six pointed petals curving back, a midrib and spots on each, long stamens. */
export const lily: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const turn = rng.jitter(0.1);
  leaf(s, -10, 40, 62, 26, Math.PI - 0.9, "leaf", -0.1);
  leaf(s, 10, 44, 58, 24, 0.8, "leaf", 0.1);
  for (let k = 0; k < 6; k++) {
    const a = turn - Math.PI / 2 + (k * TAU) / 6 + (k % 2 ? 0.08 : 0);
    const length = k % 2 ? 78 : 88;
    const width = k % 2 ? 30 : 34;
    const petal: Node[] = [
      [0, 0, 1],
      [length * 0.35, -width * 0.5],
      [length * 0.75, -width * 0.35],
      [length, 4, 1],
      [length * 0.75, width * 0.42],
      [length * 0.35, width * 0.52],
    ];
    const rotated = petal.map(([x, y, c]): Node => {
      const [px, py] = [x * Math.cos(a) - y * Math.sin(a), x * Math.sin(a) + y * Math.cos(a)];
      return c ? [px, py, 1] : [px, py];
    });
    s.fill("light", smooth(rotated));
    s.detail(
      1,
      curve(
        [Math.cos(a) * 10, Math.sin(a) * 10],
        [Math.cos(a) * length * 0.5, Math.sin(a) * length * 0.5],
        polar(0, 0, length * 0.85, a + 0.03),
      ),
    );
    if (detail >= 2)
      for (const r of [0.3, 0.45])
        s.solidAt(2, circle(...(polar(0, 0, length * r, a + (k % 2 ? 0.12 : -0.12)) as [number, number]), 2.4, 6));
  }
  // Stamens: long filaments ending in anthers.
  for (let k = 0; k < 6; k++) {
    const a = turn - Math.PI / 2 + Math.PI / 6 + (k * TAU) / 6;
    const end = polar(0, 0, 44, a);
    s.line(1, 0.8, curve([0, 0], polar(0, 0, 24, a - 0.1), end));
    s.fill("warm", ellipse(end[0], end[1], 6, 3, a + Math.PI / 2, 8));
  }
  s.fill("accent", circle(0, 0, 7, 10));
  return s.done();
};

/** A thistle: a round scaled head, a crown of spikes rising out of it, a stem with spiny leaves. */
export const thistle: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill(
    "leaf",
    ribbon(
      [
        [0, 34],
        [3, 70],
        [0, 100],
      ],
      taper.even(7),
      12,
    ),
  );
  for (const side of [-1, 1]) {
    const spiny: Node[] = [[0, 0, 1]];
    for (let i = 1; i <= 4; i++)
      spiny.push([side * i * 11, -i * 5 - (i % 2) * 7, 1], [side * i * 11 + side * 4, -i * 4 + 3, 1]);
    spiny.push([side * 50, -20, 1], [side * 20, 6]);
    s.fill("leaf", poly(spiny.map(([x, y, c]): Node => (c ? [x, y + 76, 1] : [x, y + 76]))));
  }
  // The crown: narrow spikes fanning up from the head.
  for (let k = 0; k < 13; k++) {
    const a = -Math.PI / 2 + (k - 6) * 0.14;
    const root = polar(0, -4, 20, a);
    const tip = polar(0, -4, 96 - Math.abs(k - 6) * 5, a);
    s.fill("pink", ribbon([root, polar(0, -4, 60, a + 0.02), tip], taper.spike(9), 10));
  }
  s.fill("leaf", ellipse(0, 20, 38, 32, 0, 20));
  s.shade(
    smooth([
      [10, -6],
      [34, 8],
      [32, 34],
      [12, 48],
      [24, 24],
    ]),
  );
  // Scales: two rows of small points over the head.
  const rows = detail >= 2 ? [4, 18, 32] : [10, 28];
  for (const [r, y] of rows.entries())
    for (let x = -26 + (r % 2) * 8; x <= 26; x += 16)
      s.detail(
        1,
        poly(
          [
            [x - 6, y + 4],
            [x, y - 5, 1],
            [x + 6, y + 4],
          ],
          false,
        ),
      );
  return s.done();
};

/** A pomegranate: a round fruit, its crown of pointed sepals, a leaf at the stalk. */
export const pomegranate: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  leaf(s, 6, -66, 52, 26, -0.5, "leaf", 0.12);
  s.fill("primary", circle(0, 14, 74, 28));
  s.shade(
    smooth([
      [40, -30],
      [70, 10],
      [56, 56],
      [10, 84],
      [46, 34],
    ]),
  );
  s.highlight(curve([-50, -10], [-40, -32], [-20, -44]));
  // The crown: a short neck opening into five points.
  const crown: Node[] = [
    [-16, -54, 1],
    [-26, -82, 1],
    [-12, -70, 1],
    [-6, -90, 1],
    [2, -72, 1],
    [12, -90, 1],
    [14, -70, 1],
    [28, -80, 1],
    [18, -54, 1],
  ];
  s.fill("primary", poly(crown));
  if (detail >= 1) s.detail(1, curve([-12, -56], [2, -52], [14, -56]));
  if (detail >= 2) s.detail(2, curve([-54, 40], [-30, 62], [0, 70]));
  return s.done();
};

/** A pine cone: rows of overlapping woody scales, each pointing down, on an egg narrowing below; a short stalk. */
export const pineCone: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill(
    "warm",
    ribbon(
      [
        [0, -98],
        [3, -88],
        [0, -76],
      ],
      taper.even(8),
      8,
    ),
  );
  const rows = detail >= 2 ? 9 : 7;
  // From the top down, so each row overlaps the one above it.
  for (let r = 0; r < rows; r++) {
    const y = -70 + (158 * r) / (rows - 1);
    // The egg's half-width at this height: widest in the middle.
    const t = (y + 76) / 170;
    const half = 58 * Math.sin(Math.PI * Math.min(1, t)) + 8;
    const count = Math.max(2, Math.round((2 * half) / 30));
    const w = (2 * half) / count + 6;
    const h = 30 - Math.abs(t - 0.4) * 12;
    for (let k = 0; k < count; k++) {
      const x = -half + ((k + 0.5 + (r % 2 ? 0.25 : -0.25)) * 2 * half) / count;
      const scale: Node[] = [
        [x - w / 2, y - h * 0.35],
        [x - w * 0.42, y + h * 0.2],
        [x, y + h * 0.62, 1],
        [x + w * 0.42, y + h * 0.2],
        [x + w / 2, y - h * 0.35],
        [x, y - h * 0.5],
      ];
      s.fill("warm", smooth(scale));
      if (detail >= 1)
        s.detail(1, curve([x - w * 0.25, y + h * 0.05], [x, y + h * 0.35], [x + w * 0.25, y + h * 0.05]));
    }
  }
  return s.done();
};

/** A rounded petal from its base along `angle`: an oval, pointed only where it joins. */
function petal(base: Vec, angle: number, length: number, width: number): Node[] {
  const local: Node[] = [
    [0, 0, 1],
    [length * 0.3, -width * 0.45],
    [length * 0.78, -width * 0.5],
    [length, 0],
    [length * 0.78, width * 0.5],
    [length * 0.3, width * 0.45],
  ];
  return local.map(([x, y, c]): Node => {
    const p: Node = [
      base[0] + x * Math.cos(angle) - y * Math.sin(angle),
      base[1] + x * Math.sin(angle) + y * Math.cos(angle),
    ];
    return c ? [p[0], p[1], 1] : p;
  });
}

/** A magnolia flower seen from the side: two petals spread behind a cup of three, on a woody stem. */
export const magnolia: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill(
    "warm",
    ribbon(
      [
        [0, 30],
        [6, 66],
        [2, 100],
      ],
      taper.even(8),
      10,
    ),
  );
  leaf(s, 4, 70, 56, 28, 0.25, "leaf", 0.12);
  const base: Vec = [0, 36];
  for (const [angle, length, width] of [
    [-Math.PI / 2 - 0.95, 92, 46],
    [-Math.PI / 2 + 0.95, 92, 46],
  ] as const)
    s.fill("pink", smooth(petal(base, angle, length, width)));
  for (const [angle, length, width] of [
    [-Math.PI / 2 - 0.38, 104, 50],
    [-Math.PI / 2 + 0.38, 104, 50],
    [-Math.PI / 2, 112, 54],
  ] as const) {
    s.fill("light", smooth(petal(base, angle, length, width)));
    if (detail >= 1) {
      const [x, y] = polar(base[0], base[1], length * 0.55, angle);
      s.detail(1, curve(polar(base[0], base[1], 16, angle), [x, y]));
    }
  }
  s.shade(smooth(petal(base, -Math.PI / 2 + 0.2, 70, 24)));
  return s.done();
};

/** A king protea: a bowl of pointed bracts round a soft dome, on a short stem with leaves. */
export const protea: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  leaf(s, -6, 60, 52, 22, Math.PI - 0.6, "leaf", -0.1);
  leaf(s, 6, 64, 50, 22, 0.6, "leaf", 0.1);
  const base: Vec = [0, 58];
  // Bracts: from the sides inwards, the outer ones lower and spread wider.
  for (const k of [-4, 4, -3, 3, -2, 2, -1, 1, 0]) {
    const angle = -Math.PI / 2 + k * 0.3;
    const length = 120 - Math.abs(k) * 10;
    const tip = polar(base[0], base[1], length, angle);
    const left = polar(base[0], base[1], length * 0.55, angle - 0.2);
    const right = polar(base[0], base[1], length * 0.55, angle + 0.2);
    s.fill("pink", smooth([[base[0], base[1], 1], left, [tip[0], tip[1], 1], right]));
    if (detail >= 2)
      s.detail(2, curve(polar(base[0], base[1], 20, angle), polar(base[0], base[1], length * 0.7, angle)));
  }
  s.fill("light", ellipse(0, -6, 34, 28, 0, 18));
  if (detail >= 1)
    for (const [x, y] of [
      [-14, -14],
      [0, -20],
      [14, -14],
      [-18, 0],
      [18, 0],
      [-6, 2],
      [8, -4],
    ] as const)
      s.solidAt(1, circle(x, y, 2.6, 6));
  return s.done();
};

/** A dandelion clock: its seeds on a round head, some blown off to one side on the wind. */
export const dandelion: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  s.fill(
    "leaf",
    ribbon(
      [
        [-20, 100],
        [-16, 40],
        [-4, -20],
      ],
      taper.even(5),
      14,
    ),
  );
  leaf(s, -20, 96, 50, 16, -Math.PI / 2 - 0.6, "leaf", -0.15);
  const centre: Vec = [-4, -34];
  const seed = (from: Vec, angle: number, length: number, level: number) => {
    const tip = polar(from[0], from[1], length, angle);
    s.line(level, 0.7, curve([from[0], from[1]], tip));
    for (const spread of [-0.5, 0, 0.5]) s.line(level, 0.6, curve(tip, polar(tip[0], tip[1], 8, angle + spread)));
  };
  // The puff the seeds make, pale and without an outline, so they show on a black ground too.
  s.patch("light", circle(centre[0], centre[1], 50, 20));
  const count = detail >= 2 ? 22 : 16;
  for (let k = 0; k < count; k++) seed(centre, (k * TAU) / count + rng.jitter(0.05), 40, k % 2 ? 1 : 0);
  s.fill("light", circle(centre[0], centre[1], 7, 10));
  // Seeds blown away to the upper right.
  for (const [x, y, a] of [
    [52, -60, -0.5],
    [70, -32, -0.2],
    [82, -72, -0.6],
    [62, -84, -0.8],
  ] as const) {
    s.fill("light", ellipse(x, y, 2.5, 4, a, 6));
    seed([x, y], a - Math.PI / 2, 12, 1);
  }
  return s.done();
};
