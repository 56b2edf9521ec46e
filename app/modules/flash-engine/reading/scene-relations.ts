/**
 * Step 3 of reading a scene: how its subjects tie together. A relation phrase ties the nearest
 * subject before it to the next one after it; a garland named with a head is worn; and what the
 * relations imply (flowers worn are a crown, counted heads wear one each, a snake around is coiled).
 */
import { handMotif, hasTrait } from "../motifs/registry";
import type { SceneDraft } from "./scene-draft";
import type { SceneRelation } from "./scene-types";
import { CREST_PARTS, FILLER, RELATION_PHRASES, type ReadRelation } from "./scene-words";

/** The relation phrase at token i, if any ("between" only before a crest's parts: "between its antlers"). */
function relationAt(draft: SceneDraft, i: number): [string[], ReadRelation] | undefined {
  const { tokens, placement } = draft;
  // "Between its antlers" is in them (between anything else places nothing).
  if (tokens[i].word === "between" && tokens.slice(i + 1, i + 3).some((t) => CREST_PARTS.has(t.word)))
    return [["between"], "inside"];
  if (placement[i]) return undefined;
  return RELATION_PHRASES.find(([phrase]) =>
    phrase.every((w, k) => tokens[i + k]?.word === w && tokens[i + k].raw !== "IN"),
  );
}

/** The relation a phrase of `kind` makes between two subjects ("front" and "attacked" read backwards). */
function relationOf(draft: SceneDraft, kind: ReadRelation, from: number, to: number): SceneRelation {
  // "A rose under a bell jar" is a rose inside it.
  const covered = kind === "below" && hasTrait(draft.subjects[to].key, "covers");
  if (kind === "front") return { kind: "behind", from: to, to: from };
  if (kind === "attacked") return { kind: "attacking", from: to, to: from };
  return { kind: covered ? "inside" : kind, from, to };
}

/** Relations: the nearest subject before the phrase to the next subject after it. */
export function readRelations(draft: SceneDraft): void {
  const { tokens, used, found, indexAt, relations } = draft;
  for (let i = 0; i < tokens.length; i++) {
    const match = relationAt(draft, i);
    if (!match) continue;
    const [phrase, kind] = match;
    const before = [...found.keys()].filter((f) => found[f].end <= i).pop();
    // "A skull with roses growing out of it": "it" is the subject named before the nearest one.
    const pronoun = ["it", "them"].includes(tokens[i + phrase.length]?.word ?? "");
    const after = pronoun
      ? before === undefined
        ? undefined
        : [...found.keys()].filter((f) => found[f].end <= found[before].at).pop()
      : [...found.keys()].find((f) => found[f].at >= i + phrase.length);
    for (let k = 0; k < phrase.length; k++) used[i + k] = 1;
    if (before === undefined || after === undefined) continue;
    const from = indexAt[before];
    const to = indexAt[after];
    if (from === to) continue;
    const rel = relationOf(draft, kind, from, to);
    if (!relations.some((r) => r.from === rel.from && r.to === rel.to)) relations.push(rel);
    i += phrase.length - 1;
  }
}

/**
 * A flower crown is worn: "a skull with a flower crown" and "a flower crown on a wolf" are a skull
 * and a wolf wearing it, and "on its head" after it places nothing more.
 */
export function wearGarlands(draft: SceneDraft): void {
  const { tokens, used, found, indexAt, subjects, relations } = draft;
  found.forEach((f, k) => {
    if (!hasTrait(f.key, "garland")) return;
    const garland = indexAt[k];
    const after = tokens.slice(f.end, f.end + 4).map((t) => t.word);
    const head = after.indexOf("head");
    if (head >= 1 && after[0] === "on" && head <= 2) for (let i = 0; i <= head; i++) used[f.end + i] = 1;
    const on = relations.findIndex(
      (r) => r.from === garland && r.kind === "on" && hasTrait(subjects[r.to].key, "wears-garland"),
    );
    if (on >= 0) {
      relations[on] = { kind: "wearing", from: relations[on].to, to: garland };
      return;
    }
    if (k === 0 || relations.some((r) => r.from === garland || r.to === garland)) return;
    const before = found[k - 1];
    const between = tokens.slice(before.end, f.at).map((t) => t.word);
    if (hasTrait(before.key, "wears-garland") && between.includes("with") && between.every((w) => FILLER.has(w)))
      relations.push({ kind: "wearing", from: indexAt[k - 1], to: garland });
  });
}

/** What the relations imply for their subjects: a worn garland of flowers, one each, a coiled pose. */
export function impliedByRelations(draft: SceneDraft): void {
  const { subjects, relations } = draft;
  // Flowers worn on a head are a flower crown: "a skull crowned with roses" wears a crown of roses.
  for (const r of relations) {
    const worn = subjects[r.to];
    const crown = handMotif(worn.key)?.wornAs;
    if (r.kind === "wearing" && worn.count > 1 && crown) subjects[r.to] = { ...worn, key: crown, count: 1 };
  }
  // Counted heads wear one each: "two skulls with flower crowns", "three wolves wearing crowns".
  for (const r of relations)
    if (r.kind === "wearing" && subjects[r.from].count > 1) {
      r.each = true;
      subjects[r.to] = { ...subjects[r.to], count: 1 };
    }
  // "coiled around"/"wrapped around" also give the pose; "perched on" keeps perched.
  for (const r of relations)
    if (r.kind === "around" && !subjects[r.from].pose && hasTrait(subjects[r.from].key, "coils"))
      subjects[r.from].pose = "coiled";
}
