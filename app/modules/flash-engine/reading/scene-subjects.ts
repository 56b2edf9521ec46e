/**
 * Step 2 of reading a scene: its subjects, each mention of one merged into it, counted by the
 * number or collective words before it (a collective also after it) or by its plural, and the poses
 * the words give them.
 */
import { handMotif, hasTrait } from "../motifs/registry";
import type { Found, SceneDraft, Token } from "./scene-draft";
import { MASS_COUNT } from "./scene-masses";
import type { Pose } from "./scene-types";
import { COLLECTIVES, FILLER, NUMBERS, POSE_PHRASES, POSE_WORDS } from "./scene-words";

/** The count a number word just before a mention gives it ("two", "3"), marking the word read. */
function countBefore(tokens: Token[], used: Uint8Array, f: Found): number {
  for (let k = f.at - 1; k >= Math.max(0, f.at - 4); k--) {
    const w = tokens[k].word;
    const n = NUMBERS[w] ?? COLLECTIVES[w];
    if (n !== undefined) {
      used[k] = 1;
      return n;
    }
    if (/^\d$/.test(w)) {
      used[k] = 1;
      return Number(w);
    }
    if (!FILLER.has(w) && !POSE_WORDS[w]) break;
  }
  return 1;
}

/** How many of a mention's subject: its count, a plural's two, a stack's three. */
function countOf(tokens: Token[], used: Uint8Array, f: Found): number {
  let count = countBefore(tokens, used, f);
  // A collective named after its member is that many of it: "a wolf pack", "an elephant herd".
  const after = tokens[f.end];
  if (count === 1 && after && COLLECTIVES[after.word] !== undefined && !used[f.end]) {
    used[f.end] = 1;
    count = COLLECTIVES[after.word];
  }
  // An octopus's "tentacles" and a stag's "antlers" are one animal's.
  const parts = handMotif(f.key)?.partWords?.includes(tokens[f.end - 1].word) ?? false;
  if (
    count === 1 &&
    f.plural &&
    !parts &&
    !hasTrait(f.key, "garland") &&
    !hasTrait(f.key, "uncounted") &&
    f.key !== "frame"
  )
    count = 2;
  if (hasTrait(f.key, "stacked"))
    count = Math.max(
      count,
      /stack|pile/.test(
        tokens
          .slice(Math.max(0, f.at - 3), f.end)
          .map((t) => t.word)
          .join(" "),
      )
        ? 3
        : count,
    );
  return count;
}

/** Merges repeated mentions of a subject; counts come from number words just before. */
/** Whether two mentions of one subject are two names of it joined by "and" alone ("hugin and munin"). */
function twoNames(tokens: Token[], before: Found | undefined, f: Found): boolean {
  if (!before || before.key !== f.key || f.at !== before.end + 1 || tokens[before.end].word !== "and") return false;
  const words = (m: Found) =>
    tokens
      .slice(m.at, m.end)
      .map((t) => t.word)
      .join(" ");
  return words(before) !== words(f);
}

export function countSubjects(draft: SceneDraft): void {
  const { tokens, used, subjects, indexAt } = draft;
  for (const [n, f] of draft.found.entries()) {
    // A mass is many of it: "a field of poppies".
    const count = f.mass ? MASS_COUNT : countOf(tokens, used, f);
    const existing = subjects.findIndex((s) => s.key === f.key);
    if (existing >= 0) {
      // Two names of one kind joined by "and" are two of it: "hugin and munin" are two ravens.
      const named = twoNames(tokens, draft.found[n - 1], f);
      subjects[existing].count = named
        ? Math.min(subjects[existing].count + count, 5)
        : Math.max(subjects[existing].count, count);
      if (f.mass) subjects[existing].mass = f.mass;
      indexAt.push(existing);
    } else {
      subjects.push({
        key: f.key,
        word: tokens
          .slice(f.at, f.end)
          .map((t) => t.raw)
          .join(" "),
        count: Math.min(count, 5),
        // A pose the subject's name gives ("a wolf howl" in the lexicon).
        ...(f.pose ? { pose: f.pose as Pose } : {}),
        ...(f.mass ? { mass: f.mass } : {}),
      });
      indexAt.push(subjects.length - 1);
    }
  }
}

/** Poses attach to the nearest subject before them (or the next one when none comes before). */
export function attachPoses(draft: SceneDraft): void {
  const { tokens, used, found, indexAt, subjects } = draft;
  for (let i = 0; i < tokens.length; i++) {
    const phrase = POSE_PHRASES.find(([words]) => words.every((w, k) => tokens[i + k]?.word === w));
    const pose = POSE_WORDS[tokens[i].word] ?? phrase?.[1];
    if (!pose || used[i]) continue;
    const said = phrase && !POSE_WORDS[tokens[i].word] ? phrase[0] : [tokens[i].word];
    used.fill(1, i, i + said.length);
    draft.taken.push(...said);
    let target = -1;
    for (let f = found.length - 1; f >= 0; f--)
      if (found[f].end <= i) {
        target = indexAt[f];
        break;
      }
    if (target < 0) target = indexAt[found.findIndex((f) => f.at > i)] ?? -1;
    // "Standing on its hind legs" is rearing, whatever came first.
    if (target >= 0 && (!subjects[target].pose || tokens[i].word === "hind")) subjects[target].pose = pose;
  }
}
