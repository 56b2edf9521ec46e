/**
 * The Buddha seated in meditation (issue 36), from the front: legs crossed in the lotus position with
 * the soles turned up, hands resting in the lap, the robe over both shoulders, a halo behind the
 * head. The head is the Buddha's portrait head (./portrait-heads.ts), drawn smaller.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, mirrored, placement, smooth, type Node } from "../geometry";
import { placed, Sketch, type MotifFunction } from "./common";
import { buddhaFace } from "./portrait-heads";

/** The robe over the shoulders, the arms and the body down to the lap, its folds. */
function robedBody(s: Sketch, detail: number): void {
  s.fill(
    "warm",
    smooth(
      mirrored([
        [0, -40],
        [14, -40],
        [32, -34],
        [42, -22],
        [46, -2],
        [50, 16],
        [46, 30],
        [30, 36],
        [0, 36],
      ]),
    ),
  );
  s.detail(0, curve([-14, -40], [0, -30], [14, -40]));
  if (detail >= 1) {
    s.detail(1, curve([-30, -30], [-34, -6], [-38, 16]));
    s.detail(1, curve([30, -30], [34, -6], [38, 16]));
  }
  if (detail >= 2) s.detail(2, curve([-12, -26], [-4, -4], [8, 20]));
}

/** The crossed legs in the robe (or a dhoti), the soles of the feet turned up on the thighs. */
export function crossedLegs(s: Sketch, detail: number, tone: Tone = "warm"): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, 20],
        [36, 18],
        [68, 26],
        [84, 42],
        [80, 58],
        [60, 66],
        [30, 70],
        [0, 68],
      ]),
    ),
  );
  s.detail(1, curve([-70, 50], [-30, 56], [0, 52], [30, 56], [70, 50]));
  if (detail >= 2) {
    s.detail(2, curve([-52, 32], [-60, 44], [-56, 58]));
    s.detail(2, curve([52, 32], [60, 44], [56, 58]));
  }
  for (const side of [1, -1]) {
    const sole: Node[] = [
      [22 * side, 44],
      [36 * side, 34],
      [54 * side, 32],
      [60 * side, 38],
      [50 * side, 46],
      [32 * side, 50],
    ];
    s.fill("accent", smooth(sole));
  }
}

/** The hands resting in the lap, one on the other, the thumbs' tips touching. */
export function handsInLap(s: Sketch, skin: Tone = "accent"): void {
  s.fill(skin, ellipse(0, 30, 24, 9, 0, 14));
  s.detail(0, curve([-16, 26], [-6, 18], [0, 20]), curve([16, 26], [6, 18], [0, 20]));
  s.detail(1, curve([-18, 32], [0, 36], [18, 32]));
}

/** The Buddha seated in meditation, from the front; spans about -96..100 across and -100..70 down. */
export const buddhaMeditating: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  s.fill("accent", circle(0, -62, 40, 24));
  s.detail(1, circle(0, -62, 34, 24));
  crossedLegs(s, detail);
  robedBody(s, detail);
  handsInLap(s);
  const head = new Sketch();
  buddhaFace(head, detail);
  s.add(placed(head.done(), placement(0, -60, 0.42), 1));
  return s.done();
};
