import { getCurrentSession } from "~/modules/auth/session.server";
import type { LegibilityVerdict } from "~/modules/flash-engine/lettering/legibility";
import { letteringLegibility } from "~/modules/lettering/lettering-legibility.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { getPlan, type Tier } from "~/modules/plans/plans";
import { readStored } from "~/modules/print/pro-downloads.server";
import { render } from "~/modules/renders/render-pool.server";
import { prisma, type User } from "~/utils/db.server";
import { HttpError } from "~/utils/http-error";
import { designMessages } from "~/utils/messages/designs";
import { planMessages } from "~/utils/messages/plan";
import { findDesignForRequest } from "./designs.server";
import { assessTattooability, type Tattooability } from "./tattooability";

/** The tattooability check is a Premium and Pro feature (the gallery's badge, the owner's share page). */
export function hasTattooabilityCheck(tier: Tier): boolean {
  return getPlan(tier).maxResolution >= 1024;
}

/**
 * The owner's check of one of this browser's designs at its size (or `size`): 403 on a plan without it, 404 for a
 * design that is not theirs. The lines are measured once per design in the render pool, off the request thread
 * (counted like the other renders), then kept on the design. Lettering (issue 37): its smallest letter, strokes and
 * counters at the size, null for a design without lettering.
 */
export async function checkTattooability(
  request: Request,
  user: User,
  designId: string,
  options: { size: string | null; clientIp: string },
): Promise<Tattooability & { lettering: LegibilityVerdict | null }> {
  if (!hasTattooabilityCheck(user.subscriptionType)) throw new HttpError(403, planMessages.tattooability);
  const design = await findDesignForRequest(await getCurrentSession(request), designId);
  if (!design) throw new HttpError(404, designMessages.notFound);
  let { lineGapRatio, strokeRatio } = design;
  if (strokeRatio === null) {
    const subject = { tier: user.subscriptionType, accountId: user.id, clientIp: options.clientIp };
    await enforceRateLimit("render", subject);
    const measure = await render({ kind: "measure-lines", png: await readStored(design.imageKey) });
    lineGapRatio = measure.gapRatio;
    strokeRatio = measure.strokeRatio;
    await prisma.design.update({ where: { id: design.id }, data: { lineGapRatio, strokeRatio } });
  }
  const size = options.size || design.size;
  return {
    ...assessTattooability({ gapRatio: lineGapRatio, strokeRatio }, size),
    lettering: letteringLegibility(design.lettering, size),
  };
}
