/**
 * The hand-drawn motif library: every subject drawn in code, with how the layout should treat it
 * (its form, whether it stays upright, its anchors), registered once (../motif-registry.ts).
 */
import type { Motif, MotifAnchors, MotifCategory, MotifFunction } from "../motif";
import { createMotifRegistry } from "../motif-registry";
import { cat, fox, lion, tiger, wolf } from "./animals";
import { eagle, owl, owlPerched, phoenix, swallow } from "./birds";
import { books } from "./books";
import { dandelion, lavender, lily, magnolia, pineCone, pomegranate, protea, thistle, thornedRose } from "./botanicals";
import { bellJar, jar, lightBulb, teacup, TEACUP_MOUTH } from "./containers";
import { FLOWER_CROWN_SEAT, flowerCrown, roseCrown } from "./flowercrown";
import { cherryBlossom, flower, lotus, peony, rose, sunflower } from "./flowers";
import { frameFor } from "./frames";
import { horse, horseRearing, pegasus, unicorn, unicornRearing } from "./horse";
import { horseshoe } from "./horseshoe";
import { bee, butterfly, moth, spiderWeb } from "./insects";
import { kraken, krakenBow, krakenStern } from "./kraken";
import { eiffelTower } from "./landmarks";
import { feather, leafBranch, moon, mountain, mushroom, stars, sun, tree, wave } from "./nature";
import { compass, lighthouse, ship } from "./nautical";
import { anchor, arrow, candle, crown, dagger, diamond, eye, hand, heart, hourglass, key, skull } from "./objects";
import { octopus, OCTOPUS_HEAD, OCTOPUS_WAIST } from "./octopus";
import { celticKnot, mandala } from "./ornamental";
import {
  catSleeping,
  eaglePerched,
  foxSleeping,
  lionRampant,
  lionRoaring,
  lionSleeping,
  RAMPANT_PAW,
  swallowPerched,
  tigerRampant,
  tigerRoaring,
  tigerSleeping,
  wolfHowling,
} from "./poses";
import { seahorse, SEAHORSE_CURL } from "./seahorse";
import { dragon, koi, snake } from "./serpents";
import { betta, grasshopper } from "./small-creatures";
import { doe, stag, STAG_CREST } from "./stag";
import {
  dharmaWheel,
  heartbeat,
  nauticalStar,
  peaceSign,
  pentagram,
  pokerChip,
  semicolon,
  triangle,
  tripleMoon,
  unalome,
  valknut,
  vinylRecord,
} from "./symbols";

const CATEGORY: Record<string, MotifCategory> = {
  rose: "flower",
  peony: "flower",
  lotus: "flower",
  "cherry blossom": "flower",
  flower: "flower",
  sunflower: "flower",
  leaf: "flower",
  mushroom: "flower",
  tree: "flower",
  wolf: "creature",
  fox: "creature",
  cat: "creature",
  lion: "creature",
  tiger: "creature",
  owl: "creature",
  swallow: "creature",
  eagle: "creature",
  phoenix: "creature",
  snake: "creature",
  koi: "creature",
  dragon: "creature",
  butterfly: "creature",
  moth: "creature",
  bee: "creature",
  moon: "sky",
  sun: "sky",
  stars: "sky",
  mountain: "scene",
  wave: "scene",
  ship: "scene",
  lighthouse: "scene",
  mandala: "ornament",
  "celtic knot": "ornament",
  octopus: "creature",
  horse: "creature",
  unicorn: "creature",
  pegasus: "creature",
  stag: "creature",
  doe: "creature",
  seahorse: "creature",
  "flower crown": "flower",
  "rose crown": "flower",
  wreath: "flower",
  "thorned rose": "flower",
  lavender: "flower",
  lily: "flower",
  thistle: "flower",
  pomegranate: "flower",
  "pine cone": "flower",
  magnolia: "flower",
  protea: "flower",
  dandelion: "flower",
  betta: "creature",
  grasshopper: "creature",
};

type EntryOptions = Partial<Pick<Motif, "form" | "upright" | "pair" | "massed"> & MotifAnchors>;

function entry(key: string, draw: MotifFunction, options: EntryOptions = {}): Motif {
  const { form = "round", upright = false, pair, massed, bannerAt = 0.86, ...anchors } = options;
  return {
    key,
    draw,
    form,
    upright,
    category: CATEGORY[key] ?? "object",
    anchors: { bannerAt, ...anchors },
    ...(pair === undefined ? {} : { pair }),
    ...(massed ? { massed } : {}),
  };
}

const NAMED: Motif[] = [
  entry("rose", rose, { bannerAt: 0.9 }),
  entry("cherry blossom", cherryBlossom, { form: "wide" }),
  entry("peony", peony, { bannerAt: 0.9 }),
  entry("flower", flower, { form: "tall", upright: true, bannerAt: 0.72 }),
  entry("sunflower", sunflower, { form: "tall", upright: true, bannerAt: 0.72 }),
  entry("lotus", lotus, { form: "wide", upright: true, bannerAt: 0.9 }),
  entry("moon", moon, { bannerAt: 0.8 }),
  entry("sun", sun, { bannerAt: 0.7 }),
  entry("stars", stars, { bannerAt: 0.8 }),
  entry("mountain", mountain, { form: "wide", upright: true, bannerAt: 0.92 }),
  entry("wave", wave, { form: "wide", upright: true, bannerAt: 0.92 }),
  entry("tree", tree, { form: "tall", upright: true, bannerAt: 0.88 }),
  entry("feather", feather, { form: "long", bannerAt: 0.6 }),
  entry("mushroom", mushroom, { upright: true, bannerAt: 0.9 }),
  entry("leaf", leafBranch, { form: "tall", bannerAt: 0.75 }),
  entry("heart", heart, { bannerAt: 0.55 }),
  entry("skull", skull, { upright: true, bannerAt: 0.97 }),
  entry("snake", snake, { form: "tall" }),
  entry("swallow", swallow, { bannerAt: 0.95 }),
  entry("eagle", eagle, { upright: true, bannerAt: 0.86, headTop: { x: -1, y: -64, across: 80 } }),
  entry("wolf", wolf, { upright: true, bannerAt: 0.98 }),
  entry("fox", fox, { upright: true, bannerAt: 0.98 }),
  entry("lion", lion, { upright: true, bannerAt: 0.95 }),
  entry("tiger", tiger, { upright: true, bannerAt: 0.98 }),
  entry("owl", owl, { form: "tall", upright: true, bannerAt: 0.92 }),
  entry("cat", cat, { form: "tall", upright: true, bannerAt: 0.95 }),
  entry("koi", koi, { form: "tall" }),
  entry("dragon", dragon, {}),
  entry("phoenix", phoenix, { upright: true, bannerAt: 0.9 }),
  entry("butterfly", butterfly, { form: "wide", upright: true, bannerAt: 0.9 }),
  entry("moth", moth, { form: "wide", upright: true, bannerAt: 0.9 }),
  entry("bee", bee, { upright: true, bannerAt: 0.92 }),
  entry("spider web", spiderWeb, { upright: true }),
  entry("ship", ship, { form: "wide", upright: true, bannerAt: 0.96 }),
  entry("compass", compass, { upright: true, bannerAt: 0.9 }),
  entry("lighthouse", lighthouse, { form: "tall", upright: true, bannerAt: 0.9 }),
  entry("mandala", mandala, { bannerAt: 0.92 }),
  entry("celtic knot", celticKnot, { upright: true, bannerAt: 0.92 }),
  entry("dagger", dagger, { form: "long", upright: true, bannerAt: 0.5 }),
  entry("key", key, { form: "long", bannerAt: 0.62 }),
  entry("hourglass", hourglass, {
    form: "tall",
    upright: true,
    bannerAt: 0.5,
    interior: { minX: -24, minY: 24, maxX: 24, maxY: 62 },
  }),
  entry("crown", crown, { form: "wide", upright: true, bannerAt: 0.92 }),
  entry("diamond", diamond, { upright: true, bannerAt: 0.6 }),
  entry("candle", candle, { form: "tall", upright: true, bannerAt: 0.84 }),
  entry("eye", eye, { form: "wide", upright: true, bannerAt: 0.95 }),
  entry("hand", hand, { form: "tall", upright: true, bannerAt: 0.8 }),
  entry("arrow", arrow, { form: "long", bannerAt: 0.5 }),
  entry("anchor", anchor, { form: "tall", upright: true, bannerAt: 0.45 }),
  entry("book", books, { form: "wide", upright: true, bannerAt: 0.6 }),
  entry("jar", jar, {
    form: "tall",
    upright: true,
    bannerAt: 0.6,
    interior: { minX: -50, minY: -50, maxX: 50, maxY: 80 },
  }),
  entry("light bulb", lightBulb, {
    form: "tall",
    upright: true,
    bannerAt: 0.5,
    interior: { minX: -46, minY: -76, maxX: 46, maxY: 18 },
  }),
  entry("bell jar", bellJar, {
    form: "tall",
    upright: true,
    bannerAt: 0.8,
    interior: { minX: -54, minY: -76, maxX: 54, maxY: 58 },
    stands: true,
  }),
  entry("teacup", teacup, {
    form: "wide",
    upright: true,
    bannerAt: 0.85,
    interior: { minX: -56, minY: -96, maxX: 56, maxY: TEACUP_MOUTH.cy + 26 },
    stands: true,
    mouth: TEACUP_MOUTH,
  }),
  entry("octopus", octopus, { upright: true, bannerAt: 0.66, grasp: { waist: OCTOPUS_WAIST, front: OCTOPUS_HEAD } }),
  entry("horse", horse, { upright: true, bannerAt: 0.92 }),
  entry("unicorn", unicorn, { upright: true, bannerAt: 0.92 }),
  entry("pegasus", pegasus, { upright: true, bannerAt: 0.92, headTop: { x: -18, y: -84, across: 128 } }),
  entry("stag", stag, { upright: true, bannerAt: 0.98, crest: STAG_CREST }),
  entry("doe", doe, { upright: true, bannerAt: 0.97, crest: STAG_CREST }),
  entry("seahorse", seahorse, { form: "tall", upright: true, bannerAt: 0.62, pair: 0.3, curl: SEAHORSE_CURL }),
  entry("horseshoe", horseshoe, { upright: true, bannerAt: 0.55 }),
  entry("flower crown", flowerCrown, {
    form: "wide",
    upright: true,
    bannerAt: 0.8,
    massed: true,
    seat: FLOWER_CROWN_SEAT,
  }),
  entry("rose crown", roseCrown, { form: "wide", upright: true, bannerAt: 0.8, massed: true, seat: FLOWER_CROWN_SEAT }),
  entry("semicolon", semicolon, { form: "tall", upright: true, bannerAt: 0.6, pair: 0.45 }),
  entry("peace sign", peaceSign, { upright: true, bannerAt: 0.8 }),
  entry("pentagram", pentagram, { upright: true, bannerAt: 0.8 }),
  entry("triangle", triangle, { upright: true, bannerAt: 0.85 }),
  entry("heartbeat", heartbeat, { form: "wide", upright: true, bannerAt: 0.75 }),
  entry("unalome", unalome, { form: "tall", upright: true, bannerAt: 0.8, pair: 0.3 }),
  entry("nautical star", nauticalStar, { upright: true, bannerAt: 0.8 }),
  entry("dharma wheel", dharmaWheel, { upright: true, bannerAt: 0.8 }),
  entry("triple moon", tripleMoon, { form: "wide", upright: true, bannerAt: 0.8 }),
  entry("vinyl record", vinylRecord, { upright: true, bannerAt: 0.8 }),
  entry("poker chip", pokerChip, { upright: true, bannerAt: 0.8 }),
  entry("thorned rose", thornedRose, { form: "tall", bannerAt: 0.7 }),
  entry("lavender", lavender, { form: "tall", upright: true, bannerAt: 0.75 }),
  entry("lily", lily, { bannerAt: 0.85 }),
  entry("thistle", thistle, { form: "tall", upright: true, bannerAt: 0.75 }),
  entry("pomegranate", pomegranate, { upright: true, bannerAt: 0.75 }),
  entry("pine cone", pineCone, { form: "tall", upright: true, bannerAt: 0.7 }),
  entry("magnolia", magnolia, { upright: true, bannerAt: 0.75 }),
  entry("protea", protea, { upright: true, bannerAt: 0.75 }),
  entry("dandelion", dandelion, { form: "tall", upright: true, bannerAt: 0.75 }),
  entry("valknut", valknut, { upright: true, bannerAt: 0.85 }),
  entry("eiffel tower", eiffelTower, { form: "tall", upright: true, bannerAt: 0.85 }),
  entry("betta", betta, { form: "wide", bannerAt: 0.8 }),
  entry("grasshopper", grasshopper, { form: "wide", bannerAt: 0.8 }),
  // The laurel wreath of "framed by a wreath", drawn alone when nothing is in it.
  entry("wreath", () => frameFor("wreath").drawing, { upright: true, bannerAt: 0.92 }),
];

/** Motifs drawn in a given pose, when the library has one (issue 16). */
const POSED: Record<string, string> = {
  "wolf:howling": "wolf howling",
  "fox:howling": "wolf howling",
  "cat:sleeping": "cat sleeping",
  "fox:sleeping": "fox sleeping",
  "lion:roaring": "lion roaring",
  "tiger:roaring": "tiger roaring",
  "lion:rearing": "lion rampant",
  "tiger:rearing": "tiger rampant",
  "swallow:perched": "swallow perched",
  "swallow:sitting": "swallow perched",
  "eagle:perched": "eagle perched",
  "eagle:sitting": "eagle perched",
  "lion:sleeping": "lion sleeping",
  "tiger:sleeping": "tiger sleeping",
  "horse:rearing": "horse rearing",
  "unicorn:rearing": "unicorn rearing",
};

/** A posed variant: a creature drawn when a scene asks for the pose, never chosen by name. */
function posed(key: string, draw: MotifFunction, options: EntryOptions): Motif {
  return { ...entry(key, draw, options), category: "creature" };
}

/** Posed variants (issue 16). */
const POSED_MOTIFS: Record<string, Motif> = {
  "owl perched": posed("owl perched", owlPerched, { form: "tall", upright: true, bannerAt: 0.92 }),
  "wolf howling": posed("wolf howling", wolfHowling, { form: "tall", bannerAt: 0.9 }),
  "cat sleeping": posed("cat sleeping", catSleeping, { form: "wide", bannerAt: 0.9 }),
  "lion roaring": posed("lion roaring", lionRoaring, { upright: true, bannerAt: 0.92 }),
  "tiger roaring": posed("tiger roaring", tigerRoaring, { upright: true, bannerAt: 0.92 }),
  "lion rampant": posed("lion rampant", lionRampant, { form: "tall", upright: true, bannerAt: 0.9, grip: RAMPANT_PAW }),
  "tiger rampant": posed("tiger rampant", tigerRampant, {
    form: "tall",
    upright: true,
    bannerAt: 0.9,
    grip: RAMPANT_PAW,
  }),
  "fox sleeping": posed("fox sleeping", foxSleeping, { form: "wide", bannerAt: 0.9 }),
  "swallow perched": posed("swallow perched", swallowPerched, { form: "wide", upright: true, bannerAt: 0.95 }),
  "eagle perched": posed("eagle perched", eaglePerched, { form: "tall", upright: true, bannerAt: 0.95 }),
  "lion sleeping": posed("lion sleeping", lionSleeping, { upright: true, bannerAt: 0.97 }),
  "tiger sleeping": posed("tiger sleeping", tigerSleeping, { upright: true, bannerAt: 0.97 }),
  "horse rearing": posed("horse rearing", horseRearing, { form: "tall", upright: true, bannerAt: 0.9 }),
  "unicorn rearing": posed("unicorn rearing", unicornRearing, { form: "tall", upright: true, bannerAt: 0.9 }),
  // The octopus attacking a ship, drawn in the ship's units (scene layout only).
  kraken: posed("kraken", kraken, { upright: true, bannerAt: 0.9 }),
  // Two krakens attacking one ship, one under each end (scene layout only).
  "kraken stern": posed("kraken stern", krakenStern, { upright: true, bannerAt: 0.9 }),
  "kraken bow": posed("kraken bow", krakenBow, { upright: true, bannerAt: 0.9 }),
};

/**
 * Motifs from beyond the hand-drawn library (the vector atlas, added by the server: ../stylise/atlas-motifs.server.ts).
 */
let moreMotifs: ((key: string) => Motif | undefined) | undefined;

/** Adds the source of motifs the hand-drawn library does not have (once, when the server loads the atlas). */
export function addMotifSource(source: (key: string) => Motif | undefined): void {
  moreMotifs = source;
}

/** The hand-drawn motifs, registered once; other keys are asked of the added source. */
export const HAND_DRAWN = createMotifRegistry({
  named: NAMED,
  posed: Object.values(POSED_MOTIFS),
  poses: POSED,
  more: (key) => moreMotifs?.(key),
});

/** The keys of every hand-drawn subject that may be chosen by name. */
export const MOTIF_KEYS = HAND_DRAWN.named;

export function posedMotif(key: string, pose: string | undefined): string {
  return HAND_DRAWN.posed(key, pose);
}

/** The motif for a key, hand-drawn or from the added source, if any. */
export function findMotif(key: string): Motif | undefined {
  return HAND_DRAWN.find(key);
}

/** The motif for a key; the rose for a key no library has. */
export function motifFor(key: string): Motif {
  return HAND_DRAWN.find(key) ?? (HAND_DRAWN.find("rose") as Motif);
}

/** What a subject is called in words: its own name for an atlas motif ("sperm whale"), else its key. */
export function motifName(key: string): string {
  return HAND_DRAWN.find(key)?.credit?.name ?? key;
}
