/**
 * The names of the hand-drawn motifs the lexicon reads first: today's synonym table (SUBJECT_WORDS)
 * without its cross-substitutions. A dog is not a wolf, a hummingbird not a swallow, a katana not a
 * straight dagger, a spider not its web: those words now go on to the atlas or to WordNet, which
 * draw the thing itself or say it was drawn without. Kinds of a motif's subject stay (a cobra is a
 * snake, a ruby a gem), and so do general words a motif can stand for ("bird" is drawn as a swallow).
 */
import { SUBJECT_WORDS } from "../subjects";

/** Motif key -> words of SUBJECT_WORDS that name something else. */
export const NOT_THE_SAME: Record<string, string[]> = {
  wolf: ["dog", "husky", "coyote", "jackal", "hound", "puppy", "werewolf"],
  swallow: ["sparrow", "swift", "robin", "hummingbird", "dove", "finch"],
  eagle: ["hawk", "falcon", "condor", "griffin", "thunderbird"],
  cat: ["lynx"],
  tiger: ["panther", "leopard", "jaguar", "puma", "cougar"],
  koi: ["goldfish"],
  bee: ["wasp", "hornet"],
  "spider web": ["spider"],
  skull: ["skeleton", "skeletal", "bones"],
  dagger: ["sword", "katana", "machete"],
  key: ["lock", "padlock", "keyhole"],
  hourglass: ["clock", "pocket watch", "watch", "time"],
  crown: ["king", "queen", "royal"],
  candle: ["flame", "torch"],
  jar: ["bottle", "potion", "flask", "vial"],
  teacup: ["mug"],
  leaf: ["fern", "monstera"],
  octopus: ["squid"],
  stag: ["moose", "reindeer", "caribou"],
  book: ["library"],
  lotus: ["lily pad"],
  arrow: ["bow and arrow"],
  mandala: ["medallion"],
};

/** A phrase as the lexicon keys it: lower case, words separated by one space, no apostrophes. */
export function phraseKey(phrase: string): string {
  return phrase
    .toLowerCase()
    .replace(/'s\b/g, "")
    .replace(/[^a-z0-9]+/g, " ")
    .trim();
}

/** Phrase -> hand-drawn motif key. */
export const HAND_NAMES: ReadonlyMap<string, string> = new Map(
  Object.entries(SUBJECT_WORDS).flatMap(([key, names]) =>
    names.filter((name) => !NOT_THE_SAME[key]?.includes(name)).map((name): [string, string] => [phraseKey(name), key]),
  ),
);
