/**
 * Figures of a culture, of stage and of myth (issue 36), drawn as themselves: a warrior who wears
 * an animal (the Aztec jaguar and eagle warriors), read by every name people give them.
 */
import { tlaloc } from "../aztec-gods";
import { ballerina } from "../ballerina";
import type { HandMotifDefinitions } from "../definition";
import { bastet } from "../egyptian-animal-gods";
import { catrina, pirateGirl, prophet, snakeCharmer } from "../portrait-folk";
import { eagleWarrior, jaguarWarrior } from "../portrait-warriors";
import { bust } from "./bust";

/** Where a worn thing sits on an animal's head worn as a helm: above its ears. */
const HELM_TOP = { x: 0, y: -128, across: 80 };

export const MORE_FIGURES = {
  "jaguar warrior": bust(
    jaguarWarrior,
    [
      "jaguar warrior",
      "jaguar knight",
      "aztec warrior",
      "aztec jaguar warrior",
      "aztec jaguar knight",
      "mexica warrior",
      "aztec soldier",
      "ocelotl",
    ],
    ["pelt", "skin", "hide", "jaguar skin", "jaguar pelt", "jaguar hide", "helmet", "headdress", "fangs", "spots"],
    ["eagle warrior", "sun", "snake"],
    { headTop: HELM_TOP, holds: true },
  ),
  "eagle warrior": bust(
    eagleWarrior,
    ["eagle warrior", "eagle knight", "aztec eagle warrior", "aztec eagle knight", "cuauhtli"],
    ["feathers", "feather", "beak", "helmet", "headdress", "cape"],
    ["jaguar warrior", "sun", "snake"],
    { headTop: HELM_TOP, holds: true },
  ),
  ballerina: {
    category: "creature",
    draw: ballerina,
    layout: { form: "tall", upright: true, bannerAt: 0.9 },
    words: ["ballerina", "ballet dancer", "prima ballerina", "ballet girl", "dancer", "ballet", "danseuse"],
    parts: ["tutu", "pointe", "pointe shoes", "shoes", "toe", "toes", "tiptoe", "bun", "arms", "legs", "leg", "arm"],
    companions: ["rose", "stars", "heart"],
  },
  bastet: {
    category: "creature",
    draw: bastet,
    layout: { form: "tall", upright: true, bannerAt: 0.9, headTop: { x: 0, y: -100, across: 60 } },
    words: ["bastet", "bast", "cat goddess", "egyptian cat goddess", "goddess bastet", "cat-headed goddess"],
    parts: ["head", "face", "ears", "ear", "earring", "collar", "wig", "whiskers"],
    traits: ["wears-garland"],
    companions: ["lotus", "stars"],
  },
  catrina: bust(
    catrina,
    [
      "catrina",
      "la catrina",
      "calavera catrina",
      "catrina woman",
      "catrina girl",
      "sugar skull girl",
      "sugar skull woman",
      "sugar skull lady",
    ],
    ["hat", "face paint", "paint", "makeup", "flowers"],
    ["rose", "candle", "heart"],
    { headTop: { x: 0, y: -124, across: 90 } },
  ),
  prophet: bust(
    prophet,
    ["prophet", "old prophet", "elijah", "prophet elijah", "elijah the prophet", "moses", "hermit", "holy man"],
    ["beard", "hood", "robe", "cloak"],
    ["candle", "key", "stars"],
    { holds: true },
  ),
  "snake charmer": bust(
    snakeCharmer,
    ["snake charmer", "cobra charmer", "snake-charmer", "fakir"],
    ["turban", "moustache", "mustache", "flute", "pungi"],
    ["snake", "stars"],
    { headTop: { x: 0, y: -120, across: 80 }, holds: true },
  ),
  "pirate girl": bust(
    pirateGirl,
    [
      "pirate girl",
      "pin-up pirate",
      "pinup pirate",
      "pirate pin-up",
      "pirate pinup",
      "pin-up pirate girl",
      "pinup pirate girl",
      "pirate woman",
      "pirate lady",
      "lady pirate",
      "female pirate",
      "pirate queen",
    ],
    ["hat", "tricorn", "earring", "hair", "curls"],
    ["dagger", "anchor", "ship"],
    { headTop: { x: 0, y: -118, across: 100 }, holds: true },
  ),
  tlaloc: bust(
    tlaloc,
    ["tlaloc", "tlaloc mask", "aztec rain god", "rain god", "aztec god of rain"],
    ["goggles", "fangs", "feathers", "headdress", "mask", "ear spools"],
    ["jaguar warrior", "sun", "snake"],
    { headTop: HELM_TOP },
  ),
} satisfies HandMotifDefinitions;
