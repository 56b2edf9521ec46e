/**
 * The motif atlas's index (issue 24): subjects drawn from kept vector sets, built by
 * scripts/build-atlas.mjs into app/generated/atlas/index.json. Types only, shared by the loader and
 * its users.
 */

export type AtlasCategory =
  | "animal"
  | "bird"
  | "sea creature"
  | "plant"
  | "object"
  | "weapon"
  | "instrument"
  | "symbol"
  | "person"
  | "creature"
  | "vehicle"
  | "building"
  | "sky";

/**
 * Whom a motif credits and under which licence. The design's licence text and the credits page
 * print `“<motif name>” by <text>` (atlasCredits does).
 */
export interface AtlasCredit {
  /** The set's name ("Game Icons", "Noto Emoji"). */
  set: string;
  author: string;
  authorUrl?: string;
  licence: { title: string; spdx: string; url: string };
  /** CC BY: the author must be named wherever the design goes. */
  attributionRequired: boolean;
  /** "Lorc, from Game Icons (https://game-icons.net), CC BY 3.0: https://creativecommons.org/licenses/by/3.0/". */
  text: string;
  /** The set's home. */
  source: string;
}

export interface AtlasEntry {
  /** "<set>:<icon>", e.g. "game-icons:sperm-whale". */
  id: string;
  /** Clean subject name: "sperm whale", "g clef", "ace of spades". */
  name: string;
  /** Other names it answers to (WordNet synonyms, curated aliases): "cachalot", "treble clef". */
  aliases: string[];
  tags: string[];
  /** round: compact; tall/wide: elongated; long: slender (swords, keys), as MotifEntry.form. */
  form: "round" | "tall" | "wide" | "long";
  /** Keep upright (no tilt or mirroring), as MotifEntry.upright. */
  upright: boolean;
  category: AtlasCategory;
  /** A pose of its subject ("howling" for "wolf howl"). */
  pose?: string;
  /** A part of its subject drawn alone: "head" for "wolf head", "tiger face". */
  part?: string;
  /** Parts of its subject the drawing shows ("ring" for the ringed planet): named after it, they are it. */
  parts?: string[];
  /** Its fine cut lines draw what it is (the sun's face): never dropped before its coarse ones. */
  essentialCuts?: boolean;
  /** The drawing's tight box in the icon's own units: [x, y, width, height]. */
  viewBox: [number, number, number, number];
  /** Index into AtlasIndex.credits. */
  credit: number;
  /** Where the drawing is: "<set>/<shard>" under bodies/. */
  body: string;
}

export interface AtlasIndex {
  version: number;
  /** Set prefix -> installed package version. */
  sets: Record<string, string>;
  credits: AtlasCredit[];
  motifs: AtlasEntry[];
  /** Name or alias (lower case, single spaces) -> index into motifs: the drawing chosen for it. */
  names: Record<string, number>;
}

/** One atlas motif ready to draw: its SVG body (the icon's inner markup) in its viewBox. */
export interface AtlasMotif {
  entry: AtlasEntry;
  /** Inner SVG markup in the icon's units (paths with fill="currentColor", or coloured shapes for emoji sets). */
  body: string;
  viewBox: [number, number, number, number];
  credit: AtlasCredit;
  /** The drawing has its own colours (Noto, Twemoji): its regions map onto the style's palette. */
  coloured: boolean;
}
