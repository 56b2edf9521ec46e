/**
 * Relations read through another (issue 36), after every phrase is read: a relation said of what one
 * subject wears, sits on or is in belongs to that subject ("a skull wearing a crown with a sunflower
 * below" is below the skull; "a witch riding a broomstick under the moon" is the witch under it; "a
 * heart in flames surrounded by a crown of thorns" is the heart surrounded), a head "with" what it
 * wears by its name ("a pirate skull with a bandanna"), and an upright figure "with" an object holds it
 * ("a grim reaper with a scythe"), a bird a long one in its talons ("an owl with a key"); a sign "with"
 * an object is on its face ("a hamsa with a mandala").
 */
import { isEmblem, motifFor } from "../motifs/index";
import { HAND_MOTIF_ENTRIES, handMotif, hasTrait, type HandMotifKey } from "../motifs/registry";
import type { SceneDraft } from "./scene-draft";
import type { SceneRelation } from "./scene-types";
import { FILLER, WORN_WORDS } from "./scene-words";

/** Where a thing is, said of what holds it rather than of the thing: moved onto the thing. */
const PLACING = new Set<SceneRelation["kind"]>(["above", "below", "behind"]);

/**
 * A relation whose end is worn by, carries or holds another subject is that subject's: a thing below
 * a crown is below the head wearing it; a moon above a broom ridden is above the rider; flames framed
 * by thorns frame what is in the flames.
 */
export function relationsThroughOthers(draft: SceneDraft): void {
  const { relations } = draft;
  for (const r of relations) {
    const wearer = relations.find((q) => q.kind === "wearing" && q.to === r.to && q.from !== r.from);
    if (r.kind !== "wearing" && wearer) r.to = wearer.from;
    const rider = relations.find((q) => q.kind === "on" && q.to === r.from && q.from !== r.to);
    if (PLACING.has(r.kind) && rider) r.from = rider.from;
    const within = relations.find((q) => q.kind === "inside" && q.to === r.from && q.from !== r.to);
    if ((r.kind === "framed-by" || r.kind === "around") && within) r.from = within.from;
  }
}

/** Whether a subject wears things on its head, by its key or by its name's last word ("a pirate skull"). */
export function wearsByName(key: string, word: string): boolean {
  if (hasTrait(key, "wears-garland")) return true;
  const named = HAND_MOTIF_ENTRIES.find(([, d]) => d.words.includes(word));
  return named !== undefined && hasTrait(named[0], "wears-garland");
}

/** Words that start another clause between a subject and what it is "with". */
const CLAUSE = new Set(["and", "or", "but", "while", "as", "who", "that", "which", "is", "are"]);

/**
 * Whether "with" ties mention k to mention h: only describing words (and other things named) after
 * the one "with", and before it nothing that starts another clause ("a reaper in a black cloak with a
 * scythe", "a pirate skull with a bandanna and a sword").
 */
function withTies(draft: SceneDraft, h: number, k: number): boolean {
  const { tokens, found } = draft;
  const words = tokens
    .slice(found[h].end, found[k].at)
    .filter((_, i) => !found.some((o) => o.at <= found[h].end + i && o.end > found[h].end + i))
    .map((t) => t.word);
  const at = words.indexOf("with");
  if (at < 0 || words.lastIndexOf("with") !== at) return false;
  return words.slice(at + 1).every((w) => FILLER.has(w)) && !words.slice(0, at).some((w) => CLAUSE.has(w));
}

const related = (draft: SceneDraft, i: number) => draft.relations.some((r) => r.from === i || r.to === i);

/**
 * "X with Y" left unrelated: a head by its name wears a thing worn on heads ("a pirate skull with a
 * bandanna"); a sign is on an object's face ("a hamsa with a mandala"); a standing figure holds an
 * object ("a grim reaper with a scythe"), a bird a long one in its talons ("an owl with a key"); a
 * snake with a dagger stays as drawn.
 */
export function withWornOrHeld(draft: SceneDraft): void {
  const { tokens, found, indexAt, subjects, relations } = draft;
  found.forEach((f, k) => {
    const thing = indexAt[k];
    if (k === 0 || related(draft, thing)) return;
    const holder = [...found.keys()].find((h) => h < k && indexAt[h] !== thing && withTies(draft, h, k));
    if (holder === undefined) return;
    const who = indexAt[holder];
    const name = tokens[found[holder].end - 1]?.word ?? "";
    if (WORN_WORDS.has(tokens[f.end - 1]?.word ?? "") && wearsByName(subjects[who].key, name)) {
      relations.push({ kind: "wearing", from: who, to: thing });
      return;
    }
    // A sign "with" an object is drawn on its face ("a hamsa with an evil eye", "a heart with a cross").
    const bearer = motifFor(subjects[who].key);
    if (isEmblem(subjects[thing].key) && bearer.key === subjects[who].key && bearer.category === "object") {
      if (!isEmblem(bearer.key) && bearer.form !== "long") relations.push({ kind: "on", from: thing, to: who });
      return;
    }
    const tool = motifFor(subjects[thing].key);
    const figure = motifFor(subjects[who].key);
    const object = tool.key === subjects[thing].key && tool.category === "object";
    const creature = figure.key === subjects[who].key && figure.category === "creature";
    // A standing figure of the atlas (a reaper, a knight); a portrait bust has no hand to hold it in.
    const upright = figure.form === "tall" && handMotif(figure.key) === undefined;
    const grips = upright || (hasTrait(figure.key, "perches") && tool.form === "long");
    if (object && creature && grips && !hasTrait(figure.key, "coils"))
      relations.push({ kind: "holding", from: who, to: thing });
  });
}

/**
 * Things listed after a phrase read backwards all relate the same way: "a sugar skull decorated with
 * flowers and hearts" has both on it, "a cage wrapped in vines and roses" both around it.
 */
export function listedAfter(draft: SceneDraft): void {
  const { tokens, found, indexAt, relations } = draft;
  const mention = (i: number) => found.findIndex((_, f) => indexAt[f] === i);
  for (const r of [...relations]) {
    const [thing, base] = [mention(r.from), mention(r.to)];
    if (thing < 0 || base < 0 || thing < base || !found[thing + 1]) continue;
    const next = indexAt[thing + 1];
    const between = tokens.slice(found[thing].end, found[thing + 1].at).map((t) => t.word);
    if (!between.includes("and") || !between.every((w) => FILLER.has(w)) || related(draft, next)) continue;
    relations.push({ ...r, from: next });
  }
}

/** Riding words, and the words after them that say where to rather than on what ("riding into the sunset"). */
const RIDING = new Set(["riding", "rides", "ride", "rode"]);
const ONWARD = new Set(["into", "toward", "towards", "off", "through", "across"]);

/** The mount a rider sits on when none is named. */
const MOUNT = "horse" satisfies HandMotifKey;

/**
 * Riding into a place or the sky: the sky or place is behind the rider ("a cowboy riding a horse into
 * the sunset" is the sun behind them, not the horse in it), and a rider with no mount named rides a
 * horse ("a cowboy riding into the sunset"; "a witch riding a broom" rides the broom).
 */
export function ridingInto(draft: SceneDraft): void {
  const { tokens, found, indexAt, subjects, relations } = draft;
  const ride = tokens.findIndex((t) => RIDING.has(t.word));
  if (ride < 0) return;
  const mention = (i: number) => found.findIndex((_, f) => indexAt[f] === i);
  const onward = (i: number) => {
    const at = found[mention(i)]?.at ?? 0;
    const words = tokens.slice(ride + 1, at).map((t) => t.word);
    return (
      at > ride &&
      words.some((w) => ONWARD.has(w)) &&
      ONWARD.has(words.filter((w) => !FILLER.has(w) || ONWARD.has(w)).pop() ?? "")
    );
  };
  const place = (i: number) => {
    const m = motifFor(subjects[i].key);
    return m.key === subjects[i].key && (m.category === "sky" || m.category === "scene");
  };
  const riders: number[] = [];
  for (const r of relations)
    if ((r.kind === "on" || r.kind === "inside") && place(r.to) && onward(r.to)) {
      const rider = relations.find((q) => q.kind === "on" && q.to === r.from && !place(q.to))?.from ?? r.from;
      Object.assign(r, { kind: "behind", from: r.to, to: rider });
      riders.push(rider);
    }
  for (const rider of riders) {
    const who = motifFor(subjects[rider].key);
    const mounted = relations.some((r) => (r.from === rider || r.to === rider) && r.kind === "on");
    if (mounted || who.key === MOUNT || who.category !== "creature" || !who.upright) continue;
    subjects.push({ key: MOUNT, word: MOUNT, count: 1 });
    relations.unshift({ kind: "on", from: rider, to: subjects.length - 1 });
  }
}

/** A sign named right before an object is set in it: "a yin yang dream catcher", "an eye compass". */
export function signInThing(draft: SceneDraft): void {
  const { found, indexAt, subjects, relations } = draft;
  for (let k = 0; k + 1 < found.length; k++) {
    const [sign, thing] = [indexAt[k], indexAt[k + 1]];
    if (found[k].end !== found[k + 1].at || sign === thing || related(draft, sign)) continue;
    // Anything named right before a medal is on its face ("a saint medallion", "a wolf medal on a chain").
    if (bears(subjects[thing].key)) {
      relations.push({ kind: "inside", from: sign, to: thing });
      continue;
    }
    if (related(draft, thing)) continue;
    const holder = motifFor(subjects[thing].key);
    if (!isEmblem(subjects[sign].key) || holder.key !== subjects[thing].key || holder.category !== "object") continue;
    if (!isEmblem(holder.key) && holder.form !== "long") relations.push({ kind: "inside", from: sign, to: thing });
  }
}

/** Whether a subject bears what is named with it on its face, as a medal does. */
export const bears = (key: string) => handMotif(key)?.frame?.kind === "medallion";
