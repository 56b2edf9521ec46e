/** The owl (facing, and perched) and the phoenix. */
import type { Drawing } from "../drawing";
import { circle, curve, ellipse, mirrored, power, ribbon, smooth, type Node } from "../geometry";
import { flame, Sketch, type MotifFunction, type MotifOptions } from "./common";

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
