/**
 * Turns a placed drawing (parts with roles) into SVG in one of the base styles. This is where
 * the styles become visibly different: flat colour under bold outlines, gradients without
 * outlines, thin lines only, faceted polygons, solid black with white cuts, stipple, washes.
 * This file holds the context, the options and the style table; each style's drawer is in
 * ./render-style-colour.ts, ./render-style-lines.ts or ./render-style-ink.ts, sharing
 * ./render-style-kit.ts, and the gradient fills and washes are in ./render-style-fills.ts.
 */
import type { PlacedDrawing } from "./drawing";
import { contourPath, fmt, pathData, type Contour } from "./geometry";
import type { Palette } from "./palettes";
import type { Rng } from "./random";
import { flatDrawer, neoTraditionalDrawer, realisticDrawer, watercolorDrawer } from "./render-style-colour";
import { blackDrawer, dotworkDrawer } from "./render-style-ink";
import { isLightTone, visible, type StyleDrawer } from "./render-style-kit";
import { geometricDrawer, lineOnlyDrawer, minimalistDrawer } from "./render-style-lines";
import type { BaseStyle, StyleProfile } from "./styles";
import { path, type Defs } from "./svg";
import { finestLevelAllowed, type Tattooability } from "./tattooability";
import type { StippleLattice, TextureStats } from "./textures";

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
