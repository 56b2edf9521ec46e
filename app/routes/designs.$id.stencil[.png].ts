import type { LoaderFunctionArgs } from "@remix-run/node";
import { binaryBody } from "~/utils/http.server";
import { addPngText } from "~/modules/print/png-text.server";
import { attachment, licenceFor, readStored, requireProDesign } from "~/modules/print/pro-downloads.server";
import { stencilFromRaster, stencilFromSvg } from "~/modules/print/stencil.server";

const STENCIL_EDGE = 2048;

/** GET /designs/{id}/stencil.png?mirror=1 (Pro): line-only, black on white; mirrored for transfer paper. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { design, user } = await requireProDesign(request, params.id ?? "");
  const mirror = new URL(request.url).searchParams.get("mirror") === "1";
  const stencil = design.svgKey
    ? await stencilFromSvg((await readStored(design.svgKey)).toString("utf8"), STENCIL_EDGE, { mirror })
    : await stencilFromRaster(await readStored(design.imageKey), STENCIL_EDGE, { mirror });
  const licence = licenceFor(user);
  return new Response(binaryBody(addPngText(stencil, { Copyright: licence.copyright, Disclaimer: licence.text })), {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": attachment(`tattoo-stencil-${design.id}${mirror ? "-mirrored" : ""}.png`),
      "Cache-Control": "private, no-store",
    },
  });
}
