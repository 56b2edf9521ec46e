/** Mammal heads and figures: wolf, fox, cat, lion, tiger. */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, flipX, line, mirrored, power, ribbon, smooth, TAU, type Node } from "../geometry";
import { eye, Sketch, type MotifFunction, type MotifOptions } from "./common";

/** Both copies of an open detail line, mirrored across the vertical axis. */
function pair(s: Sketch, level: number, nodes: Node[]): void {
  s.detail(level, curve(...nodes));
  s.detail(level, curve(...flipX(nodes)));
}

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

export const fox: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const ear = rng.vary(1, 0.05);
  const right: Node[] = [
    [0, -40],
    [14, -46],
    [54, -98 * ear, 1],
    [70, -40],
    [78, -14],
    [100, 14, 1],
    [74, 24],
    [52, 44],
    [22, 72],
    [0, 86, 1],
  ];
  s.fill("warm", smooth(mirrored(right)));
  s.shade(
    smooth(
      mirrored([
        [0, -36],
        [14, -40],
        [26, -24],
        [12, -8],
        [0, 6],
      ]),
    ),
  );
  for (const side of [-1, 1]) {
    s.fill(
      "dark",
      smooth([
        [side * 22, -50, 1],
        [side * 52, -90 * ear, 1],
        [side * 62, -46, 1],
        [side * 44, -54],
      ]),
    );
    s.fill(
      "light",
      smooth([
        [side * 30, -50, 1],
        [side * 50, -78 * ear, 1],
        [side * 56, -48, 1],
      ]),
    );
    // White cheeks.
    s.fill(
      "light",
      smooth([
        [side * 30, 6],
        [side * 60, -4],
        [side * 100, 14, 1],
        [side * 74, 24],
        [side * 52, 44],
        [side * 22, 72],
        [side * 0, 86, 1],
        [side * 14, 44],
      ]),
    );
  }
  for (const side of [-1, 1]) eye(s, side * 28, -8, 24, side * -0.38, "accent");
  pair(s, 1, [
    [12, -24],
    [28, -28],
    [42, -18],
  ]);
  s.fill(
    "dark",
    smooth([
      [-10, 70, 1],
      [0, 66],
      [10, 70, 1],
      [4, 80],
      [0, 84, 1],
      [-4, 80],
    ]),
  );
  if (detail >= 2) {
    pair(s, 2, [
      [56, 10],
      [70, 16],
      [78, 18],
    ]);
    pair(s, 2, [
      [8, 30],
      [14, 48],
    ]);
  }
  return s.done();
};

export const cat: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["dark", "dark", "warm", "cool"] as const);
  const dark = tone === "dark";
  // Tail curling round the front.
  const tailSide = rng.chance(0.5) ? 1 : -1;
  s.fill(
    tone,
    ribbon(
      [
        [tailSide * 40, 80],
        [tailSide * 78, 70],
        [tailSide * 86, 30],
        [tailSide * 70, 0],
      ],
      (t) => 16 * (1 - t * 0.5),
      20,
    ),
  );
  // Body.
  const body: Node[] = [
    [0, -22],
    [28, -14],
    [48, 24],
    [56, 66],
    [44, 94, 1],
    [0, 96],
  ];
  s.fill(tone, smooth(mirrored(body)));
  if (!dark)
    s.shade(
      smooth([
        [30, -4],
        [48, 26],
        [54, 66],
        [42, 90],
        [36, 50],
      ]),
    );
  // Chest bib and legs.
  s.fill(
    "light",
    smooth([
      [0, -14],
      [14, -8],
      [18, 14],
      [0, 30],
      [-18, 14],
      [-14, -8],
    ]),
  );
  for (const side of [-1, 1]) {
    const legLine = [
      [side * 6, 40],
      [side * 6, 70],
      [side * 4, 94],
    ] as Node[];
    if (dark) s.highlight(curve(...legLine));
    else s.detail(0, curve(...legLine));
    for (const dx of [10, 18]) {
      const toe = line([side * dx, 88], [side * dx, 94]);
      if (dark) s.highlight(toe);
      else s.detail(1, toe);
    }
  }
  // Tail tip over the paws.
  s.fill(
    tone,
    ribbon(
      [
        [tailSide * 70, 86],
        [tailSide * 34, 96],
        [tailSide * 6, 92],
      ],
      (t) => 14 * (1 - t * 0.8),
      12,
    ),
  );
  // Head with ears.
  const head: Node[] = [
    [0, -92],
    [18, -90],
    [30, -88],
    [42, -118, 1],
    [50, -78],
    [54, -54],
    [46, -32],
    [22, -20],
    [0, -18],
  ];
  s.fill(tone, smooth(mirrored(head)));
  for (const sideEar of [-1, 1])
    s.fill(
      "pink",
      smooth([
        [sideEar * 32, -86, 1],
        [sideEar * 40, -108, 1],
        [sideEar * 46, -80, 1],
      ]),
    );
  for (const side of [-1, 1]) {
    const x = side * 20;
    s.fill(
      "accent",
      smooth([
        [x - side * 12, -56, 1],
        [x, -64],
        [x + side * 12, -58, 1],
        [x, -48],
      ]),
    );
    s.solid(ellipse(x, -57, 2.6, 7.5, 0, 8));
  }
  s.fill(
    "pink",
    smooth([
      [-7, -42, 1],
      [7, -42, 1],
      [0, -34, 1],
    ]),
  );
  const mouth = [curve([0, -34], [-4, -28], [-10, -28]), curve([0, -34], [4, -28], [10, -28])];
  const whiskers = [-1, 1].flatMap((side) => [
    curve([side * 26, -40], [side * 48, -44], [side * 66, -42]),
    curve([side * 26, -36], [side * 48, -34], [side * 66, -30]),
  ]);
  if (dark) {
    s.highlight(...mouth);
    if (detail >= 1) s.highlight(...whiskers);
  } else {
    s.detail(0, ...mouth);
    if (detail >= 1) s.detail(1, ...whiskers);
    if (detail >= 2) for (const side of [-1, 1]) s.detail(2, curve([side * 8, -84], [side * 10, -74]));
  }
  if (detail >= 2 && rng.chance(0.5)) {
    // A collar with a bell.
    s.fill(
      "primary",
      smooth([
        [-26, -24, 1],
        [0, -16],
        [26, -24, 1],
        [24, -16],
        [0, -8],
        [-24, -16],
      ]),
    );
    s.fill("accent", circle(0, -6, 6, 8));
  }
  return s.done();
};

/** A big cat's face (shared by lion and tiger): gold face, pale muzzle, broad nose; eyes shut when asleep. */
export function bigCatFace(s: Sketch, tone: Tone, detail: number, ruff: boolean, asleep = false): void {
  for (const side of [-1, 1]) {
    s.fill(tone, circle(side * 40, -50, 13, 10));
    s.fill("pink", circle(side * 40, -50, 6.5, 8));
  }
  const right: Node[] = ruff
    ? [
        [0, -58],
        [26, -56],
        [46, -40],
        [56, -14],
        [74, 0, 1],
        [58, 14],
        [70, 30, 1],
        [50, 38],
        [40, 58],
        [18, 72],
        [0, 74],
      ]
    : [
        [0, -58],
        [26, -56],
        [46, -40],
        [54, -12],
        [52, 16],
        [42, 42],
        [18, 66],
        [0, 70],
      ];
  s.fill(tone, smooth(mirrored(right)));
  s.shade(
    smooth(
      mirrored([
        [0, -52],
        [18, -50],
        [26, -36],
        [10, -30],
        [0, -24],
      ]),
    ),
  );
  // Pale bridge of the nose, muzzle pads and chin.
  s.fill(
    "light",
    smooth([
      [-8, -24],
      [8, -24],
      [14, 16],
      [0, 20],
      [-14, 16],
    ]),
  );
  for (const side of [-1, 1]) s.fill("light", ellipse(side * 14, 32, 17, 13, side * 0.15, 12));
  s.fill("light", ellipse(0, 52, 12, 9, 0, 10));
  for (const side of [-1, 1]) {
    if (!asleep) eye(s, side * 24, -12, 22, side * -0.22, "accent");
    // A shut eye: the lid's curve, bowed down, and its lashes.
    else s.line(0, 1.4, curve([side * 13, -14], [side * 24, -7], [side * 35, -16]));
    if (asleep && detail >= 2)
      for (const t of [0.3, 0.6]) s.detail(2, curve([side * (14 + t * 21), -9 - t * 2], [side * (12 + t * 21), -3]));
  }
  s.detail(1, curve([-34, -26], [-22, -30], [-10, -24]));
  s.detail(1, curve([34, -26], [22, -30], [10, -24]));
  s.fill(
    "dark",
    smooth([
      [-15, 12, 1],
      [0, 8],
      [15, 12, 1],
      [8, 24],
      [0, 28, 1],
      [-8, 24],
    ]),
  );
  s.line(0, 1, curve([0, 28], [0, 38]));
  s.detail(0, curve([0, 38], [-8, 44], [-16, 42]));
  s.detail(0, curve([0, 38], [8, 44], [16, 42]));
  if (detail >= 1)
    for (const side of [-1, 1])
      for (const [x, y] of [
        [10, 30],
        [17, 34],
        [12, 38],
      ] as const)
        s.solidAt(1, circle(side * x, y, 1.8, 6));
}

export const lion: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  lionMane(s, rng, detail);
  bigCatFace(s, "accent", detail, false);
  return s.done();
};

/** The lion's mane seen from the front: flame-like locks radiating around the face, two layers. */
export function lionMane(s: Sketch, rng: MotifOptions["rng"], detail: number): void {
  const locks = detail >= 1 ? 16 : 12;
  const turn = rng.range(0, 0.2);
  for (const [layer, reach, tone] of [
    [0, 100, "warm"],
    [1, 84, "primary"],
  ] as const) {
    for (let i = 0; i < locks; i++) {
      const a = turn + ((i + layer * 0.5) / locks) * TAU - Math.PI / 2;
      const r0 = 44;
      const len = reach * rng.vary(1, 0.06) - r0;
      const sway = (i % 2 ? 1 : -1) * 0.25;
      const p0: Node = [Math.cos(a) * r0, Math.sin(a) * r0 * 0.95 + 6];
      const p1: Node = [Math.cos(a + sway * 0.3) * (r0 + len * 0.55), Math.sin(a + sway * 0.3) * (r0 + len * 0.55) + 6];
      const p2: Node = [Math.cos(a + sway) * (r0 + len), Math.sin(a + sway) * (r0 + len) + 6];
      s.fill(
        tone,
        ribbon([p0, p1, p2], (t) => 30 * power(1 - t, 0.8) * Math.min(1, 0.6 + t * 3), 14),
      );
    }
  }
}

export const tiger: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  bigCatFace(s, "warm", detail, true);
  tigerFaceStripes(s, detail);
  return s.done();
};

/** Stripes on a tiger's forehead and cheeks (front view), as tapered dark strokes. */
export function tigerFaceStripes(s: Sketch, detail: number): void {
  const stripes: Node[][] = [
    [
      [0, -56],
      [0, -44],
      [0, -36],
    ],
    [
      [-14, -56],
      [-12, -46],
      [-6, -40],
    ],
    [
      [14, -56],
      [12, -46],
      [6, -40],
    ],
    [
      [-50, -26],
      [-38, -22],
      [-30, -16],
    ],
    [
      [50, -26],
      [38, -22],
      [30, -16],
    ],
    [
      [-60, 4],
      [-48, 6],
      [-38, 12],
    ],
    [
      [60, 4],
      [48, 6],
      [38, 12],
    ],
  ];
  for (const nodes of stripes.slice(0, detail >= 1 ? 7 : 3))
    s.fill(
      "dark",
      ribbon(nodes, (t) => 8 * (1 - t), 10),
    );
}
