import { requireUser } from "~/modules/auth/guards.server";
import { checkTattooability } from "~/modules/designs/tattooability-check.server";
import { resourceLoader, type ResourceLoader } from "~/utils/http.server";
import type { Route } from "./+types/api.designs.$id.tattooability";

/**
 * GET /api/designs/{id}/tattooability?size=... (premium and pro): whether the design's
 * lines stay at least 1.5 mm apart and 0.3 mm thick at its size (or `size`), and the
 * smallest size at which they do, and for lettering (issue 37) `lettering: { ok, letterHeightMm,
 * strokeMm, counterMm, minimumSizeCm, message }` (null without lettering). Measured once per
 * design, then kept.
 */
export const loader: ResourceLoader<Route.LoaderArgs> = resourceLoader(
  { authorize: requireUser },
  async ({ request, params, context, user }) => {
    const size = new URL(request.url).searchParams.get("size")?.slice(0, 60) || null;
    const result = await checkTattooability(request, user, params.id, { size, clientIp: context.clientIp });
    return Response.json(result, { headers: { "Cache-Control": "private, max-age=60" } });
  },
);
