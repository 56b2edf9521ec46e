/**
 * Physical rules that keep a design tattooable at its printed size. The canvas is a 1000-unit
 * square that stands for the physical size, so 1 mm is 1000 / (size in mm) units. Lines thinner
 * than MIN_STROKE_MM or closer than MIN_GAP_MM blur together in skin within a few years.
 */
import { limitingEdgeCm, parsePhysicalSize } from "~/modules/designs/physical-size";
import { DEFAULT_LIMITS, type PlacementLimits } from "~/modules/ink/placements";
import { LEVEL_SPACING } from "./drawing";

export const CANVAS = 1000;
export const MIN_GAP_MM = 1.5;
export const MIN_STROKE_MM = 0.3;

export interface Tattooability {
  physicalSizeCm: number;
  unitsPerMm: number;
  /** Smallest allowed edge-to-edge gap between two lines or dots, in canvas units. */
  minGap: number;
  /** Thinnest allowed stroke, in canvas units. */
  minStroke: number;
}

/**
 * The rules at a size. `limits`: a placement's own (issue 38: a finger needs wider gaps and
 * bolder lines than the back). `edge`: what the canvas stands for, the limiting edge, or the width
 * (a band's canvas is its circumference).
 */
export function tattooabilityFor(
  size: string,
  limits: PlacementLimits = DEFAULT_LIMITS,
  edge: "limiting" | "width" = "limiting",
): Tattooability {
  const parsed = parsePhysicalSize(size);
  const physicalSizeCm = edge === "width" ? parsed.widthCm : limitingEdgeCm(parsed);
  const unitsPerMm = CANVAS / (physicalSizeCm * 10);
  return {
    physicalSizeCm,
    unitsPerMm,
    minGap: Math.max(MIN_GAP_MM, limits.minGapMm) * unitsPerMm,
    minStroke: Math.max(MIN_STROKE_MM, limits.minStrokeMm) * unitsPerMm,
  };
}

/**
 * The finest detail level a motif drawn at `scale` canvas units per motif unit may show: lines
 * of level L are LEVEL_SPACING[L] motif units apart, and their centres must stay a gap plus a
 * line width apart on the canvas.
 */
export function finestLevelAllowed(scale: number, rules: Tattooability, lineWidth: number): number {
  let allowed = -1;
  for (let level = 0; level < LEVEL_SPACING.length; level++) {
    if (LEVEL_SPACING[level] * scale >= rules.minGap + lineWidth) allowed = level;
  }
  return Math.max(0, allowed);
}

/** Centre-to-centre pitch for a jittered grid of dots or lines that keeps the minimum gap. */
export function safePitch(rules: Tattooability, markSize: number, jitterFraction: number, preferred: number): number {
  // Each centre moves up to j*pitch on both axes, so along a diagonal up to j*pitch*sqrt(2):
  // two neighbours can come 2*sqrt(2)*j*pitch closer.
  const needed = (rules.minGap + markSize) / (1 - 2 * Math.SQRT2 * jitterFraction);
  return Math.max(preferred, needed);
}

/** The thinnest inked stroke actually drawn (white strokes are gaps, not lines). */
function thinnestInkStroke(svgBody: string, fallback: number): number {
  let thinnest = Infinity;
  for (const match of svgBody.matchAll(/stroke="(#[0-9a-f]{6})" stroke-width="([\d.]+)"/g)) {
    if (match[1] !== "#ffffff") thinnest = Math.min(thinnest, Number(match[2]));
  }
  return Number.isFinite(thinnest) ? thinnest : fallback;
}

/**
 * The check phase: what the drawn design holds to at its physical size, in mm: the smallest gap
 * between marks of a texture or lines of detail, and the thinnest inked stroke.
 */
export function checkTattooability(
  drawn: { svgBody: string; textureGap: number; lineGap: number; detail: number },
  rules: Tattooability,
): { minLineSpacingMm: number; minStrokeWidthMm: number } {
  const mm = rules.unitsPerMm;
  return {
    minLineSpacingMm: Math.round((Math.min(drawn.textureGap, drawn.lineGap) / mm) * 100) / 100,
    minStrokeWidthMm: Math.round((thinnestInkStroke(drawn.svgBody, drawn.detail) / mm) * 100) / 100,
  };
}
