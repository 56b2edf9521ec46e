/**
 * Costume of the stage and of folk tales (issue 36), in the face's units (./portrait-face.ts): a
 * jester's three-pointed cap with its bells and his ruff, a leprechaun's buckled top hat, a mime's
 * beret and striped shirt.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, mirrored, poly, ribbon, smooth, taper, type Node } from "../geometry";
import type { Sketch } from "./common";

/** A jester's cap: three floppy points (left, up, right) in two colours, a bell at each tip, a band. */
export function jesterCap(s: Sketch, detail: number): void {
  const points: Array<[tone: Tone, nodes: Node[], bell: Node]> = [
    [
      "primary",
      [
        [-46, -60, 1],
        [-70, -76],
        [-96, -58],
        [-100, -30, 1],
        [-82, -52],
        [-60, -54],
        [-30, -70],
      ],
      [-100, -24],
    ],
    [
      "primary",
      [
        [46, -60, 1],
        [70, -76],
        [96, -58],
        [100, -30, 1],
        [82, -52],
        [60, -54],
        [30, -70],
      ],
      [100, -24],
    ],
    [
      "secondary",
      [
        [-36, -72, 1],
        [-26, -110],
        [6, -140],
        [30, -136, 1],
        [10, -118],
        [20, -92],
        [36, -72, 1],
      ],
      [34, -134],
    ],
  ];
  for (const [tone, nodes, [bx, by]] of points) {
    s.fill(tone, smooth(nodes));
    s.fill("accent", circle(bx, by, 8, 12));
    if (detail >= 1) s.solidAt(1, circle(bx, by + 3, 2, 6));
  }
  s.fill(
    "secondary",
    smooth(
      mirrored([
        [0, -94],
        [30, -90],
        [46, -70],
        [48, -58, 1],
        [0, -60],
      ]),
    ),
  );
  s.fill(
    "accent",
    ribbon(
      [
        [-50, -60],
        [0, -56],
        [50, -60],
      ],
      taper.even(9),
      14,
    ),
  );
}

/** A ruff round the neck: a ring of rounded pleats over the collar, alternating two tones. */
export function ruff(s: Sketch, detail: number): void {
  for (let k = 0; k <= 8; k++) {
    const x = -48 + k * 12;
    const y = 44 + 0.006 * x * x;
    s.fill(k % 2 ? "primary" : "secondary", smooth(petal(x, y)));
    if (detail >= 2) s.detail(2, curve([x, y - 6], [x, y + 8]));
  }
}

function petal(x: number, y: number): Node[] {
  return [
    [x - 8, y - 8],
    [x, y - 14],
    [x + 8, y - 8],
    [x + 9, y + 8],
    [x, y + 16],
    [x - 9, y + 8],
  ];
}

/** A leprechaun's tall top hat on the head: the brim, the crown, a band with a square buckle. */
export function buckledTopHat(s: Sketch, tone: Tone, detail: number): void {
  s.fill("dark", ellipse(0, -66, 62, 13, 0, 20));
  s.fill(
    tone,
    poly([
      [-38, -72, 1],
      [-44, -140, 1],
      [44, -140, 1],
      [38, -72, 1],
    ]),
  );
  s.shade(
    poly([
      [24, -74, 1],
      [28, -136, 1],
      [42, -136, 1],
      [38, -74, 1],
    ]),
  );
  s.fill(
    "dark",
    poly([
      [-39, -76, 1],
      [-40, -92, 1],
      [40, -92, 1],
      [39, -76, 1],
    ]),
  );
  s.fill(
    "accent",
    poly([
      [-10, -74, 1],
      [-10, -94, 1],
      [10, -94, 1],
      [10, -74, 1],
    ]),
  );
  s.fill(
    "dark",
    poly([
      [-4, -80, 1],
      [-4, -88, 1],
      [4, -88, 1],
      [4, -80, 1],
    ]),
  );
  if (detail >= 1) s.detail(1, curve([-44, -140], [0, -134], [44, -140]));
}

/** A beret worn tilted over one ear, with its stalk. */
export function beret(s: Sketch): void {
  s.fill("dark", ellipse(8, -80, 56, 20, -0.14, 20));
  s.fill(
    "dark",
    ribbon(
      [
        [10, -98],
        [14, -108],
      ],
      taper.even(4),
      6,
    ),
  );
}

/** A striped shirt over the shoulders: dark bands across the light cloth, drawn after the shoulders. */
export function shirtStripes(s: Sketch, male: boolean): void {
  const w = male ? 96 : 88;
  for (const y of [56, 72, 88]) {
    const half = y < 66 ? 50 + ((y - 50) / 16) * (w * 0.86 - 50) : w * 0.86 + ((y - 66) / 34) * w * 0.14;
    s.fill(
      "dark",
      ribbon(
        [
          [-half + 4, y],
          [0, y + 2],
          [half - 4, y],
        ],
        taper.even(7),
        14,
      ),
    );
  }
}

/** A sailor's collar: the square flap over the shoulders and its white inside, a knotted scarf. */
export function sailorCollar(s: Sketch, detail: number): void {
  s.fill(
    "water",
    smooth(
      mirrored([
        [0, 34],
        [22, 34],
        [56, 50],
        [70, 62, 1],
        [40, 74],
        [10, 92],
        [0, 96, 1],
      ]),
    ),
  );
  if (detail >= 1) s.detail(1, curve([-58, 60], [-36, 68], [-8, 86]), curve([58, 60], [36, 68], [8, 86]));
  s.fill(
    "light",
    smooth(
      mirrored([
        [0, 40],
        [17, 36],
        [6, 76],
        [0, 82, 1],
      ]),
    ),
  );
  s.fill(
    "primary",
    smooth(
      mirrored([
        [0, 70],
        [12, 64],
        [14, 78, 1],
        [0, 76],
      ]),
    ),
  );
}
