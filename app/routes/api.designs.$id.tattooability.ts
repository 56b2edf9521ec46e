import type { LoaderFunctionArgs } from "react-router";
import { getCurrentSession } from "~/modules/auth/session.server";
import { findDesignForRequest } from "~/modules/designs/designs.server";
import { assessTattooability } from "~/modules/designs/tattooability";
import { letteringLegibility } from "~/modules/lettering/lettering-legibility.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { getPlan } from "~/modules/plans/plans";
import { readStored } from "~/modules/print/pro-downloads.server";
import { render } from "~/modules/renders/render-pool.server";
import { prisma } from "~/utils/db.server";
import { jsonError } from "~/utils/http.server";
import { authMessages } from "~/utils/messages/auth";

/**
 * GET /api/designs/{id}/tattooability?size=... (premium and pro): whether the design's
 * lines stay at least 1.5 mm apart and 0.3 mm thick at its size (or `size`), and the
 * smallest size at which they do, and for lettering (issue 37) `lettering: { ok, letterHeightMm,
 * strokeMm, counterMm, minimumSizeCm, message }` (null without lettering). Measured once per
 * design, then kept.
 */
export async function loader({ request, params, context }: LoaderFunctionArgs) {
  const session = await getCurrentSession(request);
  if (!session?.user) return jsonError(401, authMessages.unauthorized);
  if (getPlan(session.user.subscriptionType).maxResolution < 1024) {
    return jsonError(403, "The tattooability check is available on Premium and Pro plans.");
  }
  const design = await findDesignForRequest(session, params.id ?? "");
  if (!design) return jsonError(404, "Design not found.");
  let { lineGapRatio, strokeRatio } = design;
  if (strokeRatio === null) {
    // Measured in the render pool, off the request thread (counted like the other renders); then kept on the design.
    const user = session.user;
    await enforceRateLimit("render", { tier: user.subscriptionType, accountId: user.id, clientIp: context.clientIp });
    const measure = await render({ kind: "measure-lines", png: await readStored(design.imageKey) });
    lineGapRatio = measure.gapRatio;
    strokeRatio = measure.strokeRatio;
    await prisma.design.update({ where: { id: design.id }, data: { lineGapRatio, strokeRatio } });
  }
  const size = new URL(request.url).searchParams.get("size")?.slice(0, 60) || design.size;
  // Lettering (issue 37): its smallest letter, strokes and counters at the size, when it has some.
  const lettering = letteringLegibility(design.lettering, size);
  return Response.json(
    { ...assessTattooability({ gapRatio: lineGapRatio, strokeRatio }, size), lettering },
    {
      headers: { "Cache-Control": "private, max-age=60" },
    },
  );
}
