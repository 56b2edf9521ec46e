/**
 * What the design's layout hands to the renderer: drawings placed on the canvas in layers,
 * lettering along its warp, and the free space left for ornaments.
 */
import type { Drawing } from "../drawing";
import {
  applyMatrix,
  boundsOf,
  distanceToPolygonEdge,
  flatten,
  pointInPolygon,
  type Box,
  type Matrix,
  type Vec,
} from "../geometry";
import type { Typesetter, Warp } from "../lettering";
import { CANVAS } from "../tattooability";

export type Layer = "background" | "behind" | "main" | "front" | "filler" | "banner";

export interface Placement {
  drawing: Drawing;
  matrix: Matrix;
  layer: Layer;
  weight: number;
  halo: boolean;
  /** Drawn only inside these canvas polygons (a coil's front passes). */
  clip?: Vec[][];
  /** A paper-white margin first, knocking it out of what lies behind (a worn flower crown). */
  knockout?: boolean;
  /** In Tribal, one ink mass (`Motif.massed`). */
  solid?: boolean;
}

export interface TextPlacement {
  text: string;
  outline: ReturnType<Typesetter>;
  warp: Warp;
  /** Transform applied after the warp (the banner's placement, then the fit). */
  matrix: Matrix;
  onBanner: boolean;
}

/** The canvas margin the design keeps clear. */
export const MARGIN = 64;

export function fillPolygons(drawing: Drawing, matrix: Matrix): Vec[][] {
  return drawing.parts
    .filter((p) => p.kind === "fill")
    .flatMap((p) =>
      p.contours.filter((c) => c.closed).map((c) => flatten(c, 3).map(([x, y]) => applyMatrix(matrix, x, y))),
    );
}

export function unionBox(a: Box, b: Box): Box {
  return {
    minX: Math.min(a.minX, b.minX),
    minY: Math.min(a.minY, b.minY),
    maxX: Math.max(a.maxX, b.maxX),
    maxY: Math.max(a.maxY, b.maxY),
  };
}

/** The box a line of lettering covers on the canvas, its warp and placement applied. */
function textBox(t: TextPlacement): Box {
  // Along its length, not only at its ends: a line on an arc bulges between them.
  const points: Vec[] = [];
  for (let i = 0; i <= 8; i++) {
    const x = (t.outline.width * i) / 8;
    points.push(t.warp(x, -t.outline.capHeight), t.warp(x, t.outline.descent));
  }
  return boundsOf(points.map(([x, y]) => applyMatrix(t.matrix, x, y)));
}

/** The box of everything placed and lettered (and of `start`, when given), to fit into the canvas. */
export function contentBox(placements: Placement[], texts: TextPlacement[], start?: Box): Box | undefined {
  const boxes = [...placements.map((p) => boundsOf(fillPolygons(p.drawing, p.matrix).flat())), ...texts.map(textBox)];
  return boxes.reduce<Box | undefined>((box, b) => (box ? unionBox(box, b) : b), start);
}

/** Fits a box into the canvas with its margin, centred; never enlarged. */
export function fitToCanvas(box: Box): Matrix {
  const room = CANVAS - 2 * MARGIN;
  const scale = Math.min(1, room / (box.maxX - box.minX), room / (box.maxY - box.minY));
  return [
    scale,
    0,
    0,
    scale,
    CANVAS / 2 - ((box.minX + box.maxX) / 2) * scale,
    CANVAS / 2 - ((box.minY + box.maxY) / 2) * scale,
  ];
}

/** The shapes already on the canvas, for placing ornaments in the space left. */
export class Occupancy {
  private readonly shapes: Vec[][] = [];

  add(polygons: Vec[][]): void {
    this.shapes.push(...polygons.filter((p) => p.length > 2));
  }

  /** True if a circle at (x, y) of radius r is clear of every shape by `margin`. */
  isFree(x: number, y: number, r: number, margin: number): boolean {
    if (x - r < MARGIN || y - r < MARGIN || x + r > CANVAS - MARGIN || y + r > CANVAS - MARGIN) return false;
    return this.shapes.every(
      (shape) => !pointInPolygon(x, y, shape) && distanceToPolygonEdge(x, y, shape) >= r + margin,
    );
  }
}
