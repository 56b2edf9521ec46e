import { requireUser } from "~/modules/auth/guards.server";
import { checkTattooability } from "~/modules/designs/tattooability-check.server";
import { resourceLoader, type ResourceLoader } from "~/utils/http.server";
import type { Route } from "./+types/api.designs.$id.tattooability";

/**
 * GET /api/designs/{id}/tattooability?size=...&placement=wrist (premium and pro): whether the
 * design's lines stay at least 1.5 mm apart and 0.3 mm thick at its size (or `size`), or as far
 * apart and as thick as its placement asks (its own, or `placement`: a finger needs 2.5 and 0.5;
 * issue 38), and the smallest size at which they do; for lettering (issue 37) `lettering: { ok,
 * letterHeightMm, strokeMm, counterMm, minimumSizeCm, message }` (null without lettering).
 * Measured once per design, then kept. A placement it does not know is a 400.
 */
export const loader: ResourceLoader<Route.LoaderArgs> = resourceLoader(
  { authorize: requireUser },
  async ({ request, params, context, user }) => {
    const query = new URL(request.url).searchParams;
    const result = await checkTattooability(request, user, params.id, {
      size: query.get("size")?.slice(0, 60) || null,
      placement: query.get("placement") || null,
      clientIp: context.clientIp,
    });
    return Response.json(result, { headers: { "Cache-Control": "private, max-age=60" } });
  },
);
