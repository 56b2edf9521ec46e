/**
 * The hand-drawn library as a vocabulary of the lexicon's reader (issue 36): its subjects' names and
 * nothing else. Read with it, a description is read exactly as on the server, where the atlas and
 * WordNet are asked after these names (./lexicon.server.ts); it is the reader of the pure engine
 * (tests, the trending topics) and the hand-drawn part of the server's.
 */
import { handMotif } from "../motifs/registry";
import { HAND_NAMES } from "./hand-names";
import type { LexiconSubject, Vocabulary } from "./read-subjects";

/** Whether a hand-drawn subject is a creature (its head, wings and tail are its own, not subjects). */
export function handCreature(subject: LexiconSubject): boolean {
  return subject.kind === "hand" && handMotif(subject.key)?.category === "creature";
}

/** The parts a hand-drawn subject's drawing shows ("a skull's teeth"). */
export function handParts(subject: LexiconSubject): readonly string[] {
  return (subject.kind === "hand" && handMotif(subject.key)?.parts) || [];
}

/** Whether a hand-drawn subject is a flower (not a tree, a leaf or a mushroom). */
export function handFlower(subject: LexiconSubject): boolean {
  return (
    subject.kind === "hand" &&
    handMotif(subject.key)?.category === "flower" &&
    HAND_FLOWER_NOT.every((k) => k !== subject.key)
  );
}

/** Hand-drawn subjects filed with the flowers that are not flowers. */
const HAND_FLOWER_NOT = [
  "tree",
  "leaf",
  "mushroom",
  "pine cone",
  "pomegranate",
  "flower crown",
  "rose crown",
  "wreath",
];

export const HAND_VOCABULARY: Vocabulary = {
  hand: HAND_NAMES,
  atlas: () => undefined,
  wordnet: () => undefined,
  creature: handCreature,
  parts: handParts,
  flower: handFlower,
};
