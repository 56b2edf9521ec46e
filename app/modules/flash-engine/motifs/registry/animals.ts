/** Animals, beasts and the snake: their definitions (../definition.ts says what each field means). */
import { lion, tiger } from "../big-cats";
import { cheetah, jaguar, panther } from "../big-cats-spotted";
import { phoenix } from "../birds";
import { cat } from "../cat";
import type { HandMotifDefinitions } from "../definition";
import { dragon } from "../dragon";
import { FOO_DOG_BALL, FOO_DOG_PAW, fooDog } from "../foo-dog";
import { fox, kitsune } from "../fox";
import { horse, pegasus, unicorn } from "../horse";
import { snake } from "../snake";
import { featheredSerpent, naga } from "../snake-kinds";
import { doe, stag, STAG_CREST } from "../stag";
import { wolf } from "../wolf";

export const ANIMALS = {
  snake: {
    category: "creature",
    draw: snake,
    layout: { form: "tall" },
    words: [
      ...["snake", "serpent", "viper", "cobra", "python", "rattlesnake", "adder", "asp", "boa"],
      // The serpent of Norse myth is named (issue 36).
      ...["jormungandr", "jormungand", "midgard serpent", "world serpent"],
    ],
    traits: ["wraps", "coils"],
  },
  naga: {
    category: "creature",
    draw: naga,
    layout: { upright: true, bannerAt: 0.9 },
    words: [
      "naga",
      "naga cobra",
      "many-headed cobra",
      "many headed cobra",
      "many-headed snake",
      "many headed snake",
      "multi-headed snake",
      "seven-headed cobra",
      "seven headed cobra",
      "five-headed cobra",
      "five headed cobra",
      "muchalinda",
    ],
  },
  "feathered serpent": {
    category: "creature",
    draw: featheredSerpent,
    layout: { form: "tall" },
    words: ["feathered serpent", "feathered snake", "plumed serpent", "quetzalcoatl", "kukulkan"],
    traits: ["wraps", "coils"],
  },
  wolf: {
    category: "creature",
    draw: wolf,
    layout: { upright: true, bannerAt: 0.98 },
    words: ["wolf", "wolves", "fenrir", "fenris", "fenris wolf"],
    plural: "wolves",
    poses: { howling: "wolf howling" },
    traits: ["wears-garland"],
    companions: ["moon", "mountain", "tree", "stars"],
  },
  fox: {
    category: "creature",
    draw: fox,
    layout: { upright: true, bannerAt: 0.98 },
    words: ["fox", "vixen"],
    poses: { howling: "wolf howling", sleeping: "fox sleeping" },
    traits: ["wears-garland"],
  },
  cat: {
    category: "creature",
    draw: cat,
    layout: { form: "tall", upright: true, bannerAt: 0.95 },
    words: ["cat", "kitty", "kitten", "feline", "kitties"],
    poses: { sleeping: "cat sleeping" },
    traits: ["wears-garland"],
  },
  lion: {
    category: "creature",
    draw: lion,
    layout: { upright: true, bannerAt: 0.95 },
    words: ["lion", "lioness", "leo"],
    poses: { roaring: "lion roaring", rearing: "lion rampant", sleeping: "lion sleeping" },
    traits: ["wears-garland"],
  },
  tiger: {
    category: "creature",
    draw: tiger,
    layout: { upright: true, bannerAt: 0.98 },
    words: ["tiger", "tigress"],
    poses: { roaring: "tiger roaring", rearing: "tiger rampant", sleeping: "tiger sleeping" },
    traits: ["wears-garland"],
  },
  // The big cats told apart by their coats (issue 36): never the lion's or tiger's words, nor "feline".
  panther: {
    category: "creature",
    draw: panther,
    layout: { upright: true, bannerAt: 0.95 },
    words: ["panther", "black panther", "black leopard", "black jaguar"],
    traits: ["wears-garland"],
  },
  jaguar: {
    category: "creature",
    draw: jaguar,
    layout: { upright: true, bannerAt: 0.95 },
    words: ["jaguar"],
    traits: ["wears-garland"],
  },
  cheetah: {
    category: "creature",
    draw: cheetah,
    layout: { upright: true, bannerAt: 0.95 },
    words: ["cheetah"],
    traits: ["wears-garland"],
  },
  kitsune: {
    category: "creature",
    draw: kitsune,
    layout: { upright: true, bannerAt: 0.98 },
    words: [
      "kitsune",
      "nine-tailed fox",
      "nine tailed fox",
      "nine tail fox",
      "fox with nine tails",
      "nine-tailed kitsune",
      "fox spirit",
    ],
    traits: ["wears-garland"],
  },
  dragon: {
    category: "creature",
    draw: dragon,
    words: ["dragon", "wyvern", "drake", "ryu"],
    companions: ["wave", "peony", "cherry blossom", "sun"],
  },
  phoenix: {
    category: "creature",
    draw: phoenix,
    layout: { upright: true, bannerAt: 0.9 },
    words: ["phoenix", "firebird", "fenghuang"],
    traits: ["perches", "circles"],
  },
  horse: {
    category: "creature",
    draw: horse,
    layout: { upright: true, bannerAt: 0.92 },
    words: [
      "horse",
      "horse head",
      "stallion",
      "mare",
      "pony",
      "mustang",
      "steed",
      "colt",
      "foal",
      "bronco",
      "filly",
      "equine",
    ],
    poses: { rearing: "horse rearing" },
    traits: ["wears-garland"],
  },
  unicorn: {
    category: "creature",
    draw: unicorn,
    layout: { upright: true, bannerAt: 0.92 },
    words: ["unicorn", "unicorn head"],
    poses: { rearing: "unicorn rearing" },
    traits: ["wears-garland"],
  },
  pegasus: {
    category: "creature",
    draw: pegasus,
    layout: { upright: true, bannerAt: 0.92, headTop: { x: -18, y: -84, across: 128 } },
    words: ["pegasus", "winged horse", "pegasi"],
    plural: "pegasi",
    traits: ["circles", "wears-garland"],
  },
  stag: {
    category: "creature",
    draw: stag,
    layout: { upright: true, bannerAt: 0.98, crest: STAG_CREST },
    words: ["stag", "deer", "buck", "elk", "antler", "hart", "wapiti", "stag head", "deer head"],
    notDrawnAs: ["reindeer", "caribou"],
    partWords: ["antler"],
    traits: ["wears-garland"],
  },
  doe: {
    category: "creature",
    draw: doe,
    layout: { upright: true, bannerAt: 0.97, crest: STAG_CREST },
    words: ["doe", "fawn"],
    traits: ["wears-garland"],
  },
  // The guardian lion-dog of Chinese and Japanese temples (issue 36): its own kind, never a plain
  // dog or lion; a ball or jewel said to be under its paw is held at its forepaw.
  "foo dog": {
    category: "creature",
    draw: fooDog,
    layout: { upright: true, bannerAt: 0.98, grip: FOO_DOG_PAW, underPaw: FOO_DOG_BALL },
    words: [
      "foo dog",
      "fu dog",
      "foo lion",
      "fu lion",
      "lion dog",
      "lion-dog",
      "shishi",
      "shishi lion",
      "karajishi",
      "komainu",
      "shisa",
      "guardian lion",
      "chinese guardian lion",
      "temple lion",
      "temple dog",
    ],
    companions: ["peony"],
  },
} satisfies HandMotifDefinitions;
