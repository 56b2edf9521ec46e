import sharp from "sharp";
import type { LoaderFunctionArgs } from "@remix-run/node";
import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { renderSvgToPng } from "~/modules/flash-engine/index.server";
import { buildPrintPdf, pixelsFor } from "~/modules/print/print-pdf.server";
import { attachment, licenceFor, MAX_PRINT_CM, readStored, requireProDesign } from "~/modules/print/pro-downloads.server";
import { stencilFromRaster, stencilFromSvg } from "~/modules/print/stencil.server";
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
  const pixels = pixelsFor(sizeCm);
  const svg = design.svgKey ? (await readStored(design.svgKey)).toString("utf8") : null;
  const png = svg
    ? await renderSvgToPng(svg, pixels)
    : await sharp(await readStored(design.imageKey)).resize(pixels, pixels, { kernel: "lanczos3" }).png().toBuffer();
  const mirror = url.searchParams.get("mirror") === "1";
  const stencil = svg ? await stencilFromSvg(svg, pixels, { mirror }) : await stencilFromRaster(png, pixels, { mirror });
  const pdf = await buildPrintPdf({
    designPng: png,
    stencilPng: stencil,
    sizeCm,
    title: design.description,
    designId: design.id,
    licence: licenceFor(user).text,
  });
  return new Response(binaryBody(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(`tattoo-design-${design.id}-${sizeCm}cm.pdf`),
      "Cache-Control": "private, no-store",
    },
  });
}
