/** Objects and containers: their definitions (../definition.ts says what each field means). */
import { anchor } from "../anchor";
import { books } from "../books";
import { bellJar, jar, lightBulb, snowGlobe, teacup, TEACUP_MOUTH } from "../containers";
import type { HandMotifDefinitions } from "../definition";
import { medallionFrame } from "../frames";
import { eye, hamsa, hand } from "../hand-and-eye";
import { arrow, dagger, heart, spear } from "../hearts-and-blades";
import { horseshoe } from "../horseshoe";
import { spiderWeb } from "../insects";
import { pearl } from "../keepsakes";
import { eiffelTower, empireStateBuilding, goldenGateBridge } from "../landmarks";
import { typewriter } from "../made-things";
import { candle, hourglass, skull } from "../memento-mori";
import { feather } from "../nature";
import { compass, sharkTooth } from "../nautical";
import { crown, diamond, key } from "../treasures";

export const OBJECTS = {
  skull: {
    category: "object",
    draw: skull,
    layout: { upright: true, bannerAt: 0.97 },
    // A sugar skull (calavera) is drawn as its kind, the atlas's calavera, not as the plain skull (issue 36).
    words: ["skull", "cranium", "death's head"],
    parts: ["eye", "socket", "tooth", "jaw"],
    traits: ["wears-garland", "uncounted"],
    companions: ["rose", "snake", "dagger", "moth", "candle"],
  },
  dagger: {
    category: "object",
    draw: dagger,
    layout: { form: "long", upright: true, bannerAt: 0.5 },
    words: ["dagger", "knife", "blade", "dirk", "stiletto"],
    notDrawnAs: ["sword"],
  },
  heart: {
    category: "object",
    draw: heart,
    layout: { bannerAt: 0.55 },
    words: ["heart", "sacred heart", "love heart"],
    companions: ["dagger", "rose", "swallow", "crown", "key"],
  },
  "spider web": {
    category: "object",
    draw: spiderWeb,
    layout: { upright: true },
    words: ["spider web", "spiderweb", "cobweb", "web"],
    notDrawnAs: ["spider"],
  },
  anchor: {
    category: "object",
    draw: anchor,
    layout: { form: "tall", upright: true, bannerAt: 0.45 },
    words: ["anchor"],
    companions: ["rose", "swallow", "ship", "compass"],
  },
  compass: {
    category: "object",
    draw: compass,
    layout: { upright: true, bannerAt: 0.9 },
    words: ["compass", "compass rose"],
  },
  feather: {
    category: "object",
    draw: feather,
    layout: { form: "long", bannerAt: 0.6 },
    words: ["feather", "quill", "plume"],
  },
  eye: {
    category: "object",
    draw: eye,
    layout: { form: "wide", upright: true, bannerAt: 0.95 },
    words: ["eye", "evil eye", "eyeball", "third eye", "buddha eyes", "wisdom eyes"],
  },
  hand: {
    category: "object",
    draw: hand,
    layout: { form: "tall", upright: true, bannerAt: 0.8 },
    words: ["hand", "fist", "fingers"],
  },
  "shark tooth": {
    category: "object",
    draw: sharkTooth,
    layout: { form: "tall", upright: true, bannerAt: 0.8 },
    words: ["shark tooth", "shark's tooth", "megalodon tooth", "shark fang"],
    plural: "shark teeth",
  },
  hamsa: {
    category: "object",
    draw: hamsa,
    layout: { form: "tall", upright: true, bannerAt: 0.8 },
    words: ["hamsa", "hamsa hand", "hand of fatima", "hand of miriam", "khamsa", "hamesh hand"],
  },
  key: {
    category: "object",
    draw: key,
    layout: { form: "long", bannerAt: 0.62 },
    words: ["key", "skeleton key"],
  },
  hourglass: {
    category: "object",
    draw: hourglass,
    layout: {
      form: "tall",
      upright: true,
      bannerAt: 0.5,
      interior: { minX: -24, minY: 24, maxX: 24, maxY: 62 },
    },
    words: ["hourglass", "hour glass", "sand timer", "sandglass"],
    parts: ["sand", "glass", "frame"],
    notDrawnAs: ["time"],
  },
  crown: {
    category: "object",
    draw: crown,
    layout: { form: "wide", upright: true, bannerAt: 0.92 },
    words: ["crown", "tiara", "diadem"],
  },
  diamond: {
    category: "object",
    draw: diamond,
    layout: { upright: true, bannerAt: 0.6 },
    words: ["diamond", "gem", "gemstone", "crystal", "jewel", "ruby", "emerald", "sapphire", "quartz"],
    frame: { kind: "diamond", when: "framed-by" },
  },
  candle: {
    category: "object",
    draw: candle,
    layout: { form: "tall", upright: true, bannerAt: 0.84 },
    words: ["candle", "candlelight", "candlestick"],
  },
  arrow: {
    category: "object",
    draw: arrow,
    layout: { form: "long", bannerAt: 0.5, pointUp: true },
    words: ["arrow", "arrows", "arrowhead"],
  },
  spear: {
    category: "object",
    draw: spear,
    layout: { form: "long", bannerAt: 0.5, pointUp: true },
    words: ["spear", "lance", "javelin", "gungnir", "spear of odin", "odin's spear"],
  },
  book: {
    category: "object",
    draw: books,
    layout: { form: "wide", upright: true, bannerAt: 0.6 },
    words: ["book", "books", "tome", "stack of books", "pile of books"],
    parts: ["page", "cover", "spine"],
    notDrawnAs: ["library"],
    traits: ["uncounted", "stacked"],
  },
  jar: {
    category: "object",
    draw: jar,
    layout: {
      form: "tall",
      upright: true,
      bannerAt: 0.6,
      interior: { minX: -50, minY: -50, maxX: 50, maxY: 80 },
    },
    words: ["jar", "mason jar", "terrarium"],
    notDrawnAs: ["bottle", "potion", "flask", "vial"],
    parts: ["lid"],
  },
  "bell jar": {
    category: "object",
    draw: bellJar,
    layout: {
      form: "tall",
      upright: true,
      bannerAt: 0.8,
      interior: { minX: -54, minY: -76, maxX: 54, maxY: 58 },
      stands: true,
    },
    words: ["bell jar", "cloche", "glass dome", "glass cloche"],
    traits: ["covers"],
  },
  teacup: {
    category: "object",
    draw: teacup,
    layout: {
      form: "wide",
      upright: true,
      bannerAt: 0.85,
      interior: { minX: -56, minY: -96, maxX: 56, maxY: TEACUP_MOUTH.cy + 26 },
      stands: true,
      mouth: TEACUP_MOUTH,
    },
    words: ["teacup", "tea cup", "cup of tea", "coffee cup", "cup"],
    notDrawnAs: ["mug"],
    parts: ["brim", "rim", "saucer", "handle"],
  },
  "light bulb": {
    category: "object",
    draw: lightBulb,
    layout: {
      form: "tall",
      upright: true,
      bannerAt: 0.5,
      interior: { minX: -46, minY: -76, maxX: 46, maxY: 18 },
    },
    words: ["light bulb", "lightbulb", "bulb"],
  },
  horseshoe: {
    category: "object",
    draw: horseshoe,
    layout: { upright: true, bannerAt: 0.55 },
    words: ["horseshoe", "horse shoe"],
  },
  "eiffel tower": {
    category: "object",
    draw: eiffelTower,
    layout: { form: "tall", upright: true, bannerAt: 0.85 },
    words: ["eiffel tower", "tour eiffel"],
  },
  "golden gate bridge": {
    category: "scene",
    draw: goldenGateBridge,
    layout: { form: "wide", upright: true, bannerAt: 0.85 },
    words: ["golden gate bridge", "golden gate"],
  },
  "empire state building": {
    category: "object",
    draw: empireStateBuilding,
    layout: { form: "tall", upright: true, bannerAt: 0.85 },
    words: ["empire state building", "empire state"],
  },
  // Things people ink that nothing drew (issue 36, helper i36-things).
  "snow globe": {
    category: "object",
    draw: snowGlobe,
    layout: {
      upright: true,
      bannerAt: 0.8,
      interior: { minX: -46, minY: -78, maxX: 46, maxY: 26 },
      stands: true,
    },
    words: ["snow globe", "snowglobe", "snow dome"],
    traits: ["covers"],
  },
  pearl: {
    category: "object",
    draw: pearl,
    layout: { bannerAt: 0.7 },
    words: ["pearl", "dragon pearl", "dragon's pearl"],
  },
  // Made objects and worn things (issue 36, helper i36-objects).
  typewriter: {
    category: "object",
    draw: typewriter,
    layout: { form: "wide", upright: true, bannerAt: 0.9 },
    words: ["typewriter", "typewriters", "type writer"],
    parts: ["paper", "sheet", "platen"],
  },
  medallion: {
    category: "object",
    draw: () => medallionFrame().drawing,
    layout: { upright: true, bannerAt: 0.9 },
    words: ["medallion", "medal", "saint medal", "religious medal", "medallion pendant"],
    frame: { kind: "medallion" },
  },
} satisfies HandMotifDefinitions;
