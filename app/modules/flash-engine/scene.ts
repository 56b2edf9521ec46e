/**
 * Scene reading (issue 16): what the description asks to be drawn and how the things tie
 * together: subjects with their counts, poses, relations between subjects, the lettering, and
 * the words that could not be placed ("drawn without"). Pure, no server dependencies: the
 * embedded engine lays the drawing out from it and the image-model prompt spells it out.
 */
import { handMotif, hasTrait } from "./motifs/registry";
import { notDrawnThings, unplacedThings } from "./reading/drawn-without";
import { takeLettering } from "./reading/lettering-words";
import type { Pose, Scene, SceneRelation, SceneSubject } from "./reading/scene-types";
import {
  CREST_PARTS,
  EXTRA_SUBJECT_WORDS,
  FILLER,
  FRAMES_ALONE,
  NUMBERS,
  POSE_WORDS,
  RELATION_PHRASES,
  type ReadRelation,
} from "./reading/scene-words";
import { handReader, type FoundSubject, type SubjectReader } from "./reading/subject-reader";
import { placementLength } from "./reading/unplaced-words";
import { singular, SUBJECT_WORDS } from "./subjects";

export type { Pose, RelationKind, Scene, SceneRelation, SceneSubject } from "./reading/scene-types";
export type { FoundSubject, SubjectReader } from "./reading/subject-reader";
export { EXTRA_SUBJECT_WORDS } from "./reading/scene-words";
export { describeScene, pluralOf } from "./reading/describe-scene";

export type Token = { word: string; raw: string; at: number };

function tokenize(text: string): Token[] {
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

interface Phrase {
  words: string[];
  key: string;
}

const SUBJECT_PHRASES: Phrase[] = Object.entries({ ...SUBJECT_WORDS, ...EXTRA_SUBJECT_WORDS })
  .flatMap(([key, names]) =>
    names.map((name) => ({ words: name.split(/\s+/).map((w) => singular(w.replace(/[^a-z']/g, ""))), key })),
  )
  .sort((a, b) => b.words.length - a.words.length);

type Found = { key: string; at: number; end: number; plural: boolean; pose?: string };

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
 * ("a stag with roses in its antlers", "an octopus with its tentacles"): the same subject.
 */
function withParts(tokens: Token[], used: Uint8Array, found: Found[]): Found[] {
  const again = handNames(tokens, Uint8Array.from(used)).filter((f) => found.some((g) => g.key === f.key));
  for (const f of again) used.fill(1, f.at, f.end);
  return [...found, ...again];
}

/**
 * What a description asks to be drawn. `reader` finds its subjects: the lexicon on the server
 * (./reading.server.ts), else the hand-drawn names alone (./reading/subject-reader.ts).
 */
export function readScene(description: string, reader: SubjectReader = handReader): Scene {
  const text = description.normalize("NFC");
  const { lettering, plain } = takeLettering(text);

  const tokens = tokenize(plain);
  const used = new Uint8Array(tokens.length);
  // Where the tattoo goes ("on my left wrist") is neither a subject nor a relation.
  const placement = new Uint8Array(tokens.length);
  for (let i = 0; i < tokens.length; i++) {
    const length = placementLength(
      tokens.map((t) => t.word),
      i,
    );
    for (let k = 0; k < length; k++) used[i + k] = placement[i + k] = 1;
  }
  const read = reader(plain);
  const found = withParts(tokens, used, readerSubjects(tokens, used, read.subjects));
  found.sort((a, b) => a.at - b.at);

  // Merge repeated mentions of a subject; counts come from number words just before.
  const subjects: SceneSubject[] = [];
  const indexAt: number[] = [];
  for (const f of found) {
    let count = 1;
    for (let k = f.at - 1; k >= Math.max(0, f.at - 4); k--) {
      const w = tokens[k].word;
      if (NUMBERS[w] !== undefined) {
        count = NUMBERS[w];
        used[k] = 1;
        break;
      }
      if (/^\d$/.test(w)) {
        count = Number(w);
        used[k] = 1;
        break;
      }
      if (!FILLER.has(w) && !POSE_WORDS[w]) break;
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
    const existing = subjects.findIndex((s) => s.key === f.key);
    if (existing >= 0) {
      subjects[existing].count = Math.max(subjects[existing].count, count);
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
      });
      indexAt.push(subjects.length - 1);
    }
  }

  // Poses attach to the nearest subject before them (or the next one when none comes before).
  for (let i = 0; i < tokens.length; i++) {
    const pose =
      POSE_WORDS[tokens[i].word] ??
      (tokens[i].word === "in" && tokens[i + 1]?.word === "flight" ? "flying" : undefined);
    if (!pose || used[i]) continue;
    used[i] = 1;
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

  // Relations: the nearest subject before the phrase to the next subject after it.
  const relations: SceneRelation[] = [];
  for (let i = 0; i < tokens.length; i++) {
    // "Between its antlers" is in them (between anything else places nothing).
    const between = tokens[i].word === "between" && tokens.slice(i + 1, i + 3).some((t) => CREST_PARTS.has(t.word));
    const match: [string[], ReadRelation] | undefined = between
      ? [["between"], "inside"]
      : placement[i]
        ? undefined
        : RELATION_PHRASES.find(([phrase]) =>
            phrase.every((w, k) => tokens[i + k]?.word === w && tokens[i + k].raw !== "IN"),
          );
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
    // Only the words between this phrase and the next subject may sit in between.
    // "A rose under a bell jar" is a rose inside it.
    const covered = kind === "below" && hasTrait(subjects[to].key, "covers");
    const rel: SceneRelation =
      kind === "front"
        ? { kind: "behind", from: to, to: from }
        : kind === "attacked"
          ? { kind: "attacking", from: to, to: from }
          : { kind: covered ? "inside" : kind, from, to };
    if (!relations.some((r) => r.from === rel.from && r.to === rel.to)) relations.push(rel);
    i += phrase.length - 1;
  }
  wornGarlands(tokens, used, found, indexAt, subjects, relations);
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

  // The reader's things nothing draws, and the words it does not know that look like things ("a semicolon").
  const drawnWithout = [
    ...(read.undrawable ?? []),
    ...notDrawnThings(read.notDrawn, tokens, placement),
    ...unplacedThings(tokens, used, found).filter(
      (w) => !read.knows(w) && !read.notDrawn.some((p) => p.split(" ").includes(w)),
    ),
  ];
  // A frame around nothing is not drawn, unless it is a motif of its own ("a wreath"); a banner with
  // nothing to letter is drawn blank.
  subjects.forEach((s, i) => {
    const frames = relations.some((r) => r.to === i && (r.kind === "framed-by" || r.kind === "inside"));
    const unused = s.key === "frame" && !frames;
    const word = singular(s.word.toLowerCase());
    const alone = s.key === "frame" && !frames ? FRAMES_ALONE.get(word) : undefined;
    if (alone) subjects[i] = { ...s, key: alone };
    else if (unused && !drawnWithout.includes(word)) drawnWithout.push(word);
  });

  return {
    subjects,
    relations,
    lettering: lettering
      .sort((a, b) => a.at - b.at)
      .map((l) => l.text.replace(/\s+/g, " ").trim())
      .filter((l, i, all) => /[\p{L}\p{N}]/u.test(l) && all.indexOf(l) === i)
      .slice(0, 2),
    drawnWithout: drawnWithout.slice(0, 8),
  };
}

/** The subjects of a scene drawn as motifs, main first (its banner and frame words are the layout's). */
export function motifSubjects(scene: Scene): string[] {
  return scene.subjects.filter((s) => s.key !== "banner" && s.key !== "frame").map((s) => s.key);
}

/** The subjects a text names, as the description's reader reads them. */
export function subjectsNamed(text: string, reader?: SubjectReader): string[] {
  return motifSubjects(readScene(text, reader));
}

/**
 * A flower crown is worn: "a skull with a flower crown" and "a flower crown on a wolf" are a skull
 * and a wolf wearing it, and "on its head" after it places nothing more.
 */
function wornGarlands(
  tokens: Token[],
  used: Uint8Array,
  found: Array<{ key: string; at: number; end: number }>,
  indexAt: number[],
  subjects: SceneSubject[],
  relations: SceneRelation[],
): void {
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
