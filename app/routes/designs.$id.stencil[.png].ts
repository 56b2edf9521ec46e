import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { stencilResponse } from "~/modules/print/design-files.server";
import { licenceFor, requireProDesign } from "~/modules/print/pro-downloads.server";
import type { Route } from "./+types/designs.$id.stencil[.png]";

/** GET /designs/{id}/stencil.png?mirror=1 (Pro): line-only, black on white; mirrored for transfer paper. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { design, user } = await requireProDesign(request, params.id);
  await enforceRateLimit("render", { tier: user.subscriptionType, accountId: user.id, clientIp: context.clientIp });
  const mirror = new URL(request.url).searchParams.get("mirror") === "1";
  return stencilResponse(design, { mirror, licence: licenceFor(user) });
}
