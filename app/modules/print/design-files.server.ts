import { designCreditsText } from "~/modules/credits/credit-text";
import { CREDITS_KEYWORD, creditsUrl, designCredits } from "~/modules/credits/design-credits.server";
import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { placementSummary } from "~/modules/ink/placement-options";
import { cachedRender, digestOf, keyNumber, RENDER_VERSION } from "~/modules/renders/render-cache.server";
import { render } from "~/modules/renders/render-pool.server";
import type { Design } from "~/utils/db.server";
import { binaryBody, jsonError } from "~/utils/http.server";
import { printMessages } from "~/utils/messages/plan";
import { addPngText } from "./png-text.server";
import { attachment, MAX_PRINT_CM, readStored } from "./pro-downloads.server";

/**
 * The Pro files of a design as responses: the stencil PNG and the print-ready PDF. The
 * owner's downloads (/designs/{id}/...) and a shared page's (/s/{token}/...) both answer
 * with these, after their own access checks. Each file is drawn once in the render pool
 * (off the request thread), then kept. Both carry the licence and the design's motifs' credits.
 */
type Licence = { text: string; copyright: string };

const STENCIL_EDGE = 2048;

/**
 * Print PDFs kept per design (M9). Each width, side and licence holder (a share link's name) is a file of its own;
 * past this many, making one more deletes the oldest, so a design's renders stay bounded however many variants are
 * asked for (an old one asked again is drawn again).
 */
export const PRINT_PDFS_KEPT_PER_DESIGN = 8;

async function designSources(design: Design) {
  const svg = design.svgKey ? (await readStored(design.svgKey)).toString("utf8") : null;
  return { svg, png: svg ? null : await readStored(design.imageKey) };
}

export async function stencilResponse(
  design: Design,
  options: { mirror: boolean; licence: Licence },
): Promise<Response> {
  const { mirror, licence } = options;
  // The licence is added per download, so one drawing serves every holder.
  const key = `renders/${design.id}/stencil-${STENCIL_EDGE}-${mirror ? "mirrored" : "plain"}-v${RENDER_VERSION}.png`;
  const stencil = await cachedRender(key, async () =>
    render({ kind: "stencil", ...(await designSources(design)), edge: STENCIL_EDGE, mirror }),
  );
  const credits = designCreditsText(await designCredits(design), creditsUrl());
  const text = {
    Copyright: licence.copyright,
    Disclaimer: licence.text,
    ...(credits ? { [CREDITS_KEYWORD]: credits } : {}),
  };
  return new Response(binaryBody(addPngText(stencil, text)), {
    headers: {
      "Content-Type": "image/png",
      "Content-Disposition": attachment(`tattoo-stencil-${design.id}${mirror ? "-mirrored" : ""}.png`),
      "Cache-Control": "private, no-store",
    },
  });
}

/**
 * The print width a request asks for: the design's own size (capped at the largest print),
 * or `?cm=` in whole centimetres from 1 to MAX_PRINT_CM. Each size is a render kept in
 * storage, so only these 41 widths exist per design (and mirrored or not): any decimal
 * would be a new large file, forever.
 */
export function printWidthCm(design: Pick<Design, "size">, cm: string | null): number | null {
  if (cm === null) return Math.min(parsePhysicalSize(design.size).widthCm, MAX_PRINT_CM);
  if (!/^\d{1,2}$/.test(cm)) return null;
  const width = Number(cm);
  return width >= 1 && width <= MAX_PRINT_CM ? width : null;
}

/**
 * The design at its true size at 300 DPI and its stencil. `cm` (from ?cm=) overrides the
 * design's size (whole cm, 1 to 40); a design sized larger than the print files go prints at the largest.
 */
export async function printPdfResponse(
  design: Design,
  options: { cm: string | null; mirror: boolean; licence: Licence; placement?: string | null },
): Promise<Response> {
  const sizeCm = printWidthCm(design, options.cm);
  if (sizeCm === null) return jsonError(400, printMessages.badWidth(MAX_PRINT_CM));
  const { mirror } = options;
  const licence = options.licence.text;
  // Where it goes (issue 38), named in the caption: "Wrist band, 16 cm around".
  const placement = placementSummary(
    options.placement ?? design.placement,
    design.circumferenceMm ? design.circumferenceMm / 10 : null,
  );
  const credits = await designCredits(design);
  const prefix = `renders/${design.id}/print-`;
  const key = `${prefix}${keyNumber(sizeCm)}cm-${mirror ? "mirrored" : "plain"}-v${RENDER_VERSION}-${digestOf(design.description, licence, ...credits, ...(placement ? [placement] : []))}.pdf`;
  const pdf = await cachedRender(
    key,
    async () =>
      render({
        kind: "print-pdf",
        ...(await designSources(design)),
        sizeCm,
        mirror,
        title: design.description,
        designId: design.id,
        licence,
        placement,
        credits: { lines: credits, url: creditsUrl() },
      }),
    { prefix, newest: PRINT_PDFS_KEPT_PER_DESIGN },
  );
  return new Response(binaryBody(pdf), {
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": attachment(`tattoo-design-${design.id}-${sizeCm}cm.pdf`),
      "Cache-Control": "private, no-store",
    },
  });
}
