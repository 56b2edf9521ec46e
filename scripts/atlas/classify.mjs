/**
 * What an icon draws, read from its name with WordNet: the subject ("sperm whale"), its concept
 * (a WordNet synset), a pose or part ("wolf-howl" is a wolf howling, "wolf-head" a wolf's head),
 * its category, and the names people use for it. Icons that draw no subject (interface glyphs,
 * arrows, letters, flags, faces, actions like "sword-slice") are left out, with the reason.
 */
import {
  DROP,
  EMOJI_KEEP,
  EMOJI_SKIP,
  GAME_ICONS_SKIP,
  KEEP,
  KINDS,
  PEOPLE,
  RENAME,
  SENSES,
  TABLER_KEEP,
  WORD_SENSES,
} from "./curation.mjs";
import { ancestors, CONCRETE, sensesOf, synsetNamed } from "./wordnet.mjs";

/** Name words that give a pose of the subject rather than another subject. */
const POSES = {
  howl: "howling",
  howling: "howling",
  sitting: "sitting",
  jumping: "leaping",
  leaping: "leaping",
  sniffing: "sniffing",
  dive: "diving",
  flying: "flying",
  running: "running",
  standing: "standing",
  sleeping: "sleeping",
  rearing: "rearing",
  swimming: "swimming",
  roar: "roaring",
  breath: "breathing fire",
};

/** Name words that say nothing of the subject ("spider-alt", "ram-profile"). */
const NOISE = new Set(["alt", "profile", "silhouette", "simple", "outline", "filled"]);

/** Name words that make the icon a portrait of the subject ("wolf-head", "tiger-face"). */
const PORTRAIT = new Set(["head", "face", "bust"]);

/** Lexicographer files an icon's subject may come from, beyond concrete things. */
const DRAWABLE = new Set([...CONCRETE, "phenomenon", "shape"]);

/** Concepts that are symbols to draw though WordNet files them under communication. */
const SYMBOL_WORDS = new Set([
  "clef",
  "treble clef",
  "bass clef",
  "musical note",
  "note",
  "rune",
  "glyph",
  "peace symbol",
  "yin yang",
]);

let categoryRoots;

/** Categories by the concept they sit under, checked nearest first. */
function categoryRootsOf(wn) {
  const roots = [
    ["creature", "imaginary_being.n.01"],
    ["creature", "mythical_monster.n.01"],
    ["bird", "bird.n.01"],
    ["sea creature", "fish.n.01"],
    ["sea creature", "aquatic_mammal.n.01"],
    ["sea creature", "crustacean.n.01"],
    ["sea creature", "mollusk.n.01"],
    ["sea creature", "coelenterate.n.01"],
    ["sea creature", "echinoderm.n.01"],
    ["sea creature", "sea_turtle.n.01"],
    ["animal", "animal.n.01"],
    ["person", "person.n.01"],
    ["plant", "plant.n.02"],
    ["plant", "fruit.n.01"],
    ["plant", "vegetable.n.01"],
    ["plant", "plant_part.n.01"],
    ["weapon", "weapon.n.01"],
    ["weapon", "armor.n.01"],
    ["instrument", "musical_instrument.n.01"],
    ["vehicle", "vehicle.n.01"],
    ["vehicle", "vessel.n.02"],
    ["vehicle", "craft.n.02"],
    ["building", "building.n.01"],
    ["building", "tower.n.01"],
    ["building", "bridge.n.01"],
    ["building", "place_of_worship.n.01"],
    ["sky", "celestial_body.n.01"],
    ["sky", "cloud.n.02"],
    ["sky", "atmospheric_phenomenon.n.01"],
    ["symbol", "emblem.n.01"],
    ["symbol", "emblem.n.02"],
    ["symbol", "symbol.n.01"],
    ["symbol", "sign.n.01"],
    ["symbol", "shape.n.02"],
  ];
  return roots.map(([category, name]) => [category, synsetNamed(wn, name)]);
}

/** The category of a concept, from the nearest root above it. */
export function categoryOf(wn, offset) {
  categoryRoots ??= categoryRootsOf(wn);
  const above = ancestors(wn, offset, 20);
  let best;
  for (const [category, root] of categoryRoots) {
    const depth = above.get(root);
    if (depth !== undefined && (!best || depth < best.depth)) best = { category, depth };
  }
  if (best) return best.category;
  const lexfile = wn.synsets.get(offset).lexfile;
  if (lexfile === "communication" || lexfile === "shape") return "symbol";
  if (lexfile === "person") return "person";
  return "object";
}

const LIVING = new Set(["animal", "plant"]);

/**
 * The sense an icon draws: the first concrete sense, except that a word whose first sense is a
 * person or a dish is drawn as its animal or plant if it has one (an icon of a "tiger" is not a
 * fierce person, of an "octopus" not the dish), and so is an emoji of the Animals & Nature group.
 * Named individuals only for natural objects (the Sun, the Moon) or where nothing else is ("grim
 * reaper"). Curated SENSES settle the rest (a "turtle" icon is no turtleneck).
 */
function senseOf(wn, phrase, living) {
  const senses = sensesOf(wn, phrase)
    .map((offset) => wn.synsets.get(offset))
    .filter((s) => DRAWABLE.has(s.lexfile) || s.words.some((w) => SYMBOL_WORDS.has(w.replace(/_/g, " "))));
  if (!senses.length) return undefined;
  const usable = senses.filter((s) => !s.instance || s.lexfile === "object");
  const first = usable[0] ?? senses[0];
  const alive = usable.find((s) => LIVING.has(s.lexfile));
  if (!alive || PEOPLE.has(phrase)) return first.offset;
  // A person first is a figure of speech ("a tiger on the court"), unless it is a mythical being.
  const figurative =
    first.lexfile === "person" && !ancestors(wn, first.offset, 20).has(synsetNamed(wn, "imaginary_being.n.01"));
  return (living || figurative || first.lexfile === "food" ? alive : first).offset;
}

/**
 * The general word a subject is a kind of, when WordNet says so ("turtle" for "sea turtle"), so that
 * "a turtle" can be drawn as this one; never guessed from an unknown name ("desert eagle" is a pistol).
 */
function genericOf(wn, words, offset) {
  if (words.length < 2) return undefined;
  const head = words[words.length - 1];
  const above = ancestors(wn, offset, 3);
  return sensesOf(wn, head).some((o) => o !== offset && above.has(o)) ? head : undefined;
}

/** Why an icon is left out, or undefined when it may be a subject. */
export function skipReason(set, name) {
  if (DROP.has(`${set.prefix}:${name}`)) return "not what its name says";
  if (set.prefix === "tabler") return TABLER_KEEP.has(name) ? undefined : "interface icon";
  if (KEEP.has(name)) return undefined;
  if (/\d/.test(name) && name !== "t-rex") return "numbered";
  if (set.prefix === "game-icons") {
    const words = name.split("-");
    if (words.some((w) => GAME_ICONS_SKIP.has(w)) || GAME_ICONS_SKIP.has(name)) return "interface or action";
    return undefined;
  }
  const category = set.category.get(name);
  if (!category) return "not an emoji";
  if (/tone\d?$|skin-tone|-tone-|^(man|woman|person|men|women|people)-/.test(name)) return "person variant";
  if (category === "Flags") return "flag";
  if (["Smileys & Emotion", "People & Body", "Symbols"].includes(category) && !EMOJI_KEEP.has(name))
    return "face, gesture or sign";
  if (/-face$/.test(name) && !EMOJI_KEEP.has(name)) return "emoji face";
  if (EMOJI_SKIP.has(name)) return "office or interface object";
  return undefined;
}

/** The words of an icon's subject: its curated name, a tarot card's, or its own. */
function nameWords(name) {
  if (RENAME[name]) return RENAME[name].split(" ");
  const tarot = /^tarot-\d+-(.+)$/.exec(name);
  if (tarot) return [...tarot[1].split("-"), "tarot", "card"];
  return name.replace(/-filled$/, "").split("-");
}

/** Phrases to look the icon up by, most specific first, with what stripping them meant. */
function readings(words) {
  const found = [];
  const push = (w, extra = {}) => w.length && found.push({ phrase: w.join(" "), ...extra });
  words = words.filter((w) => !NOISE.has(w));
  push(words);
  const poseAt = words.findIndex((w) => POSES[w]);
  const rest = poseAt >= 0 ? words.filter((_, i) => i !== poseAt) : words;
  const pose = poseAt >= 0 ? POSES[words[poseAt]] : undefined;
  if (pose) push(rest, { pose, variant: true });
  const last = rest[rest.length - 1];
  if (PORTRAIT.has(last) && rest.length > 1) {
    push(rest.slice(0, -1), { pose, part: "head", variant: true });
    push(rest.slice(-2, -1), { pose, part: "head", variant: true, kindOf: true });
  }
  const of = rest.indexOf("of");
  if (of > 0) push(rest.slice(0, of), { pose, kindOf: true });
  for (let k = Math.min(2, rest.length - 1); k >= 1; k--) push(rest.slice(-k), { pose, kindOf: true });
  return found;
}

/**
 * The icon's subject, or undefined when no reading names a thing. kindOf: the subject is a kind
 * of the phrase found ("sea-turtle" under "turtle"); the phrase is then only a generic name.
 */
export function classify(wn, set, name) {
  const curated = SENSES[`${set.prefix}:${name}`] ?? SENSES[name];
  const kind = KINDS[name];
  const words = nameWords(name);
  const clean = words.filter((w) => !NOISE.has(w)).join(" ");
  const emojiCategory = set.category.get(name);
  const all = kind ? [{ phrase: clean, kindOf: true, curated: kind }] : readings(words);
  for (const reading of all) {
    const sense =
      reading.curated ?? (curated && reading.phrase === clean ? curated : undefined) ?? WORD_SENSES[reading.phrase];
    const offset = sense ? synsetNamed(wn, sense) : senseOf(wn, reading.phrase, emojiCategory === "Animals & Nature");
    if (offset === undefined) continue;
    const synset = wn.synsets.get(offset);
    return {
      name: clean,
      phrase: reading.phrase,
      synset: offset,
      synsetWords: synset.words.map((w) => w.replace(/_/g, " ")),
      lexfile: synset.lexfile,
      pose: reading.pose,
      part: reading.part,
      variant: Boolean(reading.variant),
      kindOf: Boolean(reading.kindOf) && (reading.phrase !== clean || Boolean(kind)),
      // The general word it may be drawn for: a pose's or portrait's subject, or a known hypernym.
      generic: reading.variant ? reading.phrase : reading.kindOf ? undefined : genericOf(wn, words, offset),
      category: emojiCategory === "Symbols" ? "symbol" : categoryOf(wn, offset),
    };
  }
  return undefined;
}
