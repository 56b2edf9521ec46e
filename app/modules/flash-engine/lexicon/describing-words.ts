/**
 * Words that name a thing alone but only describe another where they stand (issue 36): a colour or
 * a material before a noun ("an orange chest", "an emerald dragon"), the young ("three baby foxes"),
 * a setting before what lives in it ("a sea goat", "the forest floor"), the form a subject takes
 * ("a seahorse charm", "a portrait of my dog"), how much of a thing ("a branch of thistles", "a
 * cloud of ink"), and a reason the design is for ("a spider for death and rebirth"). Read by kind,
 * so that the thing they describe is drawn and they are not drawn as a subject of their own.
 */
import { partName } from "./own-parts";
import { FUNCTION_WORDS, type Token } from "./words";

const words = (text: string) => new Set(text.split(/\s+/).filter(Boolean));

/** Colours, gems and metals said of the noun after them ("an orange chest", "an emerald dragon"). */
const COLOURS = words(`orange emerald ruby jade sapphire amber ivory gold golden silver copper bronze crimson
  scarlet turquoise`);

/** Ranks said of the noun after them ("a royal crown", "an imperial eagle"): never a subject of their own. */
export const RANKS = words("royal regal imperial");

/** The young of the subject named after them ("three baby foxes"); before a name they are part of it ("baby jesus"). */
const YOUNG_OF = words("baby");

/** The kind a subject is drawn as anyway ("a human skull", "a human heart"): the ordinary one (issue 36). */
const ORDINARY_KIND = words("human");

/** Places named before what is in them or their ground: "a sea goat", "the ocean floor", "the forest floor". */
const SETTINGS = words("sea ocean water forest jungle desert sky");

/** The ground of a setting ("the ocean floor"): only where things are (a water's surface is its waves). */
const GROUNDS = words("floor seabed seafloor");

/**
 * The form a subject is made in, or the scene it makes: after it ("a seahorse charm", "a forest
 * landscape") or before "of" ("a portrait of my dog").
 */
const FORMS = words("charm pendant portrait silhouette emblem logo landscape scene scenery");

/**
 * Tattoo styles named after the artists who made them: "a sailor jerry swallow" is a swallow in his
 * style, never a sailor (./words.ts tokens, lower case).
 */
const ARTIST_STYLES = [
  ["sailor", "jerry"],
  ["ed", "hardy"],
  ["bert", "grimm"],
];

/** How many words an artist's style named at i takes ("sailor jerry": 2), or 0. */
function artistStyleAt(tokens: Token[], i: number): number {
  const style = ARTIST_STYLES.find((names) => names.every((word, k) => tokens[i + k]?.word === word));
  return style?.length ?? 0;
}

/** How much of a thing, before "of": "a branch of thistles", "a sprig of rosemary", "a cloud of ink". */
const PORTIONS = words("branch sprig twig spray cloud puff wisp");

/** Words after which "for" says what a thing is for, not why the design is: "reaching for the stars". */
const FOR_AN_OBJECT = words("reach reaching wait waiting look looking search searching hunt hunting room space");

/** Light's rays and beams ("rays of light", "light rays"), never the fish. */
const RAY_WORDS = words("ray rays beam beams sunray sunrays sunbeam sunbeams");

/** Kinds of the fish before "ray" ("a manta ray", "two sting rays"): the fish. */
const RAY_FISH = words("manta sting eagle electric devil spotted cownose torpedo");

/** Words that count what follows: "two rays" are fish. */
const COUNTS = words("a two three four five several many pair couple");

/** Words that say light after a ray ("rays of light", "beams of golden light"). */
const LIGHT = words("light sunlight sun glory");

/**
 * Light's rays around, behind or from a thing ("the virgin with rays around her", "a cross with rays
 * of light", "light rays behind a skull"): drawn as the rays behind the design, never as a ray, the
 * fish, which stays for "a manta ray", "a sting ray" or rays named alone or counted ("two rays
 * swimming"). How many words they take at i (0 when none); `afterSubject` says a subject came before.
 */
export function lightRaysAt(
  tokens: ReadonlyArray<{ word: string; raw?: string; pause?: boolean }>,
  i: number,
  afterSubject: boolean,
): number {
  const word = tokens[i].word;
  const next = tokens[i + 1];
  if (word === "light" && next && !next.pause && RAY_WORDS.has(next.word)) return 2;
  if (!RAY_WORDS.has(word) || RAY_FISH.has(tokens[i - 1]?.word ?? "")) return 0;
  if (next?.word === "of" && !next.pause) {
    const light = [i + 2, i + 3].find((j) => LIGHT.has(tokens[j]?.word ?? ""));
    if (light !== undefined) return light - i + 1;
  }
  if (word.startsWith("sun") || word.startsWith("beam")) return 1;
  const before = tokens[i - 1]?.word ?? "";
  const counted = /^\d/.test(before) || COUNTS.has(before);
  const plural = word === "rays" || (word === "ray" && /s$/i.test(tokens[i].raw ?? ""));
  return afterSubject && !counted && plural ? 1 : 0;
}

/** Words that end a reason and start the design again: "a memorial for my grandmother with roses". */
const REASON_ENDS = words("with holding featuring showing");

/** After "and", words that start the design again ("for my son and a rose"), not more of the reason. */
const STARTS_AGAIN = words("a an the two three four five");

/** Whether a word may start the noun a describing word is said of (no function word, no number). */
const nounAfter = (token: Token | undefined, isFunctionWord: (word: string) => boolean) =>
  token !== undefined && !token.pause && !isFunctionWord(token.word) && !/^\d/.test(token.word);

/**
 * A colour or material right before a noun ("an orange chest"), or the young or the ordinary kind
 * right before a subject ("baby foxes", "a human skull"): said of it; `subjectAt` says whether a
 * subject's name starts at a token.
 */
export function describesNext(
  tokens: Token[],
  i: number,
  isFunctionWord: (word: string) => boolean,
  subjectAt: (j: number) => boolean,
): boolean {
  const word = tokens[i].word;
  if (!nounAfter(tokens[i + 1], isFunctionWord)) return false;
  return COLOURS.has(word) || RANKS.has(word) || ((YOUNG_OF.has(word) || ORDINARY_KIND.has(word)) && subjectAt(i + 1));
}

/**
 * A setting right before a creature or its ground ("a sea goat", "the forest floor"): where the thing
 * is, not a subject of its own ("an ocean sunset" is both); `creatureAt` says whether a creature's
 * name starts at a token.
 */
export function settingBefore(tokens: Token[], i: number, creatureAt: (j: number) => boolean): boolean {
  const next = tokens[i + 1];
  return (
    SETTINGS.has(tokens[i].word) &&
    next !== undefined &&
    !next.pause &&
    !next.joined &&
    (GROUNDS.has(next.word) || creatureAt(i + 1))
  );
}

/** The form a subject named right before it is made in ("a seahorse charm"), or the form of what follows "of". */
export function formOfSubject(tokens: Token[], i: number, afterSubject: boolean): boolean {
  return FORMS.has(partName(tokens[i].word)) && (afterSubject || tokens[i + 1]?.word === "of");
}

/** How much of what follows "of" ("a branch of thistles"): the thing after "of" is drawn. */
export function portionOf(tokens: Token[], i: number): boolean {
  return PORTIONS.has(partName(tokens[i].word)) && tokens[i + 1]?.word === "of";
}

/**
 * Where a reason the design is for ends, when one starts at i ("a spider for death and rebirth",
 * "a seahorse charm for sailors"): at a pause, or where the design goes on ("... with roses").
 * Undefined when "for" is no reason ("reaching for the stars").
 */
export function reasonEnd(tokens: Token[], i: number): number | undefined {
  const before = tokens[i - 1];
  // "A cage for a bird": a thing for another, not a reason.
  const object = FOR_AN_OBJECT.has(before?.word ?? "") || ["a", "an"].includes(tokens[i + 1]?.word ?? "");
  if (tokens[i].word !== "for" || !before || object || /(ing|ed)$/.test(before.word)) return undefined;
  let end = i + 1;
  // "For death and rebirth" goes on; "for my son and a rose" does not.
  const stops = (t: Token, k: number) =>
    t.pause || REASON_ENDS.has(t.word) || (t.word === "and" && STARTS_AGAIN.has(tokens[k + 1]?.word ?? ""));
  while (end < tokens.length && !stops(tokens[end], end)) end++;
  return end > i + 1 ? end : undefined;
}

/** Words that name a god in an epithet: "anubis the jackal god", "thoth, the god of wisdom". */
const GOD_WORDS = words("god goddess deity");

/** Words that end an epithet's "of ..." and start the design again. */
const EPITHET_ENDS = words("with holding and featuring");

/**
 * An epithet right after the subject it names ("anubis the jackal god", "isis, the goddess of
 * magic"): it only says who the subject is. How many words it takes (0 when none).
 */
function epithetAt(tokens: Token[], i: number, adjacent: boolean): number {
  if (!adjacent || tokens[i].word !== "the") return 0;
  for (let k = i + 1; k <= i + 4 && k < tokens.length; k++) {
    if (tokens[k].pause) return 0;
    if (!GOD_WORDS.has(tokens[k].word)) continue;
    let end = k + 1;
    if (tokens[end]?.word === "of" && !tokens[end].pause)
      while (end < Math.min(tokens.length, k + 5) && !tokens[end].pause && !EPITHET_ENDS.has(tokens[end].word)) end++;
    return end - i;
  }
  return 0;
}

/**
 * Words at i that describe another thing where they stand, read as such : a
 * reason the design is for, light's rays, a colour or the young before a noun, a setting before what is in it, the
 * form a subject is made in, how much of a thing. How many words they take (0 when none).
 */
export function describingAt(
  tokens: Token[],
  i: number,
  n: number,
  adjacent: boolean,
  ahead: { subjectAt: (j: number) => boolean; creatureAt: (j: number) => boolean; afterSubject: boolean },
): number {
  const reason = reasonEnd(tokens, i);
  if (reason !== undefined) return reason - i;
  const rays = lightRaysAt(tokens, i, ahead.afterSubject);
  if (rays > 0) return rays;
  const style = artistStyleAt(tokens, i);
  if (style > 0) return style;
  const epithet = epithetAt(tokens, i, adjacent);
  if (epithet > 0) return epithet;
  if (n !== 1) return 0;
  const describes =
    describesNext(tokens, i, (word) => FUNCTION_WORDS.has(word), ahead.subjectAt) ||
    settingBefore(tokens, i, ahead.creatureAt) ||
    formOfSubject(tokens, i, adjacent) ||
    portionOf(tokens, i);
  return describes ? 1 : 0;
}
