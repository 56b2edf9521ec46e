/**
 * "Drawn without": the words of a description naming things the engine could not place, never a
 * word that places nothing (decision 015, issue 24).
 */
import { partName } from "../lexicon/own-parts";
import type { Token } from "../scene";
import { FILLER, NUMBERS, POSE_WORDS, RELATION_WORDS } from "./scene-words";
import { isFormWord, isNamedAfterOf, isNamedBefore, mayNameThing } from "./unplaced-words";

/** Nouns that end like verbs or adverbs ("-ing", "-ed", "-ly") but name things. */
const NOUN_EXCEPTIONS = new Set(
  `ring king wing string spring swing sling earring wedding painting building ceiling bed sled seed reed shed lily firefly
   dragonfly butterfly jelly belly holly`.split(/\s+/),
);

/** Past participles that do not end in "-ed" ("woven into", "strung along"): they say how, never what. */
const IRREGULAR_PARTICIPLES = new Set(
  "woven interwoven strung spun sewn hung bent broken torn worn shorn frozen fallen risen sunk".split(" "),
);

/**
 * The words naming things the engine could not place, in order, without duplicates: no word that
 * places nothing (articles, relations, counts, verbs, adverbs, ideas; `unplaced-words.ts`), and
 * no form word right after its subject ("a wolf head"); a form word after an unknown word keeps
 * it ("a peace sign").
 */
export function unplacedThings(
  tokens: Token[],
  used: Uint8Array,
  found: Array<{ end: number }>,
  qualifying: ReadonlySet<number>,
): string[] {
  const list: string[] = [];
  const placesNothing = (t: Token, i: number) =>
    used[i] ||
    t.word.length < 2 ||
    /^\d/.test(t.word) ||
    FILLER.has(t.word) ||
    RELATION_WORDS.has(t.word) ||
    NUMBERS[t.word] !== undefined ||
    (/(ing|ed|ly)$/.test(t.word) && !NOUN_EXCEPTIONS.has(t.word)) ||
    IRREGULAR_PARTICIPLES.has(t.word) ||
    /(ful|ous|less)$/.test(t.word);
  tokens.forEach((t, i) => {
    if (placesNothing(t, i) || qualifying.has(i)) return;
    if (isFormWord(t.word)) {
      if (found.some((f) => f.end === i)) return;
      const before = tokens[i - 1];
      if (before && !placesNothing(before, i - 1)) {
        // "an infinity symbol", "a peace sign": one thing.
        const phrase = `${before.word} ${t.word}`;
        if (list[list.length - 1] === before.word) list.pop();
        if (!list.includes(phrase)) list.push(phrase);
        return;
      }
    } else if (!mayNameThing(t.word)) return;
    if (!list.includes(t.word)) list.push(t.word);
  });
  return list;
}

/**
 * The words that say which of a thing is meant, no thing to draw: the run of words back from a noun
 * they qualify ("cave painting" in "a cave painting style deer", "birthstone" in "flowers in
 * birthstone colours", "chicago" in "the chicago skyline"), and up to three words after "of" ("my
 * home state" in "a map of my home state"), up to the next relation or "and".
 */
export function qualifyingWords(tokens: Token[]): Set<number> {
  const qualifying = new Set<number>();
  const joins = (word: string) => mayNameThing(word) && !FILLER.has(word) && !RELATION_WORDS.has(word);
  tokens.forEach((t, i) => {
    if (isNamedBefore(t.word)) for (let k = i - 1; k >= 0 && joins(tokens[k].word); k--) qualifying.add(k);
    if (isNamedAfterOf(t.word) && tokens[i + 1]?.word === "of")
      for (let k = i + 2; k < Math.min(tokens.length, i + 5); k++) {
        if (RELATION_WORDS.has(tokens[k].word) || ["and", "with"].includes(tokens[k].word)) break;
        qualifying.add(k);
      }
  });
  return qualifying;
}

/**
 * The things a reader (the lexicon) found nothing for, without the words the scene placed itself:
 * poses, relations, counts, where the tattoo goes, and the words saying which of a thing is meant.
 */
export function notDrawnThings(
  notDrawn: string[],
  tokens: Token[],
  placement: Uint8Array,
  qualifying: ReadonlySet<number>,
): string[] {
  // A reader names a placed word by its own singular ("calf" for "on my calves").
  const placed = new Set(
    tokens.filter((_, i) => placement[i] || qualifying.has(i)).flatMap((t) => [t.word, partName(t.word)]),
  );
  const placesNothing = (word: string) =>
    placed.has(word) ||
    FILLER.has(word) ||
    RELATION_WORDS.has(word) ||
    NUMBERS[word] !== undefined ||
    POSE_WORDS[word] !== undefined ||
    !mayNameThing(word) ||
    (/(ing|ed)$/.test(word) && !NOUN_EXCEPTIONS.has(word)) ||
    IRREGULAR_PARTICIPLES.has(word);
  return notDrawn.filter((phrase) => !phrase.split(" ").every(placesNothing));
}
