/**
 * The full reading of a description on the server (issue 24): the scene as ./scene.ts reads it,
 * its subjects found by the lexicon (a hand-drawn motif first, then an atlas motif by name or
 * alias, then the nearest by meaning through WordNet), so every noun phrase is drawn as what it
 * names or said to be drawn without. The engine, the "drawn without" note and the OpenAI prompt
 * all read a description through this.
 */
import { readSubjects } from "./lexicon/lexicon.server";
import { EXTRA_SUBJECT_WORDS, type Scene, type SubjectReader, readScene } from "./scene";

export const lexiconReader: SubjectReader = (plain) => {
  const read = readSubjects(plain, { reserved: EXTRA_SUBJECT_WORDS });
  return {
    subjects: read.subjects.map((s) => ({
      key: s.subject.kind === "atlas" ? s.subject.id : s.subject.key,
      at: s.at,
      words: s.phrase.split(" ").length,
      ...(s.pose ? { pose: s.pose } : {}),
    })),
    notDrawn: read.notDrawn,
    knows: (word) => {
      const alone = readSubjects(word);
      return alone.subjects.length > 0 || alone.notDrawn.length > 0;
    },
  };
};

export function readSceneFully(description: string): Scene {
  return readScene(description, lexiconReader);
}
