/**
 * Step 1 of reading a scene: the description's words, where the tattoo goes, and where each subject
 * is mentioned, as the reader (./subject-reader.ts) found them and again by a part of it.
 */
import { POSSESSIVES } from "../lexicon/own-parts";
import { handMotif } from "../motifs/registry";
import { singular, SUBJECT_WORDS } from "../subjects";
import type { Found, SceneDraft, Token } from "./scene-draft";
import type { Pose } from "./scene-types";
import { EXTRA_SUBJECT_WORDS, NUMBERS, POSE_WORDS } from "./scene-words";
import type { FoundSubject } from "./subject-reader";
import { namesManner, placementLength } from "./unplaced-words";

export function tokenize(text: string): Token[] {
  const tokens: Token[] = [];
  for (const match of text.matchAll(/[A-Za-z][A-Za-z']*|\d+/g)) {
    const raw = match[0].replace(/[’‘]/g, "'");
    const lower = raw
      .toLowerCase()
      .replace(/^'+|'+$/g, "")
      .replace(/'s$/, "")
      .replace(/'/g, "");
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
    // "My dog's paw print", "odin's two ravens": the owner names whose it is; the print, the ravens are drawn.
    const next = subjects[k + 1];
    const counted = tokens[end] && NUMBERS[tokens[end].word] !== undefined ? 1 : 0;
    if (/'s$/i.test(tokens[end - 1].raw) && next && tokens[end + counted]?.at === next.at) continue;
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
  // "A cave painting style deer": the cave names the manner, no subject (its words stay read).
  const words = tokens.map((t) => t.word);
  draft.found = dropOwnWorn(
    tokens,
    [...found, ...again].sort((a, b) => a.at - b.at),
  ).filter((f) => !namesManner(words, f.end));
}

const HEAD = new Set(["hair", "head"]);

/** Whether the thing mentioned at f is said to be worn: "in his hair", "on her head" after it. */
function wornInHair(tokens: Token[], f: Found): boolean {
  let k = f.end;
  if (!["in", "on"].includes(tokens[k]?.word ?? "") || !POSSESSIVES.has(tokens[k + 1]?.word ?? "")) return false;
  k += 2;
  if (tokens[k] && !HEAD.has(tokens[k].word)) k++; // "in her long hair"
  return HEAD.has(tokens[k]?.word ?? "");
}

/** Whether the thing mentioned at f is named as had or worn: "with a", "wearing his", "in a" before it. */
function wornWith(tokens: Token[], f: Found): boolean {
  const before = tokens[f.at - 1]?.word ?? "";
  const article = ["a", "an", "the", ...POSSESSIVES].includes(before);
  return ["with", "wearing", "in"].includes((article ? tokens[f.at - 2]?.word : before) ?? "");
}

/**
 * A thing a figure's drawing already wears, said to be worn ("shiva with a crescent moon in his
 * hair", "jesus on the cross with a crown of thorns"): the figure's own, not another thing drawn
 * over it. Named otherwise ("shiva under the moon") it is drawn.
 */
function dropOwnWorn(tokens: Token[], found: Found[]): Found[] {
  return found.filter((f, n) => {
    if (!wornInHair(tokens, f) && !wornWith(tokens, f)) return true;
    return !found.slice(0, n).some((g) => (handMotif(g.key)?.wears as readonly string[] | undefined)?.includes(f.key));
  });
}
