/** The eagle: wings spread, and perched with its wings half open. */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, line, ribbon, smooth, type Node } from "../geometry";
import type { Rng } from "../random";
import { flightFeather, scallops, Sketch, type MotifFunction } from "./common";

export const eagle: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  spreadWingsAndBody(s, rng, detail);
  eagleHead(s, detail);
  return s.done();
};

/** The spread eagle but its head: raised wings, tail fan, body and legs. */
export function spreadWingsAndBody(s: Sketch, rng: Rng, detail: number): void {
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
}

/**
 * The white head in profile with a hooked beak, facing left (side 1) or right (side -1), moved by
 * (dx, dy): the two-headed eagle has one each way.
 */
export function eagleHead(s: Sketch, detail: number, side = 1, dx = 0, dy = 0, tone: Tone = "light"): void {
  const p = (nodes: Node[]): Node[] =>
    nodes.map((n) => (n.length > 2 ? [dx + side * n[0], dy + n[1], 1] : [dx + side * n[0], dy + n[1]]));
  s.fill(
    tone,
    smooth(
      p([
        [-16, -16],
        [-24, -40],
        [-14, -62],
        [6, -68],
        [22, -56],
        [22, -34],
        [14, -14],
      ]),
    ),
  );
  s.fill(
    "accent",
    smooth(
      p([
        [-20, -54, 1],
        [-36, -56],
        [-48, -44],
        [-46, -32, 1],
        [-38, -40],
        [-22, -38, 1],
      ]),
    ),
  );
  s.detail(
    1,
    curve(
      ...p([
        [-22, -46],
        [-32, -46],
        [-40, -42],
      ]),
    ),
  );
  s.solid(circle(dx + side * -6, dy - 50, 4, 8));
  s.highlight(circle(dx + side * -7.5, dy - 51.5, 1.3, 6));
  s.detail(
    0,
    curve(
      ...p([
        [-14, -56],
        [-4, -58],
        [6, -54],
      ]),
    ),
  );
  if (detail >= 2)
    s.detail(
      2,
      curve(
        ...p([
          [0, -30],
          [8, -24],
        ]),
      ),
    );
}

/** The white tail hanging down behind the legs, its square feather tips stepped. */
function perchedTail(s: Sketch, detail: number, lean: number): void {
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
}

/**
 * Legs: feathered trousers (drawn over them below), yellow shanks and toes, black talons hooked
 * round the perch. The far foot shows only its front and hind toes.
 */
function perchedLegs(s: Sketch, detail: number): void {
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
}

/** Body: dark brown, the chest full and rounded forward, the back straight under the wing. */
function perchedBody(s: Sketch, detail: number): void {
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
}

/** Feathered trousers over the top of the shanks, ragged at the hem. */
function trousers(s: Sketch, detail: number): void {
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
}

/**
 * The folded wing: the primaries, one block with stepped tips past the rump, then the coverts
 * rounded over the shoulder.
 */
function foldedWing(s: Sketch, detail: number, lean: number): void {
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
}

/** White head with the shaggy nape, hooked yellow beak, the eye under a heavy brow. */
function perchedHead(s: Sketch, detail: number): void {
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
}

/**
 * An eagle perched, in profile facing right: white head with a hooked beak and a heavy brow, the
 * wing folded along the back, its primaries stepping down past the rump, the white tail hanging
 * below them, feathered legs and big yellow feet whose black talons are the lowest point (they
 * take the branch). Taller than wide.
 */
export const eaglePerched: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const lean = rng.range(-3, 3);
  perchedTail(s, detail, lean);
  perchedLegs(s, detail);
  perchedBody(s, detail);
  trousers(s, detail);
  foldedWing(s, detail, lean);
  perchedHead(s, detail);
  return s.done();
};
