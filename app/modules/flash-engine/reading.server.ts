/**
 * The full reading of a description on the server (issue 24): the scene as ./scene.ts reads it,
 * its subjects found by the lexicon (a hand-drawn motif first, then an atlas motif by name or
 * alias, then the nearest by meaning through WordNet), so every noun phrase is drawn as what it
 * names or said to be drawn without. The engine, the "drawn without" note and the OpenAI prompt
 * all read a description through this.
 */
import { atlasEntry, findAtlasEntry } from "./atlas/atlas.server";
import { HAND_NAMES } from "./lexicon/hand-names";
import { readSubjects, type SubjectReading, type SubjectsRead } from "./lexicon/lexicon.server";
import { partName } from "./lexicon/own-parts";
import { findMotif } from "./motifs/index";
import { foundSubject } from "./reading/subject-reader";
import { EXTRA_SUBJECT_WORDS, readScene, type Scene, type SubjectReader } from "./scene";
import { addAtlasMotifs } from "./stylise/atlas-motifs.server";

// The atlas's motifs in the registry: a subject is read only if something can draw it.
addAtlasMotifs();

/**
 * Words that name a general kind, and the atlas categories of its kinds: after one of them, the subject
 * names which ("a cardinal bird"); after anything else it only describes it ("the world tree" is a tree).
 */
const GENERAL_HEADS: ReadonlyMap<string, readonly string[]> = new Map([
  ["bird", ["bird"]],
  ["fish", ["sea creature", "animal"]],
  ...["flower", "tree", "plant", "blossom", "bloom"].map((head): [string, string[]] => [head, ["plant"]]),
]);

/** Whether an atlas subject is a kind of the general thing named after it ("cardinal", "bird"). */
function kindOf(s: SubjectReading, head: string): boolean {
  const category = s.subject.kind === "atlas" ? atlasEntry(s.subject.id)?.category : undefined;
  return category !== undefined && (GENERAL_HEADS.get(head) ?? []).includes(category);
}

/** Nothing but the phrase's own words (and hyphens) between where one subject starts and the next. */
function adjacent(plain: string, first: SubjectReading, next: SubjectReading): boolean {
  const between = plain.slice(first.at, next.at);
  return (
    /^[A-Za-z'’\s-]*$/.test(between) &&
    (between.match(/[A-Za-z][A-Za-z'’]*/g) ?? []).length === first.phrase.split(" ").length
  );
}

/**
 * A noun right before another names what kind of thing the second is, not a subject of its own:
 * "a viking ship" is a ship, "a bull skull" a skull, "a paper airplane" an airplane; before a
 * general word it is the thing itself when it is a kind of it ("a sparrow bird" is the sparrow, but
 * "the world tree" is a tree). Only one-word atlas and WordNet readings are read so: hand-drawn pairs
 * keep their layouts ("a lotus mandala"), and a name of its own stays a subject ("a treble clef and a
 * bass clef heart").
 */
function compounds(plain: string, subjects: SubjectReading[]): SubjectReading[] {
  const kept: SubjectReading[] = [];
  for (let k = 0; k < subjects.length; k++) {
    const [s, next] = [subjects[k], subjects[k + 1]];
    if (next && s.subject.kind === "atlas" && s.count === 1 && !s.phrase.includes(" ") && adjacent(plain, s, next)) {
      // "A rocket ship" is the rocket.
      if (next.phrase === "ship" && s.phrase === "rocket") {
        kept.push(s);
        k++;
        continue;
      }
      if (kindOf(s, next.phrase)) {
        kept.push(s);
        k++;
      }
      continue;
    }
    kept.push(s);
  }
  return kept;
}

/** Words for the form a subject is drawn in: "a tiger face" is the hand-drawn tiger, never an emoji's face. */
const FORMS = new Set(["face", "head", "portrait", "silhouette", "bust", "profile"]);

function handDrawnForm(s: SubjectReading): SubjectReading {
  const words = s.phrase.split(" ");
  const hand = HAND_NAMES.get(words.slice(0, -1).join(" "));
  // A drawing named for its feature is not a portrait: "a sun face" is the atlas's sun with a face.
  const portrait = s.subject.kind === "atlas" && findAtlasEntry(s.phrase)?.part !== undefined;
  return portrait && words.length > 1 && FORMS.has(words[words.length - 1]) && hand
    ? { ...s, subject: { kind: "hand", key: hand }, via: "name" }
    : s;
}

/** Words that make a drawing of a kind of the thing, not of something else: "shiny apple", "ringed planet". */
const KIND_WORDS = ["shiny", "ringed", "mounted", "egyptian", "greek", "baby", "red", "green"];

/**
 * A thing no drawing shows as such, drawn as the atlas's kind of it ("an apple": the shiny apple,
 * "a planet": the ringed planet, "a knight": the mounted knight), where its name says so.
 */
function asKinds(plain: string, read: SubjectsRead): void {
  for (const phrase of [...read.notDrawn]) {
    if (FORMS.has(phrase)) continue;
    const entry = KIND_WORDS.map((word) => findAtlasEntry(`${word} ${phrase}`)).find((e) => e && findMotif(e.id));
    const found = entry && new RegExp(`\\b${phrase.replace(/ /g, "[\\s-]+")}(?:e?s)?\\b`, "i").exec(plain);
    if (!entry || !found) continue;
    read.notDrawn.splice(read.notDrawn.indexOf(phrase), 1);
    read.subjects.push({
      phrase,
      count: 1,
      plural: false,
      words: phrase.split(" ").length,
      subject: { kind: "atlas", id: entry.id },
      via: "alias",
      at: found.index,
    });
  }
  read.subjects.sort((a, b) => a.at - b.at);
}

export const lexiconReader: SubjectReader = (plain) => {
  const read = readSubjects(plain, { reserved: EXTRA_SUBJECT_WORDS });
  read.subjects = read.subjects.map(handDrawnForm);
  asKinds(plain, read);
  // An atlas motif with nothing to draw (an icon of strokes only) is a thing drawn without.
  const drawable = read.subjects.filter((s) => s.subject.kind !== "atlas" || findMotif(s.subject.id));
  const undrawable = read.subjects.filter((s) => !drawable.includes(s)).map((s) => s.phrase);
  return {
    subjects: compounds(plain, drawable).map(foundSubject),
    notDrawn: read.notDrawn,
    undrawable,
    knows: (word) => {
      // Described words as the description wrote them ("pages"), the scene's tokens singular ("page").
      if (read.described.some((d) => d === word || d.split(" ").some((w) => w === word || partName(w) === word)))
        return true;
      const alone = readSubjects(word);
      return alone.subjects.length > 0 || alone.notDrawn.length > 0;
    },
  };
};

export function readSceneFully(description: string): Scene {
  return readScene(description, lexiconReader);
}
