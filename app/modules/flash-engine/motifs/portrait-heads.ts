/**
 * The portrait heads of the flash tradition (issue 36), seen from the front, head and shoulders: the
 * American traditional lady head in her headscarf, the geisha, the Sacred-art heads of Christ
 * (crown of thorns, halo) and the Virgin (veil, rays), a haloed saint in his hood and the Buddha's
 * head. Each paints, back to front: what is behind the head, the shoulders, hair that falls behind,
 * the neck, the face (./portrait-face.ts), then hair and what is worn over it.
 */
import { curve, placement } from "../geometry";
import { placed, Sketch, type MotifFunction } from "./common";
import { rose } from "./flowers";
import {
  crownOfThorns,
  halo,
  headscarf,
  hood,
  hoopEarring,
  kimonoCollar,
  mandorla,
  robeNeckline,
  veilBack,
  veilFront,
} from "./portrait-attire";
import { face, neck, shoulders } from "./portrait-face";
import { buddhaCurls, geishaHair, hairBehind, partedFringe } from "./portrait-hair";

/** The traditional lady head: a headscarf knotted at the side, dark curls, a rose at her temple, a hoop earring. */
export const ladyHead: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  shoulders(s, "light", false);
  if (detail >= 1) s.detail(1, curve([-30, 56], [-12, 52]), curve([30, 56], [12, 52])); // collarbones
  hairBehind(s, "dark", 0.5, detail);
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "open", iris: "water", earsHidden: true }, detail);
  hoopEarring(s, -38, 8);
  headscarf(s, "primary", detail);
  s.add(placed(rose({ rng: rng.fork("rose"), detail: Math.min(detail, 1) }), placement(50, -66, 0.3), 1));
  return s.done();
};

/** A geisha: the white face, red lips, lacquered hair with comb and kanzashi, a kimono's crossed collars. */
export const geisha: MotifFunction = ({ rng, detail }) => {
  const s = new Sketch();
  shoulders(s, "primary", false);
  kimonoCollar(s, "light");
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "open", iris: "dark", earsHidden: true }, detail);
  geishaHair(s, rng.fork("hair"), detail);
  return s.done();
};

/** The head of Christ: halo, long parted hair and beard, eyes raised, the crown of thorns. */
export const christHead: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  halo(s, -34, 68);
  shoulders(s, "primary", true);
  robeNeckline(s, detail);
  hairBehind(s, "dark", 1, detail);
  neck(s, "light", true);
  face(s, { skin: "light", male: true, eyes: "raised", iris: "warm", beard: "dark", earsHidden: true }, detail);
  partedFringe(s, "dark", detail);
  crownOfThorns(s, detail);
  return s.done();
};

/** The Virgin: the rays of her mandorla, a starred veil over her head and shoulders, eyes lowered. */
export const virginHead: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  mandorla(s, detail);
  veilBack(s, "water");
  shoulders(s, "pink", false);
  robeNeckline(s, detail);
  neck(s, "light", false);
  face(s, { skin: "light", male: false, eyes: "closed", iris: "warm", earsHidden: true }, detail);
  partedFringe(s, "dark", detail);
  veilFront(s, "water", detail, true);
  return s.done();
};

/** A saint: a halo behind his hood, short hair and beard, a plain habit. */
export const saintHead: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  halo(s, -40, 66);
  hood(s, "warm");
  shoulders(s, "warm", true);
  robeNeckline(s, detail);
  neck(s, "light", true);
  face(s, { skin: "light", male: true, eyes: "open", iris: "warm", beard: "dark", earsHidden: true }, detail);
  partedFringe(s, "dark", detail);
  return s.done();
};

/** The Buddha's head: the ushnisha and curls, long ears, lowered eyes, the urna, a draped robe. */
export const buddhaHead: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "warm", true);
  robeNeckline(s, detail);
  buddhaFace(s, detail);
  return s.done();
};

/** The Buddha's neck with its folds, his face and hair (the head of the seated figure too: ./meditating.ts). */
export function buddhaFace(s: Sketch, detail: number): void {
  neck(s, "accent", true);
  if (detail >= 1) s.detail(1, curve([-15, 37], [0, 41], [15, 37]));
  face(s, { skin: "accent", male: true, eyes: "closed", iris: "dark", longEars: true, urna: true }, detail);
  buddhaCurls(s, "dark", detail);
}
