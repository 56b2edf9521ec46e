/**
 * The horse's head and neck in profile, in parts: the ears, the outline, a blaze, the mane, the
 * forelock, the face; and the unicorn's horn.
 */
import type { Tone } from "../drawing";
import { curve, power, ribbon, smooth, taper, type Node } from "../geometry";
import { eye, type MotifOptions, type Sketch } from "./common";

/** The far ear, behind the head. */
function farEar(s: Sketch, body: Tone, ear: number): void {
  s.fill(
    body,
    smooth([
      [-18, -56],
      [-26, -76],
      [-22, -96 * ear, 1],
      [-8, -80],
      [-2, -60],
    ]),
  );
  s.shade(
    smooth([
      [-18, -58],
      [-24, -76],
      [-20, -92 * ear, 1],
      [-8, -76],
      [-6, -60],
    ]),
  );
}

/**
 * The head and neck in one outline (forehead, face, muzzle, chin, jowl, throat, chest cut, crest),
 * the shadow under the jaw and down the throat, the cheek, facial crest and throat lines.
 */
function headOutline(s: Sketch, body: Tone, detail: number): void {
  s.fill(
    body,
    smooth([
      [-4, -64],
      [14, -66],
      [34, -52],
      [54, -26],
      [72, 0],
      [86, 14],
      [92, 28],
      [87, 40],
      [76, 45, 1],
      [78, 53],
      [66, 58],
      [52, 50],
      [34, 40],
      [16, 34],
      [4, 22],
      [-1, 8],
      [-4, 40],
      [2, 70],
      [12, 100, 1],
      [-30, 97],
      [-70, 88, 1],
      [-66, 40],
      [-52, 0],
      [-34, -36],
      [-18, -56],
    ]),
  );
  // Shadow under the jaw and down the throat.
  s.shade(
    smooth([
      [-1, 10],
      [-4, 40],
      [2, 70],
      [12, 98],
      [-6, 97],
      [-16, 60],
      [-16, 24],
    ]),
  );
  s.shade(
    smooth([
      [6, 24],
      [16, 32],
      [34, 38],
      [52, 48],
      [40, 30],
      [22, 22],
    ]),
  );
  // Cheek, facial crest and throat lines.
  s.detail(1, curve([46, -8], [42, 14], [26, 26]));
  if (detail >= 2) {
    s.detail(2, curve([40, -16], [58, 4], [72, 12]));
    s.detail(2, curve([-16, 30], [-16, 60], [-10, 90]));
  }
}

/** Sometimes a white blaze down the front of the face (not on a white horse). */
function blaze(s: Sketch, rng: MotifOptions["rng"], body: Tone): void {
  if (body !== "light" && rng.chance(0.45))
    s.fillAt(
      1,
      "light",
      smooth([
        [22, -62, 1],
        [34, -52],
        [54, -26],
        [71, -1],
        [81, 11, 1],
        [64, 5],
        [44, -18],
        [26, -42],
      ]),
    );
}

/**
 * The mane: a mass lying over the crest, its lower edge hanging on the neck in pointed strands, and
 * long S-curved locks streaming back over it.
 */
function mane(s: Sketch, rng: MotifOptions["rng"], detail: number, maneTone: Tone): void {
  const sway = rng.vary(1, 0.05);
  const strand = (level: number, nodes: Node[]) => {
    if (maneTone === "dark") s.highlight(curve(...nodes));
    else s.detail(level, curve(...nodes));
  };
  const locks: Node[][] = [
    [
      [-8, -66],
      [-30, -80],
      [-54, -78],
      [-74 * sway, -94],
    ],
    [
      [-16, -44],
      [-42, -50],
      [-64, -42],
      [-92 * sway, -54],
    ],
    [
      [-26, -12],
      [-52, -14],
      [-74, -2],
      [-100 * sway, -10],
    ],
    [
      [-38, 24],
      [-62, 28],
      [-80, 44],
      [-102 * sway, 40],
    ],
    [
      [-46, 58],
      [-66, 68],
      [-82, 86],
      [-100 * sway, 90],
    ],
  ];
  // The mass: down the neck in hanging strands, then out round the locks' tips, so that it reads
  // as the whole mane where the locks themselves are too fine to draw (small or simple designs).
  const mass: Node[] = [
    [-2, -70, 1],
    [-14, -50],
    [-6, -30, 1],
    [-22, -28],
    [-24, -8],
    [-16, 14, 1],
    [-34, 10],
    [-36, 36],
    [-28, 58, 1],
    [-44, 54],
    [-50, 78],
    [-56, 96, 1],
  ];
  for (let i = locks.length - 1; i >= 0; i--) {
    const [, a, b, tip] = locks[i];
    const h = (i === 0 ? 18 : 22) * 0.4;
    mass.push([b[0], b[1] + h], [tip[0], tip[1], 1], [b[0] + 4, b[1] - h]);
    const next = locks[i - 1];
    if (next) mass.push([(a[0] + next[1][0]) / 2 + 4, (a[1] + next[1][1]) / 2, 1]);
  }
  mass.push([-26, -80]);
  s.fill(maneTone, smooth(mass));
  for (const [i, nodes] of locks.entries()) {
    s.fillAt(2, maneTone, ribbon(nodes, taper.leaf(i === 0 ? 18 : 22, 0.35), 20));
    // White strands on a black mane only where there is room for them (they cut it up small).
    if (detail >= (maneTone === "dark" ? 2 : 1))
      strand(
        1,
        nodes.slice(0, 3).map(([x, y], k): Node => [x + (k === 0 ? -10 : 0), y + (k === 0 ? -3 : 2)]),
      );
  }
}

/** The near ear over the mane, and the forelock falling over the forehead. */
function nearEarAndForelock(s: Sketch, body: Tone, maneTone: Tone, ear: number): void {
  s.fill(
    body,
    smooth([
      [-12, -58],
      [-16, -80],
      [-6, -102 * ear, 1],
      [6, -84],
      [10, -62],
    ]),
  );
  s.detail(1, curve([-8, -64], [-8, -82], [-5, -94 * ear]));
  // Forelock falling over the forehead.
  s.fill(
    maneTone,
    ribbon(
      [
        [-4, -68],
        [10, -64],
        [22, -54],
        [28, -42],
      ],
      (t) => 13 * power(1 - t, 0.8) * Math.min(1, 0.5 + t * 3),
      16,
    ),
  );
}

/** The eye with a heavy brow, the nostril, the mouth. */
function face(s: Sketch): void {
  eye(s, 26, -28, 17, 0.55, "dark");
  s.detail(0, curve([14, -38], [26, -42], [38, -34]));
  s.solid(
    smooth([
      [76, 16],
      [83, 14],
      [87, 21],
      [83, 30, 1],
      [80, 23],
    ]),
  );
  s.detail(0, curve([76, 45], [64, 44]));
  s.detail(1, curve([70, 52], [62, 54]));
}

/**
 * The head and neck in profile, facing right, muzzle down and forward, the mane flowing back
 * off the crest. Spans about -100..92 by -102..104; the neck ends in a cut at the bottom.
 */
export function headAndNeck(
  s: Sketch,
  rng: MotifOptions["rng"],
  detail: number,
  body: Tone,
  maneTone: Tone,
  horn: boolean,
): void {
  const ear = rng.vary(1, 0.05);
  farEar(s, body, ear);
  headOutline(s, body, detail);
  blaze(s, rng, body);
  mane(s, rng, detail, maneTone);
  nearEarAndForelock(s, body, maneTone, ear);
  if (horn) unicornHorn(s);
  face(s);
}

/** A spiral horn rising from the forehead, angled forward. */
function unicornHorn(s: Sketch): void {
  const base: Node = [12, -62];
  const tip: Node = [44, -104];
  const dx = tip[0] - base[0];
  const dy = tip[1] - base[1];
  const len = Math.hypot(dx, dy);
  const ux = dx / len;
  const uy = dy / len;
  const nx = -uy;
  const ny = ux;
  const half = 7;
  s.fill(
    "metal",
    smooth([
      [base[0] + nx * half, base[1] + ny * half, 1],
      [tip[0], tip[1], 1],
      [base[0] - nx * half, base[1] - ny * half, 1],
    ]),
  );
  for (let i = 1; i <= 4; i++) {
    const t = i / 5;
    const w = half * (1 - t);
    const cx = base[0] + dx * t;
    const cy = base[1] + dy * t;
    s.detail(1, curve([cx - nx * w, cy - ny * w], [cx + nx * w + ux * 4, cy + ny * w + uy * 4]));
  }
}
