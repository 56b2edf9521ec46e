/** Colour styles' drawers: flat colour (Traditional, Japanese, Neutral), Neo-traditional, Realistic, Watercolor. */
import { groupParts } from "./drawing";
import { fmt, pathData } from "./geometry";
import { lightColor, shadeColor } from "./palettes";
import { bokashiFill, loosened, neoFill, washFill } from "./render-style-fills";
import { haloOf, highlightOf, linesOf, solidOf, stroke, toneColor, type StyleDrawer } from "./render-style-kit";
import { fillAttrs, path, radialGradient } from "./svg";

/** Flat colour, darker flat shading, even black outlines (Traditional, Japanese, Neutral). */
export function flatDrawer(options: { shade: "darker" | "bokashi"; haloWidth: number }): StyleDrawer {
  return ({ drawing, ctx, outline, detail, halo, allowed }) => {
    const { palette, defs } = ctx;
    let svg = halo ? haloOf(drawing, ctx, outline * options.haloWidth, allowed) : "";
    for (const group of groupParts(drawing.parts)) {
      const fill = group.fill;
      const base = fill ? toneColor(palette, fill.tone) : palette.ink;
      const fillD = fill ? pathData(fill.contours) : "";
      if (group.extras.length === 0 && fill && !fill.bare) {
        svg += path(fillD, `fill="${base}" stroke="${palette.ink}" stroke-width="${fmt(outline)}"`);
        continue;
      }
      if (fill) svg += path(fillD, fillAttrs(base));
      for (const part of group.extras) {
        if (part.kind === "shade") {
          if (options.shade === "bokashi") {
            svg += path(pathData(part.contours), `fill="${bokashiFill(defs, palette.ink)}"`);
          } else {
            svg += path(pathData(part.contours), fillAttrs(shadeColor(base, 0.42)));
          }
        } else if (part.kind === "detail") svg += linesOf(ctx, part, palette.ink, detail);
        else if (part.kind === "highlight") svg += highlightOf(ctx, part, detail * 0.9, "#ffffff", 0.92);
        else svg += solidOf(ctx, part, palette.ink);
      }
      if (fill && !fill.bare) svg += path(fillD, stroke(ctx, palette.ink, outline));
    }
    return svg;
  };
}

/** Gradient fills, heavy outer contour, finer inner lines, soft shading (Neo-traditional). */
export const neoTraditionalDrawer: StyleDrawer = ({ drawing, ctx, outline, detail, allowed }) => {
  const { palette, defs } = ctx;
  let svg = haloOf(drawing, ctx, outline * 2.3, allowed);
  for (const group of groupParts(drawing.parts)) {
    const fill = group.fill;
    const base = fill ? toneColor(palette, fill.tone) : palette.ink;
    const fillD = fill ? pathData(fill.contours) : "";
    if (fill) svg += path(fillD, `fill="${neoFill(defs, base)}"`);
    for (const part of group.extras) {
      if (part.kind === "shade") svg += path(pathData(part.contours), fillAttrs(shadeColor(base, 0.5), 0.55));
      else if (part.kind === "detail") svg += linesOf(ctx, part, palette.ink, detail);
      else if (part.kind === "highlight") svg += highlightOf(ctx, part, detail, "#fffaf0", 0.9);
      else svg += solidOf(ctx, part, palette.ink);
    }
    if (fill && !fill.bare) svg += path(fillD, stroke(ctx, palette.ink, outline * 0.8));
  }
  return svg;
};

/** Grey gradients, no outlines, soft shading (Realistic). */
export const realisticDrawer: StyleDrawer = ({ drawing, ctx, detail }) => {
  const { palette, defs } = ctx;
  let svg = "";
  for (const group of groupParts(drawing.parts)) {
    const fill = group.fill;
    const base = fill ? toneColor(palette, fill.tone) : palette.ink;
    if (fill) {
      const id = defs.define(`real-${base}`, (gid) =>
        radialGradient(
          gid,
          [
            [0, lightColor(base, 0.45)],
            [0.5, base],
            [1, shadeColor(base, 0.55)],
          ],
          0.42,
          0.38,
          0.68,
          0.36,
          0.3,
        ),
      );
      svg += path(pathData(fill.contours), `fill="url(#${id})"`);
    }
    for (const part of group.extras) {
      if (part.kind === "shade") {
        const id = defs.define(`real-shade`, (gid) =>
          radialGradient(
            gid,
            [
              [0, "#000000", 0.62],
              [0.65, "#000000", 0.35],
              [1, "#000000", 0],
            ],
            0.5,
            0.5,
            0.55,
          ),
        );
        svg += path(pathData(part.contours), `fill="url(#${id})"`);
      } else if (part.kind === "detail") svg += linesOf(ctx, part, shadeColor(base, 0.6), detail * 1.1, 0.55);
      else if (part.kind === "highlight") svg += highlightOf(ctx, part, detail * 1.2, "#ffffff", 0.7);
      else svg += solidOf(ctx, part, "#1a1a1a");
    }
    // A faint darker rim where shapes overlap keeps forms legible without a drawn outline.
    if (fill && !fill.bare)
      svg += path(pathData(fill.contours), stroke(ctx, shadeColor(base, 0.6), detail * 0.9, 0.35));
  }
  return svg;
};

/** Thin lines over colour washes that bleed past them (Watercolor). */
export const watercolorDrawer: StyleDrawer = ({ drawing, ctx, outline, detail }) => {
  const { palette, defs, rng } = ctx;
  let svg = "";
  for (const group of groupParts(drawing.parts)) {
    const fill = group.fill;
    if (fill) {
      const base = toneColor(palette, fill.tone);
      svg += path(pathData(fill.contours), fillAttrs(lightColor(base, 0.86)));
      svg += path(
        pathData(fill.contours.filter((c) => c.closed).map((c) => loosened(c, rng))),
        `fill="${washFill(defs, palette, base)}"`,
      );
    }
    for (const part of group.extras) {
      if (part.kind === "shade")
        svg += path(
          pathData(part.contours),
          fillAttrs(shadeColor(fill ? toneColor(palette, fill.tone) : palette.ink, 0.3), 0.4),
        );
      else if (part.kind === "detail") svg += linesOf(ctx, part, palette.ink, detail, 0.85);
      else if (part.kind === "solid") svg += solidOf(ctx, part, palette.ink);
      else svg += highlightOf(ctx, part, detail, "#ffffff", 0.8);
    }
    if (fill && !fill.bare) svg += path(pathData(fill.contours), stroke(ctx, palette.ink, outline, 0.9));
  }
  return svg;
};
