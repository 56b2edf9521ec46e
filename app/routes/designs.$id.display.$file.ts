import { getCurrentSession } from "~/modules/auth/session.server";
import { findDesignForRequest } from "~/modules/designs/designs.server";
import { readDisplayVersion } from "~/modules/designs/display-images.server";
import { DISPLAY_WIDTHS, type DisplayWidth } from "~/modules/designs/public-design";
import { binaryBody } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/designs.$id.display.$file";

const notFound = () =>
  new Response(requestMessages.notFound, { status: 404, headers: { "Cache-Control": "no-store" } });

/**
 * GET /designs/{id}/display/{640|1280}.webp: a design's display version (WebP), to its
 * owner only (404 otherwise). What cards and the viewer show; downloads stay PNG. The URL
 * names the design and the width, and neither ever changes: cached for good.
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const width = Number(/^(\d+)\.webp$/.exec(params.file)?.[1]) as DisplayWidth;
  if (!DISPLAY_WIDTHS.includes(width)) return notFound();
  const session = await getCurrentSession(request);
  const design = await findDesignForRequest(session, params.id);
  if (!design) return notFound();

  const etag = `"${design.id}-${width}"`;
  const headers = new Headers({
    "Content-Type": "image/webp",
    "Cache-Control": "private, max-age=31536000, immutable",
    ETag: etag,
  });
  if (request.headers.get("if-none-match") === etag) return new Response(null, { status: 304, headers });
  const webp = await readDisplayVersion(design, width);
  if (!webp) return notFound();
  headers.set("Content-Length", String(webp.length));
  return new Response(binaryBody(webp), { headers });
}
