/** Hearts and blades: the heart (flaming or thorned), the dagger, the arrow and the spear. */
import { circle, curve, ellipse, line, mirrored, poly, ribbon, smooth, type Node } from "../geometry";
import { flame, Sketch, type MotifFunction } from "./common";

export const heart: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const w = rng.vary(1, 0.05);
  const flames = detail >= 2 && rng.chance(0.45);
  if (flames) {
    for (let i = -1; i <= 1; i++)
      s.fill(i === 0 ? "accent" : "primary", flame(i * 16, -44, i === 0 ? 62 : 44, 28, i * 10 + rng.jitter(6)));
  }
  const right: Node[] = [
    [0, -44, 1],
    [22, -72 * w],
    [58, -78 * w],
    [86, -52],
    [88, -14],
    [64, 30],
    [28, 64],
    [0, 92, 1],
  ];
  const outline = mirrored(right);
  s.fill("primary", smooth(outline));
  s.shade(
    smooth([
      [-84, -10],
      [-64, 30],
      [-28, 64],
      [0, 88, 1],
      [-20, 50],
      [-52, 18],
      [-74, -18],
    ]),
  );
  s.detail(2, curve([60, 24], [30, 54], [8, 72]));
  s.highlight(curve([-66, -44], [-52, -60], [-32, -62]));
  s.highlight(circle(-70, -28, 4, 6));
  if (detail >= 1 && rng.chance(0.5)) {
    // A thorned vine around the heart (sacred heart).
    const vine: Node[] = [
      [-92, 6],
      [-40, -8],
      [10, 2],
      [60, -14],
      [94, -2],
    ];
    s.fill(
      "leaf",
      ribbon(vine, () => 8, 20),
    );
    for (let i = 0; i < 5; i++) {
      const x = -70 + i * 34;
      const y = -6 + (i % 2 ? -4 : 4);
      s.fill(
        "leaf",
        poly([
          [x - 5, y - 2, 1],
          [x + 2, y - 16 * (i % 2 ? 1 : -1), 1],
          [x + 6, y + 1, 1],
        ]),
      );
    }
  }
  return s.done();
};

export const dagger: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const bladeW = rng.vary(17, 0.1);
  const wavy = rng.chance(0.2);
  // Pommel.
  s.fill("accent", ellipse(0, -90, 11, 10, 0, 10));
  s.highlight(circle(-3, -93, 2.5, 6));
  // Grip with wrap.
  s.fill(
    "secondary",
    smooth([
      [-8, -80, 1],
      [-10, -62],
      [-8, -42, 1],
      [8, -42, 1],
      [10, -62],
      [8, -80, 1],
    ]),
  );
  for (let y = -74; y <= -48; y += 12) s.detail(1, line([-9, y + 4], [9, y - 4]));
  // Crossguard with scrolled ends.
  const guard: Node[] = [
    [0, -44, 1],
    [24, -46],
    [40, -52],
    [48, -44],
    [42, -36],
    [30, -34],
    [0, -30, 1],
  ];
  s.fill("accent", smooth(mirrored(guard)));
  s.detail(2, curve([40, -46], [44, -42], [40, -39]));
  s.detail(2, curve([-40, -46], [-44, -42], [-40, -39]));
  s.fill("accent", ellipse(0, -37, 7, 7, 0, 8));
  s.solidAt(1, circle(0, -37, 2.6, 6));
  // Blade.
  const blade: Node[] = wavy
    ? [
        [0, -30, 1],
        [bladeW, -26],
        [bladeW * 0.75, 6],
        [bladeW * 0.95, 36],
        [bladeW * 0.5, 70],
        [0, 102, 1],
      ]
    : [
        [0, -30, 1],
        [bladeW, -26],
        [bladeW * 0.95, 20],
        [bladeW * 0.6, 64],
        [0, 102, 1],
      ];
  s.fill("metal", smooth(mirrored(blade)));
  s.shade(
    smooth([
      [0, -28, 1],
      [bladeW * 0.85, -24],
      [bladeW * 0.8, 20],
      [bladeW * 0.5, 64],
      [0, 100, 1],
    ]),
  );
  s.detail(0, line([0, -28], [0, 94]));
  s.highlight(line([-bladeW * 0.5, -20], [-bladeW * 0.45, 30]));
  if (detail >= 2 && rng.chance(0.5)) {
    // Blood drops from the tip.
    s.fill(
      "primary",
      smooth([
        [0, 104, 1],
        [5, 114],
        [0, 120],
        [-5, 114],
      ]),
    );
  }
  return s.done();
};

export const arrow: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  // Fletching.
  for (const side of [-1, 1]) {
    const f: Node[] = [
      [0, 60, 1],
      [side * 18, 66],
      [side * 22, 100, 1],
      [side * 8, 92],
      [0, 96, 1],
    ];
    s.fill("primary", smooth(f));
    if (detail >= 1) for (let y = 70; y <= 90; y += 10) s.detail(2, line([side * 2, y], [side * 14, y + 8]));
  }
  s.fill(
    "warm",
    poly([
      [-4, -62, 1],
      [4, -62, 1],
      [4, 100, 1],
      [-4, 100, 1],
    ]),
  );
  for (const y of [56, 48]) s.detail(1, line([-5, y], [5, y]));
  // Head.
  const head: Node[] = [
    [0, -104, 1],
    [18, -64, 1],
    [6, -60],
    [0, -58, 1],
    [-6, -60],
    [-18, -64, 1],
  ];
  s.fill("metal", smooth(head));
  s.shade(
    poly([
      [0, -104, 1],
      [18, -64, 1],
      [6, -60, 1],
      [0, -58, 1],
    ]),
  );
  void rng;
  return s.done();
};

/**
 * A spear, point up: a leaf-shaped head with its ridge on a bound socket, a tassel hanging from the
 * binding, a long shaft and a cap at the butt; with detail, a grip wrapped round the shaft's middle.
 * One spear, as a valkyrie or Athena holds it (the atlas's "spears" is a bundle).
 */
export const spear: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const width = rng.vary(1, 0.06);
  s.fill(
    "warm",
    poly([
      [-6, -60, 1],
      [6, -60, 1],
      [6, 124, 1],
      [-6, 124, 1],
    ]),
  );
  // The butt cap.
  s.fill(
    "metal",
    smooth([
      [-8, 114, 1],
      [8, 114, 1],
      [7, 130],
      [0, 136, 1],
      [-7, 130],
    ]),
  );
  // The tassel: strands fanning down from the binding, swaying to one side.
  const sway = rng.range(4, 10) * (rng.chance(0.5) ? -1 : 1);
  s.fill(
    "primary",
    smooth([
      [-7, -54, 1],
      [7, -54, 1],
      [16 + sway, -20],
      [14 + sway * 1.6, 6, 1],
      [sway * 1.4, -2],
      [-14 + sway * 1.6, 6, 1],
      [-16 + sway, -20],
    ]),
  );
  for (const k of [-1, 0, 1]) s.detail(1, curve([k * 4, -50], [k * 9 + sway * 0.8, -20], [k * 11 + sway * 1.5, 2]));
  // The head: a leaf with its widest third up from the socket, and its ridge.
  const head: Node[] = [
    [0, -136, 1],
    [22 * width, -96],
    [16 * width, -78],
    [6, -68, 1],
    [-6, -68, 1],
    [-16 * width, -78],
    [-22 * width, -96],
  ];
  s.fill("metal", smooth(head));
  s.shade(
    smooth([
      [0, -136, 1],
      [22 * width, -96],
      [16 * width, -78],
      [6, -68, 1],
      [0, -68, 1],
    ]),
  );
  s.detail(1, line([0, -128], [0, -72]));
  // The socket and its binding.
  s.fill(
    "metal",
    poly([
      [-7, -70, 1],
      [7, -70, 1],
      [6.5, -54, 1],
      [-6.5, -54, 1],
    ]),
  );
  for (const y of [-64, -60]) s.detail(1, line([-7, y], [7, y]));
  if (detail >= 1) for (let y = 34; y <= 66; y += 8) s.detail(2, line([-7, y], [7, y + 4]));
  return s.done();
};
