import { fontPreviewSvg } from "~/modules/lettering/font-preview.server";
import { jsonError } from "~/utils/http.server";
import { letteringMessages } from "~/utils/messages/lettering";
import type { Route } from "./+types/lettering.fonts.$font[.svg]";

/**
 * GET /lettering/fonts/{font}.svg?text=Anna (issue 37): a font of the lettering library set with
 * the person's words (the first line, at most 40 characters; else the font's name), as outlines.
 * 404 for a font not in the library. Cheap (one line shaped) and cached by the browser.
 */
export function loader({ request, params }: Route.LoaderArgs) {
  const text = (new URL(request.url).searchParams.get("text") ?? "").slice(0, 200);
  const svg = fontPreviewSvg(params.font, text);
  if (!svg) return jsonError(404, letteringMessages.noSuchFont);
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": "public, max-age=86400",
      "Content-Security-Policy": "default-src 'none'",
      "X-Content-Type-Options": "nosniff",
    },
  });
}
