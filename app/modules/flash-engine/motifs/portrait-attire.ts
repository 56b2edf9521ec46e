/**
 * What a portrait wears (issue 36), in the face's units (./portrait-face.ts): a halo and the rays of
 * a mandorla behind it, a veil, a crown of thorns, a headscarf knotted at the side, a hood, a robe's
 * neckline, a kimono's crossed collars, a hoop earring.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, hole, mirrored, poly, ribbon, smooth, taper, type Node } from "../geometry";
import type { Sketch } from "./common";

/** A halo disc behind the head, its inner ring from detail 1. */
export function halo(s: Sketch, cy: number, r: number): void {
  s.fill("accent", circle(0, cy, r, 24));
  s.detail(1, circle(0, cy, r - 7, 24));
}

/**
 * The rays of a mandorla round the whole figure (the Virgin of Guadalupe's): long and short
 * spikes alternating, from an oval just behind the figure's outline.
 */
export function mandorla(s: Sketch, detail: number): void {
  const count = 36;
  const nodes: Node[] = [];
  for (let i = 0; i < count * 2; i++) {
    const a = -Math.PI / 2 + (i / (count * 2)) * Math.PI * 2;
    const tip = i % 2 === 0;
    const long = i % 4 === 0;
    const rx = tip ? (long ? 100 : 92) : 76;
    const ry = tip ? (long ? 104 : 96) : 84;
    nodes.push([Math.cos(a) * rx, -4 + Math.sin(a) * ry, 1]);
  }
  s.fill("accent", poly(nodes, true));
  if (detail >= 2) s.detail(2, ellipse(0, -4, 70, 78, 0, 24));
}

/**
 * A veil over the head and down past the shoulders, framing the face: its dark inside (behind the
 * face, before the neck) and its front (after the face and hair).
 */
export function veilBack(s: Sketch, tone: Tone): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, -84],
        [40, -70],
        [50, -20],
        [50, 40],
        [44, 90],
        [0, 90],
      ]),
    ),
  );
  s.shade(
    smooth(
      mirrored([
        [0, -70],
        [36, -56],
        [44, -10],
        [44, 40],
        [0, 40],
      ]),
    ),
  );
}

export function veilFront(s: Sketch, tone: Tone, detail: number, stars: boolean): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, -96],
        [34, -92],
        [54, -70],
        [56, -40],
        [52, -10],
        [56, 20],
        [66, 50],
        [80, 80],
        [88, 100, 1],
        [62, 100, 1],
        [52, 70],
        [42, 40],
        [37, 10],
        [37, -26],
        [32, -52],
        [18, -68],
        [0, -72],
      ]),
    ),
  );
  if (detail >= 1)
    for (const side of [1, -1]) s.detail(1, curve([46 * side, -50], [46 * side, 0], [58 * side, 50], [70 * side, 90]));
  if (!stars || detail < 2) return;
  const spots: Node[] = [
    [-30, -84],
    [30, -84],
    [-48, -30],
    [48, -30],
    [-50, 30],
    [50, 30],
    [-68, 80],
    [68, 80],
  ];
  for (const [x, y] of spots) s.highlight(starShape(x, y, 4));
}

/** A small five-pointed star as a closed contour (the Guadalupe mantle's stars). */
function starShape(x: number, y: number, r: number): ReturnType<typeof poly> {
  const nodes: Node[] = [];
  for (let i = 0; i < 10; i++) {
    const a = -Math.PI / 2 + (i / 10) * Math.PI * 2;
    const k = i % 2 === 0 ? r : r * 0.45;
    nodes.push([x + Math.cos(a) * k, y + Math.sin(a) * k, 1]);
  }
  return poly(nodes, true);
}

/** The crown of thorns' middle line at x: highest over the forehead, down over the temples. */
const browY = (x: number): number => -55 - 11 * (1 - (x / 48) * (x / 48));

/** A crown of thorns round the brow: two twisted branches and the thorns standing off them. */
export function crownOfThorns(s: Sketch, detail: number): void {
  const band: Node[] = [
    [-48, -54],
    [-26, -64],
    [0, -67],
    [26, -64],
    [48, -54],
  ];
  s.fill("leaf", ribbon(band, taper.even(11), 24));
  if (detail >= 1) for (let x = -40; x <= 40; x += 13) s.detail(1, curve([x - 4, browY(x) + 5], [x + 4, browY(x) - 5]));
  const thorns: Array<[x: number, up: boolean]> = [
    [-42, true],
    [-30, false],
    [-16, true],
    [-4, false],
    [10, true],
    [22, false],
    [34, true],
    [46, false],
  ];
  for (const [x, up] of thorns) {
    const y = browY(x);
    const d = up ? -1 : 1;
    s.solid(
      poly([
        [x - 2.6, y + d * 4, 1],
        [x + 1.5, y + d * 13, 1],
        [x + 2.6, y + d * 4, 1],
      ]),
    );
  }
}

/** A scarf over the head knotted at the left, its ends hanging, dotted from detail 2. */
export function headscarf(s: Sketch, tone: Tone, detail: number): void {
  s.fill(
    tone,
    ribbon(
      [
        [-54, -40],
        [-62, -14],
        [-70, 8],
      ],
      taper.spike(14),
      12,
    ),
  );
  s.fill(
    tone,
    ribbon(
      [
        [-50, -38],
        [-50, -10],
        [-56, 16],
      ],
      taper.spike(12),
      12,
    ),
  );
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, -98],
        [28, -96],
        [48, -82],
        [54, -60],
        [48, -40, 1],
        [40, -54],
        [24, -64],
        [0, -68],
      ]),
    ),
  );
  s.detail(1, curve([-44, -52], [0, -70], [44, -52]));
  // The knot.
  s.fill(tone, ellipse(-56, -60, 10, 13, -0.5, 12), ellipse(-46, -44, 9, 8, 0, 10));
  if (detail < 2) return;
  const dots: Node[] = [
    [-24, -88],
    [0, -92],
    [24, -88],
    [38, -72],
    [-38, -72],
    [-12, -78],
    [12, -78],
  ];
  for (const [x, y] of dots) s.highlight(circle(x, y, 3, 8));
}

/** A hood behind the head, rising over it and falling to the shoulders, its inside shaded. */
export function hood(s: Sketch, tone: Tone): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, -98],
        [40, -90],
        [58, -60],
        [60, -10],
        [64, 40],
        [0, 40],
      ]),
    ),
  );
  s.shade(
    smooth(
      mirrored([
        [0, -88],
        [36, -80],
        [50, -50],
        [52, 20],
        [0, 20],
      ]),
    ),
  );
}

/** A robe's plain round neckline and the fold from it (drawn over the shoulders). */
export function robeNeckline(s: Sketch, detail: number): void {
  s.detail(0, curve([-30, 40], [0, 56], [30, 40]));
  if (detail >= 1) {
    s.detail(1, curve([-50, 60], [-40, 80], [-44, 100]));
    s.detail(1, curve([50, 60], [40, 80], [44, 100]));
  }
}

/** A kimono's collars crossing at the chest, left over right, the inner collar light. */
export function kimonoCollar(s: Sketch, inner: Tone): void {
  s.fill(
    inner,
    ribbon(
      [
        [18, 36],
        [10, 66],
        [-6, 100],
      ],
      taper.even(14),
      12,
    ),
  );
  s.fill(
    inner,
    ribbon(
      [
        [-18, 36],
        [-8, 66],
        [8, 100],
      ],
      taper.even(14),
      12,
    ),
  );
}

/** A hoop earring hanging under an ear. */
export function hoopEarring(s: Sketch, x: number, y: number): void {
  s.fill("accent", circle(x, y, 8, 14), hole(circle(x, y, 5, 12)));
}
