/**
 * Relations said without a relation phrase (issue 36), by the kind of what is named: a frame or a
 * garland "with" a thing that does not wear it frames it ("a trinity knot with a circle", "a bee with
 * a flower wreath"), wings "with" a thing are behind it ("a sacred heart with angel wings"), a banner
 * "between them" is carried by the pair ("two swallows with a banner between them"), a thing
 * "between" two hills or waves is behind them ("the sun rising between two mountains"), and two
 * things named together before a relation are both in it ("a heart and a feather on a scale").
 */
import { isWings } from "../motifs/index";
import { handMotif, hasTrait } from "../motifs/registry";
import { bears } from "./scene-chains";
import type { SceneDraft } from "./scene-draft";
import type { SceneRelation } from "./scene-types";
import { EXTRA_SUBJECT_WORDS, FILLER, NUMBERS } from "./scene-words";

const FRAME_WORDS = new Set(EXTRA_SUBJECT_WORDS.frame);

const related = (draft: SceneDraft, i: number) => draft.relations.some((r) => r.from === i || r.to === i);

/** Whether only describing words and a "with" stand between mention k and the next one. */
function withBetween(draft: SceneDraft, k: number): boolean {
  const { tokens, found } = draft;
  const between = tokens.slice(found[k].end, found[k + 1].at).map((t) => t.word);
  return between.includes("with") && between.every((w) => FILLER.has(w));
}

/**
 * "X with Y", nothing else relating Y: a frame word or a garland on what does not wear it frames X;
 * wings are behind X.
 */
export function withThings(draft: SceneDraft): void {
  const { found, indexAt, subjects, relations } = draft;
  for (let k = 0; k + 1 < found.length; k++) {
    const [x, y] = [indexAt[k], indexAt[k + 1]];
    if (x === y || related(draft, y) || !withBetween(draft, k)) continue;
    const thing = subjects[y].key;
    // A garland named as a frame ("a flower wreath"), not as a crown: a heart with a flower crown is two things.
    const wreath = FRAME_WORDS.has(draft.tokens[found[k + 1].end - 1]?.word ?? "");
    const frames =
      thing === "frame" || (hasTrait(thing, "garland") && wreath && !hasTrait(subjects[x].key, "wears-garland"));
    if (frames) relations.push({ kind: "framed-by", from: x, to: y });
    // A medal with a thing bears it on its face ("a medal with a star").
    else if (bears(subjects[x].key)) relations.push({ kind: "inside", from: y, to: x });
    else if (isWings(thing)) relations.push({ kind: "behind", from: y, to: x });
  }
}

/**
 * "Between": a banner between them is carried by the pair named before it; a thing between two
 * (or more) hills or waves is behind them ("a rose between two daggers" places nothing).
 */
export function readBetween(draft: SceneDraft): void {
  const { tokens, found, indexAt, subjects, relations } = draft;
  tokens.forEach((t, i) => {
    if (t.word !== "between") return;
    const before = [...found.keys()].filter((f) => found[f].end <= i).pop();
    if (before === undefined || related(draft, indexAt[before])) return;
    const thing = indexAt[before];
    if (tokens[i + 1]?.word === "them" || tokens[i + 1]?.word === "each") {
      const pair = [...found.keys()].filter((f) => f < before && subjects[indexAt[f]].count > 1).pop();
      if (pair !== undefined && subjects[thing].key === "banner")
        relations.push({ kind: "carrying", from: indexAt[pair], to: thing });
      return;
    }
    const after = [...found.keys()].find((f) => found[f].at > i);
    const between = after === undefined ? [] : tokens.slice(i + 1, found[after].at).map((w) => w.word);
    const hills = after !== undefined && handMotif(subjects[indexAt[after]].key)?.category === "scene";
    if (hills && subjects[indexAt[after]].count > 1 && between.every((w) => FILLER.has(w) || w in NUMBERS))
      relations.push({ kind: "behind", from: thing, to: indexAt[after] });
  });
}

/**
 * Two things named together before a relation are both in it: "a heart and a feather on a scale",
 * "a bee and a flower in a light bulb" (the first named leads). Not a thing "with" another named
 * before them ("a skull with roses and a snake on it": the snake alone).
 */
export function bothInRelation(draft: SceneDraft): void {
  const { tokens, found, indexAt, relations } = draft;
  const added: SceneRelation[] = [];
  for (const r of relations) {
    const second = found.findIndex((_, k) => indexAt[k] === r.from);
    if (second < 1 || r.kind === "wearing") continue;
    const first = indexAt[second - 1];
    const between = tokens.slice(found[second - 1].end, found[second].at).map((t) => t.word);
    if (first === r.to || related(draft, first) || !between.includes("and")) continue;
    if (between.some((w) => !FILLER.has(w) || w === "with")) continue;
    if (tokens.slice(0, found[second - 1].at).some((t) => t.word === "with")) continue;
    added.push({ ...r, from: first });
  }
  relations.unshift(...added);
}
