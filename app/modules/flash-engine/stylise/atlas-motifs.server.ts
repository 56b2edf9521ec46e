/**
 * Atlas motifs implement the motif interface (issue 24): an atlas id ("game-icons:raven") is a
 * motif key like "wolf"; its drawing is the icon's silhouette as flash parts (./silhouette.ts),
 * its form, upright and category come from the atlas index, its anchors from its own geometry,
 * and it carries its credit (set, author, licence). `addAtlasMotifs()` adds the atlas to the
 * motif registry (a call, not an import's side effect: bundlers drop those, as package.json
 * says the app has none); a motif's icon is read and converted only when it is first drawn.
 */
import type { AtlasCategory, AtlasEntry } from "../atlas/atlas-types";
import { atlasEntry, loadAtlasMotif } from "../atlas/atlas.server";
import type { Drawing, Tone } from "../drawing";
import type { Motif, MotifCategory } from "../motif";
import { addMotifSource } from "../motifs/index";
import { silhouetteDrawing } from "./silhouette";
import { iconShapes } from "./svg-shapes";

const CATEGORY: Record<AtlasCategory, MotifCategory> = {
  animal: "creature",
  bird: "creature",
  "sea creature": "creature",
  creature: "creature",
  person: "creature",
  plant: "flower",
  sky: "sky",
  building: "scene",
  vehicle: "object",
  object: "object",
  weapon: "object",
  instrument: "object",
  symbol: "object",
};

/** Words of a subject's name that give a one-colour silhouette its colour role, first match wins. */
const TONE_WORDS: Array<[RegExp, Tone]> = [
  [
    /\b(raven|crow|bat|panther|spider|scorpion|widow|ant|beetle|scarab|cat|gorilla|orca|penguin|reaper|ninja|witch|coffin|tombstone|bomb|grenade|gun|pistol|revolver|cauldron)\b/,
    "secondary",
  ],
  [
    /\b(skull|bone|skeleton|ghost|angel|wing|swan|dove|cloud|yeti|egg|tooth|ivory|pearl|lamb|sheep|goat|unicorn|polar)\b/,
    "light",
  ],
  [
    /\b(heart|rose|cherry|strawberry|apple|tomato|crab|lobster|devil|demon|chili|poppy|blood|ladybug|cardinal|lips|tulip)\b/,
    "primary",
  ],
  [
    /\b(sun|star|bee|crown|lightning|bolt|lemon|banana|corn|coin|trophy|key|bell|lantern|candle|honey|chick|sunflower|duck|canary|giraffe|cheetah|leopard|jaguar)\b/,
    "accent",
  ],
  [
    /\b(flame|fire|fox|tiger|lion|squirrel|pumpkin|orange|carrot|koi|goldfish|phoenix|campfire|torch|autumn|maple)\b/,
    "warm",
  ],
  [/\b(pig|flamingo|peach|piglet|shrimp|prawn|axolotl|lotus|blossom|cupcake|donut|ice cream)\b/, "pink"],
  [
    /\b(leaf|tree|plant|cactus|fern|frog|toad|turtle|tortoise|lizard|gecko|chameleon|crocodile|alligator|snake|serpent|dinosaur|dragon|clover|shamrock|pine|palm|bamboo|grass|vine|ivy|mushroom|avocado|pear|broccoli|pickle|watermelon|parrot|mantis|grasshopper|cricket|caterpillar|olive)\b/,
    "leaf",
  ],
  [
    /\b(whale|dolphin|shark|fish|wave|water|drop|jellyfish|octopus|squid|manta|ray|seal|walrus|otter|sea|ocean|anchor|boat|ship|sail|mermaid|tear|rain|ice|snowflake|globe|planet)\b/,
    "water",
  ],
  [
    /\b(sword|axe|dagger|knife|blade|spear|trident|shield|helmet|armor|armour|chain|hammer|wrench|gear|cog|scissors|razor|lock|robot|rocket|plane|car|truck|train|bike|bicycle|motorcycle|bullet|bell|scythe|sickle|arrow|compass|clock|watch)\b/,
    "metal",
  ],
  [
    /\b(wolf|elephant|rhino|hippo|mouse|rat|rabbit|bunny|hare|koala|raccoon|badger|donkey|mule|husky|shepherd|owl|eagle|hawk|falcon|heron|crane|pelican|vulture|pigeon|sparrow|wren|rock|stone|boulder|cliff|cage|mountain)\b/,
    "cool",
  ],
  [
    /\b(bear|deer|stag|moose|horse|dog|puppy|monkey|sloth|kangaroo|camel|llama|bull|cow|buffalo|bison|beaver|hedgehog|guitar|violin|drum|boot|saddle|barrel|basket|book|teddy)\b/,
    "warm",
  ],
];

function toneFor(entry: AtlasEntry): Tone {
  const words = [entry.name, ...entry.tags].join(" ").toLowerCase();
  for (const [pattern, tone] of TONE_WORDS) if (pattern.test(words)) return tone;
  if (entry.category === "plant") return "leaf";
  if (entry.category === "sea creature") return "water";
  if (entry.category === "weapon" || entry.category === "vehicle") return "metal";
  if (entry.category === "sky") return "accent";
  if (entry.category === "animal" || entry.category === "bird" || entry.category === "creature") return "warm";
  if (entry.category === "object" || entry.category === "instrument") return "cool";
  return "primary";
}

/** Things other things are put in: their inside is where what they hold goes. */
const CONTAINERS =
  /\b(jar|bottle|cage|cup|mug|bowl|vase|pot|basket|box|chest|flask|glass|bucket|lantern|bulb|vial|potion)\b/;

function drawingOf(entry: AtlasEntry): Drawing {
  const motif = loadAtlasMotif(entry.id);
  return silhouetteDrawing(iconShapes(motif.body), {
    viewBox: motif.viewBox,
    coloured: motif.coloured,
    tone: toneFor(entry),
    essentialCuts: entry.essentialCuts ?? false,
  });
}

const drawings = new Map<string, Drawing>();
const motifs = new Map<string, Motif>();
const MAX_CACHED = 256;

function remember<T>(cache: Map<string, T>, key: string, value: T): T {
  if (cache.size >= MAX_CACHED) cache.delete(cache.keys().next().value as string);
  cache.set(key, value);
  return value;
}

/** The atlas motif for an id, or undefined when the atlas has none. */
export function atlasMotif(id: string): Motif | undefined {
  const known = motifs.get(id);
  if (known) return known;
  if (!id.includes(":")) return undefined;
  const entry = atlasEntry(id);
  if (!entry) return undefined;
  // An icon drawn only in strokes (nothing filled) has no silhouette to draw.
  const drawing = drawings.get(id) ?? remember(drawings, id, drawingOf(entry));
  if (!drawing.parts.some((p) => p.kind === "fill")) return undefined;
  const { credit } = loadAtlasMotif(id);
  const [, , w, h] = entry.viewBox;
  // A container's inside: the middle of its box, a little below (what is held rests low).
  const interior = CONTAINERS.test(entry.name)
    ? {
        minX: ((-100 * w) / Math.max(w, h)) * 0.55,
        maxX: ((100 * w) / Math.max(w, h)) * 0.55,
        minY: ((-100 * h) / Math.max(w, h)) * 0.45,
        maxY: ((100 * h) / Math.max(w, h)) * 0.7,
      }
    : undefined;
  return remember(motifs, id, {
    key: id,
    draw: () => drawings.get(id) ?? remember(drawings, id, drawingOf(entry)),
    form: entry.form,
    upright: entry.upright,
    category: CATEGORY[entry.category] ?? "object",
    anchors: { bannerAt: 0.88, ...(interior ? { interior } : {}) },
    credit: {
      set: credit.set,
      name: entry.name,
      author: credit.author,
      licence: credit.licence.title,
      licenceUrl: credit.licence.url,
    },
  });
}

/** Makes every atlas motif findable in the motif registry (idempotent). */
export function addAtlasMotifs(): void {
  addMotifSource(atlasMotif);
}
