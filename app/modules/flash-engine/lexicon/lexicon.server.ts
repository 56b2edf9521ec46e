/**
 * The lexicon with its vocabularies loaded: the hand-drawn motifs' names, the atlas's names and the
 * WordNet table built by scripts/build-atlas.mjs (app/generated/atlas/lexicon.json), each read once,
 * on first use.
 */
import { atlasEntry, atlasIndex, findAtlasEntry, readGenerated } from "../atlas/atlas.server";
import { HAND_DRAWN } from "../motifs/index";
import { HAND_NAMES } from "./hand-names";
import { handCreature, handFlower, handParts } from "./hand-vocabulary";
import {
  readSubjectsWith,
  type LexiconSubject,
  type ReadOptions,
  type SubjectsRead,
  type Vocabulary,
} from "./read-subjects";

export type { LexiconSubject, SubjectReading, SubjectsRead, ReadOptions } from "./read-subjects";

/**
 * The concrete nouns WordNet knows: each drawable one -> a hand motif key or an atlas motif's index;
 * the others (things nothing is close to) as one sorted list, one per line.
 */
interface LexiconTable {
  version: number;
  words: Record<string, string | number>;
  things: string;
  /** The people among the things ("hairdresser"), sorted the same way. */
  people: string;
}

let table: LexiconTable | undefined;

function wordnetTable(): LexiconTable {
  table ??= readGenerated<LexiconTable>("lexicon.json");
  return table;
}

/** Whether a sorted list of lines holds a line, searched in place (no copy of its 40,000 words). */
export function hasLine(sorted: string, line: string): boolean {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    const start = sorted.lastIndexOf("\n", mid - 1) + 1;
    const end = sorted.indexOf("\n", start);
    const at = sorted.slice(start, end < 0 ? sorted.length : end);
    if (at === line) return true;
    if (at < line) lo = end < 0 ? sorted.length : end + 1;
    else hi = start;
  }
  return false;
}

const CREATURE_CATEGORIES = new Set(["animal", "bird", "sea creature", "creature", "person"]);

const vocabulary: Vocabulary = {
  hand: HAND_NAMES,
  atlas(phrase) {
    return findAtlasEntry(phrase);
  },
  wordnet(phrase): LexiconSubject | "thing" | "person" | undefined {
    const { words, things, people } = wordnetTable();
    const near = Object.hasOwn(words, phrase) ? words[phrase] : undefined;
    if (near === undefined) return hasLine(people, phrase) ? "person" : hasLine(things, phrase) ? "thing" : undefined;
    if (typeof near === "string") return HAND_DRAWN.find(near) ? { kind: "hand", key: near } : "thing";
    const id = atlasIndex().motifs[near]?.id;
    return id ? { kind: "atlas", id } : "thing";
  },
  creature(subject) {
    if (subject.kind === "hand") return handCreature(subject);
    if (subject.kind === "atlas") return CREATURE_CATEGORIES.has(atlasEntry(subject.id)?.category ?? "");
    return false;
  },
  parts(subject) {
    if (subject.kind === "hand") return handParts(subject);
    return subject.kind === "atlas" ? (atlasEntry(subject.id)?.parts ?? []) : [];
  },
  flower(subject) {
    if (subject.kind === "hand") return handFlower(subject);
    return subject.kind === "atlas" && atlasEntry(subject.id)?.category === "plant";
  },
};

/**
 * Every noun phrase of a description resolved to the most specific subject that can be drawn, in
 * order, with counts; and the things nothing in the library is close to (`notDrawn`).
 */
export function readSubjects(description: string, options?: ReadOptions): SubjectsRead {
  return readSubjectsWith(description, vocabulary, options);
}

/** Forgets the WordNet table (benchmarks measure a cold start). */
export function resetLexiconCache(): void {
  table = undefined;
}
