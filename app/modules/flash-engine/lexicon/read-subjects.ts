/**
 * The lexicon (issue 24): every noun phrase of a description resolved to the most specific subject
 * that can be drawn. In order: a hand-drawn motif by name; an atlas motif by name or alias
 * (multi-word names first: "paw print", "treble clef", "hot air balloon"); the nearest by meaning
 * through WordNet, climbing only to what the thing IS (a labrador retriever is a dog), never to a
 * sibling (a raven is not a crow). Things nothing in the library is close to are "drawn without";
 * words that are not things ("among", "own", "upstream", adjectives, verbs) never are.
 * Pure: the vocabularies are given (lexicon.server.ts loads them).
 */
import { singulars, tokenize, type Token } from "./words";

export type LexiconSubject = { kind: "hand"; key: string } | { kind: "atlas"; id: string } | { kind: "scene"; key: string };

export interface SubjectReading {
  /** The phrase as read, singular: "sperm whale", "paw print". */
  phrase: string;
  /** "two whales" -> 2; "a pair of swallows" -> 2; a bare plural ("wolves") -> 2; else 1. */
  count: number;
  subject: LexiconSubject;
  /** name: the subject's own name; alias: another name for it; wordnet: the nearest by meaning. */
  via: "name" | "alias" | "wordnet";
  /** A pose the name gives ("wolf howl" -> "howling"). */
  pose?: string;
  /** Where the phrase starts in the description. */
  at: number;
}

export interface SubjectsRead {
  subjects: SubjectReading[];
  /** Things named that nothing in the library is close to ("buddha"), singular, in order. */
  notDrawn: string[];
}

/** An atlas motif as the lexicon needs it. */
export interface AtlasName {
  id: string;
  name: string;
  pose?: string;
  part?: string;
  category: string;
}

export interface Vocabulary {
  /** Phrase -> hand-drawn motif key. */
  hand: ReadonlyMap<string, string>;
  /** The atlas motif a name or alias stands for. */
  atlas(phrase: string): AtlasName | undefined;
  /** The nearest drawable subject of a thing WordNet knows, "thing" when nothing is close, undefined when it is no thing. */
  wordnet(phrase: string): LexiconSubject | "thing" | undefined;
  /** Whether a subject is a creature (its head, wings and tail are its own, not subjects). */
  creature(subject: LexiconSubject): boolean;
}

export interface ReadOptions {
  /** Words the scene itself handles (banners, frames): key -> phrases, read before any subject. */
  reserved?: Record<string, string[]>;
}

/** Longest phrase looked up, in words ("hot air balloon", "tree of life"). */
const LONGEST = 4;

/** Words that start no phrase: articles, pronouns, prepositions, conjunctions, numbers. */
const FUNCTION_WORDS = new Set(
  `a an the of and or with without its it his her their them they this that these those some any my our your to for from by as is are
   be being been was were on in into onto at over under above below behind beside between among around through across along
   up down out off near next upon within against toward towards while who whom which what where when how each other both all
   no not nor but so than then there here one two three four five six seven eight nine ten single pair couple trio few many several`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Nouns that are not subjects in a tattoo request: the tattoo itself, its placement on the body,
 * positions, and the people a design is for (they are dedications, not drawings).
 */
const NOT_SUBJECTS = new Set(
  `tattoo tattoos design piece flash sheet stencil outline sketch drawing illustration art artwork background style colour color
   shade shading detail details line lines linework dot dots ink size version element composition pattern texture
   arm forearm wrist ankle shoulder thigh calf neck rib ribs hip spine sleeve collarbone sternum bicep biceps knuckle knuckles
   elbow knee nape chest back leg skin body
   side top bottom front middle center centre left right edge corner end part half inside outside
   mom mum mother dad father son daughter brother sister grandma grandmother grandpa grandfather wife husband family friend
   boyfriend girlfriend kid kids parent parents`
    .split(/\s+/)
    .filter(Boolean),
);

/** Parts of a creature, named as its own ("a wolf with glowing eyes", "an elephant with its trunk up" are one animal). */
const PARTS = new Set(
  "head face wing wings tail tails paw paws claw claws horn horns antler antlers fang fangs beak fin fins mane eye eyes socket sockets scale scales tooth teeth trunk tusk tusks jaw jaws".split(
    " ",
  ),
);

/** Words that make the next part the creature's own: "its trunk", "with spread wings". */
const OWNING = new Set(["its", "his", "her", "their", "with", "spread", "open", "outstretched", "glowing"]);

/** Things a creature's name only describes when it comes right before them: a peacock feather is a feather. */
const OF_A_CREATURE = new Set(["feather", "egg", "nest", "skull", "paw print", "footprint"]);

const NUMBERS: Record<string, number> = {
  one: 1,
  single: 1,
  lone: 1,
  two: 2,
  twin: 2,
  pair: 2,
  couple: 2,
  both: 2,
  double: 2,
  three: 3,
  trio: 3,
  triple: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
};

type Match =
  | { kind: "subject"; subject: LexiconSubject; via: SubjectReading["via"]; pose?: string; plural: boolean; phrase: string }
  | { kind: "thing"; phrase: string };

/** Keys to try for tokens[i..i+n): the words as written, then with the last word's singulars. */
function keysAt(tokens: Token[], i: number, n: number): Array<{ key: string; plural: boolean }> {
  const head = tokens.slice(i, i + n - 1).map((t) => t.word);
  return singulars(tokens[i + n - 1].word).map((last, k) => ({ key: [...head, last].join(" "), plural: k > 0 }));
}

type Source = "scene" | "hand" | "atlas" | "wordnet";

/** The vocabularies in the order they are asked. */
const SOURCES: Source[] = ["scene", "hand", "atlas", "wordnet"];

function lookUp(source: Source, key: string, plural: boolean, vocab: Vocabulary, reserved: Map<string, string>): Match | undefined {
  if (source === "scene") {
    const scene = reserved.get(key);
    return scene ? { kind: "subject", subject: { kind: "scene", key: scene }, via: "name", plural, phrase: key } : undefined;
  }
  if (source === "hand") {
    const hand = vocab.hand.get(key);
    return hand ? { kind: "subject", subject: { kind: "hand", key: hand }, via: "name", plural, phrase: key } : undefined;
  }
  const atlas = source === "atlas" ? vocab.atlas(key) : undefined;
  if (atlas) {
    // A pose or portrait of a hand-drawn subject is that motif ("wolf head", "wolf howl").
    const words = key.split(" ");
    const handKey = words.map((_, k) => vocab.hand.get(words.slice(0, k + 1).join(" "))).find(Boolean);
    if (handKey && (atlas.pose || atlas.part))
      return { kind: "subject", subject: { kind: "hand", key: handKey }, via: "name", pose: atlas.pose, plural, phrase: key };
    const via = atlas.name === key ? "name" : "alias";
    return { kind: "subject", subject: { kind: "atlas", id: atlas.id }, via, pose: atlas.pose, plural, phrase: key };
  }
  if (source !== "wordnet") return undefined;
  const near = vocab.wordnet(key);
  if (near === "thing") return { kind: "thing", phrase: key };
  if (near) return { kind: "subject", subject: near, via: "wordnet", plural, phrase: key };
  return undefined;
}

/**
 * A plural the hand-drawn names also list as written ("wolves", "butterflies"): read as its singular,
 * and as more than one. An atlas motif named in the plural draws several already ("musical notes").
 */
function singularOf(
  match: Match & { kind: "subject" },
  keys: Array<{ key: string; plural: boolean }>,
  source: Source,
  vocab: Vocabulary,
  reserved: Map<string, string>,
): Match {
  if (match.plural || source !== "hand") return match;
  for (const { key } of keys.slice(1)) {
    const other = lookUp(source, key, true, vocab, reserved);
    if (other?.kind === "subject" && sameSubject(other.subject, match.subject)) return { ...match, phrase: key, plural: true };
  }
  return match;
}

/**
 * The longest phrase starting at i that names something, and how many words it takes. A phrase may
 * start with a number or a small word ("four leaf clover", "all seeing eye"); a single word may not.
 * A longer phrase naming a thing nothing draws gives way to a shorter one that can be drawn
 * ("mountain range": the mountain).
 */
function matchAt(tokens: Token[], i: number, vocab: Vocabulary, reserved: Map<string, string>): { match: Match; n: number } | undefined {
  let thing: { match: Match; n: number } | undefined;
  for (let n = Math.min(LONGEST, tokens.length - i); n >= 1; n--) {
    const last = tokens[i + n - 1].word;
    if (FUNCTION_WORDS.has(last) || /^\d/.test(last) || (n === 1 && NOT_SUBJECTS.has(last))) continue;
    const keys = keysAt(tokens, i, n);
    for (const source of SOURCES)
      for (const { key, plural } of keys) {
        const match = lookUp(source, key, plural, vocab, reserved);
        if (match?.kind === "subject") return { match: singularOf(match, keys, source, vocab, reserved), n };
        if (match && !thing) thing = { match, n };
      }
  }
  return thing;
}

/** The count written before a phrase: "two", "a pair of", "3"; skips a few describing words. */
function countBefore(tokens: Token[], start: number, taken: Uint8Array): number | undefined {
  for (let j = start - 1; j >= Math.max(0, start - 4); j--) {
    if (taken[j]) return undefined;
    const word = tokens[j].word;
    if (/^\d+$/.test(word)) return Math.min(Number(word), 9);
    if (NUMBERS[word] !== undefined) return NUMBERS[word];
    if (["and", "with", "or", "on", "in", "under", "over", "holding", "carrying"].includes(word)) return undefined;
  }
  return undefined;
}

function sameSubject(a: LexiconSubject, b: LexiconSubject): boolean {
  return a.kind === b.kind && (a.kind === "atlas" ? a.id === (b as { id: string }).id : a.key === (b as { key: string }).key);
}

export function readSubjectsWith(description: string, vocab: Vocabulary, options: ReadOptions = {}): SubjectsRead {
  const reserved = new Map(Object.entries(options.reserved ?? {}).flatMap(([key, words]) => words.map((w): [string, string] => [w, key])));
  const tokens = tokenize(description);
  const taken = new Uint8Array(tokens.length);
  const subjects: SubjectReading[] = [];
  const notDrawn: string[] = [];
  let creatureSeen = false;
  /** Where the last subject's words end, to see what comes right after it. */
  let lastEnd = -1;
  for (let i = 0; i < tokens.length; i++) {
    // "About to fly", "ready to roar": a verb.
    if (tokens[i - 1]?.word === "to") continue;
    const found = matchAt(tokens, i, vocab, reserved);
    if (!found) continue;
    const { match, n } = found;
    // "A lone wolf", "a black panther", "magic mushrooms": a longer name for a thing nothing
    // draws gives way to the drawable thing its last words name.
    if (match.kind === "thing" && n > 1) {
      const later = [...Array(n - 1).keys()]
        .map((k) => i + k + 1)
        .find((j) => matchAt(tokens, j, vocab, reserved)?.match.kind === "subject");
      if (later !== undefined) {
        i = later - 1;
        continue;
      }
    }
    const previous = subjects[subjects.length - 1];
    const adjacent = previous !== undefined && lastEnd === i;
    // "A wolf with glowing eyes", "an elephant with its trunk up", "a wolf head": the creature's own parts.
    const owned = adjacent || tokens.slice(Math.max(0, i - 3), i).some((t) => OWNING.has(t.word));
    if (n === 1 && creatureSeen && owned && PARTS.has(tokens[i].word)) continue;
    for (let k = i; k < i + n; k++) taken[k] = 1;
    if (match.kind === "thing") {
      if (!notDrawn.includes(match.phrase)) notDrawn.push(match.phrase);
    } else if (adjacent && sameSubject(previous.subject, match.subject)) {
      // "Ocean wave", "hamsa hand", "golden retriever puppy": one thing named twice.
    } else {
      // "A peacock feather" is a feather.
      if (adjacent && vocab.creature(previous.subject) && OF_A_CREATURE.has(match.phrase)) subjects.pop();
      const count = countBefore(tokens, i, taken) ?? (match.plural ? 2 : 1);
      subjects.push({
        phrase: match.phrase,
        count,
        subject: match.subject,
        via: match.via,
        ...(match.pose ? { pose: match.pose } : {}),
        at: tokens[i].at,
      });
      if (vocab.creature(match.subject)) creatureSeen = true;
    }
    lastEnd = i + n;
    i += n - 1;
  }
  return { subjects, notDrawn };
}
