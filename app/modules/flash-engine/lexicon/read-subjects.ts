/**
 * The lexicon (issue 24): every noun phrase of a description resolved to the most specific subject
 * that can be drawn. In order: a hand-drawn motif by name; an atlas motif by name or alias
 * (multi-word names first: "paw print", "treble clef", "hot air balloon"); the nearest by meaning
 * through WordNet, climbing only to what the thing IS (a labrador retriever is a dog), never to a
 * sibling (a raven is not a crow). Things nothing in the library is close to are "drawn without";
 * words that are not things ("among", "own", "upstream", adjectives, verbs) never are.
 * Pure: the vocabularies are given (lexicon.server.ts loads them).
 */
import { describingAt } from "./describing-words";
import { ANCHOR_PARTS, CREATURE_PARTS, describesPart, ownPart, partName, partOfOwnerAhead, YOUNG } from "./own-parts";
import { flowerCrownAt, heldWaterAt } from "./read-worn-and-held";
import { FUNCTION_WORDS, singulars, tokenize, type Token } from "./words";

export type LexiconSubject =
  { kind: "hand"; key: string } | { kind: "atlas"; id: string } | { kind: "scene"; key: string };

export interface SubjectReading {
  /** The phrase as read, singular: "sperm whale", "paw print". */
  phrase: string;
  /** "two whales" -> 2; "a pair of swallows" -> 2; a bare plural ("wolves") -> 2; else 1. */
  count: number;
  /** How many words of the description it takes, articles inside included ("angel wings with a halo": 5). */
  words: number;
  /** Written in the plural ("wolves"); a name that is plural itself is not ("headphones", "musical notes"). */
  plural: boolean;
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
  /** Things named that nothing in the library is close to ("ganesha"), singular, in order. */
  notDrawn: string[];
  /**
   * Words read as describing a subject, not as things of their own: its parts ("its rings"), what
   * it is ("my zodiac sign"), whose it is ("hairdresser scissors"), what it has not ("no hands").
   */
  described: string[];
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
  /**
   * The nearest drawable subject of a thing WordNet knows; "thing" when nothing is close ("person"
   * when that thing is a person: "hairdresser"); undefined when it is no thing.
   */
  wordnet(phrase: string): LexiconSubject | "thing" | "person" | undefined;
  /** Whether a subject is a creature (its head, wings and tail are its own, not subjects). */
  creature(subject: LexiconSubject): boolean;
  /** The parts of a subject its drawing shows ("ring" for the ringed planet): named after it, they are it. */
  parts(subject: LexiconSubject): readonly string[];
  /** Whether a subject is a flower (a crown of it is a flower crown). */
  flower(subject: LexiconSubject): boolean;
}

export interface ReadOptions {
  /** Words the scene itself handles (banners, frames): key -> phrases, read before any subject. */
  reserved?: Record<string, string[]>;
}

/** Longest phrase looked up, in words ("hot air balloon", "tree of life"). */
const LONGEST = 4;

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

/**
 * What a request names only to say which: "my zodiac sign, scorpio", "birth flower, a violet".
 * Beside a subject they are its description; alone, a thing drawn without.
 */
const CLASSIFIERS = new Set(["zodiac sign", "star sign", "zodiac", "birth flower", "spirit animal", "totem"]);

/** Words that say a thing is not to be drawn: "a clock with no hands", "a heart without a banner". */
const NEGATIONS = new Set(["no", "without", "never"]);

/** Articles inside a name are not part of it: "angel wings with a halo" is "angel wings with halo". */
const ARTICLES = new Set(["a", "an", "the"]);

/**
 * The last words of a name nothing draws after which its first words still name the thing drawn: a
 * mountain range is mountains, a rose garden roses, a coral reef coral, an eye socket the eye. After
 * any other ("the ocean floor", "a fly agaric", "a death mask") the first words only say which: the
 * name is the thing, or its last words.
 */
const HEADS_OF_THE_FIRST = new Set([
  ..."range garden bed patch bush reef field grove orchard cluster petal vine".split(" "),
  ...CREATURE_PARTS,
  ...ANCHOR_PARTS,
]);

const headOfTheFirst = (phrase: string) => HEADS_OF_THE_FIRST.has(partName(phrase.split(" ").at(-1) ?? ""));

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

export type Match =
  | {
      kind: "subject";
      subject: LexiconSubject;
      via: SubjectReading["via"];
      pose?: string;
      plural: boolean;
      phrase: string;
    }
  | { kind: "thing"; phrase: string; person: boolean };

/** The words of tokens[i..i+n), without the articles inside ("angel wings with a halo"). */
function wordsAt(tokens: Token[], i: number, n: number): string[] {
  return tokens.slice(i, i + n).flatMap((t, k) => (k > 0 && ARTICLES.has(t.word) ? [] : [t.word]));
}

/**
 * Keys to try for some words: as written, then with the last word's singulars; a name "X of Y" also
 * with X's ("crowns of roses": the crown of roses, twice).
 */
function keysOf(words: string[]): Array<{ key: string; plural: boolean }> {
  const head = words.slice(0, -1);
  const keys = singulars(words[words.length - 1]).map((last, k) => ({ key: [...head, last].join(" "), plural: k > 0 }));
  if (words.length < 3 || words[1] !== "of") return keys;
  const rest = words.slice(1).join(" ");
  return [
    ...keys,
    ...singulars(words[0])
      .slice(1)
      .map((first) => ({ key: `${first} ${rest}`, plural: true })),
  ];
}

type Source = "scene" | "hand" | "atlas" | "wordnet";

/** The vocabularies in the order they are asked. */
const SOURCES: Source[] = ["scene", "hand", "atlas", "wordnet"];

function lookUp(
  source: Source,
  key: string,
  plural: boolean,
  vocab: Vocabulary,
  reserved: Map<string, string>,
): Match | undefined {
  if (source === "scene") {
    const scene = reserved.get(key);
    return scene
      ? { kind: "subject", subject: { kind: "scene", key: scene }, via: "name", plural, phrase: key }
      : undefined;
  }
  if (source === "hand") {
    const hand = vocab.hand.get(key);
    return hand
      ? { kind: "subject", subject: { kind: "hand", key: hand }, via: "name", plural, phrase: key }
      : undefined;
  }
  const atlas = source === "atlas" ? vocab.atlas(key) : undefined;
  if (atlas) {
    // A pose or portrait of a hand-drawn subject is that motif ("wolf head", "wolf howl").
    const words = key.split(" ");
    const handKey = words.map((_, k) => vocab.hand.get(words.slice(0, k + 1).join(" "))).find(Boolean);
    if (handKey && (atlas.pose || atlas.part))
      return {
        kind: "subject",
        subject: { kind: "hand", key: handKey },
        via: "name",
        pose: atlas.pose,
        plural,
        phrase: key,
      };
    const via = atlas.name === key ? "name" : "alias";
    return { kind: "subject", subject: { kind: "atlas", id: atlas.id }, via, pose: atlas.pose, plural, phrase: key };
  }
  if (source !== "wordnet") return undefined;
  const near = vocab.wordnet(key);
  if (near === "thing" || near === "person") return { kind: "thing", phrase: key, person: near === "person" };
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
    if (other?.kind === "subject" && sameSubject(other.subject, match.subject))
      return { ...match, phrase: key, plural: true };
  }
  return match;
}

/**
 * A word written as one that names a drawn thing in two ("dreamcatcher", "surfboard"), as that
 * thing; never read off WordNet, which would find words inside any long word.
 */
function closedCompound(word: string, vocab: Vocabulary, reserved: Map<string, string>): Match | undefined {
  for (let cut = 3; cut <= word.length - 3; cut++) {
    const key = `${word.slice(0, cut)} ${word.slice(cut)}`;
    for (const source of ["hand", "atlas"] as const) {
      const match = lookUp(source, key, false, vocab, reserved);
      if (match?.kind === "subject") return match;
    }
  }
  return undefined;
}

/**
 * The longest phrase starting at i that names something, and how many words it takes. A phrase may
 * start with a number or a small word ("four leaf clover", "all seeing eye"); a single word may not.
 * A longer phrase naming a thing nothing draws gives way to a shorter one that can be drawn only
 * where its last word keeps the first's meaning ("mountain range": the mountain; not "ocean floor").
 * A phrase never ends inside a hyphenated word ("pin-up").
 */
function matchAt(
  tokens: Token[],
  i: number,
  vocab: Vocabulary,
  reserved: Map<string, string>,
): { match: Match; n: number } | undefined {
  let thing: { match: Match; n: number } | undefined;
  for (let n = Math.min(LONGEST + 2, tokens.length - i); n >= 1; n--) {
    const words = wordsAt(tokens, i, n);
    const last = tokens[i + n - 1];
    if (words.length > LONGEST || tokens[i + n]?.joined) continue;
    if (
      (FUNCTION_WORDS.has(last.word) && !last.joined) ||
      /^\d/.test(last.word) ||
      (n === 1 && NOT_SUBJECTS.has(last.word))
    )
      continue;
    const keys = keysOf(words);
    for (const source of SOURCES)
      for (const { key, plural } of keys) {
        const match = lookUp(source, key, plural, vocab, reserved);
        if (match?.kind === "subject") {
          if (thing && !headOfTheFirst(thing.match.phrase)) return thing;
          return { match: singularOf(match, keys, source, vocab, reserved), n };
        }
        if (match && !thing) thing = { match, n };
      }
  }
  if (thing) return thing;
  const word = tokens[i].word;
  const compound = word.length >= 6 && !tokens[i + 1]?.joined ? closedCompound(word, vocab, reserved) : undefined;
  return compound ? { match: compound, n: 1 } : undefined;
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
  return (
    a.kind === b.kind && (a.kind === "atlas" ? a.id === (b as { id: string }).id : a.key === (b as { key: string }).key)
  );
}

/** A hand-drawn subject whose name holds the word after it ("the triple goddess moon" is the triple moon). */
function namedAgain(previous: SubjectReading, phrase: string): boolean {
  return previous.subject.kind === "hand" && previous.subject.key.split(" ").includes(phrase);
}

/** The phrase at i says what the subjects before are ("as lovers"), not "such as" or "as well as". */
function roleAt(tokens: Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && ARTICLES.has(tokens[j].word)) j--;
  return tokens[j]?.word === "as" && !["such", "well"].includes(tokens[j - 1]?.word ?? "");
}

/** "A clock with no hands", "without a banner": the phrase at i is not to be drawn. */
function negated(tokens: Token[], i: number): boolean {
  let j = i - 1;
  while (j >= 0 && ARTICLES.has(tokens[j].word)) j--;
  return j >= 0 && NEGATIONS.has(tokens[j].word);
}

/** A classifier at i, known to WordNet or not ("zodiac sign" is not). */
function classifierAt(tokens: Token[], i: number): { match: Match; n: number } | undefined {
  for (const n of [2, 1]) {
    const phrase = wordsAt(tokens, i, n).join(" ");
    if (i + n <= tokens.length && CLASSIFIERS.has(phrase))
      return { match: { kind: "thing", phrase, person: false }, n };
  }
  return undefined;
}

/** A thing nothing draws, where it was named (token indices). */
interface ThingRead {
  phrase: string;
  person: boolean;
  start: number;
  end: number;
}

/**
 * Things beside a subject that only say which or whose it is: a classifier ("my zodiac sign,
 * scorpio"), a person right before an object ("hairdresser scissors").
 */
function describesSubject(
  thing: ThingRead,
  subjects: SubjectReading[],
  startsAt: Map<number, SubjectReading>,
  vocab: Vocabulary,
): boolean {
  if (CLASSIFIERS.has(thing.phrase)) return subjects.length > 0;
  const next = startsAt.get(thing.end);
  return thing.person && next !== undefined && !vocab.creature(next.subject);
}

export function readSubjectsWith(description: string, vocab: Vocabulary, options: ReadOptions = {}): SubjectsRead {
  const reserved = new Map(
    Object.entries(options.reserved ?? {}).flatMap(([key, words]) => words.map((w): [string, string] => [w, key])),
  );
  const tokens = tokenize(description);
  const taken = new Uint8Array(tokens.length);
  const subjects: SubjectReading[] = [];
  /** Where each subject's words start, in tokens. */
  const startsAt = new Map<number, SubjectReading>();
  const things: ThingRead[] = [];
  const described: string[] = [];
  /** Where the last subject's words end, to see what comes right after it. */
  let lastEnd = -1;
  for (let i = 0; i < tokens.length; i++) {
    // "About to fly", "ready to roar": a verb.
    if (tokens[i - 1]?.word === "to") continue;
    const named = classifierAt(tokens, i) ?? matchAt(tokens, i, vocab, reserved);
    const matchAhead = (j: number) => (tokens[j] ? matchAt(tokens, j, vocab, reserved) : undefined);
    const byPhrase = named && named.n > 1 ? undefined : flowerCrownAt(tokens, i, vocab, matchAhead);
    const found = byPhrase ?? (named && named.n > 1 ? undefined : heldWaterAt(tokens, i, vocab)) ?? named;
    const n = found?.n ?? 1;
    const previous = subjects[subjects.length - 1];
    const adjacent = previous !== undefined && lastEnd === i;
    const subjectAhead = (j: number) => {
      const ahead = matchAhead(j)?.match;
      return ahead?.kind === "subject" ? ahead.subject : undefined;
    };
    const describing = describingAt(tokens, i, n, adjacent, {
      afterSubject: subjects.length > 0,
      subjectAt: (j) => subjectAhead(j) !== undefined,
      creatureAt: (j) => {
        const ahead = subjectAhead(j);
        return ahead !== undefined && vocab.creature(ahead);
      },
    });
    if (describing > 0) {
      described.push(...wordsAt(tokens, i, describing).filter((w) => !FUNCTION_WORDS.has(w)));
      taken.fill(1, i, i + describing);
      i += describing - 1;
      continue;
    }
    // "A wolf with glowing eyes", "saturn with its rings", "a knight in armour": the subject's own
    // parts, also right after its pose ("a cat sitting, tail curled"); "a clock with no hands": nothing
    // to draw.
    const afterPose =
      previous !== undefined &&
      i > lastEnd &&
      i - lastEnd <= 2 &&
      tokens.slice(lastEnd, i).every((t) => /(ing|ed)$/.test(t.word));
    if (
      ownPart(tokens, i, n, adjacent || afterPose, subjects, vocab) ||
      partOfOwnerAhead(tokens, i, n, subjectAhead, vocab) ||
      (found && negated(tokens, i))
    ) {
      if (adjacent && describesPart(tokens, i, n, subjects, vocab)) {
        subjects.pop();
        startsAt.delete(tokens.findIndex((t) => t.at === previous.at));
        described.push(previous.phrase);
      }
      described.push(wordsAt(tokens, i, n).join(" "));
      taken.fill(1, i, i + n);
      i += n - 1;
      continue;
    }
    // "A bear with two cubs": the young of the animal named before are that animal.
    const parent = YOUNG.has(partName(tokens[i].word))
      ? subjects.findLast((s) => vocab.creature(s.subject))
      : undefined;
    const match: Match | undefined = parent
      ? { kind: "subject", subject: parent.subject, via: parent.via, plural: true, phrase: parent.phrase }
      : found?.match;
    if (!match) continue;
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
    taken.fill(1, i, i + n);
    if (match.kind === "thing") {
      things.push({ phrase: match.phrase, person: match.person, start: i, end: i + n });
    } else if (adjacent && (sameSubject(previous.subject, match.subject) || namedAgain(previous, match.phrase))) {
      // "Ocean wave", "hamsa hand", "golden retriever puppy", "the triple goddess moon": one thing named twice.
    } else if (subjects.length > 0 && roleAt(tokens, i) && vocab.creature(match.subject)) {
      // "A sun and moon as lovers": what the subjects named before are, not one more.
      described.push(match.phrase);
    } else {
      // "A peacock feather" is a feather.
      if (adjacent && vocab.creature(previous.subject) && OF_A_CREATURE.has(match.phrase)) subjects.pop();
      const count = countBefore(tokens, i, taken) ?? (match.plural ? 2 : 1);
      const reading: SubjectReading = {
        phrase: match.phrase,
        count,
        plural: match.plural,
        words: n,
        subject: match.subject,
        via: match.via,
        ...(match.pose ? { pose: match.pose } : {}),
        at: tokens[i].at,
      };
      subjects.push(reading);
      startsAt.set(i, reading);
    }
    lastEnd = i + n;
    i += n - 1;
  }
  const notDrawn: string[] = [];
  for (const thing of things) {
    const list = describesSubject(thing, subjects, startsAt, vocab) ? described : notDrawn;
    if (!list.includes(thing.phrase)) list.push(thing.phrase);
  }
  return { subjects, notDrawn, described };
}
