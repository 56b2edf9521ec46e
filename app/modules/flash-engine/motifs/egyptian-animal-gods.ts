/**
 * An Egyptian god with an animal's head (issue 36), from the front like the pharaoh
 * (./portrait-egypt.ts): the striped wig falling behind to the shoulders, the broad collar, and
 * the animal's head on a human neck. Bastet's is a black cat's, with a gold ring in one ear.
 */
import { circle, curve, ellipse, hole, mirrored, smooth } from "../geometry";
import { Sketch, type MotifFunction } from "./common";
import { broadCollar, nemesBack } from "./portrait-egypt";
import { neck, shoulders } from "./portrait-face";

/** A cat's head from the front: tall pointed ears, a round face, almond eyes, the nose and whiskers. */
function catHead(s: Sketch, detail: number): void {
  for (const side of [-1, 1]) {
    s.fill(
      "dark",
      smooth([
        [side * 12, -62],
        [side * 34, -112, 1],
        [side * 44, -44],
      ]),
    );
    if (detail >= 1)
      s.fill(
        "pink",
        smooth([
          [side * 20, -64],
          [side * 33, -100, 1],
          [side * 38, -58],
        ]),
      );
  }
  s.fill(
    "dark",
    smooth(
      mirrored([
        [0, -74],
        [30, -66],
        [44, -40],
        [40, -14],
        [24, 4],
        [0, 10],
      ]),
    ),
  );
  // The nose and mouth on the muzzle.
  s.fill(
    "pink",
    smooth(
      mirrored([
        [0, -10],
        [6, -16, 1],
        [0, -17],
      ]),
    ),
  );
  s.detail(0, curve([0, -10], [0, -4]), curve([-8, -1], [0, -4], [8, -1]));
  for (const side of [-1, 1]) {
    s.fill(
      "leaf",
      smooth([
        [side * 8, -34, 1],
        [side * 18, -42],
        [side * 28, -36, 1],
        [side * 18, -28],
      ]),
    );
    s.solid(ellipse(side * 18, -35, 1.6, 5, 0, 8));
    if (detail >= 1) for (const dy of [-4, 2]) s.detail(1, curve([side * 18, -6 + dy], [side * 44, -12 + dy * 2]));
  }
  // The gold ring in her right ear.
  s.fill("accent", circle(38, -52, 6, 12), hole(circle(38, -52, 3.4, 10)));
}

/** Bastet: a cat's head on a woman's shoulders, the striped wig behind, the broad collar. */
export const bastet: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  nemesBack(s, detail);
  shoulders(s, "accent", false);
  broadCollar(s, detail);
  neck(s, "dark", false);
  catHead(s, detail);
  return s.done();
};
