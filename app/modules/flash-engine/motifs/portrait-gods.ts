/**
 * The gods people ask for as portrait heads (issue 36), from the front: Odin one-eyed under his winged
 * helmet, Poseidon crowned with spikes, Zeus in a laurel wreath, each with a long white beard.
 * Painted like ./portrait-heads.ts: behind, shoulders, hair behind, neck, face, then what is worn.
 */
import type { Tone } from "../drawing";
import { ellipse, ribbon, taper } from "../geometry";
import { Sketch, type MotifFunction } from "./common";
import { face, neck, shoulders } from "./portrait-face";
import { hairBehind, partedFringe } from "./portrait-hair";
import { laurelWreath, spikedCrown, wingedHelmet } from "./portrait-hats";

/** An old god's head: shoulders in `robe`, white hair falling `hair` long, a white beard `beardLength` long. */
function whiteBeardedHead(robe: Tone, hair: number, iris: Tone, beardLength: number, detail: number): Sketch {
  const s = new Sketch();
  shoulders(s, robe, true);
  hairBehind(s, "light", hair, detail);
  neck(s, "light", true);
  face(s, { skin: "light", male: true, eyes: "open", iris, beard: "light", beardLength, earsHidden: true }, detail);
  return s;
}

/** Odin: the winged helmet, a patch over his lost eye, a long beard, a cloak. */
export const odin: MotifFunction = ({ detail }) => {
  const s = whiteBeardedHead("cool", 1, "water", 30, detail);
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
  const s = whiteBeardedHead("light", 1, "water", 26, detail);
  partedFringe(s, "light", detail);
  spikedCrown(s, detail);
  return s.done();
};

/** Zeus: a laurel wreath on his white hair, a long beard, a robe over his shoulders. */
export const zeus: MotifFunction = ({ detail }) => {
  const s = whiteBeardedHead("water", 0.7, "warm", 22, detail);
  partedFringe(s, "light", detail);
  laurelWreath(s);
  return s.done();
};
