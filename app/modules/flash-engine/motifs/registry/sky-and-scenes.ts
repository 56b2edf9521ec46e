/** The sky, landscapes, ships and ornaments: their definitions (../definition.ts says what each field means). */
import { blackHole } from "../cosmos";
import type { HandMotifDefinitions } from "../definition";
import { moon, mountain, stars, sun, wave } from "../nature";
import { lighthouse, ship } from "../nautical";
import { celticKnot, mandala } from "../ornamental";

export const SKY_AND_SCENES = {
  ship: {
    category: "scene",
    draw: ship,
    layout: { form: "wide", upright: true, bannerAt: 0.96 },
    words: ["ship", "boat", "sailboat", "sailing ship", "galleon", "vessel", "clipper", "pirate ship", "schooner"],
    companions: ["lighthouse", "wave", "compass", "anchor"],
  },
  lighthouse: {
    category: "scene",
    draw: lighthouse,
    layout: { form: "tall", upright: true, bannerAt: 0.9 },
    words: ["lighthouse", "beacon", "light house"],
  },
  "black hole": {
    category: "sky",
    draw: blackHole,
    layout: { form: "wide", upright: true, bannerAt: 0.8 },
    words: ["black hole", "event horizon"],
  },
  moon: {
    category: "sky",
    draw: moon,
    layout: { bannerAt: 0.8 },
    words: ["moon", "crescent", "crescent moon", "half moon", "lunar", "full moon"],
    traits: ["cradles", "looked-up-at"],
  },
  sun: {
    category: "sky",
    draw: sun,
    layout: { bannerAt: 0.7 },
    words: ["sun", "sunburst", "sunshine", "solar", "sunrise", "sunset"],
    parts: ["ray"],
    traits: ["looked-up-at"],
  },
  stars: {
    category: "sky",
    draw: stars,
    layout: { bannerAt: 0.8 },
    words: [
      "star",
      "stars",
      "starry",
      "constellation",
      "orion",
      "orion's belt",
      "orions belt",
      "belt of orion",
      "shooting star",
      "north star",
      "galaxy",
      "cosmos",
      "outer space",
      "in space",
      "deep space",
    ],
    spoken: "star",
    traits: ["looked-up-at", "uncounted"],
  },
  mountain: {
    category: "scene",
    draw: mountain,
    layout: { form: "wide", upright: true, bannerAt: 0.92 },
    words: ["mountain", "mountains", "peak", "alps", "summit", "hill", "range", "landscape"],
    traits: ["uncounted"],
  },
  wave: {
    category: "scene",
    draw: wave,
    layout: { form: "wide", upright: true, bannerAt: 0.92 },
    words: ["wave", "waves", "ocean", "sea", "surf", "tide", "great wave", "great wave off kanagawa", "water"],
    traits: ["uncounted"],
  },
  mandala: {
    category: "ornament",
    draw: mandala,
    layout: { bannerAt: 0.92 },
    words: ["mandala", "yantra", "sacred geometry", "flower of life"],
    notDrawnAs: ["medallion"],
  },
  "celtic knot": {
    category: "ornament",
    draw: celticKnot,
    layout: { upright: true, bannerAt: 0.92 },
    words: ["celtic knot", "celtic knotwork", "knot", "triquetra", "trinity knot", "knotwork", "endless knot"],
  },
} satisfies HandMotifDefinitions;
