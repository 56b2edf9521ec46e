/**
 * Variants drawn only in a pose a scene asks for (issue 16), named by their subject's `poses`
 * (../definition.ts); always creatures.
 */
import { lionSleeping, tigerSleeping } from "../big-cats";
import { lionRampant, RAMPANT_PAW, tigerRampant } from "../big-cats-rampant";
import { lionRoaring, tigerRoaring } from "../big-cats-roaring";
import { owlPerched } from "../birds";
import { catSleeping } from "../cat";
import type { PosedMotifDefinition } from "../definition";
import { eaglePerched } from "../eagle";
import { foxSleeping } from "../fox";
import { horseRearing, unicornRearing } from "../horse";
import { kraken, krakenBow, krakenStern } from "../kraken";
import { jackalLying } from "../land-beasts";
import type { PosedMotifKey } from "../motif-keys";
import { nataraja } from "../nataraja";
import { swallowPerched } from "../swallow";
import { wolfHowling } from "../wolf";

export const POSED_MOTIFS: Record<PosedMotifKey, PosedMotifDefinition> = {
  "owl perched": { draw: owlPerched, layout: { form: "tall", upright: true, bannerAt: 0.92 } },
  "wolf howling": { draw: wolfHowling, layout: { form: "tall", bannerAt: 0.9 } },
  "cat sleeping": { draw: catSleeping, layout: { form: "wide", bannerAt: 0.9 } },
  "lion roaring": { draw: lionRoaring, layout: { upright: true, bannerAt: 0.92 } },
  "tiger roaring": { draw: tigerRoaring, layout: { upright: true, bannerAt: 0.92 } },
  "lion rampant": { draw: lionRampant, layout: { form: "tall", upright: true, bannerAt: 0.9, grip: RAMPANT_PAW } },
  "tiger rampant": { draw: tigerRampant, layout: { form: "tall", upright: true, bannerAt: 0.9, grip: RAMPANT_PAW } },
  "fox sleeping": { draw: foxSleeping, layout: { form: "wide", bannerAt: 0.9 } },
  "swallow perched": { draw: swallowPerched, layout: { form: "wide", upright: true, bannerAt: 0.95 } },
  "eagle perched": { draw: eaglePerched, layout: { form: "tall", upright: true, bannerAt: 0.95 } },
  "lion sleeping": { draw: lionSleeping, layout: { upright: true, bannerAt: 0.97 } },
  "tiger sleeping": { draw: tigerSleeping, layout: { upright: true, bannerAt: 0.97 } },
  "horse rearing": { draw: horseRearing, layout: { form: "tall", upright: true, bannerAt: 0.9 } },
  "unicorn rearing": { draw: unicornRearing, layout: { form: "tall", upright: true, bannerAt: 0.9 } },
  // The octopus attacking a ship, drawn in the ship's units (scene layout only).
  kraken: { draw: kraken, layout: { upright: true, bannerAt: 0.9 } },
  // Two krakens attacking one ship, one under each end (scene layout only).
  "kraken stern": { draw: krakenStern, layout: { upright: true, bannerAt: 0.9 } },
  "kraken bow": { draw: krakenBow, layout: { upright: true, bannerAt: 0.9 } },
  // Shiva dancing is Nataraja in his ring of fire (issue 36).
  "shiva dancing": { draw: nataraja, layout: { upright: true, bannerAt: 0.95 } },
  // The jackal lying down, forelegs stretched out, head raised (issue 36, i36-beasts).
  "jackal lying": { draw: jackalLying, layout: { form: "wide", upright: true, bannerAt: 0.92 } },
};
