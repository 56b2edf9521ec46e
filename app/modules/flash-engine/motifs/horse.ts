/**
 * The horse: the proud head-and-neck bust in profile (the default, like the wolf and lion
 * heads), the rearing horse up on its hind legs, and the unicorn (the bust with a spiral horn).
 * Everything faces right.
 */
import type { Drawing, Tone } from "../drawing";
import { curve, placement, power, ribbon, smooth, taper, type Node } from "../geometry";
import { eye, flightFeather, placed, Sketch, type MotifFunction, type MotifOptions } from "./common";

/** The coat: mostly a bay (black mane), sometimes a palomino or a grey. */
function coat(rng: MotifOptions["rng"]): { body: Tone; mane: Tone } {
  return rng.pick([
    { body: "warm", mane: "dark" },
    { body: "warm", mane: "dark" },
    { body: "accent", mane: "warm" },
    { body: "light", mane: "dark" },
  ] as const);
}

/** The unicorn: white, with a pastel or golden mane. */
function unicornCoat(rng: MotifOptions["rng"]): { body: Tone; mane: Tone } {
  return { body: "light", mane: rng.pick(["pink", "cool", "accent"] as const) };
}

/**
 * The head and neck in profile, facing right, muzzle down and forward, the mane flowing back
 * off the crest. Spans about -100..92 by -102..104; the neck ends in a cut at the bottom.
 */
function headAndNeck(
  s: Sketch,
  rng: MotifOptions["rng"],
  detail: number,
  body: Tone,
  maneTone: Tone,
  horn: boolean,
): void {
  const ear = rng.vary(1, 0.05);
  // Far ear, behind the head.
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
  // Head and neck in one outline: forehead, face, muzzle, chin, jowl, throat, chest cut, crest.
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
  // Sometimes a white blaze down the front of the face (not on a white horse).
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
  // The mane: a mass lying over the crest, its lower edge hanging on the neck in pointed
  // strands, and long S-curved locks streaming back over it.
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
  // Near ear over the mane.
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
  if (horn) unicornHorn(s);
  // Eye with a heavy brow, nostril, mouth.
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

/**
 * A raised wing (pegasus), drawn behind the body: flight feathers rooted along the arm from the
 * shoulder up to the wrist, sweeping back (left), the longest at the top; coverts over the arm.
 */
function wing(s: Sketch, shoulder: Node, wrist: Node, detail: number): void {
  const feathers = detail >= 1 ? 7 : 5;
  for (let i = feathers - 1; i >= 0; i--) {
    const t = i / (feathers - 1);
    const root: Node = [
      shoulder[0] + (wrist[0] - shoulder[0]) * (0.15 + 0.85 * t),
      shoulder[1] + (wrist[1] - shoulder[1]) * (0.15 + 0.85 * t),
    ];
    const a = Math.PI + 0.2 + 0.75 * t;
    const len = 44 + 58 * t;
    flightFeather(s, "light", root, a, len, 18, detail);
  }
  // Coverts: a broad band along the arm, arching towards the head, its lower edge scalloped.
  const [sx, sy] = shoulder;
  const [wx, wy] = wrist;
  const bend = (t: number): Node => [sx + (wx - sx) * t + Math.sin(Math.PI * t) * 22, sy + (wy - sy) * t];
  const arm = [0, 0.25, 0.5, 0.75, 1].map(bend);
  s.fill(
    "light",
    ribbon(arm, (t) => 30 * Math.sin(Math.PI * Math.min(1, 0.12 + t * 0.88)) + 6, 20),
  );
  s.shade(ribbon(arm.slice(0, 4), (t) => 12 * Math.sin(Math.PI * Math.min(1, 0.1 + t)), 14));
  if (detail >= 1)
    for (const t of [0.3, 0.5, 0.7]) {
      const [x, y] = bend(t);
      s.detail(1, curve([x - 14, y + 2], [x - 6, y + 10], [x + 4, y + 6]));
    }
}

export const horse: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const { body, mane } = coat(rng);
  headAndNeck(s, rng, detail, body, mane, false);
  return s.done();
};

/** Pegasus: the bust with a white wing raised behind the neck. */
export const pegasus: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const { body, mane } = coat(rng);
  wing(s, [-56, 56], [-34, -128], detail);
  headAndNeck(s, rng, detail, body, mane, false);
  return s.done();
};

export const unicorn: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const { body, mane } = unicornCoat(rng);
  headAndNeck(s, rng, detail, body, mane, true);
  return s.done();
};

/** A hoof at the end of a leg: a dark wedge turned along `angle` (the leg's direction). */
function hoof(s: Sketch, x: number, y: number, angle: number, size: number): void {
  const c = Math.cos(angle);
  const n = Math.sin(angle);
  const at = (u: number, v: number): Node => [x + c * u - n * v, y + n * u + c * v, 1];
  s.fill(
    "dark",
    smooth([at(-2, -size * 0.5), at(size * 0.9, -size * 0.62), at(size * 0.9, size * 0.62), at(-2, size * 0.5)]),
  );
}

/**
 * A leg as a ribbon from the body along `path`, tapering to the fetlock, ending in a hoof. A near
 * leg starts in a point inside the body (the muscle running into the shoulder or the haunch)
 * rather than a blunt end.
 */
function leg(s: Sketch, tone: Tone, path: Node[], top: number, far: boolean): void {
  const shape = (t: number) =>
    top * (1 - 0.62 * Math.min(1, t * 1.5)) + (t > 0.82 ? top * 0.12 * Math.sin(((t - 0.82) / 0.18) * Math.PI) : 0);
  const width = far ? shape : (t: number) => shape(t) * Math.sin((Math.PI / 2) * Math.min(1, t / 0.2));
  s.fill(tone, ribbon(path, width, 24));
  if (far) s.shade(ribbon(path, (t) => width(t) * 0.86, 24));
  const [x, y] = path[path.length - 1];
  const [px, py] = path[path.length - 2];
  hoof(s, x, y, Math.atan2(y - py, x - px), top * 0.42);
}

/**
 * The rearing horse: up on its hind legs, forelegs raised and folded, mane and tail flying.
 * Faces right; taller than wide.
 */
function rearing(rng: MotifOptions["rng"], detail: number, horned: boolean): Drawing {
  const s = new Sketch();
  const { body, mane } = horned ? unicornCoat(rng) : coat(rng);
  const lift = rng.vary(1, 0.05);
  const sway = rng.vary(1, 0.05);
  // Tail streaming down and back in three locks, behind everything.
  const tail: Array<[Node[], number]> = [
    [
      [
        [-60, 28],
        [-84, 30],
        [-94, 50],
        [-106 * sway, 60],
      ],
      20,
    ],
    [
      [
        [-60, 34],
        [-82, 50],
        [-86, 74],
        [-100 * sway, 98],
      ],
      26,
    ],
    [
      [
        [-58, 44],
        [-72, 62],
        [-70, 84],
        [-82 * sway, 104],
      ],
      20,
    ],
  ];
  for (const [nodes, width] of tail) {
    s.fill(mane, ribbon(nodes, taper.leaf(width, 0.3), 20));
    if (detail >= (mane === "dark" ? 2 : 1)) {
      const line = nodes.slice(0, 3).map(([x, y]): Node => [x + 2, y + 2]);
      if (mane === "dark") s.highlight(curve(...line));
      else s.detail(1, curve(...line));
    }
  }
  // Far legs: the far hind leg a step behind, the far foreleg raised higher.
  leg(
    s,
    body,
    [
      [-44, 40],
      [-28, 64],
      [-44, 82],
      [-46, 98],
    ],
    26,
    true,
  );
  leg(
    s,
    body,
    [
      [30, -26],
      [58, -34 * lift],
      [70, -20 * lift],
      [74, -6 * lift],
    ],
    22,
    true,
  );
  // The head and neck, raised over the chest.
  const head = new Sketch();
  headAndNeck(head, rng, detail, body, mane, horned);
  s.add(placed(head.done(), placement(36, -68, 0.54, -0.22), 1));
  // The body: a barrel rising diagonally from the haunch to the chest.
  s.fill(
    body,
    smooth([
      [20, -48],
      [42, -36],
      [48, -14],
      [36, 8],
      [14, 28],
      [-4, 50],
      [-24, 70],
      [-50, 72],
      [-68, 56],
      [-70, 30],
      [-56, 8],
      [-34, -10],
      [-10, -30],
    ]),
  );
  s.shade(
    smooth([
      [36, 8],
      [14, 28],
      [-4, 50],
      [-24, 70],
      [-16, 44],
      [6, 22],
    ]),
  );
  // The haunch and the point of the shoulder.
  s.detail(1, curve([-36, 8], [-50, 26], [-50, 50]));
  s.detail(1, curve([14, -34], [30, -22], [34, -6]));
  // Near hind leg, planted: the thigh, then down to the hoof.
  leg(
    s,
    body,
    [
      [-34, 38],
      [-8, 64],
      [-24, 84],
      [-16, 98],
    ],
    32,
    false,
  );
  // Near foreleg raised and folded at the knee.
  leg(
    s,
    body,
    [
      [24, -14],
      [52, -16],
      [60, 4],
      [56, 20],
    ],
    24,
    false,
  );
  return s.done();
}

export const horseRearing: MotifFunction = ({ rng, detail }) => rearing(rng, detail, false);
export const unicornRearing: MotifFunction = ({ rng, detail }) => rearing(rng, detail, true);
