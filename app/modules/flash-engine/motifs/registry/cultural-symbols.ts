/**
 * Cultural and religious symbols people ask for by name (issue 36): each drawn as itself, never as
 * the stand-in mandala nor the plain class it belongs to (a claddagh is no plain heart, a Tudor rose
 * no plain rose, a Shiva lingam not the god).
 */
import { chakra, claddagh, shivaLingam, tudorRose } from "../cultural-symbols";
import type { HandMotifDefinitions } from "../definition";
import { heiTiki, koru, manaia } from "../maori";
import { runes } from "../runes";
import { twinTowers } from "../skylines";

export const CULTURAL_SYMBOLS = {
  claddagh: {
    category: "object",
    draw: claddagh,
    layout: { upright: true, bannerAt: 0.9 },
    words: ["claddagh", "claddagh ring", "claddagh symbol", "claddagh heart", "irish claddagh"],
    // Its hands, heart and crown are its own: "a claddagh with two hands holding a crowned heart" is the claddagh.
    parts: ["hand", "hands", "heart", "crown", "crowned heart"],
    companions: ["celtic knot", "rose"],
  },
  "tudor rose": {
    category: "flower",
    draw: tudorRose,
    layout: { upright: true, bannerAt: 0.85 },
    words: ["tudor rose", "heraldic rose", "union rose", "rose of england", "english rose emblem"],
    parts: ["petal", "petals"],
  },
  chakra: {
    category: "object",
    draw: chakra,
    layout: { upright: true, bannerAt: 0.85 },
    words: ["chakra", "chakra symbol", "heart chakra", "anahata", "anahata chakra", "chakra lotus"],
    notDrawnAs: ["dharma chakra", "dharmachakra"],
    companions: ["lotus", "unalome"],
  },
  "shiva lingam": {
    category: "object",
    draw: shivaLingam,
    layout: { form: "tall", upright: true, bannerAt: 0.9 },
    words: ["shiva lingam", "lingam", "shiva linga", "shivalinga", "shivling", "shiva lingum", "linga"],
    companions: ["trishul", "lotus"],
  },
  koru: {
    category: "flower",
    draw: koru,
    layout: { form: "tall", upright: true, bannerAt: 0.8 },
    words: [
      "koru",
      "koru spiral",
      "maori koru",
      "maori spiral",
      "unfurling fern",
      "unfurling fern frond",
      "fiddlehead",
    ],
  },
  "hei tiki": {
    category: "object",
    draw: heiTiki,
    layout: { form: "tall", upright: true, bannerAt: 0.9 },
    words: [
      "hei tiki",
      "hei-tiki",
      "heitiki",
      "tiki",
      "maori tiki",
      "tiki figure",
      "pounamu tiki",
      "greenstone tiki",
      "greenstone hei tiki",
    ],
    companions: ["koru", "manaia"],
  },
  manaia: {
    category: "object",
    draw: manaia,
    layout: { form: "tall", upright: true, bannerAt: 0.9 },
    words: ["manaia", "maori manaia", "manaia guardian"],
    companions: ["koru", "hei tiki"],
  },
  runes: {
    category: "object",
    draw: runes,
    layout: { form: "wide", upright: true, bannerAt: 0.8 },
    words: [
      "rune",
      "viking rune",
      "norse rune",
      "runic",
      "runic letters",
      "runic script",
      "futhark",
      "elder futhark",
      "younger futhark",
      "runic inscription",
    ],
    traits: ["uncounted"],
    companions: ["valknut"],
  },
  // A landmark of a named skyline, never some other tower ("the nyc skyline with the twin towers").
  "twin towers": {
    category: "object",
    draw: twinTowers,
    layout: { form: "tall", upright: true, bannerAt: 0.85 },
    words: ["twin towers", "twin tower", "world trade center", "world trade centre", "wtc", "wtc towers"],
    traits: ["uncounted"],
    companions: ["empire state building"],
  },
} satisfies HandMotifDefinitions;
