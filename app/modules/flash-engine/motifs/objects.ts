/** Objects: heart, dagger, skull, key, hourglass, crown, diamond, candle, eye, hand, arrow, anchor. */
import type { Drawing } from "../drawing";
import { circle, curve, ellipse, line, mirrored, poly, ribbon, smooth, type Node } from "../geometry";
import type { Rng } from "../random";
import { flame, Sketch, type MotifFunction } from "./common";

export const heart: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const w = rng.vary(1, 0.05);
  const flames = detail >= 2 && rng.chance(0.45);
  if (flames) {
    for (let i = -1; i <= 1; i++)
      s.fill(i === 0 ? "accent" : "primary", flame(i * 16, -44, i === 0 ? 62 : 44, 28, i * 10 + rng.jitter(6)));
  }
  const right: Node[] = [
    [0, -44, 1],
    [22, -72 * w],
    [58, -78 * w],
    [86, -52],
    [88, -14],
    [64, 30],
    [28, 64],
    [0, 92, 1],
  ];
  const outline = mirrored(right);
  s.fill("primary", smooth(outline));
  s.shade(
    smooth([
      [-84, -10],
      [-64, 30],
      [-28, 64],
      [0, 88, 1],
      [-20, 50],
      [-52, 18],
      [-74, -18],
    ]),
  );
  s.detail(2, curve([60, 24], [30, 54], [8, 72]));
  s.highlight(curve([-66, -44], [-52, -60], [-32, -62]));
  s.highlight(circle(-70, -28, 4, 6));
  if (detail >= 1 && rng.chance(0.5)) {
    // A thorned vine around the heart (sacred heart).
    const vine: Node[] = [
      [-92, 6],
      [-40, -8],
      [10, 2],
      [60, -14],
      [94, -2],
    ];
    s.fill(
      "leaf",
      ribbon(vine, () => 8, 20),
    );
    for (let i = 0; i < 5; i++) {
      const x = -70 + i * 34;
      const y = -6 + (i % 2 ? -4 : 4);
      s.fill(
        "leaf",
        poly([
          [x - 5, y - 2, 1],
          [x + 2, y - 16 * (i % 2 ? 1 : -1), 1],
          [x + 6, y + 1, 1],
        ]),
      );
    }
  }
  return s.done();
};

export const dagger: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const bladeW = rng.vary(17, 0.1);
  const wavy = rng.chance(0.2);
  // Pommel.
  s.fill("accent", ellipse(0, -90, 11, 10, 0, 10));
  s.highlight(circle(-3, -93, 2.5, 6));
  // Grip with wrap.
  s.fill(
    "secondary",
    smooth([
      [-8, -80, 1],
      [-10, -62],
      [-8, -42, 1],
      [8, -42, 1],
      [10, -62],
      [8, -80, 1],
    ]),
  );
  for (let y = -74; y <= -48; y += 12) s.detail(1, line([-9, y + 4], [9, y - 4]));
  // Crossguard with scrolled ends.
  const guard: Node[] = [
    [0, -44, 1],
    [24, -46],
    [40, -52],
    [48, -44],
    [42, -36],
    [30, -34],
    [0, -30, 1],
  ];
  s.fill("accent", smooth(mirrored(guard)));
  s.detail(2, curve([40, -46], [44, -42], [40, -39]));
  s.detail(2, curve([-40, -46], [-44, -42], [-40, -39]));
  s.fill("accent", ellipse(0, -37, 7, 7, 0, 8));
  s.solidAt(1, circle(0, -37, 2.6, 6));
  // Blade.
  const blade: Node[] = wavy
    ? [
        [0, -30, 1],
        [bladeW, -26],
        [bladeW * 0.75, 6],
        [bladeW * 0.95, 36],
        [bladeW * 0.5, 70],
        [0, 102, 1],
      ]
    : [
        [0, -30, 1],
        [bladeW, -26],
        [bladeW * 0.95, 20],
        [bladeW * 0.6, 64],
        [0, 102, 1],
      ];
  s.fill("metal", smooth(mirrored(blade)));
  s.shade(
    smooth([
      [0, -28, 1],
      [bladeW * 0.85, -24],
      [bladeW * 0.8, 20],
      [bladeW * 0.5, 64],
      [0, 100, 1],
    ]),
  );
  s.detail(0, line([0, -28], [0, 94]));
  s.highlight(line([-bladeW * 0.5, -20], [-bladeW * 0.45, 30]));
  if (detail >= 2 && rng.chance(0.5)) {
    // Blood drops from the tip.
    s.fill(
      "primary",
      smooth([
        [0, 104, 1],
        [5, 114],
        [0, 120],
        [-5, 114],
      ]),
    );
  }
  return s.done();
};

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

export const eye: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const w = 92;
  const h = rng.vary(44, 0.08);
  const irisTone = rng.pick(["water", "leaf", "warm"] as const);
  const almond: Node[] = [
    [-w, 0, 1],
    [-w * 0.45, -h * 0.95],
    [w * 0.45, -h * 0.95],
    [w, 0, 1],
    [w * 0.45, h * 0.8],
    [-w * 0.45, h * 0.8],
  ];
  // Lashes first so the lid line covers their roots.
  const lashes = detail >= 1 ? 7 : 5;
  for (let i = 0; i < lashes; i++) {
    const t = (i + 0.5) / lashes;
    const x = -w * 0.82 + t * w * 1.64;
    const y = -h * 0.95 * Math.sin(Math.PI * t) - 2;
    const ang = -Math.PI / 2 + (t - 0.5) * 1.5;
    s.fill(
      "dark",
      ribbon(
        [
          [x, y + 4],
          [x + Math.cos(ang) * 14, y + Math.sin(ang) * 14],
          [x + Math.cos(ang - 0.3) * 26, y + Math.sin(ang - 0.3) * 24],
        ],
        (k) => 7 * (1 - k),
        10,
      ),
    );
  }
  s.fill("light", smooth(almond));
  s.shade(
    smooth([
      [-w * 0.85, -h * 0.1],
      [-w * 0.4, -h * 0.8],
      [w * 0.4, -h * 0.8],
      [w * 0.85, -h * 0.1],
      [0, -h * 0.55],
    ]),
  );
  s.fill(irisTone, circle(0, -4, h * 0.72, 14));
  for (let i = 0; i < 10 && detail >= 2; i++) {
    const a = (i / 10) * Math.PI * 2;
    s.detail(
      2,
      line(
        [Math.cos(a) * h * 0.38, -4 + Math.sin(a) * h * 0.38],
        [Math.cos(a) * h * 0.62, -4 + Math.sin(a) * h * 0.62],
      ),
    );
  }
  s.solid(circle(0, -4, h * 0.32, 10));
  s.highlight(circle(-h * 0.22, -h * 0.26, h * 0.12, 8));
  s.detail(1, curve([-w * 0.8, h * 0.2], [0, h * 1.05], [w * 0.8, h * 0.2]));
  // A tear.
  if (rng.chance(0.5))
    s.fill(
      "water",
      smooth([
        [w * 0.3, h + 6, 1],
        [w * 0.38, h + 24],
        [w * 0.3, h + 32],
        [w * 0.22, h + 24],
      ]),
    );
  return s.done();
};

/** An open hand, palm out; sometimes, in detail, a hamsa. */
export const hand: MotifFunction = ({ rng, detail }) => openHand(rng, detail, detail >= 1 && rng.chance(0.4));

/** The hamsa, the amulet against the evil eye: the open hand with a thumb on both sides and an eye in the palm. */
export const hamsa: MotifFunction = ({ rng, detail }) => openHand(rng, detail, true);

function openHand(rng: Rng, detail: number, hamsa: boolean): Drawing {
  const s = new Sketch();
  const spread = rng.range(0.02, 0.08);
  const fingers: Array<[number, number, number]> = hamsa
    ? [
        [-30, 80, -0.03],
        [-10, 96, 0],
        [10, 96, 0],
        [30, 80, 0.03],
      ]
    : [
        [-31, 82, -spread * 2],
        [-10, 100, -spread * 0.6],
        [11, 94, spread * 0.6],
        [31, 74, spread * 2],
      ];
  const base = 0;
  const thumb = (side: number) => {
    const t: Node[] = [
      [side * 36, 52],
      [side * 54, 38],
      [side * 70, 16],
      [side * 82, -4],
      [side * 76, -16],
      [side * 64, -8],
      [side * 48, 10],
      [side * 36, 18],
    ];
    s.fill("light", smooth(t));
    if (detail >= 1) s.detail(1, curve([side * 56, 20], [side * 62, 12], [side * 62, 4]));
  };
  thumb(-1);
  if (hamsa) thumb(1);
  for (const [x, len, tilt] of fingers) {
    const w = 10.5;
    const tipX = x + Math.sin(tilt) * len;
    const tipY = base - Math.cos(tilt) * len;
    const along = (k: number): [number, number] => [x + (tipX - x) * k, base + (tipY - base) * k];
    s.fill(
      "light",
      smooth([
        [x - w, base + 12],
        [along(0.85)[0] - w, along(0.85)[1]],
        [tipX - w * 0.7, tipY + 3],
        [tipX, tipY - 1],
        [tipX + w * 0.7, tipY + 3],
        [along(0.85)[0] + w, along(0.85)[1]],
        [x + w, base + 12],
      ]),
    );
    if (detail >= 1) {
      for (const k of [0.36, 0.66]) {
        const [cx, cy] = along(k);
        s.detail(1, curve([cx - w * 0.55, cy], [cx, cy + 2.5], [cx + w * 0.55, cy]));
      }
    }
    if (detail >= 2) s.detail(2, curve([tipX - w * 0.45, tipY + 12], [tipX, tipY + 9], [tipX + w * 0.45, tipY + 12]));
  }
  // Palm over the roots of the fingers and thumb.
  const palm: Node[] = [
    [-42, -2],
    [-45, 26],
    [-38, 56],
    [-22, 76],
    [0, 82],
    [22, 76],
    [38, 56],
    [44, 26],
    [42, -2],
    [0, -6],
  ];
  s.fill("light", smooth(palm));
  s.shade(
    smooth([
      [28, 4],
      [42, 8],
      [42, 48],
      [30, 70],
      [34, 36],
    ]),
  );
  if (hamsa) {
    s.fill(
      "water",
      smooth([
        [-24, 38, 1],
        [0, 24],
        [24, 38, 1],
        [0, 52],
      ]),
    );
    s.solid(circle(0, 38, 7, 8));
    s.highlight(circle(-2.5, 35.5, 2, 6));
    if (detail >= 2)
      for (const [x, y] of [
        [-26, 62],
        [0, 70],
        [26, 62],
      ] as const)
        s.solid(circle(x, y, 3, 6));
  } else if (detail >= 1) {
    s.detail(1, curve([-38, 20], [-8, 13], [32, 8]));
    s.detail(1, curve([-34, 34], [-22, 54], [-12, 74]));
    if (detail >= 2) s.detail(2, curve([-28, 28], [0, 34], [20, 44]));
  }
  return s.done();
}

export const arrow: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  // Fletching.
  for (const side of [-1, 1]) {
    const f: Node[] = [
      [0, 60, 1],
      [side * 18, 66],
      [side * 22, 100, 1],
      [side * 8, 92],
      [0, 96, 1],
    ];
    s.fill("primary", smooth(f));
    if (detail >= 1) for (let y = 70; y <= 90; y += 10) s.detail(2, line([side * 2, y], [side * 14, y + 8]));
  }
  s.fill(
    "warm",
    poly([
      [-4, -62, 1],
      [4, -62, 1],
      [4, 100, 1],
      [-4, 100, 1],
    ]),
  );
  for (const y of [56, 48]) s.detail(1, line([-5, y], [5, y]));
  // Head.
  const head: Node[] = [
    [0, -104, 1],
    [18, -64, 1],
    [6, -60],
    [0, -58, 1],
    [-6, -60],
    [-18, -64, 1],
  ];
  s.fill("metal", smooth(head));
  s.shade(
    poly([
      [0, -104, 1],
      [18, -64, 1],
      [6, -60, 1],
      [0, -58, 1],
    ]),
  );
  void rng;
  return s.done();
};

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
