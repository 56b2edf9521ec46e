/**
 * The angels of Western religion (issue 36), as portrait heads from the front with their wings
 * spread behind the shoulders: a guardian angel with a halo, the archangel Michael in armour, a
 * fallen angel with dark drooping wings and no halo. Painted like ./portrait-heads.ts, with the
 * wings first (./portrait-armour.ts).
 */
import { Sketch, type MotifFunction } from "./common";
import { armour, bustWings } from "./portrait-armour";
import { halo, robeNeckline } from "./portrait-attire";
import { face, neck, shoulders } from "./portrait-face";
import { hairBehind, partedFringe } from "./portrait-hair";

/** An angel: white wings raised behind her, a halo, long fair hair, a robe, eyes lowered in calm. */
export const angel: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  bustWings(s, "light", "raised", detail);
  halo(s, -40, 58);
  shoulders(s, "light", false);
  robeNeckline(s, detail);
  hairBehind(s, "warm", 0.9, detail);
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "closed", iris: "water", earsHidden: true }, detail);
  partedFringe(s, "warm", detail);
  return s.done();
};

/** The archangel Michael: wings raised, a halo, curls, in plate armour. */
export const archangel: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  bustWings(s, "light", "raised", detail);
  halo(s, -40, 58);
  hairBehind(s, "warm", 0.3, detail);
  armour(s, true, detail);
  neck(s, "light", true);
  face(s, { skin: "light", male: true, eyes: "open", iris: "water", earsHidden: true }, detail);
  partedFringe(s, "warm", detail);
  return s.done();
};

/** A fallen angel: dark wings hanging down, no halo, dark hair, eyes closed. */
export const fallenAngel: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  bustWings(s, "dark", "drooping", detail);
  shoulders(s, "dark", true);
  hairBehind(s, "dark", 0.6, detail);
  neck(s, "light", true);
  face(s, { skin: "light", male: true, eyes: "closed", iris: "dark", earsHidden: true }, detail);
  partedFringe(s, "dark", detail);
  return s.done();
};
