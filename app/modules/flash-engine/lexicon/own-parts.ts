/**
 * What a subject named before a word owns (issue 24): a creature's head, wings or hair ("a wolf
 * with glowing eyes", "medusa with snakes for hair"), the parts its drawing shows ("saturn with
 * its rings", "a skull with a snake through the eye"), and a young one of an animal ("mama bear
 * with two cubs"). Such a word names the same subject, never another thing to draw.
 */
import type { LexiconSubject, SubjectReading, Vocabulary } from "./read-subjects";
import { FUNCTION_WORDS, type Token } from "./words";

/** Parts of any creature, named as its own, and what covers it ("a fox in its winter coat", "a reaper in a cloak"). */
export const CREATURE_PARTS = new Set(
  `head face wing tail paw claw horn antler fang beak fin mane eye socket scale tooth trunk tusk jaw hair foot leg ear
   chest breast belly fur coat cloak robe`
    .split(/\s+/)
    .filter(Boolean),
);

/**
 * Words that make the next part the subject's own: "its trunk", "with spread wings", "in armour", "through the eye",
 * "wearing an eye patch" (a pirate's).
 */
export const OWNING = new Set([
  "its",
  "his",
  "her",
  "their",
  "with",
  "spread",
  "open",
  "outstretched",
  "glowing",
  "the",
  "in",
  // What a figure wears is its own when its drawing wears it: "an aztec warrior wearing a jaguar skin".
  "wearing",
]);

/** Words that say whose a part is: "on its back", "in her hair", "around his neck". */
export const POSSESSIVES = new Set(["its", "his", "her", "their"]);

/**
 * Parts of a subject another thing is put on, in or around (issue 36): after a possessive they name
 * where on the subject named before it goes ("a turtle with a rose on its back", "an eagle with a
 * snake in its talons", "a mermaid with a shell in her hair"), never a thing to draw or a placement.
 */
export const ANCHOR_PARTS = new Set(
  `back shell shoulder neck hair head palm talon claw paw hand foot feet mouth beak tooth teeth jaw wing breast chest
   belly horn arm lap nose tail middle centre center body hoof eye socket branch headdress`
    .split(/\s+/)
    .filter(Boolean),
);

/** The young of an animal: after the animal, the animal again ("a bear with two cubs"). */
export const YOUNG = new Set(["cub", "pup", "whelp", "calf", "chick", "joey", "young"]);

/** "teeth" -> "tooth": the singulars a part may be written as ("branches" -> "branch" by rule). */
const PART_SINGULARS: Record<string, string> = {
  teeth: "tooth",
  feet: "foot",
  hooves: "hoof",
  hoove: "hoof",
  calves: "calf",
  calve: "calf",
};

/** A word as a part's name: singular, as the tables list them. */
export function partName(word: string): string {
  if (PART_SINGULARS[word]) return PART_SINGULARS[word];
  if (/(ch|sh|x)es$/.test(word)) return word.slice(0, -2);
  return word.length > 3 && word.endsWith("s") && !word.endsWith("ss") ? word.slice(0, -1) : word;
}

/**
 * Whether the n words at i name a part of a subject named before them, and so that subject's own. After
 * a possessive, a part is whoever's was named before, drawn or not ("the virgin with her hands folded",
 * "shiva with his third eye").
 */
export function ownPart(
  tokens: Token[],
  i: number,
  n: number,
  adjacent: boolean,
  subjects: SubjectReading[],
  vocab: Vocabulary,
): boolean {
  const part = partName(tokens[i + n - 1].word);
  // "A turtle with a rose on its back", "a mermaid with a shell in her hair": where the thing goes.
  // Wings are drawn as their own where their owner is not ("the goddess isis with her wings spread").
  const named =
    subjects.length > 0 ||
    (part !== "wing" && tokens.slice(0, Math.max(0, i - 1)).some((t) => !FUNCTION_WORDS.has(t.word)));
  if (named && POSSESSIVES.has(tokens[i - 1]?.word ?? "") && (ANCHOR_PARTS.has(part) || CREATURE_PARTS.has(part)))
    return true;
  // "Tutankhamun's death mask", "king tut's golden mask": a part, of one word or more, right after
  // its owner's possessive (a describing word between).
  const owner = subjects.at(-1);
  const possessor = [tokens[i - 1], tokens[i - 2]].find((t) => t?.possessive);
  if (possessor && owner && possessor.at >= owner.at) {
    const phrase = [...tokens.slice(i, i + n - 1).map((t) => t.word), part].join(" ");
    const parts = vocab.parts(owner.subject);
    if (parts.includes(phrase) || parts.includes(part)) return true;
  }
  if (n !== 1) return false;
  // Owned after "with", "its", "in" ... or after a subject's possessive ("a skull's eye sockets").
  const owned =
    adjacent || tokens.slice(Math.max(0, i - 3), i).some((t) => OWNING.has(t.word) || t.possessive === true);
  return (
    owned &&
    subjects.some(
      (s) => (vocab.creature(s.subject) && CREATURE_PARTS.has(part)) || vocab.parts(s.subject).includes(part),
    )
  );
}

/**
 * Whether the word at i is a part named before its owner: "the lid of a jar", "the roots of an old
 * tree", "the pages of an open book". `subjectAt(j)` is the subject named at j, if any; the owner
 * comes after "of" and its articles, possibly after one describing word.
 */
export function partOfOwnerAhead(
  tokens: Token[],
  i: number,
  n: number,
  subjectAt: (j: number) => LexiconSubject | undefined,
  vocab: Vocabulary,
): boolean {
  if (n !== 1 || tokens[i + 1]?.word !== "of") return false;
  const part = partName(tokens[i].word);
  let j = i + 2;
  while (j < tokens.length && FUNCTION_WORDS.has(tokens[j].word)) j++;
  for (const k of [j, j + 1]) {
    const owner = subjectAt(k);
    if (owner) return (vocab.creature(owner) && CREATURE_PARTS.has(part)) || vocab.parts(owner).includes(part);
  }
  return false;
}

/**
 * A subject named right before the part at i of another, after "with", "its" or "in": the part's kind,
 * not a subject ("a grim reaper with flaming eyes", "a fairy with butterfly wings"; but a mushroom has
 * no wings: "a mushroom with butterfly wings" is the butterfly's).
 */
export function describesPart(
  tokens: Token[],
  i: number,
  n: number,
  subjects: SubjectReading[],
  vocab: Vocabulary,
): boolean {
  const subject = subjects.at(-1);
  if (!subject || !ownPart(tokens, i, n, false, subjects.slice(0, -1), vocab)) return false;
  let j = tokens.findIndex((t) => t.at === subject.at) - 1;
  // Past articles and numbers ("with one floppy ear"), to "with", "its" or "in".
  while (j >= 0 && FUNCTION_WORDS.has(tokens[j].word) && (!OWNING.has(tokens[j].word) || tokens[j].word === "the")) j--;
  return j >= 0 && OWNING.has(tokens[j].word) && tokens[j].word !== "the";
}
