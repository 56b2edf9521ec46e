/**
 * Lettering as outlines: text is laid out by ./lettering.server.ts (fonts from node_modules) and
 * bent along a banner here, so the SVG carries paths and needs no font to render.
 */
import { applyMatrix, fmt, type Matrix, type Vec } from "./geometry";
import type { LetteringFont } from "./styles";

export type GlyphCommand =
  | { type: "M"; x: number; y: number }
  | { type: "L"; x: number; y: number }
  | { type: "Q"; x1: number; y1: number; x: number; y: number }
  | { type: "C"; x1: number; y1: number; x2: number; y2: number; x: number; y: number }
  | { type: "Z" };

export interface TextOutline {
  /** Commands with the baseline at y = 0, starting at x = 0. */
  commands: GlyphCommand[];
  width: number;
  /** Height of capitals above the baseline (positive). */
  capHeight: number;
  /** Depth of descenders below the baseline (positive). */
  descent: number;
}

/** Lays text out at a font size; the engine receives this from the server module. */
export type Typesetter = (text: string, font: LetteringFont, fontSize: number) => TextOutline;

/** Bends outlines: maps a point in text space (x along, y below the baseline) to the canvas. */
export type Warp = (x: number, y: number) => Vec;

export function warpOutline(outline: TextOutline, warp: Warp, matrix?: Matrix): string {
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
