/**
 * Things read by what they are in the phrase around them (issue 36): a crown or garland of flowers is
 * the flower crown, and water held or carried is a drop of it.
 */
import type { LexiconSubject, Match, Vocabulary } from "./read-subjects";
import type { Token } from "./words";

/**
 * Words for a ring of flowers worn: "a crown of hibiscus", "a garland of marigolds". (A wreath, ring or
 * circle of things is a frame of them: ../reading/scene-with.ts.)
 */
const GARLAND_WORDS = new Set(["crown", "garland", "circlet", "lei"]);

/**
 * "A crown of hibiscus", "a garland of red poppies": a ring of any flower is the flower crown, never
 * a royal crown or a plain frame. (Names of their own, "a crown of roses", are read before this.)
 */
export function flowerCrownAt(
  tokens: Token[],
  i: number,
  vocab: Vocabulary,
  matchAt: (j: number) => { match: Match; n: number } | undefined,
): { match: Match; n: number } | undefined {
  if (!GARLAND_WORDS.has(tokens[i].word) || tokens[i + 1]?.word !== "of" || tokens[i + 1].pause) return undefined;
  for (const j of [i + 2, i + 3]) {
    const ahead = matchAt(j);
    if (ahead?.match.kind !== "subject") continue;
    if (!vocab.flower(ahead.match.subject)) return undefined;
    const subject: LexiconSubject = { kind: "hand", key: "flower crown" };
    return {
      match: { kind: "subject", subject, via: "alias", plural: false, phrase: "flower crown" },
      n: j + ahead.n - i,
    };
  }
  return undefined;
}

/** Verbs that hold or bring a thing: water after them is held, a drop of it ("carrying water"). */
const HOLDING_VERBS = new Set(["carrying", "carries", "carry", "holding", "holds", "hold", "bringing", "brings"]);

/** Where a thing is held: "water in its beak", "water in her hands". */
const HELD_IN = new Set(["beak", "bill", "mouth", "hand", "hands", "paw", "paws", "claw", "claws", "talons", "palms"]);

/**
 * Water held or carried ("a hummingbird carrying water in its beak", "cupping water in her hands") is a
 * drop of it, never the sea's wave; the water a thing swims in or rises from stays the water.
 */
export function heldWaterAt(tokens: Token[], i: number, vocab: Vocabulary): { match: Match; n: number } | undefined {
  if (tokens[i].word !== "water" || tokens[i].pause) return undefined;
  const carried = HOLDING_VERBS.has(tokens[i - 1]?.word ?? "");
  const heldIn =
    tokens[i + 1]?.word === "in" && [i + 3, i + 4].some((j) => HELD_IN.has(tokens[j]?.word ?? "") && !tokens[j].pause);
  const drop = carried || heldIn ? vocab.atlas("water drop") : undefined;
  if (!drop) return undefined;
  const subject: LexiconSubject = { kind: "atlas", id: drop.id };
  return { match: { kind: "subject", subject, via: "alias", plural: false, phrase: "water drop" }, n: 1 };
}
