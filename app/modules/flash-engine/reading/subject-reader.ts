/**
 * The one reader of subjects (issue 36). Every text the engine draws from, a description or
 * Customize's instructions, is read by the lexicon's reader (../lexicon/read-subjects.ts) through
 * a scene (../scene.ts): on the server with the whole lexicon (hand-drawn names, then the atlas,
 * then WordNet: ../reading.server.ts), elsewhere with the hand-drawn names alone (`handReader`).
 * So one word names one subject wherever it is written.
 */
import { HAND_VOCABULARY } from "../lexicon/hand-vocabulary";
import { readSubjectsWith, type SubjectReading } from "../lexicon/read-subjects";
import { EXTRA_SUBJECT_WORDS } from "./scene-words";

/**
 * A subject found in the description (lettering blanked): where its words start, as a character offset, and how many.
 */
export interface FoundSubject {
  key: string;
  at: number;
  words: number;
  /** Written in the plural, as the reader read it ("headphones" is one thing). */
  plural?: boolean;
  /** A pose its name gives ("wolf howl"). */
  pose?: string;
}

/**
 * Finds the subjects of a description with its lettering blanked, and the things named that
 * nothing can draw.
 */
export type SubjectReader = (plain: string) => {
  subjects: FoundSubject[];
  notDrawn: string[];
  /** Subjects the library names but cannot draw (an icon of strokes only): always drawn without. */
  undrawable?: string[];
  /** Whether the reader has an answer for a word (a subject, a thing nothing draws, no thing at all). */
  knows: (word: string) => boolean;
};

/** A lexicon's reading as the scene takes it: the subject's key, where it is and how it is written. */
export function foundSubject(s: SubjectReading): FoundSubject {
  return {
    key: s.subject.kind === "atlas" ? s.subject.id : s.subject.key,
    at: s.at,
    words: s.words,
    plural: s.plural,
    ...(s.pose ? { pose: s.pose } : {}),
  };
}

/** The hand-drawn subjects a text names, read as the server reads them before it asks the atlas. */
export const handReader: SubjectReader = (plain) => {
  const read = readSubjectsWith(plain, HAND_VOCABULARY, { reserved: EXTRA_SUBJECT_WORDS });
  return {
    subjects: read.subjects.map(foundSubject),
    notDrawn: read.notDrawn,
    knows: (word) => read.described.includes(word) || readSubjectsWith(word, HAND_VOCABULARY).subjects.length > 0,
  };
};
