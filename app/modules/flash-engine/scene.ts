/**
 * Scene reading (issue 16): what the description asks to be drawn and how the things tie
 * together: subjects with their counts, poses, relations between subjects, the lettering, and
 * the words that could not be placed ("drawn without"). Pure, no server dependencies: the
 * embedded engine lays the drawing out from it and the image-model prompt spells it out.
 */
import { lightRaysAt } from "./lexicon/describing-words";
import { composedSymbols } from "./reading/composed-symbols";
import { notDrawnThings, qualifyingWords, unplacedThings } from "./reading/drawn-without";
import { headgearNamed } from "./reading/headgear-names";
import { takeLettering } from "./reading/lettering-words";
import { readOutline, readSubjectManners } from "./reading/manner-words";
import { listedAfter, relationsThroughOthers, ridingInto, signInThing, withWornOrHeld } from "./reading/scene-chains";
import type { SceneDraft } from "./reading/scene-draft";
import { readMasses, withinPlaces } from "./reading/scene-masses";
import { findMentions, markPlacement, tokenize } from "./reading/scene-mentions";
import { holdWith, impliedByRelations, readRelations, wearGarlands, wearWith } from "./reading/scene-relations";
import { readSettings, skyOverLandscape, timesOfDay } from "./reading/scene-settings";
import { attachPoses, countSubjects } from "./reading/scene-subjects";
import type { Scene } from "./reading/scene-types";
import { bothInRelation, readBetween, withThings } from "./reading/scene-with";
import { FRAMES_ALONE } from "./reading/scene-words";
import { handReader, type SubjectReader } from "./reading/subject-reader";
import { singular } from "./subjects";

export type { Pose, RelationKind, Scene, SceneRelation, SceneSubject } from "./reading/scene-types";
export type { Token } from "./reading/scene-draft";
export type { FoundSubject, SubjectReader } from "./reading/subject-reader";
export { EXTRA_SUBJECT_WORDS } from "./reading/scene-words";
export { describeScene, pluralOf } from "./reading/describe-scene";

/** The reader's things nothing draws, and the words it does not know that look like things ("a semicolon"). */
function drawnWithoutOf(draft: SceneDraft, read: ReturnType<SubjectReader>): string[] {
  const { tokens, used, placement, found, taken } = draft;
  const qualifying = qualifyingWords(tokens);
  return [
    ...(read.undrawable ?? []).filter((w) => !taken.includes(w)),
    ...notDrawnThings(read.notDrawn, tokens, placement, qualifying).filter((w) => !taken.includes(w)),
    ...unplacedThings(tokens, used, found, qualifying).filter(
      (w) => !read.knows(w) && !read.notDrawn.some((p) => p.split(" ").includes(w)),
    ),
  ];
}

/**
 * A frame named as the form of what frames the scene ("framed by a border of pine trees"): the
 * frame's words are followed by "of" and the things that frame.
 */
function formOfFraming(draft: SceneDraft, frame: number): boolean {
  const { found, indexAt, tokens, relations } = draft;
  const mention = found.find((_, m) => indexAt[m] === frame);
  if (!mention || tokens[mention.end]?.word !== "of") return false;
  const next = found.findIndex((f) => f.at > mention.end && f.at <= mention.end + 2);
  return next >= 0 && relations.some((r) => r.kind === "framed-by" && r.to === indexAt[next]);
}

/**
 * A frame around nothing is not drawn, unless it is a motif of its own ("a wreath"): then it is that
 * motif; else its word is drawn without. (A banner with nothing to letter is drawn blank.)
 */
function framesAlone(draft: SceneDraft, drawnWithout: string[]): void {
  const { subjects, relations } = draft;
  subjects.forEach((s, i) => {
    const frames = relations.some((r) => r.to === i && (r.kind === "framed-by" || r.kind === "inside"));
    const unused = s.key === "frame" && !frames && !formOfFraming(draft, i);
    const word = singular(s.word.toLowerCase());
    const alone = s.key === "frame" && !frames ? FRAMES_ALONE.get(word) : undefined;
    if (alone) subjects[i] = { ...s, key: alone };
    else if (unused && !drawnWithout.includes(word)) drawnWithout.push(word);
  });
}

/**
 * A ribbon named alone, with nothing to letter ("a yellow ribbon"), is the looped ribbon worn for a
 * cause, as the reader draws it ("awareness ribbon"), not a blank scroll; a banner or scroll alone,
 * or a ribbon with words or with other things, carries the lettering.
 */
function ribbonAlone(draft: SceneDraft, lettering: string[], reader: SubjectReader): void {
  const [only] = draft.subjects;
  if (draft.subjects.length !== 1 || only.key !== "banner" || lettering.length > 0) return;
  if (singular(only.word.toLowerCase()) !== "ribbon") return;
  const looped = reader("awareness ribbon").subjects[0]?.key;
  if (looped) draft.subjects[0] = { ...only, key: looped };
}

/** Light's rays named after a subject ("with rays of light"): read, drawn as the rays behind the design. */
function readLightRays(draft: SceneDraft): boolean {
  let rays = false;
  draft.tokens.forEach((_, i) => {
    const n = lightRaysAt(
      draft.tokens,
      i,
      draft.found.some((f) => f.end <= i),
    );
    if (n > 0) draft.used.fill(1, i, i + n);
    rays ||= n > 0;
  });
  return rays;
}

/** The lettering in order, each once, with something to letter: at most two lines. */
function letteringOf(lettering: Array<{ text: string; at: number }>): string[] {
  return lettering
    .sort((a, b) => a.at - b.at)
    .map((l) => l.text.replace(/\s+/g, " ").trim())
    .filter((l, i, all) => /[\p{L}\p{N}]/u.test(l) && all.indexOf(l) === i)
    .slice(0, 2);
}

/**
 * What a description asks to be drawn, read in named steps: its lettering taken out, where the
 * tattoo goes, the subjects' mentions, their counts and poses, the relations and what they imply,
 * and what is drawn without. `reader` finds its subjects: the lexicon on the server
 * (./reading.server.ts), else the hand-drawn names alone (./reading/subject-reader.ts).
 */
export function readScene(description: string, reader: SubjectReader = handReader): Scene {
  const { lettering, plain: said } = takeLettering(description.normalize("NFC"));
  const plain = composedSymbols(headgearNamed(said));
  const tokens = tokenize(plain);
  const draft: SceneDraft = {
    tokens,
    used: new Uint8Array(tokens.length),
    placement: new Uint8Array(tokens.length),
    found: [],
    indexAt: [],
    subjects: [],
    relations: [],
    taken: [],
  };
  markPlacement(draft);
  const read = reader(plain);
  findMentions(draft, read.subjects);
  readMasses(draft);
  countSubjects(draft);
  attachPoses(draft);
  readRelations(draft);
  bothInRelation(draft);
  readBetween(draft);
  wearGarlands(draft);
  wearWith(draft);
  holdWith(draft);
  withThings(draft);
  withWornOrHeld(draft);
  listedAfter(draft);
  ridingInto(draft);
  signInThing(draft);
  relationsThroughOthers(draft);
  withinPlaces(draft);
  timesOfDay(draft);
  skyOverLandscape(draft);
  impliedByRelations(draft);
  const settings = readSettings(draft);
  const rays = readLightRays(draft) || settings.rays;
  const outline = readOutline(draft);
  readSubjectManners(draft);
  const drawnWithout = drawnWithoutOf(draft, read);
  framesAlone(draft, drawnWithout);
  const letters = letteringOf(lettering);
  ribbonAlone(draft, letters, reader);
  return {
    ...(rays ? { rays } : {}),
    ...(outline ? { outline } : {}),
    ...(settings.settings.length ? { settings: settings.settings } : {}),
    subjects: draft.subjects,
    relations: draft.relations,
    lettering: letters,
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
