/** The line styles' drawers: Minimalist, outline only, and Geometric's faceted polygons. */
import { groupParts } from "./drawing";
import {
  centroid,
  flatten,
  fmt,
  pathData,
  pointInPolygon,
  polygonArea,
  simplify,
  type Contour,
  type Vec,
} from "./geometry";
import { stroke, type StyleDrawer } from "./render-style-kit";
import { dotPath, fillAttrs, path, strokeAttrs } from "./svg";
import { hatch } from "./textures";

/** Thin lines only, no fills, essentials only (Minimalist). */
export const minimalistDrawer: StyleDrawer = ({ drawing, ctx, outline }) => {
  const { palette } = ctx;
  let lines = "";
  let solids = "";
  for (const part of drawing.parts) {
    if (part.level > 1) continue;
    if (part.kind === "fill") {
      // White fill keeps lines behind a shape hidden, so overlaps read clearly.
      lines += path(
        pathData(part.contours),
        part.bare ? fillAttrs("#ffffff") : `fill="#ffffff" stroke="${palette.ink}" stroke-width="${fmt(outline)}"`,
      );
    } else if (part.kind === "detail")
      lines += path(pathData(part.contours), stroke(ctx, palette.ink, outline * Math.min(1, part.weight)));
    else if (part.kind === "solid" && part.level === 0)
      solids += path(pathData(part.contours.filter((c) => c.closed)), fillAttrs(palette.ink));
  }
  return lines + solids;
};

/**
 * Outline only, in any style ("an outline of a howling wolf", "a line drawing of"): each shape white
 * inside its ink line, the details the size allows as lines, the small solids (pupils) kept.
 */
export const lineOnlyDrawer: StyleDrawer = ({ drawing, ctx, outline, detail }) => {
  const { palette } = ctx;
  let svg = "";
  for (const part of drawing.parts) {
    if (part.kind === "fill")
      svg += path(
        pathData(part.contours),
        part.bare
          ? fillAttrs("#ffffff")
          : `fill="#ffffff" stroke="${palette.ink}" stroke-width="${fmt(Math.max(ctx.rules.minStroke, outline))}"`,
      );
    else if (part.kind === "detail")
      svg += path(pathData(part.contours), stroke(ctx, palette.ink, detail * part.weight));
    else if (part.kind === "solid")
      svg += path(pathData(part.contours.filter((c) => c.closed)), fillAttrs(palette.ink));
  }
  return svg;
};

function polygonise(contour: Contour, tolerance: number): Vec[] {
  return simplify(flatten(contour, 6), tolerance);
}

function polyD(points: readonly Vec[], closed: boolean): string {
  if (points.length === 0) return "";
  return `M${points.map(([x, y]) => `${fmt(x)} ${fmt(y)}`).join("L")}${closed ? "Z" : ""}`;
}

/** Faceted polygons, hatched shading, dots at vertices (Geometric). */
export const geometricDrawer: StyleDrawer = ({ drawing, ctx, outline, detail }) => {
  const { palette, rules, stats } = ctx;
  const tolerance = Math.max(3, drawing.scale * 3.2);
  const hatchWidth = Math.max(rules.minStroke, detail * 0.8);
  const hatchPitch = rules.minGap + hatchWidth;
  let svg = "";
  for (const group of groupParts(drawing.parts)) {
    const fill = group.fill;
    let facets = "";
    let vertices: Vec[] = [];
    if (fill) {
      const polys = fill.contours.filter((c) => c.closed).map((c) => polygonise(c, tolerance));
      const dark = fill.tone === "dark" || fill.tone === "secondary";
      svg += path(
        polys.map((p) => polyD(p, true)).join(""),
        `fill="${dark ? palette.ink : "#ffffff"}"${fill.bare ? "" : ` stroke="${palette.ink}" stroke-width="${fmt(outline)}"`}`,
      );
      for (const poly of polys) {
        if (dark || poly.length < 5 || polygonArea(poly) < (drawing.scale * 30) ** 2) continue;
        const c = centroid(poly);
        if (!pointInPolygon(c[0], c[1], poly)) continue;
        // Facet lines from every other vertex to the centre: the low-poly look.
        for (let i = 0; i < poly.length; i += 2) {
          const v = poly[i];
          if (Math.hypot(v[0] - c[0], v[1] - c[1]) > rules.minGap * 2)
            facets += `M${fmt(v[0])} ${fmt(v[1])}L${fmt(c[0])} ${fmt(c[1])}`;
        }
        vertices = vertices.concat(poly);
      }
    }
    svg += path(facets, stroke(ctx, palette.ink, detail * 0.7, 0.9));
    for (const part of group.extras) {
      if (part.kind === "shade") {
        for (const c of part.contours.filter((k) => k.closed)) {
          svg += path(
            hatch(polygonise(c, tolerance / 2), Math.PI / 4, hatchPitch, detail),
            `data-texture="hatch" ${strokeAttrs(palette.ink, hatchWidth)}`,
          );
        }
        stats.minGap = Math.min(stats.minGap, hatchPitch - hatchWidth);
      } else if (part.kind === "detail") {
        svg += path(
          part.contours.map((c) => polyD(polygonise(c, tolerance * 0.7), c.closed)).join(""),
          stroke(ctx, palette.ink, detail * part.weight),
        );
      } else if (part.kind === "solid") {
        svg += path(
          part.contours
            .filter((c) => c.closed)
            .map((c) => polyD(polygonise(c, tolerance * 0.5), true))
            .join(""),
          fillAttrs(palette.ink),
        );
      }
    }
    // Dot accents on vertices, skipping any closer than the minimum gap to the last dot.
    let dots = "";
    let last: Vec | undefined;
    const r = Math.max(outline * 0.95, rules.minStroke);
    for (const v of vertices) {
      if (last && Math.hypot(v[0] - last[0], v[1] - last[1]) < rules.minGap + 2 * r) continue;
      dots += dotPath(v[0], v[1], r);
      last = v;
    }
    svg += path(dots, fillAttrs(palette.ink));
  }
  return svg;
};
