/**
 * Turns a placed drawing (parts with roles) into SVG in one of the base styles. This is where
 * the styles become visibly different: flat colour under bold outlines, gradients without
 * outlines, thin lines only, faceted polygons, solid black with white cuts, stipple, washes.
 */
import { mix } from "./colors";
import { groupParts, type Part, type PlacedDrawing, type Tone } from "./drawing";
import {
  boundsOf,
  centroid,
  contourPath,
  flatten,
  fmt,
  pathData,
  pointInPolygon,
  polygonArea,
  power,
  simplify,
  type Contour,
  type Vec,
} from "./geometry";
import { lightColor, shadeColor, type Palette } from "./palettes";
import type { Rng } from "./random";
import type { BaseStyle, StyleProfile } from "./styles";
import { dotPath, fillAttrs, linearGradient, path, radialGradient, strokeAttrs, type Defs } from "./svg";
import { finestLevelAllowed, type Tattooability } from "./tattooability";
import { hatch, latticeGap, stipple, type StippleLattice, type TextureStats } from "./textures";

export interface RenderContext {
  base: BaseStyle;
  profile: StyleProfile;
  palette: Palette;
  rules: Tattooability;
  defs: Defs;
  rng: Rng;
  /** Finest detail level the complexity allows (0..3). */
  maxLevel: number;
  /** Outline width in canvas units, already at least the physical minimum. */
  outline: number;
  /** Interior line width in canvas units. */
  detail: number;
  lattice: StippleLattice;
  stats: TextureStats;
  /** Colour fills on an ink-only style (a colour theme was chosen). */
  tint: boolean;
  /** Shading regions are drawn (simple designs are flat). */
  shading: boolean;
}

export interface DrawOptions {
  /** Outline multiplier (secondary elements use slightly thinner lines). */
  weight?: number;
  /** A heavier outer contour (neo-traditional, Japanese, tribal). */
  halo?: boolean;
  /** Blackwork on a solid mass: shapes open (white) and drawn in black lines, darks stay solid. */
  negative?: boolean;
  /** Overlapping black shapes merge instead of being separated by white gaps (ornaments). */
  merge?: boolean;
  /**
   * Black styles: one ink mass, every shape black and merged, its lines cut white (a Tribal
   * flower crown, whose many small white separations would make it pale).
   */
  solid?: boolean;
  /** Outline only, whatever the style ("an outline of a wolf"): every shape white inside its ink line. */
  lineOnly?: boolean;
}

const TONE_DENSITY: Record<Tone, number> = {
  dark: 1,
  secondary: 0.85,
  primary: 0.7,
  warm: 0.65,
  leaf: 0.65,
  cool: 0.6,
  water: 0.5,
  pink: 0.45,
  metal: 0.4,
  accent: 0.35,
  light: 0.22,
};

const isLightTone = (tone: Tone) =>
  tone === "light" || tone === "metal" || tone === "accent" || tone === "pink" || tone === "water";

function visible(part: Part, allowed: number): boolean {
  return part.level <= allowed;
}

function polygonOf(contour: Contour): Vec[] {
  return flatten(contour, 5);
}

function toneColor(palette: Palette, tone: Tone): string {
  return palette.tones[tone];
}

/** Closed contours fill; open ones are lines. */
function splitClosed(contours: Contour[]): { closed: Contour[]; open: Contour[] } {
  return { closed: contours.filter((c) => c.closed), open: contours.filter((c) => !c.closed) };
}

function haloOf(drawing: PlacedDrawing, ctx: RenderContext, width: number, allowed: number): string {
  const d = drawing.parts
    .filter((p) => p.kind === "fill" && visible(p, allowed))
    .map((p) => pathData(p.contours))
    .join("");
  return path(d, stroke(ctx, ctx.palette.ink, width));
}

export function renderDrawing(drawing: PlacedDrawing, ctx: RenderContext, options: DrawOptions = {}): string {
  const weight = options.weight ?? 1;
  const outline = Math.max(ctx.rules.minStroke, ctx.outline * weight);
  const detail = Math.max(ctx.rules.minStroke, ctx.detail * weight);
  const allowed = Math.min(ctx.maxLevel, finestLevelAllowed(drawing.scale, ctx.rules, detail));
  const parts = drawing.parts.filter((p) => visible(p, allowed) && (p.kind !== "shade" || ctx.shading));
  const draw: StyleDrawer = options.lineOnly ? lineOnlyDrawer : DRAWERS[ctx.base];
  return draw({
    drawing: { ...drawing, parts },
    ctx,
    outline,
    detail,
    halo: options.halo ?? false,
    allowed,
    negative: options.negative ?? false,
    merge: (options.merge ?? false) || (options.solid ?? false),
    ...(options.solid ? { solid: true } : {}),
  });
}

interface DrawJob {
  drawing: PlacedDrawing;
  ctx: RenderContext;
  outline: number;
  detail: number;
  halo: boolean;
  allowed: number;
  negative: boolean;
  merge: boolean;
  solid?: boolean;
}

type StyleDrawer = (job: DrawJob) => string;

/** Stroke attributes no thinner than the physical minimum. */
function stroke(ctx: RenderContext, color: string, width: number, opacity = 1): string {
  return strokeAttrs(color, Math.max(ctx.rules.minStroke, width), opacity);
}

function linesOf(ctx: RenderContext, part: Part, color: string, width: number, opacity = 1): string {
  return path(pathData(part.contours), stroke(ctx, color, width * part.weight, opacity));
}

/**
 * A white line cut into solid ink. It is a gap between two inked areas, so it must be at least
 * the minimum gap wide or the skin closes it up.
 */
function cutOf(ctx: RenderContext, part: Part, width: number): string {
  const { closed, open } = splitClosed(part.contours);
  return (
    path(pathData(closed), fillAttrs("#ffffff")) +
    path(
      pathData(open),
      `data-texture="cut" ${strokeAttrs("#ffffff", Math.max(ctx.rules.minGap, width * part.weight))}`,
    )
  );
}

function highlightOf(ctx: RenderContext, part: Part, width: number, color = "#ffffff", opacity = 1): string {
  const { closed, open } = splitClosed(part.contours);
  return (
    path(pathData(closed), fillAttrs(color, opacity)) +
    path(pathData(open), stroke(ctx, color, width * part.weight, opacity))
  );
}

function solidOf(ctx: RenderContext, part: Part, color: string): string {
  const { closed, open } = splitClosed(part.contours);
  return path(pathData(closed), fillAttrs(color)) + path(pathData(open), stroke(ctx, color, 4));
}

/** Flat colour, darker flat shading, even black outlines (Traditional, Japanese, Neutral). */
function flatDrawer(options: { shade: "darker" | "bokashi"; haloWidth: number }): StyleDrawer {
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
const neoTraditionalDrawer: StyleDrawer = ({ drawing, ctx, outline, detail, allowed }) => {
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
const realisticDrawer: StyleDrawer = ({ drawing, ctx, detail }) => {
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

/** Thin lines only, no fills, essentials only (Minimalist). */
const minimalistDrawer: StyleDrawer = ({ drawing, ctx, outline }) => {
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
const lineOnlyDrawer: StyleDrawer = ({ drawing, ctx, outline, detail }) => {
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
const geometricDrawer: StyleDrawer = ({ drawing, ctx, outline, detail }) => {
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

/** Hatching angles that stand in for mid tones when a shape is drawn open on a black mass. */
const TONE_HATCH: Partial<Record<Tone, number>> = {
  primary: Math.PI / 4,
  warm: -Math.PI / 4,
  cool: Math.PI / 2.6,
  leaf: -Math.PI / 3,
  water: 0,
};

/** Solid black masses, white negative-space cuts; light tones stay open (Blackwork, Tribal). */
function blackDrawer(options: { openTone: (tone: Tone) => boolean; separation: number }): StyleDrawer {
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
const dotworkDrawer: StyleDrawer = ({ drawing, ctx, outline, detail }) => {
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

/** Thin lines over colour washes that bleed past them (Watercolor). */
const watercolorDrawer: StyleDrawer = ({ drawing, ctx, outline, detail }) => {
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

/** The Japanese ink fade (bokashi): ink thinning to nothing towards the upper left. */
export function bokashiFill(defs: Defs, ink: string): string {
  const id = defs.define("bokashi", (gid) =>
    linearGradient(
      gid,
      [
        [0, ink, 0.85],
        [1, ink, 0],
      ],
      0.35,
      1,
      0.1,
      0,
    ),
  );
  return `url(#${id})`;
}

/** Neo-traditional's fill: the colour lit at the upper left, shaded towards the lower right. */
export function neoFill(defs: Defs, base: string): string {
  const id = defs.define(`neo-${base}`, (gid) =>
    linearGradient(
      gid,
      [
        [0, lightColor(base, 0.32)],
        [0.55, base],
        [1, shadeColor(base, 0.35)],
      ],
      0.25,
      1,
      0,
      0,
    ),
  );
  return `url(#${id})`;
}

/** Watercolor's wash: the colour running into the palette's secondary. */
export function washFill(defs: Defs, palette: Palette, base: string): string {
  const partner = mix(base, palette.tones.secondary, 0.45);
  const id = defs.define(`wash-${base}`, (gid) =>
    linearGradient(
      gid,
      [
        [0, base, 0.78],
        [1, partner, 0.5],
      ],
      1,
      1,
      0,
      0,
    ),
  );
  return `url(#${id})`;
}

/** A wash's shape: the contour shifted, grown and wobbled, so colour escapes the line like paint. */
export function loosened(contour: Contour, rng: Rng): Contour {
  const poly = polygonOf(contour);
  const [cx, cy] = centroid(poly);
  const box = boundsOf(poly);
  const size = Math.max(box.maxX - box.minX, box.maxY - box.minY);
  const dx = rng.jitter(size * 0.06);
  const dy = rng.jitter(size * 0.06);
  const grow = rng.range(1.02, 1.12);
  return {
    ...contour,
    nodes: contour.nodes.map((n, i) => [
      cx + (n[0] - cx) * grow + dx + Math.sin(i * 2.3 + dx) * size * 0.025,
      cy + (n[1] - cy) * grow + dy + Math.cos(i * 1.7 + dy) * size * 0.025,
    ]) as Contour["nodes"],
  };
}

const traditional = flatDrawer({ shade: "darker", haloWidth: 1 });
const japanese = flatDrawer({ shade: "bokashi", haloWidth: 2.1 });

const DRAWERS: Record<BaseStyle, StyleDrawer> = {
  Traditional: traditional,
  Neutral: traditional,
  Japanese: japanese,
  "Neo-traditional": neoTraditionalDrawer,
  Realistic: realisticDrawer,
  Minimalist: minimalistDrawer,
  Geometric: geometricDrawer,
  Blackwork: blackDrawer({ openTone: isLightTone, separation: 0.9 }),
  Tribal: blackDrawer({ openTone: (tone) => tone === "light", separation: 0.9 }),
  Dotwork: dotworkDrawer,
  Watercolor: watercolorDrawer,
};

/** A white silhouette a little larger than the drawing: separates it from what lies behind. */
export function cutout(drawing: PlacedDrawing, ctx: RenderContext, width: number): string {
  const d = drawing.parts
    .filter((p) => p.kind === "fill" && p.level <= ctx.maxLevel)
    .map((p) => pathData(p.contours))
    .join("");
  return path(d, `fill="#ffffff" stroke="#ffffff" stroke-width="${fmt(width)}"`);
}

/** Shared helper for other modules: a contour list as one path's data. */
export function contoursD(contours: Contour[]): string {
  return contours.map(contourPath).join("");
}
