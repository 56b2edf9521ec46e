/**
 * The motif interface (issue 24): what the layout knows of anything it can draw, implemented the
 * same way by the hand-drawn motifs (./motifs) and by the motifs of the vector atlas. A motif
 * draws itself in motif units (about -100..100 on both axes, y down); its box is its drawing's
 * bounds, and its anchors (in the same units) say where a banner crosses it, what it holds, where
 * a worn thing sits, where its hand grips. The registry (./motif-registry.ts) says which exist.
 */
import type { Drawing } from "./drawing";
import type { Vec } from "./geometry";
import type { Rng } from "./random";

export interface MotifOptions {
  rng: Rng;
  /** 0 (simple) .. 3 (highly complex): motifs may add optional elements. */
  detail: number;
  /**
   * Drawn small (1) or very small (2) beside what it is on (a flower crown worn on a wolf, on a
   * pegasus): fewer, larger, simpler parts, so outlines do not fill it in. Only some motifs heed it.
   */
  small?: 1 | 2;
}

export type MotifFunction = (options: MotifOptions) => Drawing;

/** round: compact; tall/wide: elongated; long: slender (dagger, key) and crosses others. */
export type MotifForm = "round" | "tall" | "wide" | "long";

/** Decides which secondary elements suit it (leaves suit a rose, not a wolf). */
export type MotifCategory = "flower" | "creature" | "object" | "sky" | "scene" | "ornament";

/** Points and regions of a motif, in its own units, that scenes attach things to. */
export interface MotifAnchors {
  /** Where a banner crosses the motif, as a fraction of its height from the top. */
  bannerAt: number;
  /** Containers: the box a thing placed inside must keep to (issue 16, "inside"). */
  interior?: { minX: number; minY: number; maxX: number; maxY: number };
  /** A thing inside stands on the interior's floor (a rose under a bell jar) instead of floating. */
  stands?: boolean;
  /**
   * An opening that a thing inside rises out of (a teacup's rim): the thing is drawn behind the
   * container and again in front above the opening's front lip.
   */
  mouth?: { cx: number; cy: number; rx: number; ry: number };
  /**
   * Where a worn thing sits when the top of the box is not the head's top (a stag's head between
   * its antlers): the crown's foot rests at y, scaled to the head's width there.
   */
  crest?: { y: number; width: number };
  /**
   * Where a flower crown sits on a head that is not the top of its drawing and has no crest
   * (pegasus's and the eagle's wings rise above their heads), and how wide it is.
   */
  headTop?: { x: number; y: number; across: number };
  /** A raised paw or hand that holds a long thing by its hilt (the rampant cat's forepaw). */
  grip?: Vec;
  /**
   * Where a thing under its forepaw rests (the foo dog's ball or jewel): the thing's centre and
   * radius. "A foo dog with a jewel under its paw" is the jewel there, small, the paw on it.
   */
  underPaw?: { x: number; y: number; r: number };
  /**
   * A long thing whose point is at the top of its drawing (the arrowhead; a blade's tip is at the
   * bottom, its hilt at the top): through another, the other end stays on the near side.
   */
  pointUp?: true;
  /** A tail rolled into a grip (the seahorse's): round a shank it holds, radius r. */
  curl?: { x: number; y: number; r: number };
  /** The point of a worn thing that rests on the head's top (the middle of a garland's band). */
  seat?: { x: number; y: number };
  /**
   * Grasping with its arms (the octopus): the waist the arms spread from, and the outline of what
   * shows in front of the thing it grasps (the head).
   */
  grasp?: { waist: number; front: readonly Vec[] };
}

/** Where an atlas motif comes from, carried into the design's credits. */
export interface MotifCredit {
  /** The vector set ("Game Icons") and the motif's name in it. */
  set: string;
  name: string;
  author: string;
  licence: string;
  licenceUrl?: string;
}

export interface Motif {
  /** The key scenes and the layout name it by ("wolf", "lion rampant"). */
  key: string;
  draw: MotifFunction;
  form: MotifForm;
  /** Keep upright (no tilt or mirroring): buildings, hourglasses, faces. */
  upright: boolean;
  category: MotifCategory;
  anchors: MotifAnchors;
  /** A facing pair's offset from the middle, in each one's size (0.62): slender things stand closer. */
  pair?: number;
  /**
   * Many small overlapping parts (a flower crown's blooms): in Tribal drawn as one ink mass with
   * its lines cut white, since the white separations between its parts would make it pale.
   */
  massed?: boolean;
  /** Credits of a motif drawn from a vector set (absent for the hand-drawn ones). */
  credit?: MotifCredit;
}
