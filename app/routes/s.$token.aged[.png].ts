import { parseAgeingQuery } from "~/modules/ink/ageing-query.server";
import { agedImagePng } from "~/modules/ink/ageing.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { getPlan } from "~/modules/plans/plans";
import { sharedAgeingPlacement } from "~/modules/share/shared-ageing.server";
import { requireLiveShare } from "~/modules/share/shared-files.server";
import { binaryBody } from "~/utils/http.server";
import type { Route } from "./+types/s.$token.aged[.png]";

/**
 * GET /s/{token}/aged.png?years=10 (issue 38): the shared design after 0, 5, 10 or 20 years, in
 * the owner's skin tone (chosen when sharing; on paper without one) at the link's placement, where
 * its lines merge ringed; watermarked as the owner's plan shows the design. 404 once the link is
 * revoked, 400 for years it does not draw, 429 past 120 requests a minute from one address.
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await enforceRateLimit("sharedDesign", { tier: "anonymous", accountId: null, clientIp: context.clientIp });
  const { years } = parseAgeingQuery(new URL(request.url));
  const share = await requireLiveShare(params.token);
  const png = await agedImagePng(share.design, {
    years,
    tone: share.skinTone,
    placement: sharedAgeingPlacement(share),
    marks: true,
    watermarked: share.design.hasWatermark || getPlan(share.user.subscriptionType).hasWatermark,
  });
  return new Response(binaryBody(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      "Cache-Control": "no-store",
      "X-Robots-Tag": "noindex, nofollow",
    },
  });
}
