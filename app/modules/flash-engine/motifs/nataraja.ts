/**
 * Shiva as Nataraja, the lord of the dance (issue 36), from the front: dancing on one bent leg on a
 * lotus pedestal, the other raised and swung across, four arms (the damaru and the flame raised,
 * a hand in blessing, one swung across the chest), his locks flying out, inside the ring of fire.
 * The face is the portrait face (./portrait-face.ts), the drum the damaru (./hindu-gods.ts).
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, hole, mirrored, placement, ribbon, smooth, taper, type Node } from "../geometry";
import { flame, placed, Sketch, type MotifFunction } from "./common";
import { damaruDrawing } from "./hindu-emblems";
import { face, neck } from "./portrait-face";
import { partedFringe } from "./portrait-hair";

const SKIN: Tone = "water";

/** The ring of fire (prabhamandala) round the dancer, flames along its outer edge, on the pedestal. */
function ringOfFire(s: Sketch, detail: number): void {
  const count = detail >= 1 ? 18 : 12;
  for (let i = 0; i < count; i++) {
    const angle = (i / count) * Math.PI * 2;
    if (Math.abs(Math.sin(angle) - 1) < 0.08) continue; // none under the pedestal
    const tongue = new Sketch();
    tongue.fill("accent", flame(0, 0, 16, 8, i % 2 === 0 ? 4 : -4));
    const x = Math.cos(angle) * 84;
    const y = Math.sin(angle) * 84 - 4;
    s.add(placed(tongue.done(), placement(x, y, 1, angle + Math.PI / 2)));
  }
  s.fill("primary", circle(0, -4, 88, 40), hole(circle(0, -4, 80, 40)));
  s.fill("accent", ellipse(0, 88, 48, 10, 0, 20)); // the lotus pedestal
  if (detail >= 1) for (const x of [-30, -10, 10, 30]) s.detail(1, curve([x - 8, 84], [x, 94], [x + 8, 84]));
}

/** A limb as a tapering band through its joints. */
function limb(s: Sketch, path: Node[], from: number, to: number): void {
  s.fill(
    SKIN,
    ribbon(path, (t) => from + (to - from) * t, 20),
  );
}

/** The locks flying out on both sides of the head as he whirls. */
function flyingLocks(s: Sketch, detail: number): void {
  const strands = detail >= 1 ? 4 : 3;
  for (const side of [-1, 1]) {
    for (let i = 0; i < strands; i++) {
      const y = -64 + i * 8;
      s.fill(
        "dark",
        ribbon(
          [
            [side * 8, -56],
            [side * 30, y - 4],
            [side * 52, y + 2],
            [side * 66, y - 6 + i * 2],
          ],
          taper.spike(4.5),
          16,
        ),
      );
    }
  }
}

/** Nataraja dancing in the ring of fire; spans about ±100 by -100..98. */
export const nataraja: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  ringOfFire(s, detail);
  flyingLocks(s, detail);
  // The raised arms behind: the damaru in his right (our left), the flame in his left.
  limb(
    s,
    [
      [-12, -30],
      [-38, -30],
      [-46, -50],
    ],
    8,
    6,
  );
  s.add(placed(damaruDrawing(detail), placement(-46, -58, 0.16, Math.PI / 2), 1));
  limb(
    s,
    [
      [12, -30],
      [38, -30],
      [46, -50],
    ],
    8,
    6,
  );
  s.fill("accent", flame(46, -50, 18, 9, 3));
  // The legs: the right bent and standing on the pedestal, the left raised and swung across.
  limb(
    s,
    [
      [-6, 8],
      [-26, 40],
      [-16, 74],
    ],
    10,
    6,
  );
  s.fill(SKIN, ellipse(-10, 78, 10, 4, 0, 10));
  limb(
    s,
    [
      [8, 8],
      [40, 8],
      [62, 34],
    ],
    10,
    6,
  );
  s.fill(SKIN, ellipse(66, 38, 9, 4, 0.8, 10));
  // The torso, narrow at the waist, and the short dhoti with its sashes flying.
  s.fill(
    SKIN,
    smooth(
      mirrored([
        [0, -34],
        [14, -33],
        [20, -24],
        [14, -6],
        [12, 6],
        [0, 8],
      ]),
    ),
  );
  s.fill(
    "warm",
    smooth(
      mirrored([
        [0, 0],
        [14, 0],
        [22, 18],
        [0, 20],
      ]),
    ),
  );
  for (const side of [-1, 1])
    s.fill(
      "primary",
      ribbon(
        [
          [side * 14, 6],
          [side * 34, 10],
          [side * 50, 2],
        ],
        taper.spike(4),
        12,
      ),
    );
  // The lower arms: his right hand raised in blessing, his left swung across the chest.
  limb(
    s,
    [
      [-14, -26],
      [-30, -6],
      [-34, -22],
    ],
    7,
    5,
  );
  s.fill(SKIN, ellipse(-34, -26, 4.5, 6.5, 0, 10));
  limb(
    s,
    [
      [14, -26],
      [-4, -14],
      [-24, -4],
    ],
    7,
    5,
  );
  s.fill(SKIN, ellipse(-27, -2, 5, 3.6, 0.4, 10));
  const head = new Sketch();
  neck(head, SKIN, true);
  face(head, { skin: SKIN, male: true, eyes: "open", iris: "dark", earsHidden: true, thirdEye: true }, detail);
  partedFringe(head, "dark", detail);
  s.add(placed(head.done(), placement(0, -52, 0.34), 1));
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -92],
        [8, -88],
        [10, -80],
        [0, -78],
      ]),
    ),
  );
  s.fill(
    "light",
    smooth([
      [4, -96, 1],
      [14, -90],
      [14, -80, 1],
      [10, -86],
    ]),
  );
  return s.done();
};
