/**
 * What a motif hands to the style renderers: parts with a role, not colours. A rose says
 * "these petals are the primary tone, this crescent is shade, these folds are detail lines";
 * each style decides what that means (flat red with a black outline, grey gradients without
 * outlines, stippled dots, a white cut in solid black, ...).
 */
import { matrixScale, transformContour, type Contour, type Matrix } from "./geometry";

/** Colour roles; palettes map them to colours per style and colour theme. */
export type Tone =
  "primary" | "secondary" | "accent" | "leaf" | "light" | "dark" | "warm" | "cool" | "pink" | "water" | "metal";

export type PartKind =
  /** A closed, filled region with an outline. Starts a group: the parts after it belong to it. */
  | "fill"
  /** Shading inside the last fill (no outline). */
  | "shade"
  /** An interior line: folds, veins, feathers, scales. */
  | "detail"
  /** Small white shapes or strokes (shine). */
  | "highlight"
  /** Always-ink solid shapes without outline: pupils, nostrils, spots. */
  | "solid";

export interface Part {
  kind: PartKind;
  contours: Contour[];
  tone: Tone;
  /**
   * Detail level: 0 = essential, 1 = main details, 2 = fine details, 3 = texture. Authored so
   * that lines of level L are at least LEVEL_SPACING[L] motif units apart; the renderer drops a
   * level when that spacing would print closer than the minimum gap at the chosen size.
   */
  level: number;
  /** Stroke width multiplier for detail lines. */
  weight: number;
  /** A fill drawn without its outline (patches that hide seams and overlaps). */
  bare?: boolean;
}

/** Minimum distance between neighbouring lines of each level, in motif units (motifs span ±100). */
export const LEVEL_SPACING = [18, 12, 8, 5] as const;

export interface Drawing {
  parts: Part[];
}

/** A small builder so motif code reads like a drawing recipe. */
export class Sketch {
  readonly parts: Part[] = [];

  fill(tone: Tone, ...contours: Contour[]): this {
    this.parts.push({ kind: "fill", contours, tone, level: 0, weight: 1 });
    return this;
  }

  /** A fill that only appears at a given detail level. */
  fillAt(level: number, tone: Tone, ...contours: Contour[]): this {
    this.parts.push({ kind: "fill", contours, tone, level, weight: 1 });
    return this;
  }

  /** A fill without outline, e.g. an over-strand patch in knotwork. */
  patch(tone: Tone, ...contours: Contour[]): this {
    this.parts.push({ kind: "fill", contours, tone, level: 0, weight: 1, bare: true });
    return this;
  }

  shade(...contours: Contour[]): this {
    this.parts.push({ kind: "shade", contours, tone: "dark", level: 1, weight: 1 });
    return this;
  }

  detail(level: number, ...contours: Contour[]): this {
    this.parts.push({ kind: "detail", contours, tone: "dark", level, weight: 1 });
    return this;
  }

  /** A detail line with its own weight (1 = normal detail width). */
  line(level: number, weight: number, ...contours: Contour[]): this {
    this.parts.push({ kind: "detail", contours, tone: "dark", level, weight });
    return this;
  }

  highlight(...contours: Contour[]): this {
    this.parts.push({ kind: "highlight", contours, tone: "light", level: 1, weight: 1 });
    return this;
  }

  solid(...contours: Contour[]): this {
    this.parts.push({ kind: "solid", contours, tone: "dark", level: 0, weight: 1 });
    return this;
  }

  solidAt(level: number, ...contours: Contour[]): this {
    this.parts.push({ kind: "solid", contours, tone: "dark", level, weight: 1 });
    return this;
  }

  add(drawing: Drawing): this {
    this.parts.push(...drawing.parts);
    return this;
  }

  done(): Drawing {
    return { parts: this.parts };
  }
}

/** A drawing placed on the canvas: motif units already mapped to canvas units. */
export interface PlacedDrawing {
  parts: Part[];
  /** Canvas units per motif unit (for detail culling). */
  scale: number;
}

export function placeDrawing(drawing: Drawing, matrix: Matrix): PlacedDrawing {
  return {
    parts: drawing.parts.map((part) => ({ ...part, contours: part.contours.map((c) => transformContour(matrix, c)) })),
    scale: matrixScale(matrix),
  };
}

/** Groups of [fill, ...its shades, details, highlights, solids], in painting order. */
export interface PartGroup {
  fill?: Part;
  extras: Part[];
}

export function groupParts(parts: Part[]): PartGroup[] {
  const groups: PartGroup[] = [];
  let current: PartGroup | undefined;
  for (const part of parts) {
    if (part.kind === "fill") {
      current = { fill: part, extras: [] };
      groups.push(current);
    } else {
      if (!current) {
        current = { extras: [] };
        groups.push(current);
      }
      current.extras.push(part);
    }
  }
  return groups;
}
