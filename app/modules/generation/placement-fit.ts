import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { placementOption, type PlacementId } from "~/modules/ink/placement-options";
import type { PlanDefinition } from "~/modules/plans/plans";
import { HttpError } from "~/utils/http-error";
import { inkMessages } from "~/utils/messages/ink";
import { planMessages } from "~/utils/messages/plan";
import { SIZE_PRESETS } from "./generate-options";

/**
 * A generation's size fitted to where it goes (issue 38), by the plan table's rule for sizes:
 * - a preset size ("Small (5-10 cm)") is kept when it suits the placement, else the placement's
 *   own standard size is drawn (a finger is never 5 cm): every plan gets that;
 * - a custom size (Premium and Pro) must lie in the placement's range, or it is refused on the
 *   size field;
 * - a band is as wide as the limb's circumference: the standard one (wrist 16 cm...), or the
 *   wearer's own, which is a custom size (Premium and Pro), in the band's range. Its size is
 *   written "16 x 1.2 cm": circumference by height.
 */
export interface FittedSize {
  size: string;
  placement: PlacementId | null;
  circumferenceMm: number | null;
}

const cm = (value: number) => Math.round(value * 10) / 10;

export function fitToPlacement(
  request: { size: string; placement: PlacementId | null; circumference: number | null },
  plan: Pick<PlanDefinition, "canCustomSize">,
): FittedSize {
  const placement = placementOption(request.placement);
  if (!placement) return { size: request.size, placement: null, circumferenceMm: null };
  const isPreset = (SIZE_PRESETS as readonly string[]).includes(request.size);
  const range = placement.sizeCm;
  const width = parsePhysicalSize(request.size).widthCm;
  const fits = width >= range.min && width <= range.max;
  if (!isPreset && !fits) {
    const message = inkMessages.sizeForPlacement(placement.label, range.min, range.max);
    throw new HttpError(400, message, { fieldErrors: { size: [message] } });
  }
  const chosenWidth = fits ? width : range.standard;

  if (placement.kind !== "band" || !placement.circumferenceCm) {
    return {
      size: isPreset && fits ? request.size : `${cm(chosenWidth)} cm`,
      placement: placement.id as PlacementId,
      circumferenceMm: null,
    };
  }
  const around = placement.circumferenceCm;
  let circumference = around.standard;
  if (request.circumference !== null) {
    if (!plan.canCustomSize) {
      throw new HttpError(403, planMessages.circumference(around.standard), {
        fieldErrors: { circumference: [planMessages.circumference(around.standard)] },
      });
    }
    if (request.circumference < around.min || request.circumference > around.max) {
      const message = inkMessages.circumference(placement.label.toLowerCase(), around.min, around.max);
      throw new HttpError(400, message, { fieldErrors: { circumference: [message] } });
    }
    circumference = cm(request.circumference);
  }
  // A preset names a tattoo's width, not a band's height: the band keeps its own.
  const height = isPreset ? range.standard : cm(chosenWidth);
  return {
    size: `${circumference} x ${height} cm`,
    placement: placement.id as PlacementId,
    circumferenceMm: Math.round(circumference * 10),
  };
}
