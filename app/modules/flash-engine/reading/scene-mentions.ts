/**
 * Step 1 of reading a scene: the description's words, where the tattoo goes, and where each subject
 * is mentioned, as the reader (./subject-reader.ts) found them and again by a part of it.
 */
import { singular, SUBJECT_WORDS } from "../subjects";
import type { Found, SceneDraft, Token } from "./scene-draft";
import type { Pose } from "./scene-types";
import { EXTRA_SUBJECT_WORDS, POSE_WORDS } from "./scene-words";
import type { FoundSubject } from "./subject-reader";
import { placementLength } from "./unplaced-words";

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[A-Za-z][A-Za-z']*|\d+/g)) {
    const raw = match[0].replace(/[’‘]/g, "'");
    const lower = raw
      .toLowerCase()
      .replace(/^'+|'+$/g, "")
      .replace(/'s$/, "");
    tokens.push({ word: singular(lower), raw, at: match.index ?? 0 });
  }
  return tokens;
}

/** Where the tattoo goes ("on my left wrist"): marked placed and used. */
export function markPlacement(draft: SceneDraft): void {
  const { tokens, used, placement } = draft;
  for (let i = 0; i < tokens.length; i++) {
    const length = placementLength(
      tokens.map((t) => t.word),
      i,
    );
    for (let k = 0; k < length; k++) used[i + k] = placement[i + k] = 1;
  }
}

interface Phrase {
  words: string[];
  key: string;
}

const SUBJECT_PHRASES: Phrase[] = Object.entries({ ...SUBJECT_WORDS, ...EXTRA_SUBJECT_WORDS })
  .flatMap(([key, names]) =>
    names.map((name) => ({ words: name.split(/\s+/).map((w) => singular(w.replace(/[^a-z']/g, ""))), key })),
  )
  .sort((a, b) => b.words.length - a.words.length);

const isPlural = (last: Token) =>
  last.word !== last.raw.toLowerCase() && /s$/i.test(last.raw) && !/s$/.test(last.word) && !/['’]s$/i.test(last.raw);

/** Where the hand-drawn motifs' names (and the scene's words) are, longest phrase first. */
function handNames(tokens: Token[], used: Uint8Array): Found[] {
  const found: Found[] = [];
  for (const phrase of SUBJECT_PHRASES) {
    for (let i = 0; i + phrase.words.length <= tokens.length; i++) {
      if (phrase.words.every((w, k) => tokens[i + k].word === w && !used[i + k])) {
        for (let k = 0; k < phrase.words.length; k++) used[i + k] = 1;
        found.push({
          key: phrase.key,
          at: i,
          end: i + phrase.words.length,
          plural: isPlural(tokens[i + phrase.words.length - 1]),
        });
      }
    }
  }
  return found;
}

/** The subjects a reader found, on the scene's tokens (none where the tattoo's placement is). */
function readerSubjects(tokens: Token[], used: Uint8Array, subjects: FoundSubject[]): Found[] {
  const found: Found[] = [];
  for (const [k, subject] of subjects.entries()) {
    const at = tokens.findIndex((t) => t.at === subject.at);
    if (at < 0) continue;
    const end = Math.min(tokens.length, at + Math.max(1, subject.words));
    // "My dog's paw print": the owner names whose it is; the paw print is drawn.
    const next = subjects[k + 1];
    if (/'s$/i.test(tokens[end - 1].raw) && next && tokens[end]?.at === next.at) continue;
    if (used.subarray(at, end).some(Boolean)) continue;
    used.fill(1, at, end);
    const pose = subject.pose && Object.values(POSE_WORDS).includes(subject.pose as Pose) ? subject.pose : undefined;
    found.push({
      key: subject.key,
      at,
      end,
      plural: subject.plural ?? isPlural(tokens[end - 1]),
      ...(pose ? { pose } : {}),
    });
  }
  return found;
}

/**
 * The reader's subjects, and the hand-drawn names that mention one of them again by a part of it
 * ("a stag with roses in its antlers", "an octopus with its tentacles"): the same subject. In order.
 */
export function findMentions(draft: SceneDraft, subjects: FoundSubject[]): void {
  const { tokens, used } = draft;
  const found = readerSubjects(tokens, used, subjects);
  const again = handNames(tokens, Uint8Array.from(used)).filter((f) => found.some((g) => g.key === f.key));
  for (const f of again) used.fill(1, f.at, f.end);
  draft.found = [...found, ...again].sort((a, b) => a.at - b.at);
}
