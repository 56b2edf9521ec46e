/**
 * How a subject is to be drawn, said in words (issue 36): "an outline of a wolf", "a cat outline",
 * "a line drawing of a face" ask for the subjects in outline only. The words are read (never drawn
 * without) and the design is drawn so (`Scene.outline`: every subject's shapes white inside their
 * ink line, ../render-design.ts). "A fiery comet", "a flaming sword" ask for the subject in flames,
 * "an origami crane" for it folded of paper (`SceneSubject.manner`: ../layout/subject-manners.ts).
 */
import type { SceneDraft } from "./scene-draft";
import type { SubjectManner } from "./scene-types";

/** Words that say outline only by themselves. */
const OUTLINE_WORDS = new Set(["outline", "outlined", "lineart", "linework", "contour"]);

/** A word that says outline only with the "line" before it: "line drawing", "line art", "line work". */
const AFTER_LINE = new Set(["drawing", "art", "work", "sketch", "illustration"]);

/** How many tokens from i say outline only (0 when they do not). */
function outlineAt(draft: SceneDraft, i: number): number {
  const word = draft.tokens[i].word;
  if (OUTLINE_WORDS.has(word)) return 1;
  if (word === "line" && AFTER_LINE.has(draft.tokens[i + 1]?.word ?? "")) return 2;
  return 0;
}

/** Whether the description asks for outline only; its words are marked read. */
export function readOutline(draft: SceneDraft): boolean {
  let outline = false;
  draft.tokens.forEach((token, i) => {
    if (draft.used[i] || draft.placement[i]) return;
    const n = outlineAt(draft, i);
    if (n === 0) return;
    draft.used.fill(1, i, i + n);
    draft.taken.push(...draft.tokens.slice(i, i + n).map((t) => t.word));
    outline = true;
  });
  return outline;
}

/** Words before a subject that say how it is drawn: in flames, or folded of paper. */
const MANNER_WORDS: Readonly<Record<string, SubjectManner>> = {
  fiery: "fiery",
  flaming: "fiery",
  burning: "fiery",
  blazing: "fiery",
  aflame: "fiery",
  fire: "fiery",
  origami: "origami",
  papercraft: "origami",
};

/** A subject right after a word of manner ("a fiery comet", "an origami fox") is drawn so; the word is read. */
export function readSubjectManners(draft: SceneDraft): void {
  draft.tokens.forEach((token, i) => {
    const manner = MANNER_WORDS[token.word];
    if (draft.used[i] || !manner) return;
    const f = draft.found.findIndex((m) => m.at === i + 1);
    const subject = f < 0 ? undefined : draft.subjects[draft.indexAt[f]];
    if (!subject) return;
    subject.manner = manner;
    draft.used[i] = 1;
    draft.taken.push(token.word);
  });
}
