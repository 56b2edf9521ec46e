/**
 * Containers (issue 16, "inside"): a glass jar, a light bulb and a bell jar, drawn see-through
 * so what they hold can be placed in their interior box (see `interior` on the motif entry), and
 * a teacup, out of whose mouth a thing rises (see `mouth`).
 */
import { circle, curve, ellipse, line, mirrored, poly, smooth, type Node } from "../geometry";
import { Sketch, type MotifFunction } from "./common";

export const jar: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const w = rng.vary(1, 0.04);
  const body: Node[] = [
    [0, -66],
    [40 * w, -66, 1],
    [44 * w, -58],
    [64 * w, -40],
    [66 * w, 60],
    [58 * w, 88],
    [0, 90],
  ];
  s.fill("water", smooth(mirrored(body)));
  // The lid, with its screw ridges.
  s.fill(
    "metal",
    poly([
      [-48 * w, -92, 1],
      [48 * w, -92, 1],
      [50 * w, -68, 1],
      [-50 * w, -68, 1],
    ]),
  );
  if (detail >= 1) for (const y of [-84, -76]) s.detail(1, line([-46 * w, y], [46 * w, y]));
  s.highlight(curve([-52 * w, -28], [-56 * w, 20], [-50 * w, 70]));
  s.highlight(curve([50 * w, -20], [52 * w, 4]));
  return s.done();
};

export const lightBulb: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const r = rng.vary(68, 0.03);
  const glass: Node[] = [
    [0, -20 - r],
    [r * 0.72, -20 - r * 0.72],
    [r, -20],
    [r * 0.7, 24],
    [30, 50],
    [28, 62, 1],
    [0, 62],
  ];
  s.fill("water", smooth(mirrored(glass)));
  // The screw base: threads and the contact at the tip.
  s.fill(
    "metal",
    poly([
      [-28, 60, 1],
      [28, 60, 1],
      [26, 88, 1],
      [-26, 88, 1],
    ]),
  );
  if (detail >= 1) for (const y of [68, 76]) s.detail(1, line([-27, y], [27, y + 3]));
  s.solid(
    poly([
      [-14, 88, 1],
      [14, 88, 1],
      [8, 98, 1],
      [-8, 98, 1],
    ]),
  );
  s.highlight(curve([-r * 0.78, -40], [-r * 0.6, -r * 0.9], [-r * 0.2, -20 - r * 0.95]));
  s.highlight(circle(r * 0.55, -r * 0.6, 4, 6));
  return s.done();
};

/** A glass dome (cloche) on a round wooden base: the enchanted rose's bell jar. */
export const bellJar: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const w = rng.vary(1, 0.03);
  const dome: Node[] = [
    [0, -92],
    [34 * w, -86],
    [54 * w, -60],
    [58 * w, -20],
    [58 * w, 58, 1],
    [0, 58],
  ];
  s.fill("water", smooth(mirrored(dome)));
  // The knob on top.
  s.fill("metal", circle(0, -96, 8, 8));
  // The base: a rim the dome stands in, and a wider foot.
  s.fill(
    "warm",
    smooth([
      [-66 * w, 56, 1],
      [66 * w, 56, 1],
      [68 * w, 70, 1],
      [-68 * w, 70, 1],
    ]),
  );
  s.fill(
    "warm",
    smooth([
      [-76 * w, 70, 1],
      [76 * w, 70, 1],
      [80 * w, 84],
      [72 * w, 90, 1],
      [-72 * w, 90, 1],
      [-80 * w, 84],
    ]),
  );
  if (detail >= 1) s.detail(1, line([-70 * w, 80], [70 * w, 80]));
  s.highlight(curve([-44 * w, -58], [-50 * w, -10], [-48 * w, 40]));
  s.highlight(curve([-24 * w, -80], [-36 * w, -70]));
  if (detail >= 2) s.highlight(curve([46 * w, -30], [48 * w, 10]));
  return s.done();
};

/** The teacup's rim (motif units): what sits in the cup rises out of it (`mouth` on the entry). */
export const TEACUP_MOUTH = { cx: 0, cy: -4, rx: 62, ry: 13 };

/** A teacup on its saucer, tea inside, handle to the right. */
export const teacup: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  const tone = rng.pick(["light", "light", "cool", "pink"] as const);
  const { cx, cy, rx, ry } = TEACUP_MOUTH;
  // Saucer.
  s.fill(tone, ellipse(0, 72, 94, 17, 0, 16));
  if (detail >= 1) s.detail(1, ellipse(0, 70, 56, 8, 0, 12));
  // Handle: a ring with a hole, behind the body's right side.
  const hole = [...ellipse(64, 22, 10, 14, 0, 10).nodes].reverse();
  s.fill(tone, smooth(ellipse(66, 22, 22, 26, 0, 12).nodes), smooth(hole));
  // The tea inside the rim, then the body whose top edge is the rim's front lip.
  s.fill(tone, ellipse(cx, cy, rx, ry, 0, 16));
  s.fill("warm", ellipse(cx, cy + 2, rx - 6, ry - 4, 0, 16));
  s.fill(
    tone,
    smooth([
      [cx - rx, cy, 1],
      [cx - rx * 0.5, cy + ry * 0.87],
      [cx, cy + ry],
      [cx + rx * 0.5, cy + ry * 0.87],
      [cx + rx, cy, 1],
      [58, 28],
      [40, 54],
      [22, 66, 1],
      [-22, 66, 1],
      [-40, 54],
      [-58, 28],
    ]),
  );
  s.shade(
    smooth([
      [18, 10],
      [52, 4, 1],
      [50, 30],
      [34, 54],
      [14, 62, 1],
      [34, 34],
    ]),
  );
  if (detail >= 2) for (const x of [-30, 0, 30]) s.detail(2, circle(x, 34 + Math.abs(x) * 0.1, 3.5, 6));
  s.highlight(curve([-50, 12], [-44, 34], [-30, 52]));
  return s.done();
};

/** A snow globe (issue 36): a glass ball of falling snow on a turned base; what it holds stands inside. */
export const snowGlobe: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  s.fill("water", circle(0, -22, 74, 20));
  // Snow settled on the floor of the globe, and flakes falling (white specks in the glass).
  s.fill(
    "light",
    smooth([
      [-62, 22],
      [-30, 14],
      [0, 16],
      [30, 12],
      [62, 22],
      [44, 44],
      [0, 52],
      [-44, 44],
    ]),
  );
  const flakes = detail >= 1 ? 14 : 8;
  for (let i = 0; i < flakes; i++) {
    const a = rng.range(0, Math.PI * 2);
    const r = 62 * Math.sqrt(rng.range(0.05, 1));
    s.highlight(circle(Math.cos(a) * r, -34 + Math.sin(a) * r * 0.8, rng.range(1.6, 2.8), 6));
  }
  s.highlight(curve([-52, -56], [-60, -28], [-56, 2]));
  if (detail >= 2) s.highlight(curve([-36, -78], [-48, -68]));
  // The base: a collar round the glass and a wider foot.
  s.fill(
    "warm",
    smooth([
      [-50, 40, 1],
      [50, 40, 1],
      [60, 66, 1],
      [-60, 66, 1],
    ]),
  );
  s.fill(
    "warm",
    smooth([
      [-72, 64, 1],
      [72, 64, 1],
      [76, 84],
      [68, 92, 1],
      [-68, 92, 1],
      [-76, 84],
    ]),
  );
  if (detail >= 1) s.detail(1, line([-66, 78], [66, 78]));
  return s.done();
};
