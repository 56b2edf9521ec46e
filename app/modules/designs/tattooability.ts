import { DEFAULT_LIMITS, type PlacementLimits } from "~/modules/ink/placements";
import { parsePhysicalSize } from "./physical-size";

/**
 * Whether a design holds up as a tattoo at its physical size (issue: lines at least 1.5 mm
 * apart and at least 0.3 mm thick), and the smallest size at which it does. Line widths
 * and gaps scale with the size, so one measurement answers for every size.
 */
export const MIN_GAP_MM = 1.5;
export const MIN_STROKE_MM = 0.3;

export interface Tattooability {
  ok: boolean;
  sizeCm: number;
  gapMm: number | null;
  strokeMm: number;
  /** The smallest width (cm) at which both rules hold. */
  minimumSizeCm: number;
  /** The rules checked: the general ones, or a placement's own (issue 38: a finger needs more). */
  minGapMm: number;
  minStrokeMm: number;
}

export function assessTattooability(
  measure: { gapRatio: number | null; strokeRatio: number },
  size: string | number,
  limits: PlacementLimits = DEFAULT_LIMITS,
): Tattooability {
  const sizeCm = typeof size === "number" ? size : parsePhysicalSize(size).widthCm;
  const minGapMm = Math.max(MIN_GAP_MM, limits.minGapMm);
  const minStrokeMm = Math.max(MIN_STROKE_MM, limits.minStrokeMm);
  const widthMm = sizeCm * 10;
  const gapMm = measure.gapRatio === null ? null : measure.gapRatio * widthMm;
  const strokeMm = measure.strokeRatio * widthMm;
  const needed = Math.max(
    measure.gapRatio === null ? 0 : minGapMm / (measure.gapRatio * 10),
    minStrokeMm / (measure.strokeRatio * 10),
  );
  return {
    minGapMm,
    minStrokeMm,
    ok: (gapMm === null || gapMm >= minGapMm) && strokeMm >= minStrokeMm,
    sizeCm,
    gapMm: gapMm === null ? null : Math.round(gapMm * 100) / 100,
    strokeMm: Math.round(strokeMm * 100) / 100,
    minimumSizeCm: Math.ceil(needed * 2) / 2,
  };
}
