/** Birds: swallow, eagle, owl, phoenix. */
import type { Drawing } from "../drawing";
import { circle, curve, ellipse, line, mirrored, poly, power, ribbon, smooth, type Node } from "../geometry";
import { flame, flightFeather, Sketch, type MotifFunction, type MotifOptions } from "./common";

export const swallow: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lift = rng.range(-8, 8);
  const back = rng.pick(["secondary", "water", "secondary"] as const);
  // Forked tail.
  s.fill(
    back,
    smooth([
      [-36, 10, 1],
      [-70, 24],
      [-104, 34 + lift, 1],
      [-66, 34],
      [-98, 70 + lift, 1],
      [-56, 44],
      [-30, 28, 1],
    ]),
  );
  if (detail >= 2) s.detail(2, curve([-44, 22], [-74, 44]));
  // Far wing, raised.
  const far: Node[] = [
    [-2, -16, 1],
    [-20, -50],
    [-48, -84 + lift],
    [-84, -104 + lift, 1],
    [-56, -70],
    [-34, -40],
    [-18, -18],
  ];
  s.fill(back, smooth(far));
  if (detail >= 1) s.detail(1, curve([-20, -30], [-44, -64 + lift], [-66, -88 + lift]));
  // Body: dark back, pale belly, red throat.
  const body: Node[] = [
    [70, -40],
    [60, -54],
    [40, -56],
    [14, -38],
    [-20, -12],
    [-46, 14, 1],
    [-16, 20],
    [22, 12],
    [54, -6],
    [70, -26],
  ];
  s.fill(back, smooth(body));
  s.fill(
    "light",
    smooth([
      [64, -22],
      [50, -8],
      [20, 8],
      [-12, 16],
      [-40, 14, 1],
      [-8, 4],
      [26, -10],
      [50, -26],
    ]),
  );
  s.fill(
    "primary",
    smooth([
      [72, -34],
      [66, -20],
      [54, -18],
      [52, -30],
      [62, -38],
    ]),
  );
  s.fill(
    "accent",
    poly([
      [70, -44, 1],
      [96, -40, 1],
      [72, -32, 1],
    ]),
  );
  s.solid(circle(58, -44, 4.2, 8));
  s.highlight(circle(57, -45.5, 1.3, 6));
  // Near wing, swept down and back.
  const near: Node[] = [
    [30, -24, 1],
    [10, -6],
    [-18, 30],
    [-40, 68],
    [-58, 104 + lift, 1],
    [-30, 72],
    [0, 36],
    [24, 6],
    [40, -14],
  ];
  s.fill(back, smooth(near));
  s.shade(
    smooth([
      [24, -14],
      [4, 10],
      [-20, 44],
      [-40, 80],
      [-14, 46],
      [14, 14],
    ]),
  );
  if (detail >= 1) {
    s.detail(1, curve([12, 6], [-10, 40], [-30, 74]));
    s.detail(2, curve([20, -4], [2, 26], [-16, 56]));
  }
  return s.done();
};

export const eagle: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const raise = rng.range(-0.12, 0.12);
  // Raised wings: flight feathers rooted along the arm (shoulder to wrist), the outer ones long
  // and near vertical, the inner ones shorter and spread outwards; coverts over the arm.
  for (const side of [-1, 1]) {
    const feathers = detail >= 1 ? 8 : 6;
    const shoulder: Node = [side * 16, -20];
    const wrist: Node = [side * (78 + raise * 20), -62 - raise * 30];
    for (let i = 0; i < feathers; i++) {
      const t = i / (feathers - 1);
      const root: Node = [
        shoulder[0] + (wrist[0] - shoulder[0]) * (0.2 + 0.8 * t),
        shoulder[1] + (wrist[1] - shoulder[1]) * (0.2 + 0.8 * t),
      ];
      const a = -Math.PI / 2 + side * (1.5 - 1.0 * t);
      const len = 34 + 52 * t;
      flightFeather(s, "warm", root, a, len, 19, detail);
    }
    const covert: Node[] = [
      [side * 4, -28],
      [wrist[0] * 0.5, wrist[1] * 0.62 - 8],
      [wrist[0] + side * 6, wrist[1] - 6],
      [wrist[0] + side * 10, wrist[1] + 16],
      [wrist[0] * 0.62, wrist[1] * 0.5 + 14],
      [side * 26, 0],
      [side * 8, -4],
    ];
    s.fill("warm", smooth(covert));
    s.shade(
      smooth([
        [side * 12, -22],
        [wrist[0] * 0.5, wrist[1] * 0.55],
        [wrist[0], wrist[1] + 4],
        [wrist[0] * 0.62, wrist[1] * 0.5 + 10],
        [side * 22, -6],
      ]),
    );
    if (detail >= 1) {
      for (const t of [0.35, 0.6, 0.82]) {
        const x = wrist[0] * t;
        const y = -20 + (wrist[1] + 20) * t + 12;
        s.detail(1, curve([x - 8, y - 3], [x, y + 5], [x + 8, y - 3]));
      }
    }
  }
  // Tail fan.
  s.fill(
    "light",
    smooth([
      [-16, 46, 1],
      [-30, 84],
      [-14, 96, 1],
      [0, 88],
      [14, 96, 1],
      [30, 84],
      [16, 46, 1],
    ]),
  );
  if (detail >= 1) for (const x of [-10, 10]) s.detail(1, line([x * 0.6, 54], [x * 1.3, 90]));
  // Body and legs.
  s.fill("warm", ellipse(0, 12, 28, 44, 0, 14));
  s.shade(
    smooth([
      [8, -20],
      [26, 6],
      [20, 42],
      [6, 52],
      [14, 14],
    ]),
  );
  if (detail >= 2)
    for (const [x, y] of [
      [-10, 0],
      [8, 6],
      [-4, 22],
      [10, 28],
    ] as const)
      s.detail(2, curve([x - 7, y], [x, y + 5], [x + 7, y]));
  for (const side of [-1, 1]) {
    s.fill(
      "accent",
      smooth([
        [side * 8, 44, 1],
        [side * 18, 44, 1],
        [side * 20, 60],
        [side * 30, 66, 1],
        [side * 18, 66],
        [side * 14, 70, 1],
        [side * 8, 62],
      ]),
    );
  }
  // White head in profile with a hooked beak.
  s.fill(
    "light",
    smooth([
      [-16, -16],
      [-24, -40],
      [-14, -62],
      [6, -68],
      [22, -56],
      [22, -34],
      [14, -14],
    ]),
  );
  s.fill(
    "accent",
    smooth([
      [-20, -54, 1],
      [-36, -56],
      [-48, -44],
      [-46, -32, 1],
      [-38, -40],
      [-22, -38, 1],
    ]),
  );
  s.detail(1, curve([-22, -46], [-32, -46], [-40, -42]));
  s.solid(circle(-6, -50, 4, 8));
  s.highlight(circle(-7.5, -51.5, 1.3, 6));
  s.detail(0, curve([-14, -56], [-4, -58], [6, -54]));
  if (detail >= 2) s.detail(2, curve([0, -30], [8, -24]));
  return s.done();
};

/** The owl on its own branch; `owlPerched` is the owl alone, for scenes that give it a perch. */
export const owl: MotifFunction = (options) => owlDrawing(options, true);
export const owlPerched: MotifFunction = (options) => owlDrawing(options, false);

function owlDrawing({ rng, detail }: MotifOptions, ownBranch: boolean): Drawing {
  const s = new Sketch();
  const tone = rng.pick(["warm", "cool", "warm"] as const);
  // Branch.
  if (ownBranch)
    s.fill(
      "secondary",
      ribbon(
        [
          [-96, 86],
          [-30, 80],
          [40, 84],
          [98, 74],
        ],
        (t) => 14 - t * 4,
        18,
      ),
    );
  // Body.
  const body: Node[] = [
    [0, -44],
    [40, -32],
    [58, 8],
    [52, 50],
    [28, 80],
    [0, 86],
  ];
  s.fill(tone, smooth(mirrored(body)));
  s.fill(
    "light",
    smooth(
      mirrored([
        [0, -20],
        [26, -10],
        [34, 24],
        [24, 60],
        [0, 74],
      ]),
    ),
  );
  const chevrons = detail >= 2 ? 4 : detail >= 1 ? 2 : 0;
  for (let r = 0; r < chevrons; r++) {
    const y = -2 + r * 16;
    for (const x of r % 2 ? [-12, 12] : [0]) s.detail(1 + (r % 2), curve([x - 7, y], [x, y + 6], [x + 7, y]));
  }
  // Folded wings.
  for (const side of [-1, 1]) {
    const w: Node[] = [
      [side * 36, -22],
      [side * 62, 10],
      [side * 62, 50],
      [side * 44, 90, 1],
      [side * 34, 56],
      [side * 30, 16],
    ];
    s.fill(tone, smooth(w));
    s.shade(
      smooth([
        [side * 40, -10],
        [side * 58, 14],
        [side * 58, 48],
        [side * 46, 80, 1],
        [side * 44, 40],
      ]),
    );
    if (detail >= 1)
      for (const y of [20, 44]) s.detail(1, curve([side * 36, y], [side * 48, y + 8], [side * 58, y + 2]));
  }
  // Talons.
  for (const side of [-1, 1])
    for (const dx of [-5, 0, 5])
      s.fill(
        "accent",
        smooth([
          [side * 16 + dx - 2, 78, 1],
          [side * 16 + dx + 2, 78, 1],
          [side * 16 + dx + 1, 90, 1],
        ]),
      );
  // Head with ear tufts and facial discs.
  const head: Node[] = [
    [0, -92],
    [26, -90],
    [50, -112, 1],
    [58, -78],
    [64, -52],
    [54, -26],
    [30, -16],
    [0, -20],
  ];
  s.fill(tone, smooth(mirrored(head)));
  for (const side of [-1, 1]) {
    s.fill("light", circle(side * 25, -56, 25, 14));
    s.fill("accent", circle(side * 25, -56, 15, 12));
    s.solid(circle(side * 25, -56, 8, 10));
    s.highlight(circle(side * 22, -60, 3, 6));
  }
  s.fill(
    "accent",
    smooth([
      [0, -46, 1],
      [6, -38],
      [0, -26, 1],
      [-6, -38],
    ]),
  );
  if (detail >= 2) {
    s.detail(2, curve([-10, -84], [0, -78], [10, -84]));
  }
  return s.done();
}

export const phoenix: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const sway = rng.range(0.6, 1) * (rng.chance(0.5) ? 1 : -1);
  // Tail plumes: slender at the root, swelling towards an eye, then a point; they sweep to one
  // side in an S, as on temple paintings.
  const plumes = detail >= 1 ? 3 : 2;
  for (let i = 0; i < plumes; i++) {
    const k = i / (plumes - 1) - 0.5;
    const spread = k * 60;
    const nodes: Node[] = [
      [0, 22],
      [spread * 0.4 + sway * 10, 46],
      [spread + sway * 34, 66],
      [spread * 1.3 + sway * 24, 90],
      [spread * 1.5 + sway * 46, 106],
    ];
    const tone = i % 2 === 0 ? "warm" : "accent";
    s.fill(
      tone,
      ribbon(
        nodes,
        (t) => 6 + 22 * power(Math.sin(Math.PI * Math.min(1, t * 1.05)), 1.6) * (t > 0.55 ? 1 : 0.7 + t * 0.55),
        28,
      ),
    );
    const eyeT = nodes[3];
    s.fill("primary", ellipse(eyeT[0], eyeT[1], 8, 10, -0.5 * sway, 10));
    s.fill("water", ellipse(eyeT[0], eyeT[1], 3.5, 4.5, -0.5 * sway, 8));
    if (detail >= 2) s.detail(2, curve(nodes[0], nodes[1], nodes[2], [eyeT[0] - 4, eyeT[1] - 10]));
  }
  // Wings: long flame feathers fanning upwards, a rounded covert over their roots.
  for (const side of [-1, 1]) {
    const feathers = detail >= 1 ? 6 : 4;
    for (let i = feathers - 1; i >= 0; i--) {
      const a = -Math.PI / 2 + side * (0.32 + (i / (feathers - 1)) * 1.05);
      const len = 104 - i * 7;
      const root: Node = [side * 14, -18];
      const mid: Node = [root[0] + Math.cos(a) * len * 0.55, root[1] + Math.sin(a) * len * 0.55];
      const tip: Node = [root[0] + Math.cos(a) * len, root[1] + Math.sin(a) * len];
      const curlTip: Node = [tip[0] + side * 10, tip[1] - 12];
      s.fill(
        i % 2 === 0 ? "primary" : "accent",
        ribbon([root, mid, tip, curlTip], (t) => 30 * power(1 - t, 0.7) * Math.min(1, 0.5 + t * 4), 20),
      );
    }
    s.fill(
      "primary",
      smooth([
        [side * 6, -36],
        [side * 34, -46],
        [side * 56, -30],
        [side * 50, -10],
        [side * 24, -2],
        [side * 8, -10],
      ]),
    );
    if (detail >= 1)
      for (const [x, y] of [
        [24, -34],
        [38, -26],
      ] as const)
        s.detail(1, curve([side * (x - 8), y - 4], [side * x, y + 2], [side * (x + 8), y - 4]));
  }
  // Slender body, neck and head with a crest.
  s.fill(
    "primary",
    smooth(
      mirrored([
        [0, -64],
        [10, -56],
        [16, -20],
        [16, 8],
        [8, 26],
        [0, 30],
      ]),
    ),
  );
  s.shade(
    smooth([
      [6, -48],
      [14, -18],
      [12, 10],
      [4, 22],
    ]),
  );
  if (detail >= 2) for (const y of [-14, 0, 14]) s.detail(2, curve([-8, y], [0, y + 5], [8, y]));
  for (let i = -1; i <= 1; i++) s.fill("accent", flame(i * 7, -74, i === 0 ? 34 : 24, 11, i * 12));
  s.fill("primary", ellipse(0, -70, 12, 13, 0, 12));
  s.fill(
    "accent",
    smooth([
      [-5, -66, 1],
      [5, -66, 1],
      [0, -52, 1],
    ]),
  );
  s.solid(circle(-5, -73, 2.4, 6));
  s.solid(circle(5, -73, 2.4, 6));
  return s.done();
};
