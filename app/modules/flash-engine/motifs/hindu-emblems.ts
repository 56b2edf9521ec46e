/**
 * The emblems of Shiva (issue 36): the trishul, his trident, with the damaru tied below its prongs,
 * and the damaru, the hourglass drum, on its own. Shiva and Nataraja (./hindu-gods.ts,
 * ./nataraja.ts) hold them.
 */
import type { Drawing } from "../drawing";
import { circle, curve, ellipse, placement, poly, ribbon, taper } from "../geometry";
import { placed, Sketch, type MotifFunction } from "./common";

/** The trishul: a staff, three prongs (the outer two curving up from the middle), the damaru tied below them. */
export function paintTrishul(s: Sketch, detail: number): void {
  s.fill(
    "warm",
    poly([
      [-3, -44],
      [3, -44],
      [3, 100],
      [-3, 100],
    ]),
  );
  for (const side of [-1, 1]) {
    s.fill(
      "metal",
      ribbon(
        [
          [0, -44],
          [side * 20, -50],
          [side * 30, -64],
          [side * 30, -86],
        ],
        (t) => 7 * (1 - t * 0.6),
        20,
      ),
    );
    s.fill(
      "metal",
      poly([
        [side * 26, -84],
        [side * 30, -98, 1],
        [side * 34, -84],
      ]),
    );
  }
  s.fill(
    "metal",
    poly([
      [-6, -44],
      [-6, -80],
      [0, -100, 1],
      [6, -80],
      [6, -44],
    ]),
  );
  s.fill("metal", ellipse(0, -44, 10, 4, 0, 10));
  const drum = new Sketch();
  paintDamaru(drum, detail);
  s.add(placed(drum.done(), placement(0, -22, 0.3), 1));
}

/** The trishul standing, with the damaru tied to it. */
export const trishul: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  paintTrishul(s, detail);
  return s.done();
};

/** The damaru, lying across: two drumheads joined at a narrow waist, laced, a cord and its two beads hanging. */
function paintDamaru(s: Sketch, detail: number): void {
  s.fill(
    "warm",
    poly([
      [-56, -40],
      [0, -8],
      [56, -40],
      [56, 40],
      [0, 8],
      [-56, 40],
    ]),
  );
  for (const side of [-1, 1]) s.fill("light", ellipse(side * 58, 0, 10, 40, 0, 16));
  if (detail >= 1) {
    for (const side of [-1, 1]) {
      for (let i = 0; i < 4; i++) {
        const y0 = -32 + i * 16;
        s.detail(1, curve([side * 50, y0], [side * 10, 0], [side * 50, y0 + 16]));
      }
    }
  }
  s.fill("primary", ellipse(0, 0, 8, 10, 0, 10));
  for (const side of [-1, 1]) {
    s.detail(0, curve([0, 8], [side * 10, 30], [side * 18, 46]));
    s.fill("dark", circle(side * 18, 50, 5, 10));
  }
  s.fill(
    "primary",
    ribbon(
      [
        [0, 10],
        [-4, 40],
        [4, 70],
      ],
      taper.spike(8),
      12,
    ),
  ); // the tassel
}

/** The damaru's drawing, to be placed in a hand (./nataraja.ts). */
export function damaruDrawing(detail: number): Drawing {
  const s = new Sketch();
  paintDamaru(s, detail);
  return s.done();
}

/** The damaru drum on its own. */
export const damaru: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  paintDamaru(s, detail);
  return s.done();
};
