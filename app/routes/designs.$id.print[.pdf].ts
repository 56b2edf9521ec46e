import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { printPdfResponse } from "~/modules/print/design-files.server";
import { licenceFor, requireProDesign } from "~/modules/print/pro-downloads.server";
import type { Route } from "./+types/designs.$id.print[.pdf]";

/**
 * GET /designs/{id}/print.pdf?cm=12&mirror=1 (Pro): the design at its true size at 300 DPI
 * and its stencil, ready to print. `cm` overrides the design's size (whole cm, 1 to 40); a design
 * sized larger than the print files go (a back piece) prints at the largest, not an error.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { design, user } = await requireProDesign(request, params.id);
  await enforceRateLimit("render", { tier: user.subscriptionType, accountId: user.id, clientIp: context.clientIp });
  const url = new URL(request.url);
  return printPdfResponse(design, {
    cm: url.searchParams.get("cm"),
    mirror: url.searchParams.get("mirror") === "1",
    licence: licenceFor(user),
  });
}
