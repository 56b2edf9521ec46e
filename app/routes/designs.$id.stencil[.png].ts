import type { LoaderFunctionArgs } from "@remix-run/node";
import { stencilResponse } from "~/modules/print/design-files.server";
import { licenceFor, requireProDesign } from "~/modules/print/pro-downloads.server";

/** GET /designs/{id}/stencil.png?mirror=1 (Pro): line-only, black on white; mirrored for transfer paper. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { design, user } = await requireProDesign(request, params.id ?? "");
  const mirror = new URL(request.url).searchParams.get("mirror") === "1";
  return stencilResponse(design, { mirror, licence: licenceFor(user) });
}
