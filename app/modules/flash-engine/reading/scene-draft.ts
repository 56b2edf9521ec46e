/**
 * A scene as it is being read (../scene.ts): the description's words, which of them are read
 * already, the subjects' mentions and the subjects and relations so far. Each step of the reading
 * (./scene-mentions.ts, ./scene-subjects.ts, ./scene-relations.ts) adds to it.
 */
import type { Mass, SceneRelation, SceneSubject } from "./scene-types";

export type Token = { word: string; raw: string; at: number };

/** A mention of a subject: its key, where its words start and end (tokens), as written. */
export type Found = { key: string; at: number; end: number; plural: boolean; pose?: string; mass?: Mass };

export interface SceneDraft {
  tokens: Token[];
  /** Tokens read already: a subject's words, a count, a pose, a relation, where the tattoo goes. */
  used: Uint8Array;
  /** Tokens that say where the tattoo goes ("on my left wrist"): neither subjects nor relations. */
  placement: Uint8Array;
  /** Every mention of a subject, in order. */
  found: Found[];
  /** For each mention, the index of its subject. */
  indexAt: number[];
  subjects: SceneSubject[];
  relations: SceneRelation[];
  /** Words the scene read itself that a reader may list as things nothing draws ("field" of a field of poppies). */
  taken: string[];
}
