/** The cat: sitting, and asleep in a loaf. */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, line, mirrored, ribbon, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

/** The tail curling round the front, on one side or the other. */
function tailAround(s: Sketch, tone: Tone, tailSide: number): void {
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
}

/** The body, its pale chest bib and the front legs and toes (drawn light on a dark cat). */
function sittingBody(s: Sketch, tone: Tone, dark: boolean): void {
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
}

/** Tail tip over the paws. */
function tailTip(s: Sketch, tone: Tone, tailSide: number): void {
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
}

/**
 * The head with its ears, almond eyes with slit pupils, nose, mouth and whiskers (drawn light on a
 * dark cat).
 */
function sittingHead(s: Sketch, tone: Tone, dark: boolean, detail: number): void {
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
}

/**
 * A cat sitting, facing: the tail curled round to its paws; in fine detail, sometimes a collar with
 * a bell.
 */
export const cat: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone: Tone = rng.pick(["dark", "dark", "warm", "cool"] as const);
  const dark = tone === "dark";
  const tailSide = rng.chance(0.5) ? 1 : -1;
  tailAround(s, tone, tailSide);
  sittingBody(s, tone, dark);
  tailTip(s, tone, tailSide);
  sittingHead(s, tone, dark, detail);
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
