/** Sky and nature: moon, sun, stars, mountain, wave, tree, feather, mushroom, leaf branch. */
import type { Drawing } from "../drawing";
import {
  arcNodes,
  circle,
  curve,
  ellipse,
  line,
  polar,
  poly,
  power,
  ribbon,
  smooth,
  star,
  TAU,
  type Node,
} from "../geometry";
import { leaf, Sketch, type MotifFunction } from "./common";

export const moon: MotifFunction = ({ rng, detail }) => crescent(detail, detail >= 1 && rng.chance(0.75));

/** The man in the moon: the crescent with its face in profile always, at every detail. */
export const moonFace: MotifFunction = ({ detail }) => crescent(detail, true);

/** A crescent opening to the right, with a face in profile on its inner edge or a plain arc. */
function crescent(detail: number, face: boolean): Drawing {
  const s = new Sketch();
  const R = 92;
  // A crescent opening to the right: the outer rim runs from the top tip round the left side
  // to the bottom tip; the inner edge comes back up as a face in profile (or a plain arc).
  const outer = arcNodes(0, 0, R, -Math.PI * 0.36, -Math.PI * 1.64, 14);
  const [tx, ty] = outer[0];
  const [bx, by] = outer[outer.length - 1];
  const inner: Node[] = face
    ? [
        [bx, by, 1],
        [10, 60],
        [-8, 48],
        [-4, 38],
        [6, 32],
        [0, 26],
        [8, 18],
        [20, 6],
        [6, -2],
        [-4, -20],
        [-8, -44],
        [4, -66],
      ]
    : [
        [bx, by, 1],
        [-4, 50],
        [-20, 0],
        [-4, -50],
      ];
  s.fill("accent", smooth([[tx, ty, 1], ...outer.slice(1, -1), ...inner]));
  s.shade(
    smooth([
      [-60, -56],
      [-84, -16],
      [-80, 24],
      [-56, 62],
      [-66, 10],
      [-66, -28],
    ]),
  );
  if (face) {
    s.detail(0, curve([-16, -14], [-8, -8], [0, -12]));
    s.detail(1, line([-12, -10], [-16, -4]));
    s.detail(1, line([-6, -9], [-8, -2]));
    s.fill("primary", ellipse(-2, 30, 5, 3.5, 0.2, 6));
  }
  if (detail >= 2)
    for (const [x, y, r] of [
      [-50, -40, 7],
      [-62, 24, 5],
      [-30, 62, 4],
    ] as const)
      s.detail(2, circle(x, y, r, 8));
  s.highlight(curve([-56, -64], [-76, -36]));
  return s.done();
}

export const sun: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const rays = rng.pick([12, 16]);
  const R = 48;
  for (let i = 0; i < rays; i++) {
    const a = (i / rays) * TAU;
    const long = i % 2 === 0;
    if (long) {
      // Wavy flame ray.
      const tip = polar(0, 0, 98, a + 0.12);
      s.fill(
        "primary",
        smooth([
          polar(0, 0, R - 4, a - 0.16),
          polar(0, 0, 72, a - 0.04),
          [tip[0], tip[1], 1],
          polar(0, 0, 70, a + 0.14),
          polar(0, 0, R - 4, a + 0.16),
        ]),
      );
    } else {
      s.fill(
        "warm",
        poly([polar(0, 0, R - 4, a - 0.12), [...polar(0, 0, 80, a), 1] as Node, polar(0, 0, R - 4, a + 0.12)]),
      );
    }
  }
  s.fill("accent", circle(0, 0, R, 18));
  s.shade(
    smooth([
      [R * 0.7, -R * 0.5],
      [R * 0.95, 0],
      [R * 0.7, R * 0.6],
      [0, R * 0.95],
      [R * 0.5, R * 0.3],
    ]),
  );
  if (detail >= 1 && rng.chance(0.7)) {
    // A serene face.
    for (const side of [-1, 1]) {
      s.detail(0, curve([side * 26, -8], [side * 16, -2], [side * 6, -8]));
      if (detail >= 2) s.detail(2, curve([side * 28, -20], [side * 16, -24], [side * 6, -20]));
    }
    s.detail(1, curve([-4, 0], [-6, 12], [2, 14]));
    s.detail(0, curve([-14, 24], [0, 30], [14, 24]));
  } else {
    s.detail(1, circle(0, 0, R * 0.62, 14));
  }
  return s.done();
};

export const stars: MotifFunction = ({ rng, detail, small: drawnSmall }) => {
  const s = new Sketch();
  const big = star(0, 4, 78, 32, 5);
  s.fill("accent", big);
  // Nautical shading: one half of each point is dark.
  for (let i = 0; i < 5; i++) {
    const a = -Math.PI / 2 + (i / 5) * TAU;
    s.shade(poly([[0, 4, 1], [...polar(0, 4, 78, a), 1] as Node, [...polar(0, 4, 32, a + TAU / 10), 1] as Node]));
  }
  s.detail(1, circle(0, 4, 8, 8));
  const small: Array<[number, number, number]> = [
    [70, -66, 22],
    [-74, -58, 16],
    [76, 62, 14],
  ];
  // Drawn small (a finger, issue 38): the one star; its companions would close up.
  const count = drawnSmall ? 0 : detail >= 2 ? 3 : 2;
  for (const [x, y, r] of small.slice(0, count))
    s.fill(rng.pick(["accent", "light"] as const), star(x, y, r, r * 0.42, 5, -Math.PI / 2 + rng.jitter(0.3)));
  if (detail >= 1) {
    for (const [x, y] of [
      [-80, 40],
      [40, -92],
      [-30, 88],
    ] as const)
      s.solid(circle(x, y, 4, 6));
  }
  return s.done();
};

export const mountain: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const peaks: Array<[number, number, number]> = [
    [-46, -30, 62],
    [40, -52, 70],
    [0, -88, 78],
  ];
  if (rng.chance(0.5)) peaks.reverse();
  // Sun or moon behind.
  const sx = rng.pick([-52, 56]);
  s.fill("accent", circle(sx, -70, 22, 12));
  for (const [x, top, half] of peaks) {
    const base = 56;
    const ridge: Node[] = [
      [x - half * 1.25, base, 1],
      [x - half * 0.55, top + (base - top) * 0.4],
      [x - half * 0.1, top + 6],
      [x, top, 1],
      [x + half * 0.15, top + 8],
      [x + half * 0.6, top + (base - top) * 0.45],
      [x + half * 1.25, base, 1],
    ];
    s.fill("cool", smooth(ridge));
    s.shade(
      smooth([
        [x, top + 2, 1],
        [x + half * 0.15, top + 10],
        [x + half * 0.6, top + (base - top) * 0.47],
        [x + half * 1.2, base - 2, 1],
        [x + half * 0.3, base - 2],
        [x + half * 0.1, top + 40],
      ]),
    );
    // Snow cap with a jagged lower edge.
    const snowY = top + (base - top) * 0.3;
    s.fill(
      "light",
      smooth([
        [x, top, 1],
        [x + half * 0.14, top + 8],
        [x + half * 0.36, snowY, 1],
        [x + half * 0.18, snowY - 6, 1],
        [x + half * 0.04, snowY + 4, 1],
        [x - half * 0.12, snowY - 8, 1],
        [x - half * 0.3, snowY, 1],
        [x - half * 0.1, top + 6],
      ]),
    );
    if (detail >= 2) s.detail(2, curve([x - half * 0.4, base - 12], [x - half * 0.2, top + (base - top) * 0.6]));
  }
  // Ground and pines.
  s.fill(
    "leaf",
    smooth([
      [-100, 56, 1],
      [-60, 48],
      [0, 52],
      [60, 46],
      [100, 56, 1],
      [100, 70, 1],
      [-100, 70, 1],
    ]),
  );
  const pines = detail >= 1 ? 5 : 3;
  for (let i = 0; i < pines; i++) {
    const x = -80 + (160 * i) / (pines - 1) + rng.jitter(6);
    const h = rng.range(26, 40);
    s.fill(
      "leaf",
      poly([
        [x, 60 - h, 1],
        [x + 8, 60 - h * 0.55, 1],
        [x + 4, 60 - h * 0.55, 1],
        [x + 11, 62, 1],
        [x - 11, 62, 1],
        [x - 4, 60 - h * 0.55, 1],
        [x - 8, 60 - h * 0.55, 1],
      ]),
    );
  }
  if (detail >= 1)
    for (let i = 0; i < 3; i++) s.detail(1, line([-70 + i * 50, 76 + i * 2], [-40 + i * 50, 76 + i * 2]));
  return s.done();
};

export const wave: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lean = rng.vary(1, 0.06);
  // The great curling crest.
  const crest: Node[] = [
    [-100, 70, 1],
    [-86, 10],
    [-58, -46],
    [-12, -84 * lean],
    [40, -88 * lean],
    [78, -62],
    [90, -30],
    [72, -14],
    [58, -32],
    [44, -40],
    [28, -26],
    [24, 0],
    [40, 30],
    [70, 50],
    [100, 70, 1],
  ];
  s.fill("water", smooth(crest));
  // Foam lip with claws.
  const foam: Node[] = [
    [-12, -84 * lean],
    [40, -88 * lean],
    [78, -62],
    [90, -30],
    [84, -22, 1],
    [78, -34],
    [72, -22, 1],
    [64, -40],
    [56, -30, 1],
    [50, -50],
    [20, -62],
    [-20, -64],
    [-50, -40],
  ];
  s.fill("light", smooth(foam));
  s.detail(1, curve([-70, 40], [-56, -10], [-26, -44], [10, -54]));
  s.detail(1, curve([-50, 60], [-40, 10], [-14, -28], [16, -40]));
  if (detail >= 2) s.detail(2, curve([-30, 66], [-24, 24], [-2, -10], [20, -20]));
  // Foam spray dots.
  for (const [x, y, r] of [
    [-40, -76, 5],
    [-58, -64, 4],
    [-24, -92, 4],
    [88, -70, 4],
  ] as const)
    s.fill("light", circle(x, y, r, 6));
  // A smaller wave in front.
  s.fill(
    "water",
    smooth([
      [-100, 96, 1],
      [-84, 62],
      [-54, 50],
      [-34, 58],
      [-40, 70],
      [-30, 76],
      [-12, 72],
      [10, 84],
      [40, 80],
      [100, 96, 1],
    ]),
  );
  s.detail(1, curve([-80, 88], [-60, 70], [-44, 66]));
  return s.done();
};

export const tree: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  // Roots and trunk.
  const trunk: Node[] = [
    [-14, -10, 1],
    [-12, 30],
    [-22, 64],
    [-54, 84, 1],
    [-20, 80],
    [-6, 90, 1],
    [4, 80],
    [30, 90, 1],
    [22, 70],
    [14, 40],
    [14, -10, 1],
  ];
  s.fill("warm", smooth(trunk));
  s.shade(
    smooth([
      [4, -8],
      [14, -8, 1],
      [16, 40],
      [24, 70],
      [10, 60],
      [6, 20],
    ]),
  );
  if (detail >= 1) {
    s.detail(1, curve([-4, 6], [-2, 30], [-8, 56]));
    s.detail(2, curve([6, 20], [8, 46]));
  }
  // Branches.
  s.fill(
    "warm",
    ribbon(
      [
        [-4, 0],
        [-30, -24],
        [-52, -40],
      ],
      (t) => 10 * (1 - t * 0.7),
      12,
    ),
  );
  s.fill(
    "warm",
    ribbon(
      [
        [4, -4],
        [30, -30],
        [46, -52],
      ],
      (t) => 10 * (1 - t * 0.7),
      12,
    ),
  );
  // Canopy: clustered rounded clumps.
  const clumps: Array<[number, number, number]> = [
    [-54, -40, 34],
    [52, -44, 34],
    [0, -66, 40],
    [-28, -80, 28],
    [30, -84, 28],
  ];
  for (const [x, y, r] of clumps) {
    const nodes: Node[] = [];
    const bumps = 6;
    const turn = rng.range(0, TAU);
    for (let i = 0; i < bumps; i++) {
      const a0 = turn + (i / bumps) * TAU;
      nodes.push(polar(x, y, r * 0.9, a0));
      nodes.push(polar(x, y, r * 1.03, a0 + TAU / bumps / 2));
    }
    s.fill("leaf", smooth(nodes));
    s.shade(
      smooth([
        polar(x, y, r * 0.8, 0.3),
        polar(x, y, r * 0.9, 1.2),
        polar(x, y, r * 0.75, 2.2),
        polar(x, y, r * 0.4, 1.2),
      ]),
    );
    if (detail >= 2)
      s.detail(2, curve(polar(x, y, r * 0.45, -2.4), polar(x, y, r * 0.55, -1.6), polar(x, y, r * 0.4, -0.9)));
  }
  if (detail >= 1 && rng.chance(0.5))
    for (const [x, y] of [
      [-40, -56],
      [22, -60],
      [48, -30],
    ] as const)
      s.fill("primary", circle(x, y, 6, 8));
  return s.done();
};

export const feather: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const bend = rng.range(8, 18) * (rng.chance(0.5) ? 1 : -1);
  const tone = rng.pick(["primary", "water", "accent", "pink", "warm"] as const);
  // The shaft: a gentle curve from tip (t = 0) to quill end (t = 1).
  const spine = (t: number): [number, number] => [bend * Math.sin(Math.PI * t * 0.9), -100 + t * 200];
  const left = (t: number) => 30 * power(Math.sin(Math.PI * Math.min(1, t / 0.8)), 0.6);
  const right = (t: number) => 40 * power(Math.sin(Math.PI * Math.min(1, t / 0.8)), 0.55);
  const rightSide: Node[] = [];
  const leftSide: Node[] = [];
  for (let i = 1; i <= 9; i++) {
    const t = (i / 10) * 0.78;
    const [x, y] = spine(t);
    // One split in each side of the vane, as on a real feather.
    rightSide.push(i === 4 ? [x + right(t) * 0.55, y + 2, 1] : [x + right(t), y + 10]);
    leftSide.push(i === 6 ? [x - left(t) * 0.55, y + 2, 1] : [x - left(t), y + 10]);
  }
  const tip = spine(0);
  const end = spine(0.8);
  s.fill(
    tone,
    smooth([
      [tip[0], tip[1], 1],
      ...rightSide,
      [end[0] + 4, end[1] + 4, 1],
      [end[0] - 4, end[1] + 4, 1],
      ...leftSide.reverse(),
    ]),
  );
  const mid = spine(0.4);
  s.shade(
    smooth([
      [tip[0], tip[1] + 8],
      [mid[0] + 2, mid[1]],
      [end[0] + 2, end[1]],
      [spine(0.6)[0] + right(0.6) * 0.7, spine(0.6)[1] + 6],
      [mid[0] + right(0.4) * 0.8, mid[1] + 6],
    ]),
  );
  // Barbs: pairs of angled lines along the shaft.
  const barbs = detail >= 2 ? 7 : detail >= 1 ? 4 : 0;
  for (let i = 1; i <= barbs; i++) {
    const t = (i / (barbs + 1)) * 0.74;
    const [x, y] = spine(t);
    s.detail(i % 2 ? 1 : 2, curve([x + 2, y], [x + right(t) * 0.5, y + 6], [x + right(t) * 0.85, y + 16]));
    s.detail(i % 2 ? 1 : 2, curve([x - 2, y], [x - left(t) * 0.5, y + 6], [x - left(t) * 0.85, y + 16]));
  }
  // Fluffy down at the base, then the quill over everything.
  for (const side of [-1, 1])
    s.fill(
      tone,
      ribbon(
        [
          [end[0], end[1] - 6],
          [end[0] + side * 14, end[1] + 2],
          [end[0] + side * 20, end[1] + 14],
        ],
        (t) => 9 * (1 - t),
        8,
      ),
    );
  s.fill(
    "light",
    ribbon([spine(0.03), spine(0.4), spine(0.8), spine(1)], (t) => (t < 0.8 ? 3 + t * 3 : 6), 20),
  );
  return s.done();
};

export const mushroom: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const pair = detail >= 1 && rng.chance(0.65);
  const draw = (x: number, y: number, k: number) => {
    // Stem with a skirt.
    s.fill(
      "light",
      smooth([
        [x - 14 * k, y - 20 * k, 1],
        [x - 16 * k, y + 30 * k],
        [x - 22 * k, y + 58 * k],
        [x, y + 64 * k],
        [x + 22 * k, y + 58 * k],
        [x + 16 * k, y + 30 * k],
        [x + 14 * k, y - 20 * k, 1],
      ]),
    );
    s.shade(
      smooth([
        [x + 4 * k, y - 16 * k],
        [x + 14 * k, y - 16 * k, 1],
        [x + 16 * k, y + 30 * k],
        [x + 20 * k, y + 56 * k],
        [x + 8 * k, y + 50 * k],
      ]),
    );
    s.fill(
      "light",
      smooth([
        [x - 22 * k, y - 8 * k, 1],
        [x, y - 2 * k],
        [x + 22 * k, y - 8 * k, 1],
        [x + 18 * k, y + 6 * k],
        [x, y + 10 * k],
        [x - 18 * k, y + 6 * k],
      ]),
    );
    // Cap.
    const cap: Node[] = [
      [x - 62 * k, y - 14 * k, 1],
      [x - 52 * k, y - 58 * k],
      [x, y - 84 * k],
      [x + 52 * k, y - 58 * k],
      [x + 62 * k, y - 14 * k, 1],
      [x + 30 * k, y - 22 * k],
      [x - 30 * k, y - 22 * k],
    ];
    s.fill("primary", smooth(cap));
    s.shade(
      smooth([
        [x + 20 * k, y - 70 * k],
        [x + 52 * k, y - 52 * k],
        [x + 58 * k, y - 18 * k, 1],
        [x + 36 * k, y - 30 * k],
      ]),
    );
    const spots: Array<[number, number, number]> = [
      [-30, -50, 9],
      [2, -66, 8],
      [30, -46, 9],
      [-6, -38, 6],
      [46, -30, 5],
      [-46, -28, 5],
    ];
    for (const [sx, sy, r] of spots.slice(0, detail >= 2 ? 6 : 4))
      s.fill("light", ellipse(x + sx * k, y + sy * k, r * k, r * k * 0.8, rng.jitter(0.5), 8));
    if (detail >= 1)
      for (let i = -2; i <= 2; i++) s.detail(2, line([x + i * 10 * k, y - 20 * k], [x + i * 6 * k, y - 12 * k]));
  };
  if (pair) draw(44, 20, 0.6);
  draw(pair ? -14 : 0, pair ? 8 : 4, pair ? 1 : 1.15);
  // Grass tufts.
  for (const x of [-50, 10, 60]) {
    for (const [dx, h] of [
      [-6, 22],
      [0, 30],
      [6, 20],
    ] as const)
      s.fill(
        "leaf",
        ribbon(
          [
            [x + dx, 80],
            [x + dx * 1.5, 80 - h * 0.6],
            [x + dx * 2.4, 80 - h],
          ],
          (t) => 6 * (1 - t),
          8,
        ),
      );
  }
  return s.done();
};

export const leafBranch: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const sway = rng.range(-18, 18);
  const stem: Node[] = [
    [0, 100],
    [sway * 0.5, 40],
    [sway, -20],
    [sway * 0.3, -96],
  ];
  s.fill(
    "warm",
    ribbon(stem, (t) => 7 * (1 - t * 0.6), 20),
  );
  const pairs = detail >= 1 ? 4 : 3;
  for (let i = 0; i < pairs; i++) {
    const t = 0.15 + (i / pairs) * 0.75;
    const y = 100 - t * 196;
    const x = sway * Math.sin(Math.PI * t) * 0.9;
    const size = 64 - i * 8;
    leaf(s, x, y, size, size * 0.48, -Math.PI / 2 - 0.9 - rng.jitter(0.15), "leaf", -0.1);
    leaf(s, x, y - 10, size, size * 0.48, -Math.PI / 2 + 0.9 + rng.jitter(0.15), "leaf", 0.1);
  }
  leaf(s, sway * 0.3, -92, 40, 22, -Math.PI / 2 + rng.jitter(0.2), "leaf");
  if (detail >= 2)
    for (const [x, y] of [
      [sway * 0.6 + 16, 30],
      [sway * 0.6 - 18, -20],
    ] as const)
      s.fill("primary", circle(x, y, 6, 8));
  return s.done();
};
