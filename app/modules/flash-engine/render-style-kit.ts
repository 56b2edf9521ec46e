/** What a style's drawer is given (a DrawJob), and the tone densities and part drawers all drawers share. */
import type { Part, PlacedDrawing, Tone } from "./drawing";
import { flatten, pathData, type Contour, type Vec } from "./geometry";
import type { Palette } from "./palettes";
import type { RenderContext } from "./render-style";
import { fillAttrs, path, strokeAttrs } from "./svg";

export const TONE_DENSITY: Record<Tone, number> = {
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

export const isLightTone = (tone: Tone) =>
  tone === "light" || tone === "metal" || tone === "accent" || tone === "pink" || tone === "water";

export function visible(part: Part, allowed: number): boolean {
  return part.level <= allowed;
}

export function polygonOf(contour: Contour): Vec[] {
  return flatten(contour, 5);
}

export function toneColor(palette: Palette, tone: Tone): string {
  return palette.tones[tone];
}

/** Closed contours fill; open ones are lines. */
function splitClosed(contours: Contour[]): { closed: Contour[]; open: Contour[] } {
  return { closed: contours.filter((c) => c.closed), open: contours.filter((c) => !c.closed) };
}

export function haloOf(drawing: PlacedDrawing, ctx: RenderContext, width: number, allowed: number): string {
  const d = drawing.parts
    .filter((p) => p.kind === "fill" && visible(p, allowed))
    .map((p) => pathData(p.contours))
    .join("");
  return path(d, stroke(ctx, ctx.palette.ink, width));
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

export type StyleDrawer = (job: DrawJob) => string;

/** Stroke attributes no thinner than the physical minimum. */
export function stroke(ctx: RenderContext, color: string, width: number, opacity = 1): string {
  return strokeAttrs(color, Math.max(ctx.rules.minStroke, width), opacity);
}

export function linesOf(ctx: RenderContext, part: Part, color: string, width: number, opacity = 1): string {
  return path(pathData(part.contours), stroke(ctx, color, width * part.weight, opacity));
}

/**
 * A white line cut into solid ink. It is a gap between two inked areas, so it must be at least
 * the minimum gap wide or the skin closes it up.
 */
export function cutOf(ctx: RenderContext, part: Part, width: number): string {
  const { closed, open } = splitClosed(part.contours);
  return (
    path(pathData(closed), fillAttrs("#ffffff")) +
    path(
      pathData(open),
      `data-texture="cut" ${strokeAttrs("#ffffff", Math.max(ctx.rules.minGap, width * part.weight))}`,
    )
  );
}

export function highlightOf(ctx: RenderContext, part: Part, width: number, color = "#ffffff", opacity = 1): string {
  const { closed, open } = splitClosed(part.contours);
  return (
    path(pathData(closed), fillAttrs(color, opacity)) +
    path(pathData(open), stroke(ctx, color, width * part.weight, opacity))
  );
}

export function solidOf(ctx: RenderContext, part: Part, color: string): string {
  const { closed, open } = splitClosed(part.contours);
  return path(pathData(closed), fillAttrs(color)) + path(pathData(open), stroke(ctx, color, 4));
}
