/**
 * What the engine knows of a hand-drawn subject, in one place (issue 36): how it is drawn and laid
 * out, the words that name it, and how scenes treat it. Every table the reading, the layout and the
 * prompt use is derived from these definitions (./registry.ts); README.md in the engine says how to
 * add one.
 */
import type { MotifAnchors, MotifCategory, MotifForm, MotifFunction } from "../motif";
import type { Pose } from "../reading/scene-types";
import type { FrameKind } from "./frames";
import type { HandMotifKey, PosedMotifKey } from "./motif-keys";

/** How the layout places it: its form, whether it stays upright, where a banner crosses it, its anchors. */
export type MotifLayout = Partial<{ form: MotifForm; upright: boolean; pair: number; massed: boolean } & MotifAnchors>;

/**
 * What a subject does in a scene, or how its name is read:
 * - perches: a bird that perches (on a branch when it sits on nothing named; a prey it attacks is
 *   held in its claws);
 * - branch: what a perched bird sits on when nothing is named, lying across under it;
 * - wraps: coils or wraps around another ("a snake coiled around a dagger");
 * - coils: around another, it is coiled (its pose: "a snake around a dagger");
 * - circles / twines: what "around" is for it in words (a bird circles, a rose twines);
 * - cradles: a rider sits in its hollow, turned into a bowl (a cat on a crescent moon);
 * - looked-up-at: a creature facing it raises its head (a wolf howling at the moon);
 * - wears-garland: a head that wears a garland named with it ("a deer with a floral crown");
 * - holds: a figure that holds what it is named with and carries in the hand ("an angel with a trumpet");
 * - garland: one garland, however many blooms its name counts ("a crown of roses");
 * - covers: a container over what it holds, so under it is inside it ("a rose under a bell jar");
 * - uncounted: its name in the plural is still one design ("stars", "waves", "mountains");
 * - stacked: several are one stack, three when a stack or pile is named ("a stack of books").
 */
export type HandMotifTrait =
  | "perches"
  | "branch"
  | "wraps"
  | "coils"
  | "circles"
  | "twines"
  | "cradles"
  | "looked-up-at"
  | "wears-garland"
  | "holds"
  | "garland"
  | "covers"
  | "uncounted"
  | "stacked";

/**
 * A subject that frames what it holds: the frame drawn round a subject "framed by" or "inside" it
 * ("an eye in a triangle"), only when framed by it (`framed-by`: "a compass framed by a diamond"),
 * or only when a frame word names it too (`frame-word`: "framed by a laurel wreath").
 */
export interface FrameUse {
  kind: FrameKind;
  when?: "framed-by" | "frame-word";
}

export interface HandMotifDefinition {
  /** Draws it in motif units (about -100..100, y down). */
  draw: MotifFunction;
  /** Which secondary elements suit it, and whether a head, wings and tail are its own. */
  category: MotifCategory;
  /** Form (round), upright (false), where a banner crosses it (0.86 of its height), anchors. */
  layout?: MotifLayout;
  /**
   * The words and phrases that name it, singular (plurals are read as their singular): every reader
   * reads them as this subject, in a description and in Customize's instructions alike.
   */
  words: readonly string[];
  /**
   * Words for other things, never names of this subject (a sparrow is not the swallow, a sword not
   * the dagger): the lexicon draws the thing itself, or its nearest by meaning (a reindeer is a deer:
   * the stag), or says it was drawn without. Once the subject is named, they may still mention it
   * again ("an hourglass running out of time").
   */
  notDrawnAs?: readonly string[];
  /** Parts its drawing shows: named after it they are its own, not things to draw ("a skull's teeth"). */
  parts?: readonly string[];
  /**
   * Subjects its drawing already wears (Shiva's crescent moon, Christ's crown of thorns; an atlas
   * motif by its id): said to be worn ("with a crescent moon in his hair", "with a crown of thorns")
   * they are its own; named otherwise ("shiva under the moon") they are drawn.
   */
  wears?: ReadonlyArray<HandMotifKey | `${string}:${string}`>;
  /**
   * Its words that name a part of it (a stag's antlers, an octopus's tentacles): in the plural still
   * one; where it holds things in a crest, a thing "between" them is inside it.
   */
  partWords?: readonly string[];
  /** Its plural when adding "s" or "es" is wrong ("wolves", "pegasi", "koi"). */
  plural?: string;
  /** Its name in a sentence when the key is not ("star" for stars, "crown of roses"). */
  spoken?: string;
  /** Poses drawn as a variant of their own ("wolf howling"); other poses draw the subject itself. */
  poses?: Partial<Record<Pose, PosedMotifKey>>;
  /** Drawn as this when it sits on another subject (the owl's own drawing brings a branch). */
  seated?: PosedMotifKey;
  /** What several of it become when worn on a head: roses worn are a crown of roses. */
  wornAs?: HandMotifKey;
  /** It frames what is framed by or inside it. */
  frame?: FrameUse;
  traits?: readonly HandMotifTrait[];
  /** Subjects a creative surprise may add beside it. */
  companions?: readonly HandMotifKey[];
}

/** A variant drawn only in a pose a scene asks for: always a creature. */
export interface PosedMotifDefinition {
  draw: MotifFunction;
  layout?: MotifLayout;
}

export type HandMotifDefinitions = Partial<Record<HandMotifKey, HandMotifDefinition>>;
