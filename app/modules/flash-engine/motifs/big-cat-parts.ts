/**
 * Parts of the posed lion and tiger: the lion's flaring mane, the tiger's ruff and stripes, a limb ending in a
 * clawed paw.
 */
import type { Tone } from "../drawing";
import { circle, curve, power, ribbon, smooth, type Node } from "../geometry";
import { type MotifOptions, type Sketch } from "./common";

/** A lion's mane flaring behind a head in profile: locks from the crown round the back to the chest. */
export function mane(s: Sketch, rng: MotifOptions["rng"], detail: number): void {
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
export function ruff(s: Sketch): void {
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
export function stripes(s: Sketch, all: Node[][], width: number): void {
  for (const nodes of all)
    s.fill(
      "dark",
      ribbon(nodes, (t) => width * (1 - t), 10),
    );
}

export const TIGER_HEAD_STRIPES: Node[][] = [
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

/** A limb as a tapered ribbon ending in a paw with claws pointing along `toward` (radians). */
export function limb(
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
