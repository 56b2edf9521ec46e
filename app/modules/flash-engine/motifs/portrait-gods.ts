/**
 * The gods people ask for as portrait heads (issue 36), from the front: Odin one-eyed under his winged
 * helmet, Poseidon crowned with spikes, Zeus in a laurel wreath, each with a long white beard.
 * Painted like ./portrait-heads.ts: behind, shoulders, hair behind, neck, face, then what is worn.
 */
import { ellipse, ribbon, taper } from "../geometry";
import { Sketch, type MotifFunction } from "./common";
import { face, neck, shoulders } from "./portrait-face";
import { hairBehind, partedFringe } from "./portrait-hair";
import { laurelWreath, spikedCrown, wingedHelmet } from "./portrait-hats";

/** Odin: the winged helmet, a patch over his lost eye, a long beard, a cloak. */
export const odin: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "cool", true);
  hairBehind(s, "light", 1, detail);
  neck(s, "light", true);
  face(
    s,
    { skin: "light", male: true, eyes: "open", iris: "water", beard: "light", beardLength: 30, earsHidden: true },
    detail,
  );
  s.fill(
    "dark",
    ribbon(
      [
        [-40, -46],
        [-15, -32],
        [40, -50],
      ],
      taper.even(3),
      12,
    ),
  );
  s.fill("dark", ellipse(-15, -24, 11, 8.5, 0.1, 12));
  wingedHelmet(s, detail);
  return s.done();
};

/** Poseidon (Neptune): a crown of spikes on long wild hair, a long beard, bare shoulders. */
export const poseidon: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "light", true);
  hairBehind(s, "light", 1, detail);
  neck(s, "light", true);
  face(
    s,
    { skin: "light", male: true, eyes: "open", iris: "water", beard: "light", beardLength: 26, earsHidden: true },
    detail,
  );
  partedFringe(s, "light", detail);
  spikedCrown(s, detail);
  return s.done();
};

/** Zeus: a laurel wreath on his white hair, a long beard, a robe over his shoulders. */
export const zeus: MotifFunction = ({ detail }) => {
  const s = new Sketch();
  shoulders(s, "water", true);
  hairBehind(s, "light", 0.7, detail);
  neck(s, "light", true);
  face(
    s,
    { skin: "light", male: true, eyes: "open", iris: "warm", beard: "light", beardLength: 22, earsHidden: true },
    detail,
  );
  partedFringe(s, "light", detail);
  laurelWreath(s);
  return s.done();
};
