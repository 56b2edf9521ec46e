import { redirect } from "react-router";
import { z } from "zod";
import { requireUser } from "~/modules/auth/guards.server";
import { findOwnedDesign } from "~/modules/designs/designs.server";
import { startCustomization } from "~/modules/generation/generation-start.server";
import { getPlan } from "~/modules/plans/plans";
import { formIntent, formText } from "~/utils/forms.server";
import { HttpError } from "~/utils/http-error";
import { designMessages } from "~/utils/messages/designs";
import { planMessages } from "~/utils/messages/plan";
import { gapThatLasts } from "./ageing-model";
import { ageingPlacement, designWidthMm } from "./ageing.server";
import { parseBodyPlacement } from "./placement-options";

/**
 * "Make it last" (issue 38): a customization (Premium and Pro, counted as one) that redraws the
 * design to hold for 20 years where it goes: the embedded engine redraws its own design with
 * bolder lines, fewer fine details and wider spacing (the `lasting` flag); an image provider gets
 * the same as instructions, with the figures for the placement and size.
 */
export function lastingInstructions(options: {
  placementLabel: string | null;
  widthCm: number;
  gapMm: number;
  strokeMm: number;
}) {
  const where = options.placementLabel ? ` on the ${options.placementLabel.toLowerCase()}` : "";
  return (
    `Make it last in skin${where}: bolder lines at least ${options.strokeMm} mm thick and at least ${options.gapMm} mm apart ` +
    `at ${options.widthCm} cm wide, fewer fine details, no tiny enclosed shapes, the same subject and composition.`
  );
}

export const makeItLastIntent = formIntent(
  z.object({ placement: formText }),
  async (input, { request, params, context }) => {
    const user = await requireUser(request);
    if (!getPlan(user.subscriptionType).canCustomize) throw new HttpError(403, planMessages.makeItLast);
    const design = await findOwnedDesign({ kind: "user", userId: user.id }, String(params.id ?? "").slice(0, 64));
    if (!design) throw new HttpError(404, designMessages.notFound);
    const placementId = parseBodyPlacement(input.placement) ?? design.placement;
    const { placement, skin } = ageingPlacement(placementId);
    const limits = placement?.limits ?? { minGapMm: 1.5, minStrokeMm: 0.3 };
    const editInstructions = lastingInstructions({
      placementLabel: placement?.label ?? null,
      widthCm: designWidthMm(design) / 10,
      gapMm: Math.max(limits.minGapMm, gapThatLasts(20, skin)),
      strokeMm: Math.max(0.5, Math.round(limits.minStrokeMm * 1.5 * 100) / 100),
    });
    const jobId = await startCustomization(
      user,
      async () => ({ designId: design.id, mode: "custom", editInstructions, lasting: true }),
      { clientIp: context.clientIp },
    );
    return redirect(`/generations/${jobId}`);
  },
);
