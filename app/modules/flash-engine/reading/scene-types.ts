import type { SettingBackground } from "../backgrounds";

/** What reading a description gives: subjects with counts and poses, relations, lettering, what is drawn without. */
export type Pose =
  | "howling"
  | "roaring"
  | "rearing"
  | "sleeping"
  | "flying"
  | "coiled"
  | "perched"
  | "swimming"
  | "blooming"
  | "sitting"
  | "profile"
  | "dancing";

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

/** How a mass of a thing is arranged: trees on one ground, blooms to a horizon, birds in a drift, a gathered bunch. */
export type Mass = "forest" | "field" | "flock" | "bouquet";

export interface SceneSubject {
  /** Motif key ("wolf", "crown") or "banner", "book", "frame". */
  key: string;
  /** The word as written ("swallows"). */
  word: string;
  count: number;
  pose?: Pose;
  /** Many of it as a place or a mass ("a forest of pines", "a flock of birds"). */
  mass?: Mass;
  /** How a word before it asks it to be drawn (../reading/manner-words.ts). */
  manner?: SubjectManner;
}

/**
 * How a subject is drawn when a word before it says so: in flames ("a fiery comet", "a flaming
 * sword": flames rise behind it), or folded of paper ("an origami fox": faceted, with its folds).
 */
export type SubjectManner = "fiery" | "origami";

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
  /** Light's rays named around or behind the design ("with rays of light"): drawn as the rays behind it. */
  rays?: true;
  /** The subjects asked for in outline only ("an outline of a wolf", "a line drawing of"): drawn as their ink lines. */
  outline?: true;
  /** The setting named ("into the air", "on the forest floor", "a cauldron with smoke"): drawn as these backgrounds. */
  settings?: SettingBackground[];
}
