/** Birds, insects and sea creatures: their definitions (../definition.ts says what each field means). */
import { owl } from "../birds";
import { crane } from "../crane";
import type { HandMotifDefinitions } from "../definition";
import { eagle } from "../eagle";
import { doubleHeadedEagle, falcon } from "../eagle-kinds";
import { bee, butterfly, moth } from "../insects";
import { koi } from "../koi";
import { octopus, OCTOPUS_HEAD, OCTOPUS_WAIST } from "../octopus";
import { seahorse, SEAHORSE_CURL } from "../seahorse";
import { betta, chrysalis, grasshopper } from "../small-creatures";
import { swallow } from "../swallow";

export const SMALL_AND_SEA_CREATURES = {
  swallow: {
    category: "creature",
    draw: swallow,
    layout: { bannerAt: 0.95 },
    words: ["swallow", "bird", "songbird"],
    notDrawnAs: ["sparrow", "swift"],
    poses: { perched: "swallow perched", sitting: "swallow perched" },
    traits: ["perches", "circles"],
  },
  "double-headed eagle": {
    category: "creature",
    draw: doubleHeadedEagle,
    layout: { upright: true, bannerAt: 0.86 },
    words: ["double-headed eagle", "double headed eagle", "two-headed eagle", "two headed eagle", "bicephalous eagle"],
  },
  falcon: {
    category: "creature",
    draw: falcon,
    layout: { upright: true, bannerAt: 0.86, headTop: { x: -1, y: -64, across: 80 } },
    words: ["falcon", "peregrine falcon", "peregrine", "kestrel", "falcon head"],
    traits: ["circles", "wears-garland"],
  },
  eagle: {
    category: "creature",
    draw: eagle,
    layout: { upright: true, bannerAt: 0.86, headTop: { x: -1, y: -64, across: 80 } },
    words: ["eagle", "bald eagle", "raptor"],
    notDrawnAs: ["hawk", "falcon"],
    poses: { perched: "eagle perched", sitting: "eagle perched" },
    traits: ["perches", "circles", "wears-garland"],
  },
  owl: {
    category: "creature",
    draw: owl,
    layout: { form: "tall", upright: true, bannerAt: 0.92 },
    words: ["owl", "owlet"],
    seated: "owl perched",
    traits: ["perches", "circles", "wears-garland"],
    companions: ["moon", "key", "candle", "tree"],
  },
  koi: {
    category: "creature",
    draw: koi,
    layout: { form: "tall" },
    words: ["koi", "carp", "koi fish", "fish"],
    plural: "koi",
    companions: ["wave", "lotus", "cherry blossom"],
  },
  butterfly: {
    category: "creature",
    draw: butterfly,
    layout: { form: "wide", upright: true, bannerAt: 0.9 },
    words: ["butterfly", "butterflies", "monarch"],
    traits: ["circles"],
  },
  moth: {
    category: "creature",
    draw: moth,
    layout: { form: "wide", upright: true, bannerAt: 0.9 },
    words: ["moth", "luna moth", "death's-head moth", "deaths head moth"],
    traits: ["circles"],
  },
  bee: {
    category: "creature",
    draw: bee,
    layout: { upright: true, bannerAt: 0.92 },
    // The Manchester worker bee is the bee from above, wings spread: as this one is drawn (issue 36, i36-manner).
    words: ["bee", "honeybee", "bumblebee", "honey bee", "manchester bee", "worker bee", "manchester worker bee"],
    traits: ["circles"],
  },
  octopus: {
    category: "creature",
    draw: octopus,
    layout: { upright: true, bannerAt: 0.66, grasp: { waist: OCTOPUS_WAIST, front: OCTOPUS_HEAD } },
    words: [
      "octopus",
      "octopi",
      "octopuses",
      "kraken",
      "giant squid",
      "cephalopod",
      "tentacle",
      "tentacles",
      "devil fish",
      // The sea monster of flash: the kraken (a sea serpent is the atlas's own).
      "sea monster",
      "sea monsters",
      "sea beast",
    ],
    partWords: ["tentacle"],
    plural: "octopuses",
    traits: ["wraps"],
  },
  seahorse: {
    category: "creature",
    draw: seahorse,
    layout: { form: "tall", upright: true, bannerAt: 0.62, pair: 0.3, curl: SEAHORSE_CURL },
    words: ["seahorse", "sea horse", "hippocampus"],
    traits: ["wraps"],
  },
  betta: {
    category: "creature",
    draw: betta,
    layout: { form: "wide", bannerAt: 0.8 },
    words: ["betta", "betta fish", "siamese fighting fish", "fighting fish"],
  },
  grasshopper: {
    category: "creature",
    draw: grasshopper,
    layout: { form: "wide", bannerAt: 0.8 },
    words: ["grasshopper", "locust"],
  },
  // The crane of Japanese art (issue 36), never the plain bird; the paper crane is the atlas's origami.
  crane: {
    category: "creature",
    draw: crane,
    layout: { form: "wide", bannerAt: 0.85 },
    words: ["crane", "red-crowned crane", "red crowned crane", "japanese crane", "manchurian crane", "tsuru"],
    notDrawnAs: ["origami crane", "paper crane"],
    traits: ["circles"],
  },
  chrysalis: {
    category: "creature",
    draw: chrysalis,
    layout: { form: "tall", upright: true, bannerAt: 0.6 },
    words: ["chrysalis", "cocoon", "pupa"],
    plural: "chrysalises",
  },
} satisfies HandMotifDefinitions;
