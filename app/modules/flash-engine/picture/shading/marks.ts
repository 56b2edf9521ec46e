/**
 * The marks every picture style is drawn with, on the canvas: filled areas (holes kept by the
 * even-odd rule), stroked lines grouped by width, and the ink drawn so far (which the inner lines
 * keep their distance from). Line widths never go below the thinnest stroke of the size, as in
 * every other design of the engine.
 */
import { flatten, pathData, type Contour } from "../../geometry";
import { fillAttrs, path, strokeAttrs } from "../../svg";
import type { PictureCanvas } from "../picture-canvas";
import type { InkLine, SpacedLine } from "../spacing";

export function filled(contours: Contour[], colour: string, opacity = 1): string {
  return path(pathData(contours), `${fillAttrs(colour, opacity)} fill-rule="evenodd"`);
}

export function stroked(
  canvas: PictureCanvas,
  contours: Contour[],
  colour: string,
  width: number,
  opacity = 1,
): string {
  return path(pathData(contours), strokeAttrs(colour, Math.max(canvas.ctx.rules.minStroke, width), opacity));
}

/** Spaced lines, one path per width. */
export function lineMarks(canvas: PictureCanvas, lines: SpacedLine[], colour: string, opacity = 1): string {
  const byWidth = new Map<number, Contour[]>();
  for (const line of lines) byWidth.set(line.width, [...(byWidth.get(line.width) ?? []), line.contour]);
  return [...byWidth].map(([width, contours]) => stroked(canvas, contours, colour, width, opacity)).join("");
}

/** Ink already drawn: outlines of a width, and the edges of filled areas. */
export function inkOf(outlines: Array<[Contour[], number]>, fills: Contour[][] = []): InkLine[] {
  return [
    ...outlines.flatMap(([contours, width]) => contours.map((c) => ({ points: flatten(c, 4), width }))),
    ...fills.flat().map((c) => ({ points: flatten(c, 4), width: 0 })),
  ];
}
