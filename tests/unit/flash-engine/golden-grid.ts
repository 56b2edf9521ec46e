/**
 * The engine's golden grid: a fixed set of scenes x the ten styles x two seeds x three
 * complexities, each cell the sha256 of composeFlashArt's SVG. A refactor proves "output
 * unchanged" against the committed table (tests/fixtures/engine-golden.json); an intended change
 * of output rewrites it in the same commit (`npm run engine:golden`).
 */
import { createHash } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { composeDesign } from "~/modules/flash-engine/composition";
import { resolveDesignSpec } from "~/modules/flash-engine/design-spec";
import { composeFlashArt } from "~/modules/flash-engine/index.server";
import { typeset } from "~/modules/flash-engine/lettering.server";
import { HAND_MOTIF_KEYS, POSED_MOTIF_KEYS } from "~/modules/flash-engine/motifs/registry";
import { lexiconReader } from "~/modules/flash-engine/reading.server";
import { BASE_STYLES } from "~/modules/flash-engine/styles";
import type { Complexity, FlashArtRequest } from "~/modules/flash-engine/types";

export const GOLDEN_TABLE_PATH = path.resolve(import.meta.dirname, "../../fixtures/engine-golden.json");

const SMALL = "Small (5-10 cm)";
const MEDIUM = "Medium (10-20 cm)";
const LARGE = "Large (20+ cm)";

/**
 * Every registered motif (each hand-drawn subject and each posed variant) drawn at least once,
 * every relation the layout knows, counts, poses, frames, containers, quoted and unquoted
 * lettering, dates, a word drawn without and the ornamental fallback; a few at the smallest and
 * largest sizes, where detail is culled differently.
 */
export const GOLDEN_SCENES: ReadonlyArray<readonly [description: string, size: string]> = [
  ['a rose with a banner that says "Mom"', MEDIUM],
  ["a skull with a dagger", MEDIUM],
  ["a swallow flying", SMALL],
  ["three koi swimming", MEDIUM],
  ["a wolf howling at the moon", MEDIUM],
  ["two swallows carrying a banner that says Mom and Dad", MEDIUM],
  ["a cat sleeping on a crescent moon", SMALL],
  ["a hand holding a rose", MEDIUM],
  ["a skull wearing a crown", LARGE],
  ["an owl and a fox sitting on a stack of books", MEDIUM],
  ["a snake coiled around a dagger", MEDIUM],
  ["a heart pierced by an arrow", SMALL],
  ["a snake weaving through the eye sockets of a skull", MEDIUM],
  ["a sacred heart pierced by three daggers", MEDIUM],
  ["a heart with wings", SMALL],
  ["an owl with a key and a crown", SMALL],
  ["an eagle carrying a banner reading Freedom", MEDIUM],
  ["a bee on a peony", MEDIUM],
  ["a horse in front of a mountain", MEDIUM],
  ["stars above a lighthouse", LARGE],
  ["an eye framed by a wreath", MEDIUM],
  ["a crown above a heart with the name Anna", MEDIUM],
  ["a wolf head inside a circle", MEDIUM],
  ["a compass framed by a diamond", SMALL],
  ["a ship inside a light bulb", MEDIUM],
  ["a moon inside a jar", MEDIUM],
  ["a rose in an hourglass", MEDIUM],
  ["a rose under a bell jar", MEDIUM],
  ["a mushroom in a teacup", MEDIUM],
  ["a skull with roses", MEDIUM],
  ["a sunflower with a banner reading Sunshine", MEDIUM],
  ["a rampant lion holding a sword", LARGE],
  ["a tiger roaring at the moon", MEDIUM],
  ["two swallows perched on a branch", MEDIUM],
  ["roses growing out of a skull", MEDIUM],
  ["an octopus wrapped around an anchor", MEDIUM],
  ["two krakens attacking a ship", LARGE],
  ["a unicorn rearing", MEDIUM],
  ["a stag with roses in its antlers", MEDIUM],
  ["a pegasus wearing a flower crown", MEDIUM],
  ["a seahorse wrapped around an anchor", SMALL],
  ["a doe with a crown of roses", MEDIUM],
  ["a horseshoe with stars, 'Lucky'", MEDIUM],
  ["a dragon and a phoenix", LARGE],
  ["a butterfly and a moth over a spider web", MEDIUM],
  ["a lotus mandala with a feather", MEDIUM],
  ["cherry blossoms, a wave and the sun", MEDIUM],
  ["a key with a diamond and a candle", MEDIUM],
  ["a celtic knot and a tree, 1987", MEDIUM],
  ["a flower by a house on a hill", SMALL],
  ["something meaningful about my grandmother", MEDIUM],
  // Added with the registry (issue 36), so that every registered motif, named or posed, has cells
  // (golden-coverage.test.ts): three at most to a scene, to keep the grid small.
  ["a cat with a semicolon", SMALL],
  ["a lion and a tiger with a thorned rose", LARGE],
  ["a unicorn with a peace sign and a heartbeat", MEDIUM],
  ["a pentagram, a triangle and a triple moon", MEDIUM],
  ["a nautical star, a dharma wheel and a valknut", MEDIUM],
  ["an owl perched on the eiffel tower", MEDIUM],
  ["an unalome, a vinyl record and a poker chip", SMALL],
  ["a wreath of lavender with a lily", MEDIUM],
  ["a thistle, a pomegranate and a pine cone", MEDIUM],
  ["a magnolia, a protea and a dandelion", MEDIUM],
  ["a betta and a grasshopper", SMALL],
  ["a woman and a geisha", MEDIUM],
  ["jesus, the virgin mary and a saint", LARGE],
  ["a buddha head with a lotus", MEDIUM],
  ["a buddha meditating under a tree", MEDIUM],
  ["a cowboy and a cowgirl", MEDIUM],
  ["a sailor girl and a hula girl", SMALL],
  ["odin, zeus and poseidon", LARGE],
  ["an eagle perched on an anchor", MEDIUM],
  ["a horse rearing and a fox sleeping", LARGE],
  ["a lion roaring with a banner reading Courage", MEDIUM],
  ["a lion sleeping and a tiger sleeping", MEDIUM],
  ["a rampant tiger holding a dagger", MEDIUM],
  ["a kraken attacking a ship", LARGE],
  // Issue 36's long tail by kind: a mass, a subject in a place, a ring around, a thing on a part, a fight.
  ["a flock of swallows", MEDIUM],
  ["a fox in the forest", MEDIUM],
  ["butterflies around the moon", MEDIUM],
  ["a wolf with a rose on its back", MEDIUM],
  ["a tiger fighting a snake", LARGE],
  // Kinds drawn as themselves, never their plain class (issue 36).
  ["a hamsa, a kitsune and a two-headed eagle", MEDIUM],
  ["a panther, a jaguar and a cheetah", MEDIUM],
  ["a falcon and a shark tooth", SMALL],
  ["a naga and a feathered serpent", MEDIUM],
  ["a black hole and a marquesan cross", SMALL],
  ["the golden gate bridge and the empire state building", MEDIUM],
  ["a calla lily and an orchid", SMALL],
  // Things and kinds nothing drew (issue 36, helper i36-things): what is held or inside stays where asked.
  ["a foo dog with a pearl under its paw", MEDIUM],
  ["a city inside a snow globe", MEDIUM],
  ["two fu dogs with peonies", LARGE],
  ["two red-crowned cranes", MEDIUM],
  ["a butterfly and a chrysalis", SMALL],
  // Western angels, heroes and costume (issue 36), and what a figure carries held.
  ["an angel, an archangel and a fallen angel", LARGE],
  ["a valkyrie with a spear", MEDIUM],
  ["athena, joan of arc and perseus", LARGE],
  ["a greek warrior and a gladiator", MEDIUM],
  ["a jester, a leprechaun and a mime", LARGE],
  ["a sailor", SMALL],
  ["an angel with a trumpet", MEDIUM],
  ["a man and a child", SMALL],
  ["a little girl with a balloon", MEDIUM],
  // The world's gods and symbols (issue 36, i36-world).
  ["ganesha with a lotus", MEDIUM],
  ["shiva meditating", MEDIUM],
  ["a trishul and a damaru", SMALL],
  ["shiva dancing", MEDIUM],
  ["a nataraja", SMALL],
  ["a pharaoh", MEDIUM],
  ["isis and maat", LARGE],
  // Figures of a culture, of stage and of myth (issue 36, i36-figures).
  ["a jaguar warrior and an eagle warrior", LARGE],
  ["a ballerina", SMALL],
  ["bastet the cat goddess", MEDIUM],
  ["la catrina", MEDIUM],
  ["a snake charmer with a cobra rising out of a basket", LARGE],
  ["a prophet and a pirate girl", MEDIUM],
  ["a samurai skull", SMALL],
  ["tlaloc the aztec rain god", MEDIUM],
  // Cultural and religious symbols, and manner words (issue 36, i36-manner).
  ["a claddagh and a tudor rose", MEDIUM],
  ["a chakra, a shiva lingam and viking runes", LARGE],
  ["a koru, a hei tiki and a manaia", MEDIUM],
  ["an outline of a fox beside the eye of providence", MEDIUM],
  ["an origami fox and a fiery comet", SMALL],
  ["the london skyline with the twin towers", MEDIUM],
  // Made objects and worn things (issue 36, i36-objects).
  ["an old typewriter", SMALL],
  ["a skull in a war bonnet", MEDIUM],
  ["a saint medallion", SMALL],
  ["a medal and a dagger", SMALL],
  // Animals and plants by species, each as itself (issue 36, i36-beasts).
  ["a chrysanthemum, a marigold and a plumeria", LARGE],
  ["an anemone, a carnation and a geranium", LARGE],
  ["a narwhal and a manatee", MEDIUM],
  ["an albatross over a sea anemone", MEDIUM],
  ["a jackal and a lamb", MEDIUM],
  ["a maple tree, a bodhi tree and a yew", LARGE],
  ["a jackal lying down, a cougar and a snow leopard", LARGE],
  // The setting of a scene (issue 36): a time of day, the ground, smoke, the northern lights.
  ["a fox under the northern lights", MEDIUM],
  ["a deer at dusk on the forest floor", MEDIUM],
  ["a skull in a cloud of smoke", SMALL],
  ["a crow on a rainy night", MEDIUM],
  // Still water, the sea and dots as settings (issue 36).
  ["a rabbit splashing in a puddle", MEDIUM],
  ["an octopus in a maritime scene with a ship", LARGE],
  ["a moon in a circle with triangles and dots", SMALL],
  ["a cauldron with smoke", MEDIUM],
  ["a wolf howling at the man in the moon", MEDIUM],
  ["three wolves howling at the moon", MEDIUM],
];

export const GOLDEN_SEEDS = [11, 90210] as const;
export const GOLDEN_COMPLEXITIES: readonly Complexity[] = ["Simple", "Detailed", "Highly Complex"];

export interface GoldenCell {
  name: string;
  description: string;
  size: string;
  style: string;
  seed: number;
  complexity: Complexity;
}

export function goldenCells(): GoldenCell[] {
  const cells: GoldenCell[] = [];
  for (const [description, size] of GOLDEN_SCENES)
    for (const style of BASE_STYLES)
      for (const seed of GOLDEN_SEEDS)
        for (const complexity of GOLDEN_COMPLEXITIES)
          cells.push({
            name: `${description} | ${size} | ${style} | ${seed} | ${complexity}`,
            description,
            size,
            style,
            seed,
            complexity,
          });
  return cells;
}

/** The first 20 hex digits of the SVG's sha256 (80 bits: a collision is out of reach). */
export function goldenHash(cell: GoldenCell): string {
  const { svg } = composeFlashArt({
    description: cell.description,
    style: cell.style,
    size: cell.size,
    complexity: cell.complexity,
    seed: cell.seed,
    resolution: 512,
  });
  return createHash("sha256").update(svg).digest("hex").slice(0, 20);
}

export function computeGoldenTable(): Record<string, string> {
  return Object.fromEntries(goldenCells().map((cell) => [cell.name, goldenHash(cell)]));
}

export function readGoldenTable(): Record<string, string> {
  return JSON.parse(readFileSync(GOLDEN_TABLE_PATH, "utf8")) as Record<string, string>;
}

export function writeGoldenTable(table: Record<string, string>): void {
  writeFileSync(GOLDEN_TABLE_PATH, `${JSON.stringify(table, null, 2)}\n`);
}

/** The cells whose hash differs from the table, and the cells only one of them has. */
export function goldenDifferences(
  expected: Record<string, string>,
  actual: Record<string, string>,
): { changed: string[]; added: string[]; removed: string[] } {
  return {
    changed: Object.keys(actual).filter((name) => name in expected && expected[name] !== actual[name]),
    added: Object.keys(actual).filter((name) => !(name in expected)),
    removed: Object.keys(expected).filter((name) => !(name in actual)),
  };
}

/**
 * The motifs each scene of the grid draws (the layout's keys: a subject, a posed variant, an atlas
 * motif), over its seeds and complexities in one style, Traditional: the scene's cells draw them.
 */
export function motifsDrawnByScene(scenes = GOLDEN_SCENES): Map<string, Set<string>> {
  const drawn = new Map<string, Set<string>>();
  for (const [description, size] of scenes) {
    const keys = new Set<string>();
    for (const seed of GOLDEN_SEEDS)
      for (const complexity of GOLDEN_COMPLEXITIES) {
        const request: FlashArtRequest = { description, style: "Traditional", size, complexity, seed, resolution: 512 };
        for (const motif of composeDesign(resolveDesignSpec(request, lexiconReader), typeset).motifs)
          keys.add(motif.key);
      }
    drawn.set(description, keys);
  }
  return drawn;
}

/** The registered motifs (hand-drawn subjects and posed variants) that no scene of `drawn` draws. */
export function motifsWithoutCells(drawn: ReadonlyMap<string, ReadonlySet<string>>): string[] {
  const all = new Set([...drawn.values()].flatMap((keys) => [...keys]));
  return [...HAND_MOTIF_KEYS, ...POSED_MOTIF_KEYS].filter((key) => !all.has(key));
}
