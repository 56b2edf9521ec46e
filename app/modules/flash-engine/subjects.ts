/**
 * Words of a description besides its subjects' names (those are read by ./reading/subject-reader.ts):
 * singulars, the words to letter (anything in quotes), and what to draw when no subject is named.
 */
import { withoutQuotes } from "./lexicon/words";
import { HAND_MOTIF_ENTRIES, type HandMotifKey } from "./motifs/registry";

/**
 * Every word that names a hand-drawn subject or mentions it again, by motif key: its words and the
 * words for other things that refer back to it once it is named (its definition, ./motifs/registry).
 */
export const SUBJECT_WORDS: Readonly<Record<string, readonly string[]>> = Object.fromEntries(
  HAND_MOTIF_ENTRIES.map(([key, m]) => [key, [...m.words, ...(m.notDrawnAs ?? [])]]),
);

/** Ideas and moods that suggest a subject when no subject is named. */
const CONCEPTS: ReadonlyArray<readonly [RegExp, HandMotifKey]> = [
  [/\b(love|romance|family|mother|mom|mum|dad|father|loved|passion|devotion|valentine)\b/, "heart"],
  [/\b(freedom|free|travel|journey|home|fly|flight|wander)/, "swallow"],
  [/\b(hope|steady|stable|sailor|navy|grounded|strength in)/, "anchor"],
  [/\b(adventure|direction|explore|explorer|path|guide|north|lost)/, "compass"],
  [/\b(death|mortality|memento|mori|dark|danger|pirate|poison)/, "skull"],
  [/\b(rebirth|rising|reborn|resilience|fire|survivor|renewal|phoenix)/, "phoenix"],
  [/\b(wisdom|wise|knowledge|night|mystery|study)/, "owl"],
  [/\b(peace|calm|zen|meditation|enlightenment|spiritual|yoga|balance|harmony)/, "lotus"],
  [/\b(courage|brave|bravery|pride|king of)/, "lion"],
  [/\b(strength|strong|pack|loyalty|wild|warrior|fierce)/, "wolf"],
  [/\b(time|moment|patience|fleeting|memories|memory)/, "hourglass"],
  [/\b(protect|protection|luck|lucky|fortune|guardian|ward)/, "eye"],
  [/\b(transform|change|growth|metamorphosis|beauty|soul)/, "butterfly"],
  [/\b(nature|life|roots|grow|earth|family tree)/, "tree"],
  [/\b(power|king|queen|victory|pride|rule|champion)/, "crown"],
  [/\b(light|guiding|guidance|safe|harbour|harbor)/, "lighthouse"],
  [/\b(sky|dream|dreamer|wish|night sky|universe|space|astral)/, "stars"],
  [/\b(secret|unlock|answer|opportunity|trust)/, "key"],
  [/\b(betrayal|revenge|fight|war|battle|sacrifice|honou?r)/, "dagger"],
  [/\b(ocean|sea(?!\s*-?\s*horse)|summer|beach|surf|wave)/, "wave"],
  [/\b(magic|witch|fairy|forest|whimsical|psychedelic)/, "mushroom"],
];

const IRREGULAR: Record<string, string> = {
  wolves: "wolf",
  knives: "knife",
  leaves: "leaf",
  butterflies: "butterfly",
  peonies: "peony",
  cherries: "cherry",
  kitties: "kitty",
  puppies: "puppy",
  fungi: "fungus",
  daisies: "daisy",
  lilies: "lily",
  skies: "sky",
  bodies: "body",
  galaxies: "galaxy",
  fairies: "fairy",
  mice: "mouse",
  geese: "goose",
  teeth: "tooth",
  feet: "foot",
  cacti: "cactus",
  calaveras: "calavera",
  horseshoes: "horseshoe",
  shoes: "shoe",
};

/** Singular of an English noun (good enough for subject words). */
export function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (word.length <= 3) return word;
  if (/(ss|us|is)$/.test(word)) return word;
  if (/ies$/.test(word)) return `${word.slice(0, -3)}y`;
  if (/(ches|shes|xes|sses|zes)$/.test(word)) return word.slice(0, -2);
  if (/oes$/.test(word)) return word.slice(0, -2);
  if (/s$/.test(word)) return word.slice(0, -1);
  return word;
}

/** A subject that fits the mood of a description naming no subject, if any. */
export function conceptSubject(description: string): string | undefined {
  const text = withoutQuotes(description).toLowerCase();
  return CONCEPTS.find(([pattern]) => pattern.test(text))?.[1];
}

/** Quoted passages: "Mom", 'carpe diem', “Mom”, «liberté». Apostrophes inside words are not quotes. */
export function quotedText(description: string): string[] {
  const found: Array<{ text: string; at: number }> = [];
  for (const match of description.matchAll(/["“„«]([^"“”«»„]{1,60})["”“»]/g))
    found.push({ text: match[1], at: match.index ?? 0 });
  for (const match of description.matchAll(/(?:^|[^\w])['‘]([^'‘’"]{1,60}?)['’](?!\w)/g))
    found.push({ text: match[1], at: match.index ?? 0 });
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.text.replace(/\s+/g, " ").trim())
    .filter((text) => /[\p{L}\p{N}]/u.test(text))
    .slice(0, 2);
}
