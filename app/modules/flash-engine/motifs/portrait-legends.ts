/**
 * Heroes and costumed figures of Western myth and stage (issue 36), as portrait heads from the
 * front: the valkyrie in her winged helmet and armour, Athena in her crested helmet, Joan of Arc in
 * armour with a halo, a Greek hero (Perseus) and a gladiator in crested helmets, the jester in his
 * cap and ruff, the leprechaun in his top hat, the mime in his beret. Painted like ./portrait-heads.ts.
 */
import { ellipse } from "../geometry";
import { Sketch, type MotifFunction } from "./common";
import { armour, crestedHelmet } from "./portrait-armour";
import { halo } from "./portrait-attire";
import { beret, buckledTopHat, jesterCap, ruff, shirtStripes } from "./portrait-costume";
import { face, neck, shoulders } from "./portrait-face";
import { hairBehind, partedFringe } from "./portrait-hair";
import { wingedHelmet } from "./portrait-hats";

/** A valkyrie: long fair hair under a winged helmet, armour on her shoulders. */
export const valkyrie: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  hairBehind(s, "warm", 1, detail);
  armour(s, false, detail);
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "open", iris: "water", earsHidden: true }, detail);
  wingedHelmet(s, detail);
  return s.done();
};

/** Athena: dark hair under a crested helmet pushed up, armour on her shoulders. */
export const athena: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  hairBehind(s, "dark", 0.9, detail);
  armour(s, false, detail);
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "open", iris: "leaf", earsHidden: true }, detail);
  crestedHelmet(s, "primary", detail);
  return s.done();
};

/** Joan of Arc: a saint's halo, short dark hair, in armour. */
export const joanOfArc: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  halo(s, -40, 60);
  hairBehind(s, "dark", 0.1, detail);
  armour(s, false, detail);
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "raised", iris: "warm", earsHidden: true }, detail);
  partedFringe(s, "dark", detail);
  return s.done();
};

/** A warrior of antiquity in a crested helmet and armour: a Greek hero's plumed crest, a gladiator's dark one. */
function crestedWarrior(crest: "primary" | "dark", beard: boolean): MotifFunction {
  return ({ detail }) => {
    const s = new Sketch();
    armour(s, true, detail);
    neck(s, "light", true);
    face(
      s,
      { skin: "light", male: true, eyes: "open", iris: "warm", earsHidden: true, ...(beard ? { beard: "dark" } : {}) },
      detail,
    );
    crestedHelmet(s, crest, detail);
    return s.done();
  };
}

/** Perseus, a Greek hero: a red-crested helmet, a short beard, armour. */
export const greekHero = crestedWarrior("primary", true);

/** A Greek or Spartan warrior: a red-crested helmet, clean-shaven, armour. */
export const greekWarrior = crestedWarrior("primary", false);

/** A gladiator: a dark-crested helmet, clean-shaven, armour. */
export const gladiator = crestedWarrior("dark", false);

/** The jester: his three-pointed cap with bells and his ruff. */
export const jester: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "secondary", true);
  neck(s, "light", true);
  ruff(s, detail);
  face(s, { skin: "light", male: true, eyes: "open", iris: "water", earsHidden: true }, detail);
  jesterCap(s, detail);
  return s.done();
};

/** The leprechaun: a green coat and top hat with a buckle, a red beard. */
export const leprechaun: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "leaf", true);
  neck(s, "light", true);
  face(s, { skin: "light", male: true, eyes: "open", iris: "leaf", beard: "warm", beardLength: 8 }, detail);
  buckledTopHat(s, "leaf", detail);
  return s.done();
};

/** The mime: a white face with a painted tear, a beret, a striped shirt. */
export const mime: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "light", true);
  shirtStripes(s, true);
  neck(s, "light", true);
  face(s, { skin: "light", male: true, eyes: "open", iris: "dark", earsHidden: true }, detail);
  s.solid(ellipse(15, -8, 2.6, 5, 0, 10));
  beret(s);
  return s.done();
};
