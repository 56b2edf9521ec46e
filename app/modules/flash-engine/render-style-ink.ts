/** The ink styles' drawers: solid black with white cuts (Blackwork, Tribal) and stipple (Dotwork). */
import { groupParts, type Tone } from "./drawing";
import { boundsOf, fmt, pathData, power, type Contour } from "./geometry";
import {
  cutOf,
  haloOf,
  highlightOf,
  linesOf,
  polygonOf,
  solidOf,
  stroke,
  TONE_DENSITY,
  type StyleDrawer,
} from "./render-style-kit";
import { fillAttrs, path, strokeAttrs } from "./svg";
import { hatch, latticeGap, stipple } from "./textures";

/** Hatching angles that stand in for mid tones when a shape is drawn open on a black mass. */
const TONE_HATCH: Partial<Record<Tone, number>> = {
  primary: Math.PI / 4,
  warm: -Math.PI / 4,
  cool: Math.PI / 2.6,
  leaf: -Math.PI / 3,
  water: 0,
};

/** Solid black masses, white negative-space cuts; light tones stay open (Blackwork, Tribal). */
export function blackDrawer(options: { openTone: (tone: Tone) => boolean; separation: number }): StyleDrawer {
  return ({ drawing, ctx, outline, detail, halo, allowed, negative, merge, solid }) => {
    const { palette, rules, stats } = ctx;
    const hatchWidth = Math.max(rules.minStroke, detail * 0.85);
    const pitch = rules.minGap + hatchWidth;
    const hatchLines = (contours: Contour[], angle: number) => {
      let d = "";
      for (const c of contours.filter((k) => k.closed)) d += hatch(polygonOf(c), angle, pitch, detail * 0.6);
      if (d) stats.minGap = Math.min(stats.minGap, pitch - hatchWidth);
      return path(d, `data-texture="hatch" ${strokeAttrs(palette.ink, hatchWidth)}`);
    };
    let svg = halo ? haloOf(drawing, ctx, outline * 2.2, allowed) : "";
    for (const group of groupParts(drawing.parts)) {
      const fill = group.fill;
      const opens = negative
        ? (tone: Tone) => tone !== "dark" && tone !== "secondary"
        : solid
          ? () => false
          : options.openTone;
      const open = fill !== undefined && opens(fill.tone);
      const fillD = fill ? pathData(fill.contours) : "";
      // On a black mass, mid tones become line hatching (engraving), light tones stay white.
      const toneAngle = negative && fill ? TONE_HATCH[fill.tone] : undefined;
      if (fill) {
        if (open) {
          svg += path(fillD, fillAttrs("#ffffff"));
          if (toneAngle !== undefined) svg += hatchLines(fill.contours, toneAngle);
        } else if (fill.bare) svg += path(fillD, fillAttrs(palette.ink));
        // paint-order: the white stroke shows only where this shape overlaps an earlier black one.
        else if (options.separation > 0 && !merge)
          svg += path(
            fillD,
            `fill="${palette.ink}" stroke="#ffffff" stroke-width="${fmt(Math.max(outline * options.separation, 2 * rules.minGap))}" paint-order="stroke"`,
          );
        else svg += path(fillD, fillAttrs(palette.ink));
      }
      for (const part of group.extras) {
        if (part.kind === "shade") {
          if (!open) continue;
          svg += hatchLines(part.contours, toneAngle !== undefined ? toneAngle + Math.PI / 2 : -Math.PI / 4);
        } else if (part.kind === "detail")
          svg += open || !fill ? linesOf(ctx, part, palette.ink, detail) : cutOf(ctx, part, detail);
        else if (part.kind === "highlight")
          svg += open || !fill ? highlightOf(ctx, part, detail) : cutOf(ctx, part, detail);
        else if (open || !fill) svg += solidOf(ctx, part, palette.ink);
        else svg += cutOf(ctx, part, detail * 0.6);
      }
      if (open && fill && !fill.bare) svg += path(fillD, stroke(ctx, palette.ink, outline));
    }
    return svg;
  };
}

/** Outlines and stippled tone: dots denser in shade and towards each shape's shadow side (Dotwork). */
export const dotworkDrawer: StyleDrawer = ({ drawing, ctx, outline, detail }) => {
  const { palette, lattice, stats } = ctx;
  const clearance = lattice.radius * 0.6 + outline / 2 + ctx.rules.minGap;
  let svg = "";
  for (const group of groupParts(drawing.parts)) {
    const fill = group.fill;
    const details = group.extras.filter((p) => p.kind === "detail").flatMap((p) => p.contours.map(polygonOf));
    if (fill) {
      const fillD = pathData(fill.contours);
      const toneDensity = TONE_DENSITY[fill.tone];
      svg += path(fillD, fillAttrs("#ffffff"));
      let dots = "";
      for (const c of fill.contours.filter((k) => k.closed)) {
        const poly = polygonOf(c);
        const box = boundsOf(poly);
        const span = Math.max(1, box.maxX - box.minX + box.maxY - box.minY);
        // Light from the upper left: the shadow side of each shape gets the dots.
        const shadow = (x: number, y: number) => (x - box.minX + y - box.minY) / span;
        dots += stipple(
          lattice,
          poly,
          (x, y) => toneDensity * (0.15 + 1.25 * power(shadow(x, y), 1.5)),
          clearance,
          details,
          stats.reserved,
          ctx.rules.minGap,
        );
      }
      for (const part of group.extras.filter((p) => p.kind === "shade")) {
        for (const c of part.contours.filter((k) => k.closed)) {
          dots += stipple(lattice, polygonOf(c), () => 0.95, clearance, details, stats.reserved, ctx.rules.minGap);
        }
      }
      if (dots) stats.minGap = Math.min(stats.minGap, latticeGap(lattice));
      svg += path(dots, `data-texture="stipple" ${fillAttrs(palette.ink)}`);
    }
    for (const part of group.extras) {
      if (part.kind === "detail") svg += linesOf(ctx, part, palette.ink, detail);
      else if (part.kind === "solid") svg += solidOf(ctx, part, palette.ink);
      else if (part.kind === "highlight") svg += highlightOf(ctx, part, detail);
    }
    if (fill && !fill.bare) svg += path(pathData(fill.contours), stroke(ctx, palette.ink, outline));
  }
  return svg;
};
