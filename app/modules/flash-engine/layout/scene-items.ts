/**
 * What a scene layout produces (placed items, each a motif's drawing with its matrix and layer)
 * and the small geometry every relation uses to place them: fit, shift, union, scale about.
 */
import type { Drawing } from "../drawing";
import { applyMatrix, boundsOf, flatten, multiply, placement, type Box, type Matrix, type Vec } from "../geometry";
import type { FrameKind } from "../motifs/frames";
import type { SceneRelation } from "../scene";

export type SceneLayer = "behind" | "main" | "front";

export interface SceneItem {
  key: string;
  drawing: Drawing;
  matrix: Matrix;
  box: Box;
  layer: SceneLayer;
  /** Line weight (1 for the main layer, 0.95 otherwise unless given): a small worn garland's is finer. */
  weight?: number;
  /**
   * Wrap: the same drawing is drawn again in front of the thing it coils around, clipped to
   * these bands (canvas polygons), so the coil passes in front and behind.
   */
  frontBands?: Vec[][];
  /**
   * Knocked out of what is behind it: a paper-white margin round its shapes separates it from
   * the drawing it lies on (a flower crown on a dark mane), as flash artists do.
   */
  knockout?: boolean;
}

export interface SceneLayout {
  items: SceneItem[];
  /** Index of the item that anchors the design (stage, sprigs, banner width). */
  mainIndex: number;
  box: Box;
  /** Where a carried banner hangs (its centre line), when the scene says so. */
  bannerY?: number;
  relation?: SceneRelation["kind"];
  /** Relations acted out with the leading one, sharing its place ("a heart and a feather on a scale"). */
  partners?: SceneRelation[];
  /** The scene's other relations acted out, each placing a subject by one already placed (relations-secondary.ts). */
  secondary?: SceneRelation[];
  /** The frame drawn around the subject, when the scene says "framed by". */
  frame?: FrameKind;
}

/** Draws a subject; `small`: it is drawn small beside what it is on (the motif may simplify). */
export type DrawSubject = (key: string, copy: number, options?: { small?: 1 | 2 }) => Drawing;

export function localBounds(drawing: Drawing): Box {
  return boundsOf(drawing.parts.flatMap((p) => p.contours.flatMap((c) => flatten(c, 3))));
}

/** Places a drawing so the larger side of its box (or its width) is `size`, centred at (x, y). */
export function fit(
  drawing: Drawing,
  x: number,
  y: number,
  size: number,
  rotation = 0,
  flip = false,
  by: "max" | "width" = "max",
): { matrix: Matrix; box: Box } {
  const box = localBounds(drawing);
  const w = Math.max(box.maxX - box.minX, 1);
  const h = Math.max(box.maxY - box.minY, 1);
  const scale = size / (by === "width" ? w : Math.max(w, h));
  const matrix = multiply(placement(x, y, scale, rotation, flip), [
    1,
    0,
    0,
    1,
    -(box.minX + box.maxX) / 2,
    -(box.minY + box.maxY) / 2,
  ]);
  const corners = [
    applyMatrix(matrix, box.minX, box.minY),
    applyMatrix(matrix, box.maxX, box.minY),
    applyMatrix(matrix, box.minX, box.maxY),
    applyMatrix(matrix, box.maxX, box.maxY),
  ];
  return { matrix, box: boundsOf(corners) };
}

/** Moves a placed item by (dx, dy). */
export function shift(item: SceneItem, dx: number, dy: number): SceneItem {
  return {
    ...item,
    matrix: multiply([1, 0, 0, 1, dx, dy], item.matrix),
    box: { minX: item.box.minX + dx, maxX: item.box.maxX + dx, minY: item.box.minY + dy, maxY: item.box.maxY + dy },
    frontBands: item.frontBands?.map((band) => band.map(([x, y]): Vec => [x + dx, y + dy])),
  };
}

/** Scales a placed item by `k` about (x, y). */
export function scaleAbout(item: SceneItem, k: number, x: number, y: number): SceneItem {
  const m: Matrix = [k, 0, 0, k, x * (1 - k), y * (1 - k)];
  const [x0, y0] = applyMatrix(m, item.box.minX, item.box.minY);
  const [x1, y1] = applyMatrix(m, item.box.maxX, item.box.maxY);
  return { ...item, matrix: multiply(m, item.matrix), box: { minX: x0, minY: y0, maxX: x1, maxY: y1 } };
}

export const width = (b: Box) => b.maxX - b.minX;
export const height = (b: Box) => b.maxY - b.minY;
export const midX = (b: Box) => (b.minX + b.maxX) / 2;
export const midY = (b: Box) => (b.minY + b.maxY) / 2;

export function union(boxes: Box[]): Box {
  return {
    minX: Math.min(...boxes.map((b) => b.minX)),
    minY: Math.min(...boxes.map((b) => b.minY)),
    maxX: Math.max(...boxes.map((b) => b.maxX)),
    maxY: Math.max(...boxes.map((b) => b.maxY)),
  };
}

/** Bands across a long upright item, alternating: the coil shows in front in every other one. */
export function wrapBands(around: Box, coil: Box, turns: number): Vec[][] {
  const top = Math.min(around.minY, coil.minY);
  const bottom = Math.max(around.maxY, coil.maxY);
  const step = (bottom - top) / (turns * 2);
  const left = Math.min(around.minX, coil.minX) - 20;
  const right = Math.max(around.maxX, coil.maxX) + 20;
  const slant = step * 0.6;
  const bands: Vec[][] = [];
  for (let i = 0; i < turns * 2; i += 2) {
    const y0 = top + i * step;
    const y1 = y0 + step;
    bands.push([
      [left, y0 - slant],
      [right, y0 + slant],
      [right, y1 + slant],
      [left, y1 - slant],
    ]);
  }
  return bands;
}
