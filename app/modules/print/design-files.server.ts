import sharp from "sharp";
import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { renderSvgToPng } from "~/modules/flash-engine/index.server";
import type { Design } from "~/utils/db.server";
import { binaryBody, jsonError } from "~/utils/http.server";
import { addPngText } from "./png-text.server";
import { buildPrintPdf, pixelsFor } from "./print-pdf.server";
import { attachment, MAX_PRINT_CM, readStored } from "./pro-downloads.server";
import { stencilFromRaster, stencilFromSvg } from "./stencil.server";

/**
 * The Pro files of a design as responses: the stencil PNG and the print-ready PDF. The
 * owner's downloads (/designs/{id}/...) and a shared page's (/s/{token}/...) both answer
 * with these, after their own access checks.
 */
type Licence = { text: string; copyright: string };

const STENCIL_EDGE = 2048;

export async function stencilResponse(design: Design, options: { mirror: boolean; licence: Licence }): Promise<Response> {
  const { mirror, licence } = options;
  const stencil = design.svgKey
    ? await stencilFromSvg((await readStored(design.svgKey)).toString("utf8"), STENCIL_EDGE, { mirror })
    : await stencilFromRaster(await readStored(design.imageKey), STENCIL_EDGE, { mirror });
  return new Response(binaryBody(addPngText(stencil, { Copyright: licence.copyright, Disclaimer: licence.text })), {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": attachment(`tattoo-stencil-${design.id}${mirror ? "-mirrored" : ""}.png`),
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The design at its true size at 300 DPI and its stencil. `cm` (from ?cm=) overrides the
 * design's size (1 to 40 cm); a design sized larger than the print files go prints at the largest.
 */
export async function printPdfResponse(
  design: Design,
  options: { cm: string | null; mirror: boolean; licence: Licence },
): Promise<Response> {
  const sizeCm = options.cm === null ? Math.min(parsePhysicalSize(design.size).widthCm, MAX_PRINT_CM) : Number(options.cm);
  if (!Number.isFinite(sizeCm) || sizeCm < 1 || sizeCm > MAX_PRINT_CM) {
    return jsonError(400, `Print files are 1 to ${MAX_PRINT_CM} cm wide.`);
  }
  const pixels = pixelsFor(sizeCm);
  const svg = design.svgKey ? (await readStored(design.svgKey)).toString("utf8") : null;
  const png = svg
    ? await renderSvgToPng(svg, pixels)
    : await sharp(await readStored(design.imageKey)).resize(pixels, pixels, { kernel: "lanczos3" }).png().toBuffer();
  const stencil = svg
    ? await stencilFromSvg(svg, pixels, { mirror: options.mirror })
    : await stencilFromRaster(png, pixels, { mirror: options.mirror });
  const pdf = await buildPrintPdf({
    designPng: png,
    stencilPng: stencil,
    sizeCm,
    title: design.description,
    designId: design.id,
    licence: options.licence.text,
  });
  return new Response(binaryBody(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(`tattoo-design-${design.id}-${sizeCm}cm.pdf`),
      "Cache-Control": "private, no-store",
    },
  });
}
