/**
 * Animals and plants people name by species (issue 36): each drawn as itself, with what makes it
 * that kind, never as its general kind (a narwhal as a whale, a chrysanthemum as the daisy-like
 * flower, a lamb as a sheep) nor as the stand-in. ../definition.ts says what each field means.
 */
import type { HandMotifDefinitions } from "../definition";
import { anemone, carnation, chrysanthemum, geranium, marigold, plumeria } from "../flower-species";
import { cougar, jackal, lamb, snowLeopard } from "../land-beasts";
import { albatross, manatee, narwhal, seaAnemone } from "../sea-beasts";
import { bodhiTree, mapleTree, yewTree } from "../tree-kinds";

const FLOWER_LAYOUT = { form: "tall", upright: true, bannerAt: 0.72 } as const;
const TREE_LAYOUT = { form: "tall", upright: true, bannerAt: 0.88 } as const;
const TREE_PARTS = ["branch", "root", "trunk", "bark", "canopy", "leaf", "crown"];

export const BEASTS = {
  chrysanthemum: {
    category: "flower",
    draw: chrysanthemum,
    layout: FLOWER_LAYOUT,
    words: ["chrysanthemum", "chrysanthemum flower", "kiku", "kiku flower"],
    traits: ["twines"],
  },
  marigold: {
    category: "flower",
    draw: marigold,
    layout: FLOWER_LAYOUT,
    words: ["marigold", "marigold flower", "cempasuchil", "cempasúchil", "flor de muerto", "tagetes"],
    traits: ["twines"],
  },
  plumeria: {
    category: "flower",
    draw: plumeria,
    layout: FLOWER_LAYOUT,
    words: ["plumeria", "frangipani", "plumeria flower", "frangipani flower"],
    traits: ["twines"],
  },
  anemone: {
    category: "flower",
    draw: anemone,
    layout: FLOWER_LAYOUT,
    words: ["anemone", "windflower", "anemone flower", "poppy anemone"],
    traits: ["twines"],
  },
  carnation: {
    category: "flower",
    draw: carnation,
    layout: FLOWER_LAYOUT,
    words: ["carnation", "carnation flower", "dianthus", "clove pink"],
    traits: ["twines"],
  },
  geranium: {
    category: "flower",
    draw: geranium,
    layout: FLOWER_LAYOUT,
    words: ["geranium", "pelargonium", "cranesbill", "geranium flower"],
    traits: ["twines"],
  },
  narwhal: {
    category: "creature",
    draw: narwhal,
    layout: { form: "wide", bannerAt: 0.8 },
    words: ["narwhal", "narwhale", "narwal"],
    parts: ["tusk", "horn", "fluke", "flipper"],
  },
  manatee: {
    category: "creature",
    draw: manatee,
    layout: { form: "wide", bannerAt: 0.8 },
    words: ["manatee", "sea cow", "sea cows"],
    parts: ["flipper", "tail", "whisker"],
  },
  "sea anemone": {
    category: "creature",
    draw: seaAnemone,
    layout: { upright: true, bannerAt: 0.85 },
    words: ["sea anemone", "actinia"],
    parts: ["tentacle"],
  },
  albatross: {
    category: "creature",
    draw: albatross,
    layout: { form: "wide", bannerAt: 0.9 },
    words: ["albatross", "wandering albatross", "mollymawk", "gooney bird"],
    parts: ["wing", "beak", "bill"],
    traits: ["circles"],
  },
  jackal: {
    category: "creature",
    draw: jackal,
    layout: { form: "wide", upright: true, bannerAt: 0.9 },
    words: ["jackal", "golden jackal", "black-backed jackal", "black backed jackal"],
    parts: ["ear", "tail", "muzzle", "paw"],
    poses: { sleeping: "jackal lying" },
  },
  lamb: {
    category: "creature",
    draw: lamb,
    layout: { form: "wide", upright: true, bannerAt: 0.9 },
    words: ["lamb", "lambkin", "little lamb", "baby lamb"],
    parts: ["wool", "fleece", "ear", "hoof"],
  },
  // Big cats by their coats, as the jaguar and the cheetah (registry/animals.ts): faces from the front.
  cougar: {
    category: "creature",
    draw: cougar,
    layout: { upright: true, bannerAt: 0.95 },
    words: ["cougar", "puma", "mountain lion", "catamount", "florida panther"],
    traits: ["wears-garland"],
  },
  "snow leopard": {
    category: "creature",
    draw: snowLeopard,
    layout: { upright: true, bannerAt: 0.95 },
    words: ["snow leopard", "irbis"],
    traits: ["wears-garland"],
  },
  "maple tree": {
    category: "flower",
    draw: mapleTree,
    layout: TREE_LAYOUT,
    words: ["maple tree", "maple", "japanese maple", "sugar maple", "red maple", "acer"],
    parts: TREE_PARTS,
  },
  "bodhi tree": {
    category: "flower",
    draw: bodhiTree,
    layout: TREE_LAYOUT,
    words: ["bodhi tree", "bodhi", "bo tree", "sacred fig", "peepal", "pipal", "peepal tree", "pipal tree"],
    parts: TREE_PARTS,
  },
  "yew tree": {
    category: "flower",
    draw: yewTree,
    layout: TREE_LAYOUT,
    words: ["yew tree", "yew", "english yew"],
    parts: [...TREE_PARTS, "berry", "needle"],
  },
} satisfies HandMotifDefinitions;
