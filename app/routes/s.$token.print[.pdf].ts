import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { printPdfResponse } from "~/modules/print/design-files.server";
import { requireProShare, shareLicence } from "~/modules/share/shared-files.server";
import type { Route } from "./+types/s.$token.print[.pdf]";

/**
 * GET /s/{token}/print.pdf?cm=12&mirror=1: a shared design's print-ready PDF, when its owner is Pro (403 otherwise, 404
 * once revoked).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await enforceRateLimit("render", { tier: "anonymous", accountId: null, clientIp: context.clientIp });
  const share = await requireProShare(params.token);
  const url = new URL(request.url);
  const response = await printPdfResponse(share.design, {
    cm: url.searchParams.get("cm"),
    mirror: url.searchParams.get("mirror") === "1",
    licence: shareLicence(share),
  });
  response.headers.set("X-Robots-Tag", "noindex, nofollow");
  return response;
}
