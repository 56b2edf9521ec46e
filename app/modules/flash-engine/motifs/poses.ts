/**
 * Classic flash poses beyond the default faces (issue 16): the howling wolf, the sleeping cat,
 * the roaring lion and tiger, the rampant (rearing) big cat, the perched swallow.
 */
import type { Drawing, Tone } from "../drawing";
import { circle, curve, line, placement, power, ribbon, smooth, type Node } from "../geometry";
import { bigCatFace, lionMane, tigerFaceStripes } from "./animals";
import { at, band, frame, placed, scallops, Sketch, spine, type MotifFunction, type MotifOptions } from "./common";

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

/** A cat asleep, curled into a loaf with its tail wrapped round the front, eyes shut. */
export const catSleeping: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["dark", "dark", "warm", "cool"] as const);
  const dark = tone === "dark";
  // Body: a low, round loaf.
  s.fill(
    tone,
    smooth([
      [-70, -6],
      [-24, -34],
      [36, -38],
      [80, -16],
      [98, 22],
      [82, 56],
      [20, 66],
      [-50, 62],
      [-88, 38],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([10, -30], [40, -10], [56, 24]));
  // Head resting on the front, ears up.
  for (const [a, b, c] of [
    [
      [-92, -24],
      [-88, -66],
      [-62, -40],
    ],
    [
      [-52, -44],
      [-30, -68],
      [-24, -30],
    ],
  ] as Array<[[number, number], [number, number], [number, number]]>) {
    s.fill(
      tone,
      smooth([
        [a[0], a[1], 1],
        [b[0], b[1], 1],
        [c[0], c[1], 1],
      ]),
    );
    s.fill(
      "pink",
      smooth([
        [a[0] * 0.9 + c[0] * 0.1 + 4, a[1] - 2, 1],
        [b[0] * 0.92 + c[0] * 0.08 + 2, b[1] + 12, 1],
        [c[0] - 6, c[1] - 4, 1],
      ]),
    );
  }
  s.fill(
    tone,
    smooth([
      [-100, -4],
      [-92, -34],
      [-60, -46],
      [-28, -34],
      [-18, -6],
      [-30, 20],
      [-62, 28],
      [-92, 20],
    ]),
  );
  // Pale muzzle, closed eyes (slits that show on a black coat too), nose and whiskers.
  s.fill(
    "light",
    smooth([
      [-74, 0],
      [-58, -6],
      [-42, 0],
      [-46, 14],
      [-58, 18],
      [-70, 14],
    ]),
  );
  const slit = (x: number): Node[] => [
    [x - 8, -14, 1],
    [x, -8],
    [x + 8, -14, 1],
    [x, -10],
  ];
  s.fill(dark ? "light" : "dark", smooth(slit(-78)));
  s.fill(dark ? "light" : "dark", smooth(slit(-40)));
  s.fill(
    "pink",
    smooth([
      [-63, 0, 1],
      [-53, 0, 1],
      [-58, 6, 1],
    ]),
  );
  if (detail >= 2)
    for (const dy of [0, 6]) {
      s.detail(2, curve([-72, 8 + dy], [-96, 4 + dy * 1.5]));
      s.detail(2, curve([-44, 8 + dy], [-20, 4 + dy * 1.5]));
    }
  // Tail wrapped round the front.
  s.fill(
    tone,
    ribbon(
      [
        [90, 30],
        [78, 64],
        [20, 76],
        [-40, 70],
      ],
      (t) => 14 * (1 - t * 0.6),
      16,
    ),
  );
  // Sleep marks.
  if (detail >= 1) s.line(1, 1, curve([-20, -64], [-8, -64], [-20, -52], [-8, -52]));
  return s.done();
};

/**
 * A big cat's head in profile, roaring: jaws wide open with fangs and tongue, snarl wrinkles on
 * the bridge, a narrowed eye. Faces right; the head spans about -56..94 by -70..72.
 */
function roaringHead(s: Sketch, tone: Tone, detail: number, tiger: boolean): void {
  // Ear at the back of the skull, behind the head.
  s.fill(
    tone,
    smooth([
      [-30, -48, 1],
      [-26, -74],
      [-8, -80],
      [4, -58, 1],
    ]),
  );
  s.fill(
    tiger ? "light" : "pink",
    smooth([
      [-22, -56, 1],
      [-19, -70],
      [-9, -72],
      [-4, -58, 1],
    ]),
  );
  // The open mouth: dark throat, tongue, fangs pushed out from under the lips.
  s.fill(
    "dark",
    smooth([
      [24, 10, 1],
      [90, -8, 1],
      [84, 22],
      [74, 54, 1],
    ]),
  );
  s.fill(
    "pink",
    smooth([
      [30, 14, 1],
      [52, 26],
      [70, 34],
      [76, 44],
      [66, 46],
      [44, 30],
    ]),
  );
  const fang = (base: Node, tip: Node, half: number): Node[] => [
    [base[0] - half, base[1], 1],
    [(base[0] + tip[0]) / 2 - half * 0.5, (base[1] + tip[1]) / 2],
    [tip[0], tip[1], 1],
    [(base[0] + tip[0]) / 2 + half * 0.6, (base[1] + tip[1]) / 2],
    [base[0] + half, base[1], 1],
  ];
  s.fill("light", smooth(fang([80, -10], [76, 20], 7)));
  s.fill("light", smooth(fang([64, 50], [70, 26], 6)));
  if (detail >= 1) {
    s.fill("light", smooth(fang([56, -2], [55, 12], 4)));
    s.fill("light", smooth(fang([48, 40], [50, 28], 4)));
  }
  // The head: brow, snarling bridge, nose, upper jaw, the gape, lower jaw, throat.
  s.fill(
    tone,
    smooth([
      [-48, -36],
      [-20, -60],
      [14, -64],
      [38, -54],
      [50, -46],
      [62, -46],
      [78, -42],
      [90, -36, 1],
      [96, -24],
      [90, -14],
      [94, -4, 1],
      [76, -2],
      [52, 4],
      [28, 10, 1],
      [46, 28],
      [62, 42],
      [74, 50, 1],
      [70, 58],
      [52, 60],
      [28, 54],
      [0, 50],
      [-30, 44],
      [-50, 28],
      [-58, 0],
    ]),
  );
  if (!tiger)
    s.shade(
      smooth([
        [-40, -36],
        [-14, -56],
        [12, -58],
        [0, -44],
        [-24, -30],
      ]),
    );
  // Pale muzzle and chin.
  s.fill(
    "light",
    smooth([
      [44, -24],
      [70, -26],
      [88, -16],
      [92, -4, 1],
      [74, -3],
      [50, 3],
      [32, 8],
      [34, -10],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [42, 26],
      [62, 41],
      [73, 51, 1],
      [68, 57],
      [52, 58],
      [36, 50],
    ]),
  );
  // Nose.
  s.fill(
    "dark",
    smooth([
      [82, -38],
      [91, -35, 1],
      [96, -24, 1],
      [86, -24],
    ]),
  );
  // Narrowed, angry eye under a heavy brow.
  s.fill(
    "accent",
    smooth([
      [18, -36, 1],
      [30, -44],
      [42, -42, 1],
      [30, -34],
    ]),
  );
  s.solid(circle(31, -39.5, 3.4, 8));
  s.line(0, 1.4, curve([12, -44], [28, -52], [46, -46]));
  // Snarl wrinkles on the bridge and the cheek line.
  for (let i = 0; i < 3; i++)
    s.detail(1, curve([52 + i * 10, -44 + i], [56 + i * 10, -36 + i], [54 + i * 10, -30 + i]));
  s.detail(1, curve([14, -20], [22, -2], [16, 18]));
  if (detail >= 1)
    for (const [x, y] of [
      [62, -12],
      [70, -14],
      [66, -6],
      [76, -9],
    ] as const)
      s.solidAt(1, circle(x, y, 1.8, 6));
  if (detail >= 2) {
    s.detail(2, curve([74, -16], [96, -20]));
    s.detail(2, curve([74, -10], [98, -8]));
  }
}

/** A lion's mane flaring behind a head in profile: locks from the crown round the back to the chest. */
function mane(s: Sketch, rng: MotifOptions["rng"], detail: number): void {
  const locks = detail >= 1 ? 12 : 9;
  for (const [layer, reach, tone] of [
    [0, 124, "warm"],
    [1, 102, "primary"],
  ] as const) {
    for (let i = 0; i < locks; i++) {
      // From just ahead of the crown, round the back, to under the jaw; locks sweep backwards.
      const a = -1.2 - ((i + layer * 0.5) / (locks - 0.5)) * 3.5;
      const r0 = 36;
      const len = reach * rng.vary(1, 0.06) - r0;
      const sway = (i % 2 ? 1 : -1) * 0.22 - 0.18;
      const cx = -22;
      const cy = 2;
      const p0: Node = [cx + Math.cos(a) * r0, cy + Math.sin(a) * r0];
      const p1: Node = [
        cx + Math.cos(a + sway * 0.3) * (r0 + len * 0.55),
        cy + Math.sin(a + sway * 0.3) * (r0 + len * 0.55),
      ];
      const p2: Node = [cx + Math.cos(a + sway) * (r0 + len), cy + Math.sin(a + sway) * (r0 + len)];
      s.fill(
        tone,
        ribbon([p0, p1, p2], (t) => 34 * power(1 - t, 0.8) * Math.min(1, 0.6 + t * 3), 14),
      );
    }
  }
}

/** A tiger's ruff: tufts of pale cheek fur sweeping back from behind the jaw. */
function ruff(s: Sketch): void {
  for (const [x, y, a, len] of [
    [-30, -22, 3.6, 44],
    [-34, 0, 3.25, 50],
    [-30, 22, 2.85, 50],
    [-18, 40, 2.45, 44],
  ] as const)
    s.fill(
      "light",
      ribbon(
        [
          [x, y],
          [x + Math.cos(a) * len * 0.55, y + Math.sin(a) * len * 0.55 - 4],
          [x + Math.cos(a + 0.25) * len, y + Math.sin(a + 0.25) * len],
        ],
        (t) => 30 * power(1 - t, 0.9),
        12,
      ),
    );
}

/** Tapered dark stripes (tiger), each from its root to its point. */
function stripes(s: Sketch, all: Node[][], width: number): void {
  for (const nodes of all)
    s.fill(
      "dark",
      ribbon(nodes, (t) => width * (1 - t), 10),
    );
}

const TIGER_HEAD_STRIPES: Node[][] = [
  [
    [-4, -64],
    [2, -54],
    [10, -48],
  ],
  [
    [14, -64],
    [18, -58],
    [24, -54],
  ],
  [
    [-50, -28],
    [-34, -22],
    [-20, -20],
  ],
  [
    [-56, 0],
    [-40, 0],
    [-22, 4],
  ],
  [
    [-50, 30],
    [-34, 28],
    [-18, 32],
  ],
  [
    [-6, 50],
    [-4, 40],
    [2, 32],
  ],
  [
    [16, 54],
    [16, 46],
    [20, 38],
  ],
  [
    [42, -50],
    [46, -56],
    [54, -60],
  ],
];

/** The lion roaring: head in profile, jaws open, mane flaring behind. Faces right. */
export const lionRoaring: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  mane(s, rng, detail);
  roaringHead(s, "accent", detail, false);
  return s.done();
};

/** The tiger roaring: head in profile with a ruff of cheek fur and stripes. Faces right. */
export const tigerRoaring: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  // Neck and shoulder, cut off flat below like a bust, with a pale throat.
  s.fill(
    "warm",
    smooth([
      [-36, -40],
      [-62, -6],
      [-78, 44],
      [-86, 100, 1],
      [30, 100, 1],
      [34, 76],
      [42, 56],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [42, 56],
      [34, 76],
      [30, 100, 1],
      [4, 100, 1],
      [10, 74],
      [20, 56],
    ]),
  );
  stripes(
    s,
    [
      [
        [-74, 52],
        [-58, 54],
        [-42, 62],
      ],
      [
        [-82, 80],
        [-64, 80],
        [-48, 86],
      ],
      [
        [-64, 100],
        [-56, 92],
        [-44, 94],
      ],
    ],
    10,
  );
  ruff(s);
  roaringHead(s, "warm", detail, true);
  stripes(s, TIGER_HEAD_STRIPES.slice(0, detail >= 1 ? 8 : 5), 9);
  return s.done();
};

/** A limb as a tapered ribbon ending in a paw with claws pointing along `toward` (radians). */
function limb(
  s: Sketch,
  tone: Tone,
  path: Node[],
  from: number,
  to: number,
  toward: number,
  far: boolean,
  level: number,
): void {
  s.fill(
    tone,
    ribbon(path, (t) => from + (to - from) * t, 16),
  );
  if (far) s.shade(ribbon(path, (t) => (from + (to - from) * t) * 0.9, 16));
  const [x, y] = path[path.length - 1];
  const r = to * 0.62;
  const c = Math.cos(toward);
  const n = Math.sin(toward);
  s.fill(
    tone,
    smooth([
      [x - c * r * 0.4 - n * r * 0.9, y - n * r * 0.4 + c * r * 0.9],
      [x + c * r * 1.1 - n * r * 0.7, y + n * r * 1.1 + c * r * 0.7],
      [x + c * r * 1.5, y + n * r * 1.5],
      [x + c * r * 1.1 + n * r * 0.7, y + n * r * 1.1 - c * r * 0.7],
      [x - c * r * 0.4 + n * r * 0.9, y - n * r * 0.4 - c * r * 0.9],
    ]),
  );
  if (far) s.shade(circle(x + c * r * 0.5, y + n * r * 0.5, r * 0.8, 10));
  // Claws: short dark hooks out of the toes.
  for (const k of [-0.6, 0, 0.6]) {
    const bx = x + c * r * 1.25 - n * r * k;
    const by = y + n * r * 1.25 + c * r * k;
    s.fill(
      "light",
      smooth([
        [bx - n * 2.2, by + c * 2.2, 1],
        [bx + c * 9 + n * 1, by + n * 9 - c * 1, 1],
        [bx + n * 2.2, by - c * 2.2, 1],
      ]),
    );
  }
  s.detail(
    level,
    curve(
      [x + c * r * 0.7 - n * r * 0.3, y + n * r * 0.7 + c * r * 0.3],
      [x + c * r * 1.3 - n * r * 0.3, y + n * r * 1.3 + c * r * 0.3],
    ),
  );
  s.detail(
    level,
    curve(
      [x + c * r * 0.7 + n * r * 0.3, y + n * r * 0.7 - c * r * 0.3],
      [x + c * r * 1.3 + n * r * 0.3, y + n * r * 1.3 - c * r * 0.3],
    ),
  );
}

/**
 * The rampant big cat (heraldry's lion rampant; "rearing"): the whole animal in profile up on
 * one hind leg, forepaws raised and clawing, the other hind leg lifted, the tail curling up
 * behind, the head roaring. Faces right; taller than wide.
 */
function rampant(rng: MotifOptions["rng"], detail: number, tiger: boolean): Drawing {
  const s = new Sketch();
  const tone: Tone = tiger ? "warm" : "accent";
  const lift = rng.vary(1, 0.05);
  // Far limbs first: the raised hind leg and the forward foreleg.
  limb(
    s,
    tone,
    [
      [-8, 36],
      [18, 52],
      [36, 66 * lift],
      [50, 64 * lift],
    ],
    26,
    13,
    -0.2,
    true,
    2,
  );
  limb(
    s,
    tone,
    [
      [30, -6],
      [50, -2],
      [66, 4],
      [80, 4],
    ],
    22,
    13,
    0.1,
    true,
    2,
  );
  // Tail curling up behind, ending in a tuft (lion) or a dark tip (tiger).
  const tail: Node[] = [
    [-34, 52],
    [-58, 66],
    [-78, 40],
    [-72, 0],
    [-56, -24 * lift],
  ];
  s.fill(
    tone,
    ribbon(tail, (t) => 10 - t * 3, 24),
  );
  if (tiger)
    s.fill(
      "dark",
      ribbon(tail.slice(3), (t) => 7.4 - t * 0.8, 10),
    );
  else
    s.fill(
      "primary",
      smooth([
        [-58, -18, 1],
        [-66, -30],
        [-60, -44],
        [-48, -52, 1],
        [-50, -40],
        [-46, -30],
        [-52, -20],
      ]),
    );
  // Torso, upright along a diagonal from the rump to the chest.
  s.fill(
    tone,
    smooth([
      [14, -58],
      [40, -50],
      [54, -30],
      [50, -6],
      [32, 14],
      [14, 28],
      [6, 50],
      [-14, 70],
      [-40, 66],
      [-50, 44],
      [-42, 12],
      [-22, -22],
      [-2, -46],
    ]),
  );
  s.shade(
    smooth([
      [-22, -22],
      [-2, -46],
      [8, -40],
      [-12, -10],
      [-30, 30],
      [-44, 40],
      [-42, 12],
    ]),
  );
  // Pale belly.
  s.fill(
    "light",
    smooth([
      [48, -20],
      [50, -6],
      [32, 14],
      [14, 28],
      [8, 40],
      [14, 14],
      [34, -6],
    ]),
  );
  s.detail(1, curve([-20, 40], [-6, 30], [8, 36]));
  s.detail(1, curve([20, -36], [30, -20], [28, -4]));
  if (detail >= 2) for (let i = 0; i < 3; i++) s.detail(2, curve([-4 + i * 10, -6 + i * 6], [6 + i * 10, 6 + i * 6]));
  if (tiger)
    stripes(
      s,
      (
        [
          [
            [-38, 10],
            [-26, 12],
            [-14, 18],
          ],
          [
            [-27, -12],
            [-14, -8],
            [-4, -2],
          ],
          [
            [-12, -36],
            [-2, -30],
            [6, -24],
          ],
        ] as Node[][]
      ).slice(0, detail >= 1 ? 3 : 2),
      9,
    );
  // Near hind leg: the thigh, then down to the standing foot.
  s.fill(
    tone,
    smooth([
      [-40, 30],
      [-14, 30],
      [6, 48],
      [2, 70],
      [-12, 84],
      [-4, 94],
      [20, 92],
      [30, 98, 1],
      [-18, 100, 1],
      [-28, 84],
      [-36, 70],
      [-48, 54],
    ]),
  );
  s.detail(1, curve([-30, 40], [-12, 50], [-6, 68]));
  for (const x of [8, 18]) s.detail(1, curve([x, 93], [x + 2, 99]));
  if (tiger)
    stripes(
      s,
      [
        [
          [-44, 50],
          [-34, 52],
          [-24, 58],
        ],
        [
          [-32, 76],
          [-24, 76],
          [-16, 80],
        ],
      ],
      8,
    );
  // Near foreleg raised, clawing forward under the jaw.
  limb(
    s,
    tone,
    [
      [24, -30],
      [46, -40],
      [66, -50],
      [86, -54],
    ],
    24,
    14,
    -0.4,
    false,
    1,
  );
  if (tiger)
    stripes(
      s,
      [
        [
          [42, -46],
          [48, -38],
          [52, -34],
        ],
        [
          [58, -56],
          [64, -48],
          [68, -46],
        ],
      ],
      7,
    );
  // The head, roaring, over the shoulders (with the mane for a lion).
  const head = new Sketch();
  if (tiger) ruff(head);
  else mane(head, rng, detail);
  roaringHead(head, tone, detail, tiger);
  if (tiger) stripes(head, TIGER_HEAD_STRIPES.slice(0, detail >= 1 ? 8 : 5), 9);
  s.add(placed(head.done(), placement(tiger ? 28 : 24, -70, tiger ? 0.56 : 0.52, -0.1), 1));
  return s.done();
}

/** Where a posed creature holds things (motif units): the rampant cat's raised forepaw. */
/**
 * A big cat asleep, seen from the front: the head resting on its crossed forepaws, eyes shut,
 * a sleep mark beside the ear. The paws take the bottom (y 64..102), under the chin.
 */
function sleepingBigCat(rng: MotifOptions["rng"], detail: number, tiger: boolean): Drawing {
  const s = new Sketch();
  const tone: Tone = tiger ? "warm" : "accent";
  if (!tiger) lionMane(s, rng, detail);
  // The forepaws: the left one crossed over the right, each a round loaf with its toes.
  for (const [x, y, side] of [
    [26, 86, 1],
    [-20, 84, -1],
  ] as const) {
    s.fill(
      tone,
      smooth([
        [x - 30, y - 14],
        [x + 16, y - 18],
        [x + 34, y - 6, 1],
        [x + 30, y + 14],
        [x - 6, y + 18],
        [x - 32, y + 10],
      ]),
    );
    for (const toe of [0, 1, 2]) s.detail(0, curve([x + 18 - toe * 9, y + 16], [x + 20 - toe * 9, y + 8]));
    if (tiger && detail >= 1)
      s.fill(
        "dark",
        ribbon(
          [
            [x - 22 * side, y - 12],
            [x - 16 * side, y],
            [x - 20 * side, y + 8],
          ],
          (t) => 5 * (1 - t),
          8,
        ),
      );
  }
  bigCatFace(s, tone, detail, tiger, true);
  if (tiger) tigerFaceStripes(s, detail);
  // Sleep marks.
  if (detail >= 1) s.line(1, 1, curve([58, -92], [72, -92], [58, -78], [72, -78]));
  return s.done();
}

export const lionSleeping: MotifFunction = ({ rng, detail }) => sleepingBigCat(rng, detail, false);
export const tigerSleeping: MotifFunction = ({ rng, detail }) => sleepingBigCat(rng, detail, true);

/** The rampant cat's raised forepaw, where it grips what it holds. */
export const RAMPANT_PAW = [90, -56] as const;

export const lionRampant: MotifFunction = ({ rng, detail }) => rampant(rng, detail, false);
export const tigerRampant: MotifFunction = ({ rng, detail }) => rampant(rng, detail, true);

/**
 * A swallow perched: sitting with its wings folded along the back, the forked tail slanting
 * down behind, the feet gripping at the lowest point (where a branch goes). Faces right.
 */
export const swallowPerched: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const back = rng.pick(["secondary", "water", "secondary"] as const);
  const fork = rng.range(-4, 4);
  // Forked tail streamers.
  s.fill(
    back,
    smooth([
      [-28, 12, 1],
      [-62, 30],
      [-104, 44 + fork, 1],
      [-70, 36],
      [-94, 62 + fork, 1],
      [-54, 42],
      [-22, 30, 1],
    ]),
  );
  if (detail >= 2) s.detail(2, curve([-40, 26], [-70, 44 + fork]));
  // Legs and toes gripping the perch, behind the belly.
  for (const x of [4, 22]) {
    s.fill(
      "dark",
      ribbon(
        [
          [x, 28],
          [x - 1, 46],
          [x - 2, 60],
        ],
        () => 6,
        8,
      ),
    );
    s.fill(
      "dark",
      ribbon(
        [
          [x - 13, 64],
          [x - 3, 58],
          [x + 9, 61],
          [x + 12, 68],
        ],
        (t) => 5.5 * (1 - t * 0.4),
        10,
      ),
    );
  }
  // Body: dark back and head, pale belly, red throat.
  s.fill(
    back,
    smooth([
      [38, -58],
      [56, -56],
      [68, -44],
      [66, -28],
      [56, -6],
      [38, 18],
      [16, 34],
      [-10, 38],
      [-34, 28, 1],
      [-22, 4],
      [-4, -22],
      [16, -46],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [58, -18],
      [50, -2],
      [34, 20],
      [14, 34],
      [-10, 37],
      [-28, 30, 1],
      [-4, 22],
      [22, 6],
      [42, -10],
    ]),
  );
  s.fill(
    "primary",
    smooth([
      [68, -38],
      [64, -22],
      [54, -14],
      [46, -26],
      [56, -36],
    ]),
  );
  s.fill(
    "accent",
    smooth([
      [66, -46, 1],
      [86, -41, 1],
      [66, -35, 1],
    ]),
  );
  s.solid(circle(53, -45, 4.4, 8));
  s.highlight(circle(52, -46.5, 1.4, 6));
  // The folded wing along the back, its pointed tip past the rump.
  s.fill(
    back,
    smooth([
      [36, -30, 1],
      [18, -38],
      [-8, -18],
      [-42, 10],
      [-92, 34, 1],
      [-48, 26],
      [-10, 16],
      [20, -2],
      [38, -16],
    ]),
  );
  s.shade(
    smooth([
      [30, -30],
      [14, -32],
      [-10, -12],
      [-40, 12],
      [-6, 0],
      [22, -16],
    ]),
  );
  s.detail(1, curve([28, -14], [0, 4], [-44, 24]));
  if (detail >= 2) {
    s.detail(2, curve([4, 12], [-30, 22], [-64, 30]));
    s.detail(2, curve([30, -24], [10, -24]));
  }
  return s.done();
};

/**
 * A fox asleep, curled into a ball, its bushy white-tipped tail wrapped round the front and the
 * head resting on it, snout pointing out, eyes shut.
 */
export const foxSleeping: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const curl = rng.vary(1, 0.04);
  // Body: a round, low loaf.
  s.fill(
    "warm",
    smooth([
      [-60, -20],
      [-20, -44],
      [40, -46],
      [84, -20],
      [100, 22],
      [82, 58],
      [20, 66],
      [-50, 60],
      [-80, 30],
    ]),
  );
  s.shade(
    smooth([
      [-20, -40],
      [40, -42],
      [80, -18],
      [50, -24],
      [0, -28],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([14, -34], [46, -12], [60, 24]));
  // The bushy tail round the front, its white tip under the chin.
  const tail = spine(
    [
      [84, -6],
      [100, 44 * curl],
      [46, 84 * curl],
      [-26, 86 * curl],
      [-84, 62],
      [-112, 40],
    ],
    48,
  );
  const bushy = (t: number) => 46 * power(Math.sin(Math.PI * Math.min(1, 0.04 + t)), 0.6) + 4 * (1 - t);
  s.fill(
    "warm",
    band(
      tail,
      (t) => -bushy(t) / 2,
      (t) => bushy(t) / 2,
    ),
  );
  if (detail >= 1)
    for (const t0 of [0.3, 0.5])
      s.detail(
        1,
        curve(
          ...frame(at(tail, t0), [
            [-10, -6],
            [4, 0],
            [14, 8],
          ]),
        ),
      );
  s.fill(
    "light",
    band(
      tail,
      (t) => -bushy(t) / 2,
      (t) => bushy(t) / 2,
      0.8,
      1,
    ),
  );
  // Ears: pointed, dark-tipped.
  for (const [base0, tip, base1] of [
    [
      [-58, -42],
      [-56, -86],
      [-34, -44],
    ],
    [
      [-34, -42],
      [-18, -80],
      [-12, -30],
    ],
  ] as Array<[[number, number], [number, number], [number, number]]>) {
    s.fill(
      "warm",
      smooth([
        [base0[0], base0[1], 1],
        [tip[0], tip[1], 1],
        [base1[0], base1[1], 1],
      ]),
    );
    s.fill(
      "dark",
      smooth([
        [tip[0] * 0.7 + base0[0] * 0.3, tip[1] * 0.7 + base0[1] * 0.3, 1],
        [tip[0], tip[1], 1],
        [tip[0] * 0.7 + base1[0] * 0.3, tip[1] * 0.7 + base1[1] * 0.3, 1],
      ]),
    );
  }
  // Head resting on the tail, snout out to the left.
  s.fill(
    "warm",
    smooth([
      [-14, -22],
      [-36, -44],
      [-62, -42],
      [-84, -26],
      [-112, 0, 1],
      [-94, 10],
      [-62, 18],
      [-32, 12],
    ]),
  );
  s.fill(
    "light",
    smooth([
      [-110, 1, 1],
      [-92, 10],
      [-62, 17],
      [-34, 11],
      [-50, 4],
      [-80, -4],
    ]),
  );
  s.fill("dark", circle(-108, -2, 5.5, 8));
  // Closed eye and the line of the mouth.
  s.line(0, 1.3, curve([-76, -22], [-68, -17], [-58, -20]));
  if (detail >= 2) s.detail(2, curve([-104, 4], [-90, 6]));
  // Sleep marks.
  if (detail >= 1) s.line(1, 1, curve([0, -70], [12, -70], [0, -58], [12, -58]));
  return s.done();
};

/**
 * An eagle perched, in profile facing right: white head with a hooked beak and a heavy brow, the
 * wing folded along the back, its primaries stepping down past the rump, the white tail hanging
 * below them, feathered legs and big yellow feet whose black talons are the lowest point (they
 * take the branch). Taller than wide.
 */
export const eaglePerched: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lean = rng.range(-3, 3);
  // The white tail hanging down behind the legs, its square feather tips stepped.
  s.fill(
    "light",
    smooth([
      [-6, 40],
      [-30, 66],
      [-50 + lean, 94, 1],
      [-40 + lean, 92],
      [-34 + lean, 99, 1],
      [-24 + lean, 92],
      [-16, 98, 1],
      [-4, 74],
      [12, 54],
    ]),
  );
  if (detail >= 1) for (const x of [-38, -26]) s.detail(1, curve([x + 22, 60], [x + 10, 76], [x + lean * 0.6, 92]));
  // Legs: feathered trousers (drawn over them below), yellow shanks and toes, black talons
  // hooked round the perch. The far foot shows only its front and hind toes.
  for (const [x, far] of [
    [8, true],
    [32, false],
  ] as const) {
    s.fill(
      "accent",
      ribbon(
        [
          [x, 68],
          [x + 1, 80],
          [x + 2, 92],
        ],
        () => 13,
        8,
      ),
    );
    const toes: [Node, Node, Node][] = [
      [
        [x + 2, 90],
        [x + 18, 89],
        [x + 28, 95],
      ],
      [
        [x - 1, 91],
        [x - 14, 91],
        [x - 21, 95],
      ],
      [
        [x + 2, 93],
        [x + 12, 95],
        [x + 15, 99],
      ],
    ];
    for (const [root, mid, tip] of far ? toes.slice(0, 2) : toes) {
      s.fill(
        "accent",
        ribbon([root, mid, tip], (k) => 11 * (1 - k * 0.3), 10),
      );
      const dir = Math.sign(tip[0] - mid[0]) || 1;
      s.fill(
        "dark",
        smooth([
          [tip[0] - dir * 2, tip[1] - 4, 1],
          [tip[0] + dir * 5, tip[1]],
          [tip[0] + dir * 2, tip[1] + 9, 1],
          [tip[0] - dir * 1, tip[1] + 3],
        ]),
      );
    }
    if (detail >= 2) for (const y of [76, 84]) s.detail(2, line([x - 3, y], [x + 5, y + 1]));
  }
  // Body: dark brown, the chest full and rounded forward, the back straight under the wing.
  s.fill(
    "warm",
    smooth([
      [10, -66],
      [-8, -50],
      [-18, -20],
      [-20, 20],
      [-14, 52],
      [-2, 68],
      [18, 74],
      [40, 70],
      [56, 48],
      [66, 14],
      [68, -20],
      [60, -50],
      [42, -66],
    ]),
  );
  s.shade(
    smooth([
      [36, 70],
      [52, 46],
      [60, 12],
      [48, 42],
      [26, 64],
    ]),
  );
  if (detail >= 2)
    for (const [x, y] of [
      [50, -24],
      [56, -4],
      [44, 10],
      [52, 28],
      [40, 44],
    ] as const)
      s.detail(2, curve([x - 6, y - 2], [x, y + 4], [x + 6, y - 2]));
  // Feathered trousers over the top of the shanks, ragged at the hem.
  s.fill(
    "warm",
    smooth([
      [4, 50],
      [-4, 64],
      [2, 80, 1],
      [14, 74],
      [26, 84, 1],
      [36, 76],
      [46, 80, 1],
      [48, 64],
      [40, 48],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([22, 56], [24, 68], [22, 76]));
  // The folded wing: the primaries, one block with stepped tips past the rump, then the coverts
  // rounded over the shoulder.
  s.fill(
    "warm",
    smooth([
      [2, 8],
      [-18, 30],
      [-28, 56],
      [-40 + lean, 84, 1],
      [-30 + lean, 76],
      [-26 + lean, 82, 1],
      [-18, 68],
      [-12, 72, 1],
      [-2, 50],
      [14, 26],
    ]),
  );
  s.shade(
    smooth([
      [-4, 20],
      [-20, 42],
      [-30, 66],
      [-14, 46],
    ]),
  );
  if (detail >= 1)
    for (const [x, y] of [
      [-30, 76],
      [-18, 68],
    ] as const)
      s.detail(1, curve([x + lean, y], [x + 6, y - 22], [x + 16, y - 40]));
  s.fill(
    "warm",
    smooth([
      [44, -44],
      [24, -56],
      [0, -50],
      [-14, -30],
      [-20, 0],
      [-22, 30, 1],
      [-8, 22],
      [4, 30, 1],
      [14, 16],
      [26, 20, 1],
      [34, 2],
      [44, -14],
      [50, -30],
    ]),
  );
  s.shade(
    smooth([
      [12, -46],
      [-4, -34],
      [-14, -4],
      [-16, 20],
      [-4, -2],
      [10, -30],
    ]),
  );
  if (detail >= 1) {
    // A row of scalloped coverts across the wing, a second one higher up in fine detail.
    s.detail(1, curve(...scallops([44, -20], [-14, 8], 4, 6)));
    if (detail >= 2) s.detail(2, curve(...scallops([36, -40], [-6, -20], 3, 5)));
  }
  // White head with the shaggy nape, hooked yellow beak, the eye under a heavy brow.
  s.fill(
    "light",
    smooth([
      [12, -62],
      [4, -82],
      [14, -104],
      [36, -114],
      [58, -110],
      [70, -98],
      [72, -80],
      [68, -62],
      [64, -48, 1],
      [56, -56],
      [48, -44, 1],
      [40, -54],
      [30, -44, 1],
      [24, -54],
      [14, -46, 1],
    ]),
  );
  if (detail >= 2) s.detail(2, curve([22, -68], [30, -60], [36, -58]));
  s.fill(
    "accent",
    smooth([
      [62, -100, 1],
      [80, -100],
      [94, -90],
      [96, -72, 1],
      [90, -78],
      [82, -80],
      [72, -76],
      [64, -74, 1],
    ]),
  );
  s.detail(1, curve([66, -84], [78, -86], [88, -82]));
  s.detail(1, curve([68, -100], [66, -92], [68, -84]));
  s.solid(circle(56, -92, 4.4, 8));
  s.highlight(circle(55, -93.5, 1.4, 6));
  s.detail(0, curve([42, -96], [52, -100], [64, -98]));
  return s.done();
};
