import type { LoaderFunctionArgs } from "@remix-run/node";
import { binaryBody } from "~/utils/http.server";
import { addPngText } from "~/modules/print/png-text.server";
import { attachment, licenceFor, readStored, requireProDesign } from "~/modules/print/pro-downloads.server";
import { cachedRender, RENDER_VERSION } from "~/modules/renders/render-cache.server";
import { render } from "~/modules/renders/render-pool.server";

const STENCIL_EDGE = 2048;

/** GET /designs/{id}/stencil.png?mirror=1 (Pro): line-only, black on white; mirrored for transfer paper. */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { design, user } = await requireProDesign(request, params.id ?? "");
  const mirror = new URL(request.url).searchParams.get("mirror") === "1";
  // Drawn once per design and side, in the render pool; then kept (the licence is added per download).
  const key = `renders/${design.id}/stencil-${STENCIL_EDGE}-${mirror ? "mirrored" : "plain"}-v${RENDER_VERSION}.png`;
  const stencil = await cachedRender(key, async () =>
    render({
      kind: "stencil",
      svg: design.svgKey ? (await readStored(design.svgKey)).toString("utf8") : null,
      png: design.svgKey ? null : await readStored(design.imageKey),
      edge: STENCIL_EDGE,
      mirror,
    }),
  );
  const licence = licenceFor(user);
  return new Response(binaryBody(addPngText(stencil, { Copyright: licence.copyright, Disclaimer: licence.text })), {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": attachment(`tattoo-stencil-${design.id}${mirror ? "-mirrored" : ""}.png`),
      "Cache-Control": "private, no-store",
    },
  });
}
