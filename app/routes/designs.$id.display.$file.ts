import { getCurrentSession } from "~/modules/auth/session.server";
import { findDesignForRequest } from "~/modules/designs/designs.server";
import { displayFormatFor, readDisplayVersion } from "~/modules/designs/display-images.server";
import { DISPLAY_WIDTHS, type DisplayWidth } from "~/modules/designs/public-design";
import { binaryBody } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/designs.$id.display.$file";

const notFound = () =>
  new Response(requestMessages.notFound, { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET /designs/{id}/display/{720|1080}: a design's display version, to its owner only (404
 * otherwise), in AVIF when the browser's Accept says it takes it and WebP otherwise (Vary:
 * Accept). What cards and the viewer show; downloads stay PNG. The URL names the design and the
 * width, and neither ever changes: cached for good (per format).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const width = Number(params.file) as DisplayWidth;
  if (!DISPLAY_WIDTHS.includes(width) || params.file !== String(width)) return notFound();
  const session = await getCurrentSession(request);
  const design = await findDesignForRequest(session, params.id);
  if (!design) return notFound();

  const format = displayFormatFor(request.headers.get("accept"));
  const etag = `"${design.id}-${width}-${format}"`;
  const headers = new Headers({
    "Content-Type": `image/${format}`,
    "Cache-Control": "private, max-age=31536000, immutable",
    Vary: "Accept",
    ETag: etag,
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const bytes = await readDisplayVersion(design, width, format);
  if (!bytes) return notFound();
  headers.set("Content-Length", String(bytes.length));
  return new Response(binaryBody(bytes), { headers });
}
