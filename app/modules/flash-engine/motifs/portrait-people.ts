/**
 * Portrait heads of the American traditional flash sheet (issue 36), from the front: the cowboy and
 * the cowgirl in their hats and neckerchiefs, the sailor girl in her white cap and collar, the hula
 * girl with a hibiscus in her hair and a lei. Painted like ./portrait-heads.ts: behind, shoulders,
 * hair behind, neck, face, then what is worn.
 */
import type { Tone } from "../drawing";
import { circle, curve, ellipse, mirrored, placement, smooth } from "../geometry";
import type { Rng } from "../random";
import { blossom, placed, Sketch, type MotifFunction } from "./common";
import { sailorCollar } from "./portrait-costume";
import { face, neck, shoulders } from "./portrait-face";
import { hairBehind, partedFringe } from "./portrait-hair";
import { cowboyHat, sailorCap } from "./portrait-hats";

/** A neckerchief knotted at the throat, its point hanging on the chest. */
function neckerchief(s: Sketch, tone: Tone): void {
  s.fill(
    tone,
    smooth(
      mirrored([
        [0, 30],
        [20, 32],
        [24, 40, 1],
        [8, 58],
        [0, 68, 1],
      ]),
    ),
  );
  s.detail(1, curve([-20, 36], [0, 42], [20, 36]));
}

/** Bare shoulders with the collarbones. */
function bareShoulders(s: Sketch, detail: number): void {
  shoulders(s, "light", false);
  if (detail >= 1) s.detail(1, curve([-30, 56], [-12, 52]), curve([30, 56], [12, 52]));
}

/** The cowboy: his hat, a moustache, a neckerchief over his shirt. */
export const cowboy: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "water", true);
  neck(s, "light", true);
  neckerchief(s, "primary");
  face(s, { skin: "light", male: true, eyes: "open", iris: "water", moustache: "dark" }, detail);
  cowboyHat(s, "warm", "dark", detail);
  return s.done();
};

/** The cowgirl: her hat over long hair, a neckerchief. */
export const cowgirl: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "water", false);
  hairBehind(s, "warm", 0.8, detail);
  neck(s, "light", false);
  neckerchief(s, "primary");
  face(s, { skin: "light", male: false, eyes: "open", iris: "leaf", earsHidden: true }, detail);
  cowboyHat(s, "warm", "primary", detail);
  return s.done();
};

/** A man, plain: short dark hair, a shirt with its open collar. */
export const man: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "water", true);
  neck(s, "light", true);
  if (detail >= 1) s.detail(1, curve([-22, 36], [-8, 52], [0, 56]), curve([22, 36], [8, 52], [0, 56]));
  face(s, { skin: "light", male: true, eyes: "open", iris: "warm" }, detail);
  partedFringe(s, "dark", detail);
  return s.done();
};

/** A child's head: a round collar, a fringe; a little girl's hair in two bunches tied with ribbons. */
function childHead(bunches: boolean): MotifFunction {
  return ({ detail }) => {
    const s = new Sketch();
    if (bunches)
      for (const side of [1, -1]) {
        s.fill("warm", ellipse(62 * side, -30, 18, 30, 0.5 * side, 16));
        s.fill("primary", circle(46 * side, -48, 8, 10));
      }
    // A child's small shoulders under a big head.
    const body = new Sketch();
    shoulders(body, bunches ? "pink" : "water", false);
    neck(body, "light", false);
    s.add(placed(body.done(), placement(0, 22, 0.72)));
    face(s, { skin: "light", male: false, eyes: "open", iris: "water", earsHidden: true, young: true }, detail);
    partedFringe(s, "warm", detail);
    return s.done();
  };
}

/** A child, plain. */
export const child = childHead(false);

/** A little girl, her hair in bunches. */
export const littleGirl = childHead(true);

/** A sailor: his white cap, a sailor's collar and scarf, clean-shaven. */
export const sailor: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "light", true);
  neck(s, "light", true);
  sailorCollar(s, detail);
  face(s, { skin: "light", male: true, eyes: "open", iris: "water" }, detail);
  partedFringe(s, "dark", detail);
  sailorCap(s, detail);
  return s.done();
};

/** The sailor girl: her white cap worn tilted, dark curls, a sailor's collar with its knot. */
export const sailorGirl: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "light", false);
  hairBehind(s, "dark", 0.4, detail);
  neck(s, "light", false);
  sailorCollar(s, detail);
  face(s, { skin: "light", male: false, eyes: "open", iris: "water", earsHidden: true }, detail);
  sailorCap(s, detail);
  return s.done();
};

/** A lei of blossoms hanging round the neck. */
function lei(s: Sketch, rng: Rng): void {
  for (let k = 0; k <= 4; k++) {
    const t = k / 4;
    blossom(s, -40 + 80 * t, 44 + 22 * Math.sin(Math.PI * t), 13, k % 2 ? "accent" : "pink", rng.fork(`lei ${k}`));
  }
}

/** The hula girl: long dark hair, a hibiscus behind her ear, a lei on her bare shoulders. */
export const hulaGirl: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  bareShoulders(s, detail);
  hairBehind(s, "dark", 1, detail);
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "open", iris: "warm", earsHidden: true }, detail);
  partedFringe(s, "dark", detail);
  blossom(s, 40, -56, 20, "primary", rng.fork("hibiscus"), 5, false);
  lei(s, rng);
  return s.done();
};
