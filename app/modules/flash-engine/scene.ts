/**
 * Scene reading (issue 16): what the description asks to be drawn and how the things tie
 * together: subjects with their counts, poses, relations between subjects, the lettering, and
 * the words that could not be placed ("drawn without"). Pure, no server dependencies: the
 * embedded engine lays the drawing out from it and the image-model prompt spells it out.
 */
import { SUBJECT_WORDS, singular } from "./subjects";
import { isFormWord, mayNameThing, placementLength } from "./unplaced-words";

export type Pose =
  "howling" | "roaring" | "rearing" | "sleeping" | "flying" | "coiled" | "perched" | "swimming" | "blooming" | "sitting" | "profile";

export type RelationKind =
  | "on"
  | "around"
  | "holding"
  | "carrying"
  | "wearing"
  | "inside"
  | "behind"
  | "above"
  | "below"
  | "through"
  | "pierced-by"
  | "framed-by"
  | "toward"
  | "growing"
  | "attacking";

/** Things a scene can name beyond the drawable motifs: a banner carries the lettering. */
export const EXTRA_SUBJECT_WORDS: Record<string, string[]> = {
  banner: ["banner", "ribbon", "scroll"],
  frame: ["wreath", "circle", "ring", "frame", "border"],
};

export interface SceneSubject {
  /** Motif key ("wolf", "crown") or "banner", "book", "frame". */
  key: string;
  /** The word as written ("swallows"). */
  word: string;
  count: number;
  pose?: Pose;
}

export interface SceneRelation {
  kind: RelationKind;
  /** Index into `subjects`: the one doing (the snake coils, the hand holds). */
  from: number;
  /** Index into `subjects`: the one it relates to (the dagger, the rose). */
  to: number;
  /**
   * Each of the counted `from` does it with its own `to` (one of it each): "two skulls wearing
   * crowns" is two skulls, each wearing a crown.
   */
  each?: true;
}

export interface Scene {
  subjects: SceneSubject[];
  relations: SceneRelation[];
  lettering: string[];
  /** Words naming things the engine could not place ("house"), in order, without duplicates. */
  drawnWithout: string[];
}

const NUMBERS: Record<string, number> = {
  one: 1,
  single: 1,
  lone: 1,
  two: 2,
  twin: 2,
  pair: 2,
  couple: 2,
  both: 2,
  double: 2,
  three: 3,
  trio: 3,
  triple: 3,
  four: 4,
  five: 5,
};

const POSE_WORDS: Record<string, Pose> = {
  howling: "howling",
  howl: "howling",
  baying: "howling",
  roaring: "roaring",
  roar: "roaring",
  growling: "roaring",
  snarling: "roaring",
  rearing: "rearing",
  reared: "rearing",
  rampant: "rearing",
  hind: "rearing",
  pouncing: "rearing",
  leaping: "rearing",
  galloping: "rearing",
  gallop: "rearing",
  running: "rearing",
  sleeping: "sleeping",
  asleep: "sleeping",
  sleep: "sleeping",
  napping: "sleeping",
  dozing: "sleeping",
  curled: "sleeping",
  resting: "sleeping",
  lying: "sleeping",
  flying: "flying",
  fly: "flying",
  soaring: "flying",
  flight: "flying",
  gliding: "flying",
  swooping: "flying",
  coiled: "coiled",
  coiling: "coiled",
  coil: "coiled",
  wrapped: "coiled",
  wrapping: "coiled",
  twisted: "coiled",
  twisting: "coiled",
  winding: "coiled",
  entwined: "coiled",
  perched: "perched",
  perching: "perched",
  standing: "perched",
  swimming: "swimming",
  swim: "swimming",
  jumping: "swimming",
  blooming: "blooming",
  bloom: "blooming",
  blossoming: "blooming",
  flowering: "blooming",
  sitting: "sitting",
  seated: "sitting",
  profile: "profile",
};

/** Relation phrases (as singularised tokens), longest first; "front" and "attacked" read backwards. */
const RELATION_PHRASES: Array<[string[], RelationKind | "front" | "attacked"]> = (
  [
    ["on top of", "on"],
    ["growing out of", "growing"],
    ["growing from", "growing"],
    ["sprouting out of", "growing"],
    ["sprouting from", "growing"],
    ["blooming out of", "growing"],
    ["blooming from", "growing"],
    ["bursting out of", "growing"],
    ["bursting from", "growing"],
    ["coming out of", "growing"],
    ["emerging from", "growing"],
    ["out of", "growing"],
    ["in front of", "front"],
    ["framed by", "framed-by"],
    ["framed in", "framed-by"],
    ["surrounded by", "framed-by"],
    ["encircled by", "framed-by"],
    ["inside of", "inside"],
    ["pierced by", "pierced-by"],
    ["pierced with", "pierced-by"],
    ["stabbed by", "pierced-by"],
    ["stabbed with", "pierced-by"],
    ["impaled by", "pierced-by"],
    ["impaled on", "pierced-by"],
    ["run through by", "pierced-by"],
    ["wrapped around", "around"],
    ["coiled around", "around"],
    ["curled around", "around"],
    ["twisted around", "around"],
    ["winding around", "around"],
    ["wound around", "around"],
    ["entwined with", "around"],
    ["entwined around", "around"],
    ["around", "around"],
    ["encircling", "around"],
    ["circling", "around"],
    ["on", "on"],
    ["upon", "on"],
    ["atop", "on"],
    ["holding", "holding"],
    ["hold", "holding"],
    ["clutching", "holding"],
    ["grasping", "holding"],
    ["gripping", "holding"],
    ["grip", "holding"],
    ["carrying", "carrying"],
    ["carry", "carrying"],
    ["carrie", "carrying"],
    ["bearing", "carrying"],
    ["towing", "carrying"],
    ["wearing", "wearing"],
    ["wear", "wearing"],
    ["crowned with", "wearing"],
    ["inside", "inside"],
    ["within", "inside"],
    ["in", "inside"],
    ["into", "inside"],
    ["behind", "behind"],
    ["beyond", "behind"],
    ["above", "above"],
    ["over", "above"],
    ["below", "below"],
    ["under", "below"],
    ["beneath", "below"],
    ["underneath", "below"],
    ["through", "through"],
    ["piercing", "through"],
    ["at", "toward"],
    ["toward", "toward"],
    ["towards", "toward"],
    // A kraken attacking a ship (and an eagle attacking a snake).
    ["attacking", "attacking"],
    ["attack", "attacking"],
    ["sinking", "attacking"],
    ["sink", "attacking"],
    ["dragging down", "attacking"],
    ["dragging under", "attacking"],
    ["dragging", "attacking"],
    ["pulling down", "attacking"],
    ["pulling under", "attacking"],
    ["grabbing", "attacking"],
    ["grab", "attacking"],
    ["seizing", "attacking"],
    ["seiz", "attacking"],
    ["crushing", "attacking"],
    ["attacked by", "attacked"],
    ["sunk by", "attacked"],
    ["grabbed by", "attacked"],
    ["seized by", "attacked"],
    ["dragged down by", "attacked"],
    ["dragged under by", "attacked"],
    ["pulled down by", "attacked"],
    ["pulled under by", "attacked"],
    ["in the grip of", "attacked"],
  ] as Array<[string, RelationKind | "front" | "attacked"]>
)
  .map(([phrase, kind]): [string[], RelationKind | "front" | "attacked"] => [phrase.split(" "), kind])
  .sort((a, b) => b[0].length - a[0].length);

/** Containers that cover what they hold: under one is inside it. */
const COVERS = new Set(["bell jar"]);

const RELATION_WORDS = new Set(RELATION_PHRASES.flatMap(([phrase]) => phrase));

/** Words that place nothing by themselves: articles, modifiers, styles, colours, moods. */
const FILLER = new Set(
  `a an the of and or with without its it his her their them they this that these those some any my our your to for from by as is are be being
   little small big large huge giant tiny mini cute pretty beautiful lovely elegant simple bold delicate fine detailed ornate old new young ancient
   traditional style styled tattoo tattoos design designs piece art flash sheet drawing illustration sketch line lines linework shading shade shaded
   red blue green yellow orange purple pink black white grey gray gold golden silver brown dark light bright colour color colourful colorful
   left right side top bottom front back middle center centre each other together alone facing view leg down mane
   stack pile bunch few many several full half crescent open closed wide spread long short tall
   fierce majestic wild sacred mystical magic magical spooky gothic cosmic floral vintage classic realistic geometric tribal minimalist
   japanese neo watercolor watercolour dotwork blackwork minimal abstract surreal
   very so just also like made sing says say said reading read word words name named date text lettering letters quote script
   memory honor honour loving forever always mom dad mum mother father family love luck lucky`
    .split(/\s+/)
    .filter(Boolean),
);

type Token = { word: string; raw: string; at: number };

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
  .flatMap(([key, names]) => names.map((name) => ({ words: name.split(/\s+/).map((w) => singular(w.replace(/[^a-z']/g, ""))), key })))
  .sort((a, b) => b.words.length - a.words.length);

/** Lettering introduced by words rather than quotes: up to the end of the clause. */
const LETTERING_INTRO =
  /\b(?:that|which)\s+(?:says|say|reads|read|spells)\s+|\b(?:saying|reading|spelling|inscribed|inscription|lettered)\s+(?:with\s+)?|\bwith\s+(?:the\s+)?(?:words?|names?|dates?|text|lettering|initials)\s+|\b(?:named|called|in memory of|in loving memory of|for my|for|dedicated to)\s+/gi;

function unquotedLettering(text: string): Array<{ text: string; start: number; end: number }> {
  const found: Array<{ text: string; start: number; end: number }> = [];
  for (const match of text.matchAll(LETTERING_INTRO)) {
    const start = (match.index ?? 0) + match[0].length;
    const rest = text.slice(start);
    const stop = rest.search(
      /[,;:!?(]|\.(?=\s|$)|\s+(?:in|with|on|under|above|below|behind|and a|and an|and the)\s+(?:a|an|the|its|his|her|their)\b/i,
    );
    let phrase = (stop < 0 ? rest : rest.slice(0, stop)).trim();
    if (!phrase || /^["“„«'‘]/.test(phrase)) continue;
    // "for my mom" is lettering only when it is a name.
    if (/for|named|called|dedicated/i.test(match[0]) && !/^[A-Z0-9]/.test(phrase)) continue;
    if (/^for\b/i.test(match[0]))
      phrase = phrase
        .split(/\s+/)
        .filter((w, k, all) => all.slice(0, k + 1).every((x) => /^[A-Z0-9]/.test(x)))
        .join(" ");
    phrase = phrase.split(/\s+/).slice(0, 6).join(" ");
    found.push({ text: phrase, start, end: start + phrase.length });
  }
  return found;
}

/** Dates written out (12.05.1990, 1990, 5/12/90) that are not already lettering. */
const DATE = /\b(?:\d{1,2}[./-]\d{1,2}[./-]\d{2,4}|1[89]\d\d|20\d\d)\b/g;

export function readScene(description: string): Scene {
  const text = description.normalize("NFC");
  const lettering: Array<{ text: string; at: number }> = [];
  // Quoted passages are lettering; blank them so their words are not subjects.
  let plain = text;
  const blank = (start: number, end: number) => {
    plain = plain.slice(0, start) + " ".repeat(end - start) + plain.slice(end);
  };
  for (const match of text.matchAll(/["“„«]([^"“”«»„]{1,60})["”“»]/g)) {
    lettering.push({ text: match[1], at: match.index ?? 0 });
    blank(match.index ?? 0, (match.index ?? 0) + match[0].length);
  }
  for (const match of plain.matchAll(/(^|[^\w])['‘]([^'‘’"]{1,60}?)['’](?!\w)/g)) {
    const start = (match.index ?? 0) + match[1].length;
    lettering.push({ text: match[2], at: start });
    blank(start, (match.index ?? 0) + match[0].length);
  }
  for (const found of unquotedLettering(plain)) {
    lettering.push({ text: found.text, at: found.start });
    blank(found.start, found.end);
  }
  for (const match of plain.matchAll(DATE)) {
    lettering.push({ text: match[0], at: match.index ?? 0 });
    blank(match.index ?? 0, (match.index ?? 0) + match[0].length);
  }

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
  const found: Array<{ key: string; at: number; end: number; plural: boolean }> = [];
  for (const phrase of SUBJECT_PHRASES) {
    for (let i = 0; i + phrase.words.length <= tokens.length; i++) {
      if (phrase.words.every((w, k) => tokens[i + k].word === w && !used[i + k])) {
        for (let k = 0; k < phrase.words.length; k++) used[i + k] = 1;
        const last = tokens[i + phrase.words.length - 1];
        const plural = last.word !== last.raw.toLowerCase() && /s$/i.test(last.raw) && !/s$/.test(last.word) && !/['’]s$/i.test(last.raw);
        found.push({ key: phrase.key, at: i, end: i + phrase.words.length, plural });
      }
    }
  }
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
    const parts = ["tentacle", "antler"].includes(tokens[f.end - 1].word);
    if (
      count === 1 &&
      f.plural &&
      !parts &&
      !GARLANDS.has(f.key) &&
      !["stars", "wave", "mountain", "leaf", "tree", "book", "skull", "frame"].includes(f.key)
    )
      count = 2;
    if (f.key === "book")
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
      });
      indexAt.push(subjects.length - 1);
    }
  }

  // Poses attach to the nearest subject before them (or the next one when none comes before).
  for (let i = 0; i < tokens.length; i++) {
    const pose = POSE_WORDS[tokens[i].word] ?? (tokens[i].word === "in" && tokens[i + 1]?.word === "flight" ? "flying" : undefined);
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
    const between = tokens[i].word === "between" && tokens.slice(i + 1, i + 3).some((t) => t.word === "antler");
    const match: [string[], RelationKind | "front" | "attacked"] | undefined = between
      ? [["between"], "inside"]
      : placement[i]
        ? undefined
        : RELATION_PHRASES.find(([phrase]) => phrase.every((w, k) => tokens[i + k]?.word === w && tokens[i + k].raw !== "IN"));
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
    const covered = kind === "below" && COVERS.has(subjects[to].key);
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
    if (r.kind === "wearing" && worn.count > 1 && (worn.key === "flower" || worn.key === "rose"))
      subjects[r.to] = { ...worn, key: worn.key === "rose" ? "rose crown" : "flower crown", count: 1 };
  }
  // Counted heads wear one each: "two skulls with flower crowns", "three wolves wearing crowns".
  for (const r of relations)
    if (r.kind === "wearing" && subjects[r.from].count > 1) {
      r.each = true;
      subjects[r.to] = { ...subjects[r.to], count: 1 };
    }
  // "coiled around"/"wrapped around" also give the pose; "perched on" keeps perched.
  for (const r of relations)
    if (r.kind === "around" && !subjects[r.from].pose && subjects[r.from].key === "snake") subjects[r.from].pose = "coiled";

  const drawnWithout = unplacedThings(tokens, used, found);
  // A banner with nothing to letter, or a frame around nothing, is not drawn.
  subjects.forEach((s, i) => {
    const frames = relations.some((r) => r.to === i && (r.kind === "framed-by" || r.kind === "inside"));
    const unused = (s.key === "banner" && lettering.length === 0) || (s.key === "frame" && !frames);
    const word = singular(s.word.toLowerCase());
    if (unused && !drawnWithout.includes(word)) drawnWithout.push(word);
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

/** A flower crown (of roses, too): one garland, however many blooms its name counts. */
export const GARLANDS = new Set(["flower crown", "rose crown"]);

/** Heads a garland is worn on when the description says "with" ("a deer with a floral crown"). */
const GARLAND_HEADS = new Set([
  "skull",
  "wolf",
  "fox",
  "cat",
  "lion",
  "tiger",
  "owl",
  "eagle",
  "horse",
  "unicorn",
  "pegasus",
  "stag",
  "doe",
]);

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
    if (!GARLANDS.has(f.key)) return;
    const garland = indexAt[k];
    const after = tokens.slice(f.end, f.end + 4).map((t) => t.word);
    const head = after.indexOf("head");
    if (head >= 1 && after[0] === "on" && head <= 2) for (let i = 0; i <= head; i++) used[f.end + i] = 1;
    const on = relations.findIndex((r) => r.from === garland && r.kind === "on" && GARLAND_HEADS.has(subjects[r.to].key));
    if (on >= 0) {
      relations[on] = { kind: "wearing", from: relations[on].to, to: garland };
      return;
    }
    if (k === 0 || relations.some((r) => r.from === garland || r.to === garland)) return;
    const before = found[k - 1];
    const between = tokens.slice(before.end, f.at).map((t) => t.word);
    if (GARLAND_HEADS.has(before.key) && between.includes("with") && between.every((w) => FILLER.has(w)))
      relations.push({ kind: "wearing", from: indexAt[k - 1], to: garland });
  });
}

/** Nouns that end like verbs or adverbs ("-ing", "-ed", "-ly") but name things. */
const NOUN_EXCEPTIONS = new Set(
  `ring king wing string spring swing sling earring wedding painting building ceiling bed sled seed reed shed lily firefly
   dragonfly butterfly jelly belly holly`.split(/\s+/),
);

/**
 * The words naming things the engine could not place, in order, without duplicates: no word that
 * places nothing (articles, relations, counts, verbs, adverbs, ideas; `unplaced-words.ts`), and
 * no form word right after its subject ("a wolf head"); a form word after an unknown word keeps
 * it ("a peace sign").
 */
function unplacedThings(tokens: Token[], used: Uint8Array, found: Array<{ end: number }>): string[] {
  const list: string[] = [];
  const placesNothing = (t: Token, i: number) =>
    used[i] ||
    t.word.length < 2 ||
    /^\d/.test(t.word) ||
    FILLER.has(t.word) ||
    RELATION_WORDS.has(t.word) ||
    NUMBERS[t.word] !== undefined ||
    (/(ing|ed|ly)$/.test(t.word) && !NOUN_EXCEPTIONS.has(t.word)) ||
    /(ful|ous|less)$/.test(t.word);
  tokens.forEach((t, i) => {
    if (placesNothing(t, i)) return;
    if (isFormWord(t.word)) {
      if (found.some((f) => f.end === i)) return;
      const before = tokens[i - 1];
      if (before && !placesNothing(before, i - 1)) {
        // "an infinity symbol", "a peace sign": one thing.
        const phrase = `${before.word} ${t.word}`;
        if (list[list.length - 1] === before.word) list.pop();
        if (!list.includes(phrase)) list.push(phrase);
        return;
      }
    } else if (!mayNameThing(t.word)) return;
    if (!list.includes(t.word)) list.push(t.word);
  });
  return list;
}

const RELATION_TEXT: Record<RelationKind, string> = {
  on: "sitting on top of",
  around: "coiled around",
  holding: "holding",
  carrying: "carrying",
  wearing: "wearing",
  inside: "inside",
  behind: "behind",
  above: "above",
  below: "below",
  through: "passing through",
  "pierced-by": "pierced by",
  "framed-by": "framed by",
  toward: "facing",
  growing: "growing out of",
  attacking: "attacking",
};

const COUNT_WORDS = ["", "a", "two", "three", "four", "five"];

/** Subject keys whose name in a sentence is not the key itself. */
const SINGULAR_NAMES: Record<string, string> = { stars: "star", frame: "wreath frame" };
const IRREGULAR_PLURALS: Record<string, string> = { wolf: "wolves", leaf: "leaves", octopus: "octopuses", pegasus: "pegasi", koi: "koi" };

export function pluralOf(name: string): string {
  if (IRREGULAR_PLURALS[name]) return IRREGULAR_PLURALS[name];
  if (/(s|x|ch|sh)$/.test(name)) return `${name}es`;
  if (/[^aeiou]y$/.test(name)) return `${name.slice(0, -1)}ies`;
  return `${name}s`;
}

function subjectText(s: SceneSubject): string {
  // The crown of roses is one garland (its count stays one).
  if (s.key === "rose crown") return subjectText({ ...s, key: "crown of roses" });
  const name = s.key === "book" ? (s.count > 1 ? "stack of books" : "book") : (SINGULAR_NAMES[s.key] ?? s.key);
  const counted =
    s.count > 1 && s.key !== "book"
      ? `${COUNT_WORDS[s.count] ?? s.count} ${pluralOf(name)}`
      : `${/^[aeiou]/.test(name) ? "an" : "a"} ${name}`;
  return s.pose ? `${counted} (${s.pose})` : counted;
}

/** What "around" means for the thing that goes around: a bird circles, a rose twines, a snake coils. */
const CIRCLING = new Set(["butterfly", "moth", "bee", "swallow", "eagle", "owl", "phoenix", "pegasus"]);
const TWINING = new Set(["rose", "peony", "lotus", "flower", "sunflower", "cherry blossom", "leaf"]);

function aroundText(key: string): string {
  return CIRCLING.has(key) ? "circling" : TWINING.has(key) ? "twined around" : RELATION_TEXT.around;
}

/**
 * The scene spelled out for an image model: "a wolf (howling) facing a moon; lettering: ...".
 * Empty when the scene holds nothing beyond the subjects' names.
 */
export function describeScene(scene: Scene): string {
  if (!scene.relations.length && !scene.subjects.some((s) => s.pose || s.count > 1)) return "";
  // Inside a stag is in its antlers.
  const relationText = (r: SceneRelation) =>
    r.kind === "inside" && scene.subjects[r.to].key === "stag"
      ? "between the antlers of"
      : r.kind === "around"
        ? aroundText(scene.subjects[r.from].key)
        : RELATION_TEXT[r.kind];
  const parts = scene.relations.map((r) => {
    const text = relationText(r);
    const from = scene.subjects[r.from];
    // "a snake coiled around a dagger", not "a snake (coiled) coiled around": the relation says the pose.
    const subject = from.pose && text.startsWith(from.pose) ? { ...from, pose: undefined } : from;
    // Counted stags each have their own: "two stags, each with two roses between its antlers".
    const to = scene.subjects[r.to];
    if (text === "between the antlers of" && to.count > 1)
      return `${subjectText(to)}, each with ${subjectText(subject)} between its antlers`;
    return `${subjectText(subject)} ${r.each ? "each " : ""}${text} ${subjectText(scene.subjects[r.to])}`;
  });
  scene.subjects.forEach((s, i) => {
    if (!scene.relations.some((r) => r.from === i || r.to === i)) parts.push(subjectText(s));
  });
  return parts.join("; ");
}
