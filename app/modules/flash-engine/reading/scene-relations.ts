/**
 * Step 3 of reading a scene: how its subjects tie together. A relation phrase ties the nearest
 * subject before it to the next one after it; a garland named with a head is worn; and what the
 * relations imply (flowers worn are a crown, counted heads wear one each, a snake around is coiled).
 */
import { ANCHOR_PARTS, partName, POSSESSIVES } from "../lexicon/own-parts";
import type { HandMotifTrait } from "../motifs/definition";
import { handMotif, hasTrait } from "../motifs/registry";
import { wearsByName } from "./scene-chains";
import type { SceneDraft } from "./scene-draft";
import type { RelationKind, SceneRelation } from "./scene-types";
import { CREST_PARTS, FILLER, RELATION_PHRASES, WORN_WORDS, type ReadRelation } from "./scene-words";

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

/** What is gone through rather than pierced: a place, the sky ("rising through the water", "through the clouds"). */
const MEDIA = new Set(["scene", "sky"]);

const isLong = (draft: SceneDraft, i: number) => handMotif(draft.subjects[i].key)?.layout?.form === "long";

/** The relation a phrase of `kind` makes between two subjects ("front" and "attacked" read backwards). */
function relationOf(draft: SceneDraft, kind: ReadRelation, from: number, to: number): SceneRelation {
  // "A rose under a bell jar" is a rose inside it.
  const covered = kind === "below" && hasTrait(draft.subjects[to].key, "covers");
  // "A siren rising through the water": in it (a place or the sky is gone through, not pierced).
  if (kind === "through" && MEDIA.has(handMotif(draft.subjects[to].key)?.category ?? "") && !isLong(draft, from))
    return { kind: "inside", from, to };
  if (kind === "front") return { kind: "behind", from: to, to: from };
  if (kind === "attacked") return { kind: "attacking", from: to, to: from };
  if (kind === "carried") return { kind: "carrying", from: to, to: from };
  if (kind === "decorated") return { kind: "on", from: to, to: from };
  if (kind === "wrapped") return { kind: "around", from: to, to: from };
  return { kind: covered ? "inside" : kind, from, to };
}

/** The middle of a subject ("a dream catcher with a wolf in the middle"): "the" names no other part. */
const MIDDLES = new Set(["middle", "centre", "center"]);

/**
 * A part of a subject right after a relation phrase at token j ("on its back", "in her long hair",
 * "in the middle", "through the eye sockets"): the part and how many tokens it takes. Not a part
 * followed by "of" ("in the middle of the forest" names the forest) nor one the reader read as a subject.
 */
function partAt(draft: SceneDraft, j: number): { part: string; length: number } | undefined {
  const { tokens, found } = draft;
  const owner = tokens[j]?.word ?? "";
  // "In one foot" names one of the subject's own (and "in the other" then names the second).
  if (!POSSESSIVES.has(owner) && owner !== "the" && owner !== "one") return undefined;
  let k = j + 1;
  // One describing word between: "in its left paw", "in her long hair".
  if (tokens[k] && FILLER.has(tokens[k].word) && !ANCHOR_PARTS.has(partName(tokens[k].word))) k++;
  const part = tokens[k] ? partName(tokens[k].word) : "";
  if (!ANCHOR_PARTS.has(part)) return undefined;
  // "The eye sockets of a skull" names the skull: a second part word may come before "of".
  const next = tokens[k + 1] && ANCHOR_PARTS.has(partName(tokens[k + 1].word)) ? k + 2 : k + 1;
  if (tokens[next]?.word === "of" || found.some((f) => f.at <= k && f.end > k)) return undefined;
  return { part, length: next - j };
}

/**
 * A part of the subject named next, after a relation phrase at token j ("in the belly of the whale",
 * "in the jaws of a shark"): the part and the tokens up to the subject. The middle of a thing ("in
 * the middle of the forest") names the thing itself.
 */
function partOfNext(draft: SceneDraft, j: number): { part: string; length: number } | undefined {
  const { tokens } = draft;
  if (tokens[j]?.word !== "the") return undefined;
  let k = j + 1;
  if (tokens[k] && FILLER.has(tokens[k].word) && !ANCHOR_PARTS.has(partName(tokens[k].word))) k++;
  const part = tokens[k] ? partName(tokens[k].word) : "";
  if (!ANCHOR_PARTS.has(part) || MIDDLES.has(part) || tokens[k + 1]?.word !== "of") return undefined;
  return { part, length: k + 2 - j };
}

/** "The other" after a relation phrase at token j ("in the other", "in the other hand"): the tokens it takes. */
function otherPart(draft: SceneDraft, j: number): number | undefined {
  const { tokens } = draft;
  if (tokens[j]?.word !== "the" || tokens[j + 1]?.word !== "other") return undefined;
  return ANCHOR_PARTS.has(partName(tokens[j + 2]?.word ?? "")) ? 3 : 2;
}

/** Parts that hold what is in them ("a snake in its talons", "a sword in its teeth"). */
const GRIPS = new Set(["talon", "claw", "paw", "hand", "mouth", "beak", "tooth", "jaw"]);

/**
 * How a thing relates to a subject by the subject's part: held in its grip, worn in its hair or on
 * its head, below its feet, inside its middle, else as the phrase says ("on its back" is on it).
 * `owns`: the subject with the part does it (it holds, it wears); else the thing is so to it.
 */
function anchored(kind: ReadRelation, part: string, worn: boolean): { kind: RelationKind; owns: boolean } | undefined {
  const into = kind === "inside" || kind === "on" || kind === "holding";
  // In a foot is held in it (a bird's, an eagle's); on or under its feet is below it.
  const held = GRIPS.has(part) || (part === "foot" && (kind === "inside" || kind === "holding"));
  if (held && into) return { kind: "holding", owns: true };
  // In the hair or in what is worn on it ("a bee in her headdress") is worn, as on the head.
  if (((part === "hair" || part === "headdress") && into) || (part === "head" && worn && into))
    return { kind: "wearing", owns: true };
  if ((part === "foot" || part === "hoof") && ["toward", "below", "on"].includes(kind))
    return { kind: "below", owns: false };
  if (MIDDLES.has(part)) return into || kind === "toward" ? { kind: "inside", owns: false } : undefined;
  if (kind === "inside") return { kind: ["chest", "breast", "belly"].includes(part) ? "inside" : "on", owns: false };
  if (kind === "front" || kind === "attacked" || kind === "carried" || kind === "decorated" || kind === "wrapped")
    return undefined;
  return { kind, owns: false };
}

/** Whether mention f is a thing worn on a head, by its last word, or its first before "of" ("a crown of thorns"). */
const isWorn = (draft: SceneDraft, f: number) => {
  const { tokens, found } = draft;
  const ofWorn = WORN_WORDS.has(tokens[found[f].at]?.word ?? "") && tokens[found[f].at + 1]?.word === "of";
  return ofWorn || WORN_WORDS.has(tokens[found[f].end - 1]?.word ?? "");
};

/** The last words of things a figure carries in its hand: "an angel with a trumpet" holds it. */
const HELD = new Set(
  `sword broadsword sabre saber spear lance trident staff sceptre scepter wand bow arrow axe hammer dagger knife
   scythe sickle torch lantern candle trumpet horn harp lyre shield cross rosary book scroll key lily balloon flag
   fan umbrella parasol`
    .split(/\s+/)
    .filter(Boolean),
);

const isHeld = (draft: SceneDraft, f: number) => HELD.has(draft.tokens[draft.found[f].end - 1]?.word ?? "");

/** A word that only says how a thing named after it looks ("a fiery sword", "a raised spear"). */
const looksLike = (word: string) => FILLER.has(word) || /(?:y|ing|en|ed)$/.test(word);

/**
 * Whose part it is: the nearest subject named before the thing that can own one (a creature or a
 * head: "a pirate skull with a bandanna and a sword in its teeth" is the skull's), else the nearest.
 */
function ownerBefore(draft: SceneDraft, thing: number): number | undefined {
  const { found, indexAt } = draft;
  const earlier = [...found.keys()].filter((f) => f < thing && indexAt[f] !== indexAt[thing]).reverse();
  const owns = (f: number) => {
    const key = found[f].key;
    return hasTrait(key, "wears-garland") || handMotif(key)?.category === "creature";
  };
  // A worn thing (a bandanna, a hat) owns no teeth nor feet: the head wearing it does.
  return earlier.find(owns) ?? earlier.find((f) => !isWorn(draft, f)) ?? earlier[0];
}

/**
 * What "it" names after a relation phrase: the subject "with" ties the thing to ("a crescent moon
 * with flowers and a cat sitting on it" is the moon), else the subject named before the nearest
 * one ("a skull with roses growing out of it").
 */
function pronounTarget(draft: SceneDraft, before: number | undefined): number | undefined {
  const { tokens, found, indexAt } = draft;
  if (before === undefined) return undefined;
  const nearestFirst = [...found.keys()].filter((f) => found[f].end <= found[before].at).reverse();
  const withTied = nearestFirst.find(
    (f) =>
      indexAt[f] !== indexAt[before] && tokens.slice(found[f].end, found[before].at).some((t) => t.word === "with"),
  );
  return withTied ?? nearestFirst[0];
}

/** Adds a relation; one said by a part of a subject ("on its back") replaces another between the two. */
function addRelation(draft: SceneDraft, rel: SceneRelation, byPart: boolean): void {
  const { relations } = draft;
  const same = (r: SceneRelation) =>
    (r.from === rel.from && r.to === rel.to) || (byPart && r.from === rel.to && r.to === rel.from);
  const at = relations.findIndex(same);
  if (at < 0) relations.push(rel);
  else if (byPart) relations[at] = rel;
}

/**
 * Relations: the nearest subject before the phrase to the next subject after it, or, when the phrase
 * names a part of a subject ("a turtle with a rose on its back"), to the subject the part is of.
 */
export function readRelations(draft: SceneDraft): void {
  const { tokens, used, found, indexAt } = draft;
  let byPart: { rel: SceneRelation; owns: boolean } | undefined;
  for (let i = 0; i < tokens.length; i++) {
    const match = relationAt(draft, i);
    if (!match) continue;
    const [phrase, kind] = match;
    const before = [...found.keys()].filter((f) => found[f].end <= i).pop();
    for (let k = 0; k < phrase.length; k++) used[i + k] = 1;
    const other = otherPart(draft, i + phrase.length);
    if (other && byPart && before !== undefined) {
      // "Arrows in one foot and an olive branch in the other": the same hold, by the same owner.
      used.fill(1, i + phrase.length, i + phrase.length + other);
      const thing = indexAt[before];
      const rel = byPart.owns ? { ...byPart.rel, to: thing } : { ...byPart.rel, from: thing };
      if (rel.from !== rel.to) addRelation(draft, rel, true);
      i += phrase.length + other - 1;
      continue;
    }
    const part = partAt(draft, i + phrase.length);
    if (part) {
      used.fill(1, i + phrase.length, i + phrase.length + part.length);
      const owner = before === undefined ? undefined : ownerBefore(draft, before);
      const how = before === undefined ? undefined : anchored(kind, part.part, isWorn(draft, before));
      if (owner !== undefined && before !== undefined && how) {
        const [thing, subject] = [indexAt[before], indexAt[owner]];
        const rel = how.owns
          ? { kind: how.kind, from: subject, to: thing }
          : { kind: how.kind, from: thing, to: subject };
        addRelation(draft, rel, true);
        byPart = { rel, owns: how.owns };
      }
      i += phrase.length + part.length - 1;
      continue;
    }
    const ofPart = before === undefined ? undefined : partOfNext(draft, i + phrase.length);
    const start = i + phrase.length + (ofPart?.length ?? 0);
    const owner = [...found.keys()].find(
      (f) => found[f].at >= start && tokens.slice(start, found[f].at).every((t) => FILLER.has(t.word)),
    );
    const how = ofPart && before !== undefined && anchored(kind, ofPart.part, isWorn(draft, before));
    if (ofPart && owner !== undefined && before !== undefined && how && indexAt[owner] !== indexAt[before]) {
      // "Jonah in the belly of the whale": inside the whale; "a fish in the jaws of a bear": held by it.
      const [thing, subject] = [indexAt[before], indexAt[owner]];
      const rel = how.owns
        ? { kind: how.kind, from: subject, to: thing }
        : { kind: how.kind, from: thing, to: subject };
      addRelation(draft, rel, true);
      used.fill(1, i + phrase.length, i + phrase.length + ofPart.length);
      i += phrase.length + ofPart.length - 1;
      continue;
    }
    const after = targetAfter(draft, i + phrase.length, before);
    if (before === undefined || after === undefined) continue;
    const from = indexAt[before];
    const to = indexAt[after];
    if (from === to) continue;
    const by = instrument(draft, phrase, after);
    if (by !== undefined && kind === "through") {
      // "A devil piercing a heart with a spear": the spear through the heart, in the devil's hand.
      addRelation(draft, { kind: "through", from: indexAt[by], to }, false);
      addRelation(draft, { kind: "holding", from, to: indexAt[by] }, false);
    } else if (kind === "inside" && isWorn(draft, after) && hasTrait(draft.subjects[from].key, "wears-garland"))
      // "A skull in a viking helmet", "a cowgirl in a hat": a head in a thing worn on heads wears it.
      addRelation(draft, { kind: "wearing", from, to }, false);
    else addRelation(draft, relationOf(draft, kind, from, to), false);
    i += phrase.length - 1;
  }
}

/**
 * The subject a relation phrase ending before token j ties to: the next one named ("through a
 * heart"); the last of two named together ("wrapped in an anchor chain" is the chain); what a frame
 * word is made of ("framed by a border of pine trees" is the pines); what "it" or "them" names; and,
 * when nothing follows the phrase ("an hourglass with a skull inside"), what "it" would name.
 */
function targetAfter(draft: SceneDraft, j: number, before: number | undefined): number | undefined {
  const { tokens, found } = draft;
  const word = tokens[j]?.word ?? "";
  if (word === "it") return pronounTarget(draft, before);
  if (word === "them")
    return before === undefined ? undefined : [...found.keys()].filter((f) => found[f].end <= found[before].at).pop();
  const next = [...found.keys()].find((f) => found[f].at >= j);
  if (next === undefined) return j === tokens.length ? pronounTarget(draft, before) : undefined;
  // "A reaper in a black cloak with a scythe": what the phrase names is no subject; "with" starts another.
  if (tokens.slice(j, found[next].at).some((t) => t.word === "with")) return undefined;
  const following = found[next + 1];
  if (!following) return next;
  if (following.at === found[next].end && !following.plural === !found[next].plural) return next + 1;
  const between = tokens.slice(found[next].end, following.at).map((t) => t.word);
  return found[next].key === "frame" && between.join(" ") === "of" ? next + 1 : next;
}

/** "Piercing a heart with a spear": the subject after "with" (describing words between), if any. */
function instrument(draft: SceneDraft, phrase: string[], target: number): number | undefined {
  const { tokens, found } = draft;
  const following = found[target + 1];
  if (!phrase[phrase.length - 1].endsWith("ing") || !following) return undefined;
  const between = tokens.slice(found[target].end, following.at).map((t) => t.word);
  return between.includes("with") && between.every((w) => FILLER.has(w)) ? target + 1 : undefined;
}

/**
 * A thing worn on a head named with it is worn: "a lion with a crown", "a skull with a top hat",
 * "an owl with an apple and a graduation cap" (a head that wears, "with" after it, nothing but
 * describing words and other things it has between them).
 */
export function wearWith(draft: SceneDraft): void {
  tieWith(draft, isWorn, "wears-garland", "wearing", (w) => FILLER.has(w));
}

/**
 * A thing carried in the hand named with a figure is held: "a valkyrie with a spear", "an archangel
 * with a fiery sword and a shield", "an angel with a trumpet".
 */
export function holdWith(draft: SceneDraft): void {
  tieWith(draft, isHeld, "holds", "holding", looksLike);
}

/** Ties each thing `tied` names after a subject with `trait` and "with" to it, by `kind`. */
function tieWith(
  draft: SceneDraft,
  tied: (draft: SceneDraft, f: number) => boolean,
  trait: HandMotifTrait,
  kind: "wearing" | "holding",
  describing: (word: string) => boolean,
): void {
  const { tokens, found, indexAt, relations } = draft;
  found.forEach((f, k) => {
    if (k === 0 || !tied(draft, k)) return;
    const thing = indexAt[k];
    if (relations.some((r) => r.from === thing || r.to === thing)) return;
    const owner = [...found.keys()].filter((h) => h < k && hasTrait(found[h].key, trait)).pop();
    if (owner === undefined || indexAt[owner] === thing) return;
    const between = tokens
      .slice(found[owner].end, f.at)
      .filter((_, i) => !found.some((o) => o.at <= found[owner].end + i && o.end > found[owner].end + i))
      .map((t) => t.word);
    if (between.includes("with") && between.every(describing))
      relations.push({ kind, from: indexAt[owner], to: thing });
  });
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
  // Dressed in a thing worn on the head is wearing it: "a skull in a war bonnet", "a cowgirl in a hat".
  const lastWord = (i: number) => subjects[i].word.toLowerCase().split(/\s+/).pop() ?? "";
  for (const r of relations)
    if (r.kind === "inside" && WORN_WORDS.has(lastWord(r.to)) && wearsByName(subjects[r.from].key, lastWord(r.from)))
      r.kind = "wearing";
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
