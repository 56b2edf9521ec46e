/**
 * The names of the hand-drawn motifs the lexicon reads first: each subject's words (its definition
 * in ../motifs/registry). Words for other things are not among them (`notDrawnAs`: a dog is not a
 * wolf, a sparrow not the swallow, a sword not the dagger): those go on to the atlas or to WordNet,
 * which draw the thing itself or say it was drawn without. Kinds of a motif's subject are (a cobra
 * is a snake, a ruby a gem), and so are general words a motif can stand for ("bird": the swallow).
 */
import { HAND_MOTIF_ENTRIES } from "../motifs/registry";

/** A phrase as the lexicon keys it: lower case, words separated by one space, no apostrophes. */
export function phraseKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/'s\b/g, "")
    .replace(/\b'\b/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Phrase -> hand-drawn motif key. */
export const HAND_NAMES: ReadonlyMap<string, string> = new Map(
  HAND_MOTIF_ENTRIES.flatMap(([key, m]) => m.words.map((name): [string, string] => [phraseKey(name), key])),
);
