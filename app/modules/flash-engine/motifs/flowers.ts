/** Flowers: rose, peony, lotus, cherry blossom. */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, polar, smooth, TAU, type Node } from "../geometry";
import type { Rng } from "../random";
import { blossom, leaf, place, Sketch, type MotifFunction } from "./common";

/** The rose's head: its radius, centre height and tilt, and `spin`, which places its nodes so. */
interface RoseHead {
  R: number;
  cy: number;
  tilt: number;
  spin: (nodes: Node[]) => Node[];
}

/** The leaves behind the head, a third above it in fine detail. */
function roseLeaves(s: Sketch, rng: Rng, detail: number, cy: number): void {
  // Leaves behind the head.
  leaf(s, -34, cy + 48, rng.vary(78), rng.vary(44), Math.PI - 0.55 + rng.jitter(0.15), "leaf", -0.12);
  leaf(s, 34, cy + 50, rng.vary(74), rng.vary(42), 0.5 + rng.jitter(0.15), "leaf", 0.12);
  if (detail >= 2) leaf(s, 8, cy - 58, rng.vary(52), 30, -1.35 + rng.jitter(0.2), "leaf", 0.1);
}

/** Back petals: a scalloped ring. */
function backPetals(s: Sketch, rng: Rng, { R, spin }: RoseHead): void {
  const petals = rng.int(5, 6);
  const ring: Node[] = [];
  const start = rng.range(0, 1);
  for (let i = 0; i < petals; i++) {
    const a0 = start + (i / petals) * Math.PI * 2;
    const a1 = start + ((i + 1) / petals) * Math.PI * 2;
    const squash = 0.86;
    ring.push([Math.cos(a0) * R * 0.88, Math.sin(a0) * R * 0.88 * squash, 1]);
    ring.push([Math.cos(a0 + (a1 - a0) * 0.3) * R * 1.02, Math.sin(a0 + (a1 - a0) * 0.3) * R * 1.02 * squash]);
    ring.push([Math.cos(a0 + (a1 - a0) * 0.7) * R * 1.02, Math.sin(a0 + (a1 - a0) * 0.7) * R * 1.02 * squash]);
  }
  s.fill("primary", smooth(spin(ring)));
  s.shade(
    smooth(
      spin([
        [-R * 0.72, -R * 0.1],
        [-R * 0.4, -R * 0.55],
        [R * 0.35, -R * 0.6],
        [R * 0.74, -R * 0.1],
        [R * 0.2, -R * 0.3],
        [-R * 0.3, -R * 0.28],
      ]),
    ),
  );
  for (let i = 0; i < petals; i++) {
    const a = start + ((i + 0.5) / petals) * Math.PI * 2;
    s.detail(
      2,
      curve(
        ...spin([
          [Math.cos(a) * R * 0.62, Math.sin(a) * R * 0.55],
          [Math.cos(a + 0.12) * R * 0.8, Math.sin(a + 0.12) * R * 0.7],
        ]),
      ),
    );
  }
}

/** The cup: an opening with the bud, two curled inner petals, spiralling inside. */
function cup(s: Sketch, { R, cy, tilt, spin }: RoseHead): void {
  // The cup: an opening with the bud spiralling inside.
  const mouthY = -R * 0.26;
  s.fill("primary", ellipse(0, cy + mouthY, R * 0.62, R * 0.36, tilt, 14));
  s.shade(
    smooth(
      spin([
        [-R * 0.58, mouthY],
        [-R * 0.3, mouthY - R * 0.3],
        [R * 0.35, mouthY - R * 0.3],
        [R * 0.6, mouthY],
        [R * 0.2, mouthY - R * 0.08],
        [-R * 0.25, mouthY - R * 0.1],
      ]),
    ),
  );
  // The bud.
  s.fill(
    "primary",
    smooth(
      spin([
        [-R * 0.34, mouthY + R * 0.02, 1],
        [-R * 0.2, mouthY - R * 0.22],
        [R * 0.16, mouthY - R * 0.24],
        [R * 0.36, mouthY - R * 0.06],
        [R * 0.26, mouthY + R * 0.14],
        [0, mouthY + R * 0.16],
        [-R * 0.12, mouthY + R * 0.08],
      ]),
    ),
  );
  s.shade(
    smooth(
      spin([
        [-R * 0.14, mouthY - R * 0.02],
        [0, mouthY - R * 0.14],
        [R * 0.16, mouthY - R * 0.1],
        [R * 0.1, mouthY + R * 0.02],
      ]),
    ),
  );
  s.detail(
    1,
    curve(
      ...spin([
        [-R * 0.16, mouthY + R * 0.04],
        [-R * 0.02, mouthY - R * 0.1],
        [R * 0.16, mouthY - R * 0.06],
        [R * 0.12, mouthY + R * 0.06],
      ]),
    ),
  );
}

/**
 * The front petals wrapping the cup: the centre one, then the left and the right in either order.
 */
function frontPetals(s: Sketch, rng: Rng, { R, spin }: RoseHead): void {
  // Front petals wrapping the cup.
  const left: Node[] = [
    [-R * 0.86, -R * 0.2, 1],
    [-R * 0.92, R * 0.2],
    [-R * 0.64, R * 0.6],
    [-R * 0.14, R * 0.78],
    [R * 0.08, R * 0.7, 1],
    [-R * 0.12, R * 0.38],
    [-R * 0.44, R * 0.12],
    [-R * 0.7, -R * 0.06],
  ];
  const right: Node[] = [
    [R * 0.88, -R * 0.22, 1],
    [R * 0.94, R * 0.18],
    [R * 0.7, R * 0.58],
    [R * 0.24, R * 0.8],
    [-R * 0.22, R * 0.74, 1],
    [R * 0.02, R * 0.5],
    [R * 0.4, R * 0.22],
    [R * 0.7, 0],
  ];
  const centre: Node[] = [
    [-R * 0.52, R * 0.02, 1],
    [-R * 0.2, R * 0.12],
    [R * 0.22, R * 0.1],
    [R * 0.54, R * 0.0, 1],
    [R * 0.4, R * 0.34],
    [0, R * 0.5],
    [-R * 0.38, R * 0.34],
  ];
  s.fill("primary", smooth(spin(centre)));
  s.shade(
    smooth(
      spin([
        [-R * 0.44, R * 0.06],
        [0, R * 0.16],
        [R * 0.46, R * 0.04],
        [R * 0.1, R * 0.24],
        [-R * 0.2, R * 0.22],
      ]),
    ),
  );
  const leftFirst = rng.chance(0.5);
  for (const [petal, sign] of (leftFirst
    ? [
        [left, -1],
        [right, 1],
      ]
    : [
        [right, 1],
        [left, -1],
      ]) as Array<[Node[], number]>) {
    s.fill("primary", smooth(spin(petal)));
    s.shade(
      smooth(
        spin([
          [sign * R * 0.8, -R * 0.1],
          [sign * R * 0.6, R * 0.1],
          [sign * R * 0.2, R * 0.42],
          [sign * R * 0.1, R * 0.6],
          [sign * R * 0.5, R * 0.4],
        ]),
      ),
    );
    s.detail(
      2,
      curve(
        ...spin([
          [sign * R * 0.66, R * 0.36],
          [sign * R * 0.4, R * 0.58],
        ]),
      ),
    );
    s.highlight(
      curve(
        ...spin([
          [sign * R * 0.8, R * 0.14],
          [sign * R * 0.66, R * 0.42],
        ]),
      ),
    );
  }
}

/** The traditional flash rose: a ring of back petals, the cup with its bud, front petals, leaves. */
export const rose: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tilt = rng.jitter(0.12);
  const cy = -12;
  roseLeaves(s, rng, detail, cy);
  const R = rng.vary(74, 0.05);
  const head: RoseHead = { R, cy, tilt, spin: (nodes) => place(nodes, 0, cy, tilt) };
  backPetals(s, rng, head);
  cup(s, head);
  frontPetals(s, rng, head);
  return s.done();
};

export const cherryBlossom: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  // A branch with blossoms along it.
  const branch: Node[] = [
    [-96, 40],
    [-50, 22],
    [0, 12],
    [50, -12],
    [92, -40],
  ];
  s.fill(
    "dark",
    smooth([
      [-98, 36, 1],
      [-50, 16],
      [0, 6],
      [50, -18],
      [94, -44, 1],
      [52, -6],
      [2, 18],
      [-50, 28],
      [-98, 46, 1],
    ]),
  );
  s.fill(
    "dark",
    smooth([
      [-20, 12, 1],
      [-30, -20],
      [-44, -52, 1],
      [-24, -22],
      [-12, 10, 1],
    ]),
  );
  void branch;
  const spots: Array<[number, number, number]> = [
    [-4, 2, 34],
    [58, -30, 28],
    [-62, 20, 26],
    [-42, -52, 22],
    [26, 28, 20],
  ];
  const count = detail >= 2 ? spots.length : 3;
  for (const [x, y, r] of spots.slice(0, count))
    blossom(s, x + rng.jitter(4), y + rng.jitter(4), rng.vary(r, 0.1), "pink", rng);
  // Buds.
  for (const [x, y] of [
    [84, -58],
    [-86, 54],
  ] as const) {
    s.fill("pink", ellipse(x, y, 8, 11, 0.6, 8));
  }
  return s.done();
};

/** A pointed, symmetric petal from (x, y) towards `angle`. */
function pointedPetal(
  s: Sketch,
  x: number,
  y: number,
  length: number,
  width: number,
  angle: number,
  tone: Tone,
  vein = true,
): void {
  const w = width / 2;
  const nodes: Node[] = [
    [0, 0, 1],
    [length * 0.22, -w * 0.8],
    [length * 0.55, -w],
    [length * 0.86, -w * 0.55],
    [length, 0, 1],
    [length * 0.86, w * 0.55],
    [length * 0.55, w],
    [length * 0.22, w * 0.8],
  ];
  s.fill(tone, smooth(place(nodes, x, y, angle)));
  s.shade(
    smooth(
      place(
        [
          [length * 0.05, 0, 1],
          [length * 0.4, w * 0.35],
          [length * 0.8, w * 0.3],
          [length * 0.5, w * 0.8],
        ],
        x,
        y,
        angle,
      ),
    ),
  );
  if (vein)
    s.detail(
      1,
      curve(
        ...place(
          [
            [length * 0.12, 0],
            [length * 0.5, 0],
            [length * 0.8, 0],
          ],
          x,
          y,
          angle,
        ),
      ),
    );
}

export const lotus: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone = rng.pick(["pink", "pink", "light", "primary"] as const);
  // Lily pad and water.
  s.fill(
    "leaf",
    smooth([
      [-96, 54],
      [-60, 34],
      [0, 28],
      [60, 34],
      [96, 54],
      [60, 76],
      [8, 80, 1],
      [0, 62, 1],
      [-8, 80, 1],
      [-60, 76],
    ]),
  );
  if (detail >= 1) {
    s.detail(1, curve([-70, 56], [-30, 62], [-4, 66]));
    s.detail(1, curve([70, 56], [30, 62], [4, 66]));
  }
  const base: [number, number] = [0, 40];
  const up = -Math.PI / 2;
  // Back row, middle row, then front row.
  for (const a of [-0.75, 0.75]) pointedPetal(s, base[0], base[1], 96, 42, up + a, tone, detail >= 1);
  for (const a of [-0.38, 0.38]) pointedPetal(s, base[0], base[1], 110, 46, up + a, tone, detail >= 1);
  pointedPetal(s, base[0], base[1], 120, 48, up, tone);
  for (const a of [-1.2, 1.2]) pointedPetal(s, base[0], base[1] - 2, 86, 40, up + a, tone, detail >= 1);
  for (const a of [-0.2, 0.2]) pointedPetal(s, base[0], base[1] + 4, 78, 44, up + a * 2.4, tone, detail >= 2);
  for (const a of [-1.55, 1.55]) pointedPetal(s, base[0], base[1] + 6, 70, 34, up + a, tone, false);
  if (detail >= 2)
    for (const [x, y] of [
      [-84, 86],
      [80, 88],
    ] as const)
      s.detail(2, curve([x - 14, y], [x, y - 4], [x + 14, y]));
  return s.done();
};

export const peony: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone = rng.pick(["pink", "primary", "pink"] as const);
  const cy = -6;
  // Leaves behind.
  leaf(s, -40, cy + 50, 70, 40, Math.PI - 0.45, "leaf", -0.12);
  leaf(s, 40, cy + 52, 72, 40, 0.42, "leaf", 0.12);
  if (detail >= 2) leaf(s, -10, cy + 60, 60, 34, Math.PI / 2 + 0.2, "leaf", 0.1);
  const ring = (radius: number, inner: number, count: number, turn: number, ruffles: number) => {
    for (let i = 0; i < count; i++) {
      const a = turn + (i / count) * TAU;
      const half = (TAU / count) * 0.62;
      const nodes: Node[] = [polar(0, cy, inner, a - half * 0.5), polar(0, cy, radius * 0.8, a - half)];
      for (let k = 0; k <= ruffles; k++) {
        const t = k / ruffles;
        const aa = a - half * 0.95 + t * half * 1.9;
        nodes.push(polar(0, cy, radius * (k % 2 === 0 ? 0.96 : 1.04) * (1 - Math.abs(t - 0.5) * 0.12), aa));
      }
      nodes.push(polar(0, cy, radius * 0.8, a + half), polar(0, cy, inner, a + half * 0.5));
      s.fill(tone, smooth(nodes));
      s.shade(
        smooth([
          polar(0, cy, inner, a - half * 0.3),
          polar(0, cy, radius * 0.55, a - half * 0.3),
          polar(0, cy, radius * 0.7, a),
          polar(0, cy, radius * 0.55, a + half * 0.3),
          polar(0, cy, inner, a + half * 0.3),
        ]),
      );
      if (detail >= 2) s.detail(2, curve(polar(0, cy, radius * 0.5, a), polar(0, cy, radius * 0.8, a + 0.05)));
    }
  };
  const turn = rng.range(0, TAU);
  ring(90, 20, 7, turn, 4);
  ring(68, 14, 6, turn + 0.4, 3);
  ring(46, 10, 5, turn + 0.9, 3);
  // Cupped heart of the flower.
  s.fill(
    tone,
    smooth([
      polar(0, cy, 26, 0),
      polar(0, cy, 30, 1.2),
      polar(0, cy, 24, 2.3),
      polar(0, cy, 30, 3.5),
      polar(0, cy, 26, 4.6),
      polar(0, cy, 30, 5.6),
    ]),
  );
  s.shade(ellipse(0, cy - 4, 16, 10, 0, 8));
  for (let i = 0; i < (detail >= 1 ? 7 : 4); i++)
    s.fill("accent", circle(...(polar(0, cy - 2, 12, (i / 7) * TAU + turn) as [number, number]), 4.5, 6));
  return s.done();
};

/**
 * A daisy-like bloom head centred at (cx, cy): a back and a front row of `count` petals of radius
 * R, and a round heart with seeds. The flower and sunflower draw theirs with it; so do the small
 * daisies of a flower crown.
 */
export function daisyHead(
  s: Sketch,
  rng: Rng,
  cx: number,
  cy: number,
  R: number,
  count: number,
  petalTone: Tone,
  heartTone: Tone,
  detail: number,
  heartShare = 0.32,
): void {
  // Back row of petals, offset half a petal, then the front row.
  const turn = rng.range(0, 1);
  for (const [row, scale, tone] of [
    [0.5, 0.92, petalTone],
    [0, 1, petalTone],
  ] as const) {
    for (let i = 0; i < count; i++) {
      const a = turn + ((i + row) / count) * TAU;
      const length = R * scale * rng.vary(1, 0.05);
      const width = ((TAU * R * 0.55) / count) * 1.15;
      const petal: Node[] = [
        [R * 0.2, 0, 1],
        [R * 0.35, -width * 0.5],
        [length * 0.8, -width * 0.55],
        [length, -width * 0.2],
        [length, width * 0.2],
        [length * 0.8, width * 0.55],
        [R * 0.35, width * 0.5],
      ];
      s.fill(tone, smooth(place(petal, cx, cy, a)));
      if (row === 0)
        s.detail(
          2,
          curve(
            ...place(
              [
                [R * 0.4, 0],
                [length * 0.8, 0],
              ],
              cx,
              cy,
              a,
            ),
          ),
        );
    }
  }
  // The heart of the flower, with seeds.
  const heart = R * heartShare;
  s.fill(heartTone, circle(cx, cy, heart, 12));
  s.shade(ellipse(cx + heart * 0.25, cy + heart * 0.3, heart * 0.7, heart * 0.55, 0.4, 10));
  if (detail >= 1)
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * TAU + turn;
      s.detail(1, circle(cx + Math.cos(a) * heart * 0.55, cy + Math.sin(a) * heart * 0.55, 1.6, 6));
    }
}

/**
 * "A flower": a daisy-like bloom on a curved stem with two leaves, its petals white or pink, so a
 * generic flower still reads as one at a glance. The sunflower is the same build in yellow with a
 * large dark heart.
 */
function daisyLike(kind: "flower" | "sunflower"): MotifFunction {
  return ({ rng, detail }) => {
    const s = new Sketch();
    const [petalTone, heartTone] =
      kind === "sunflower"
        ? (["accent", "dark"] as const)
        : rng.pick([
            ["light", "accent"],
            ["light", "accent"],
            ["pink", "accent"],
          ] as const);
    const cx = rng.jitter(4);
    const cy = -28;
    const R = rng.vary(60, 0.05);
    // Stem and leaves first: the bloom covers the stem's top.
    s.fill(
      "leaf",
      smooth([
        [cx - 4, cy + 20, 1],
        [cx - 6, cy + 70],
        [cx - 14, 100, 1],
        [cx - 4, 100, 1],
        [cx + 4, cy + 70],
        [cx + 5, cy + 20, 1],
      ]),
    );
    leaf(s, cx - 8, 70, rng.vary(62), rng.vary(30), Math.PI + 0.55 + rng.jitter(0.12), "leaf", -0.14);
    leaf(s, cx - 2, 52, rng.vary(56), rng.vary(28), -0.5 + rng.jitter(0.12), "leaf", 0.14);
    daisyHead(
      s,
      rng,
      cx,
      cy,
      R,
      detail >= 2 ? 14 : 12,
      petalTone,
      heartTone,
      detail,
      kind === "sunflower" ? 0.44 : 0.32,
    );
    return s.done();
  };
}

export const flower = daisyLike("flower");
export const sunflower = daisyLike("sunflower");
