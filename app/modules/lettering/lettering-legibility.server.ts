import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { libraryFont } from "~/modules/flash-engine/lettering/font-library";
import { judgeLegibility, type LegibilityVerdict } from "~/modules/flash-engine/lettering/legibility";
import { readStoredLettering } from "~/modules/generation/lettering-designs.server";

/**
 * A design's lettering judged at a size (issue 37): its stored measures (taken when it was drawn)
 * scaled to the size asked; null for a design without lettering.
 */
export function letteringLegibility(stored: unknown, size: string): LegibilityVerdict | null {
  const measure = readStoredLettering(stored)?.inked;
  if (!measure?.measure) return null;
  const fine = measure.fonts.some((id) => libraryFont(id)?.fine);
  return judgeLegibility(measure.measure, parsePhysicalSize(size).widthCm, fine);
}
