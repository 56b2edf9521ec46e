import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { stencilResponse } from "~/modules/print/design-files.server";
import { requireProShare, shareLicence } from "~/modules/share/shared-files.server";
import type { Route } from "./+types/s.$token.stencil[.png]";

/**
 * GET /s/{token}/stencil.png?mirror=1: a shared design's stencil, when its owner is Pro (403 otherwise, 404 once
 * revoked).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await enforceRateLimit("render", { tier: "anonymous", accountId: null, clientIp: context.clientIp });
  const share = await requireProShare(params.token);
  const mirror = new URL(request.url).searchParams.get("mirror") === "1";
  const response = await stencilResponse(share.design, { mirror, licence: shareLicence(share) });
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}
