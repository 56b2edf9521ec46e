/**
 * Lettering as outlines: text is shaped and set by ./lettering/typeset.server.ts (fonts from
 * node_modules, on the server) and bent along its path here, so the SVG carries paths and needs
 * no font to render.
 */
import { applyMatrix, fmt, type Matrix, type Vec } from "./geometry";
import type { FontId } from "./lettering/font-library";

export type GlyphCommand =
  | { type: "M"; x: number; y: number }
  | { type: "L"; x: number; y: number }
  | { type: "Q"; x1: number; y1: number; x: number; y: number }
  | { type: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: "Z" };

/** One shaped glyph of a line: its outline in text space and the characters it draws. */
export interface PlacedGlyph {
  /** Font, file and glyph id: the same glyph measured once (legibility). */
  key: string;
  path: GlyphCommand[];
  /** Offset (UTF-16) of the first character it draws in the line's text. */
  cluster: number;
  /** A mark (an accent, a vowel sign) rather than a letter. */
  mark: boolean;
  /** The font had no glyph for it (drawn as the font's empty box): never inked. */
  missing: boolean;
}

export interface TextOutline {
  /** Exactly the characters set. */
  text: string;
  /** Commands with the baseline at y = 0, starting at x = 0. */
  commands: GlyphCommand[];
  glyphs: PlacedGlyph[];
  /** The size it was set at (text units per em). */
  fontSize: number;
  width: number;
  /** Height of capitals above the baseline (positive): what the layout sizes by. */
  capHeight: number;
  /** Height of the tallest ink above the baseline. */
  ascent: number;
  /** Depth of descenders below the baseline (positive). */
  descent: number;
  /** The library fonts the line was set in (one, unless no single font covers it). */
  fonts: FontId[];
}

/** Lays text out at a font size; the engine receives this from the server module. */
export type Typesetter = (text: string, font: FontId, fontSize: number) => TextOutline;

/** Bends outlines: maps a point in text space (x along, y below the baseline) to the canvas. */
export type Warp = (x: number, y: number) => Vec;

export function warpOutline(outline: Pick<TextOutline, "commands">, warp: Warp, matrix?: Matrix): string {
  const map = (x: number, y: number): string => {
    const [wx, wy] = warp(x, y);
    const [px, py] = matrix ? applyMatrix(matrix, wx, wy) : [wx, wy];
    return `${fmt(px)} ${fmt(py)}`;
  };
  let d = "";
  for (const c of outline.commands) {
    if (c.type === "Z") d += "Z";
    else if (c.type === "M") d += `M${map(c.x, c.y)}`;
    else if (c.type === "L") d += `L${map(c.x, c.y)}`;
    else if (c.type === "Q") d += `Q${map(c.x1, c.y1)} ${map(c.x, c.y)}`;
    else d += `C${map(c.x1, c.y1)} ${map(c.x2, c.y2)} ${map(c.x, c.y)}`;
  }
  return d;
}
