/**
 * The colour styles of flash: the picture's colours flattened to the style's palette (each
 * region in the palette colour of its role), the shadow side of each region in that colour's
 * darker flat (Traditional), an ink fade (Japanese bokashi) or a soft darker tone over a gradient
 * (Neo-traditional), the deepest darks solid black, finer inner lines, and a bold outline (with a
 * heavier outer contour in Neo-traditional and Japanese).
 */
import { luminance } from "../../colors";
import type { Contour } from "../../geometry";
import { shadeColor } from "../../palettes";
import { bokashiFill, neoFill } from "../../render-style-fills";
import { and } from "../morphology";
import type { PictureCanvas } from "../picture-canvas";
import { filled, inkOf, lineMarks, stroked } from "./marks";

export interface FlatColourOptions {
  /** How the shadow side is shaded. */
  shade: "darker" | "bokashi" | "soft";
  /** Gradient fills (Neo-traditional) instead of flat ones. */
  gradient: boolean;
  /** Width of the heavier outer contour, in outlines (0: none). */
  halo: number;
}

/** Colours dark enough to read as ink: their edges are kept a gap away from lines. */
const isInkDark = (colour: string) => luminance(colour) < 0.3;

export function flatColour(canvas: PictureCanvas, options: FlatColourOptions): string {
  const { ctx, layers } = canvas;
  const { palette, defs } = ctx;
  const silhouette = canvas.silhouette();
  const regions = layers.toneRegions.map((r) => ({ ...r, paint: palette.tones[r.tone] }));
  const fillOf = (colour: string) => (options.gradient ? neoFill(defs, colour) : colour);
  let svg = options.halo > 0 ? stroked(canvas, silhouette, palette.ink, ctx.outline * options.halo) : "";
  const base = regions[0]?.paint ?? palette.tones.light;
  svg += filled(silhouette, fillOf(base));
  const inkFills: Contour[][] = [];
  for (const region of regions.slice(1)) {
    const contours = canvas.regions(region.mask);
    svg += filled(contours, fillOf(region.paint));
    if (isInkDark(region.paint)) inkFills.push(contours);
  }
  if (ctx.shading) {
    for (const region of regions) {
      const shadow = canvas.regions(and(region.mask, layers.shadow));
      if (options.shade === "darker") svg += filled(shadow, shadeColor(region.paint, 0.42));
      else if (options.shade === "soft") svg += filled(shadow, shadeColor(region.paint, 0.5), 0.55);
      else svg += filled(shadow, bokashiFill(defs, palette.ink));
    }
  }
  const deep = canvas.regions(layers.deep);
  svg += filled(deep, palette.ink);
  const outlineWidth = options.halo > 0 ? ctx.outline * 0.8 : ctx.outline;
  // A light island in the shadow (a handle, a spoon) outlined, so it is a shape, not a pale patch.
  const islands = canvas.regions(layers.islands);
  svg += stroked(canvas, islands, palette.ink, ctx.detail);
  const lines = canvas.lines({
    maxLevel: ctx.maxLevel,
    width: ctx.detail,
    fixed: inkOf(
      [
        [silhouette, outlineWidth],
        [islands, ctx.detail],
      ],
      [deep, ...inkFills],
    ),
  });
  svg += lineMarks(canvas, lines, palette.ink);
  svg += stroked(canvas, silhouette, palette.ink, outlineWidth);
  return svg;
}
