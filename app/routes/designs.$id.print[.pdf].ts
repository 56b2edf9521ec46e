import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { attachment, licenceFor, MAX_PRINT_CM, readStored, requireProDesign } from "~/modules/print/pro-downloads.server";
import { cachedRender, digestOf, keyNumber } from "~/modules/renders/render-cache.server";
import { render } from "~/modules/renders/render-pool.server";
import { binaryBody, jsonError } from "~/utils/http.server";

/**
 * GET /designs/{id}/print.pdf?cm=12&mirror=1 (Pro): the design at its true size at 300 DPI
 * and its stencil, ready to print. `cm` overrides the design's size (1 to 40 cm); a design
 * sized larger than the print files go (a back piece) prints at the largest, not an error.
 */
export async function loader({ request, params }: LoaderFunctionArgs) {
  const { design, user } = await requireProDesign(request, params.id ?? "");
  const url = new URL(request.url);
  const requested = url.searchParams.get("cm");
  const sizeCm = requested === null ? Math.min(parsePhysicalSize(design.size).widthCm, MAX_PRINT_CM) : Number(requested);
  if (!Number.isFinite(sizeCm) || sizeCm < 1 || sizeCm > MAX_PRINT_CM) {
    return jsonError(400, `Print files are 1 to ${MAX_PRINT_CM} cm wide.`);
  }
  const mirror = url.searchParams.get("mirror") === "1";
  const licence = licenceFor(user).text;
  // Drawn once per design, size, side and licence holder, in the render pool; then kept.
  const key = `renders/${design.id}/print-${keyNumber(sizeCm)}cm-${mirror ? "mirrored" : "plain"}-${digestOf(design.description, licence)}.pdf`;
  const pdf = await cachedRender(key, async () =>
    render({
      kind: "print-pdf",
      svg: design.svgKey ? (await readStored(design.svgKey)).toString("utf8") : null,
      png: design.svgKey ? null : await readStored(design.imageKey),
      sizeCm,
      mirror,
      title: design.description,
      designId: design.id,
      licence,
    }),
  );
  return new Response(binaryBody(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(`tattoo-design-${design.id}-${sizeCm}cm.pdf`),
      "Cache-Control": "private, no-store",
    },
  });
}
