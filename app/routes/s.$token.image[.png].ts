import { Readable } from "node:stream";
import { designFileName } from "~/modules/designs/public-design";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { attachment } from "~/modules/print/pro-downloads.server";
import { requireLiveShare, sharedImagePng } from "~/modules/share/shared-files.server";
import { binaryBody } from "~/utils/http.server";
import type { Route } from "./+types/s.$token.image[.png]";

/**
 * GET /s/{token}/image.png: a shared design's PNG, with the watermark of the owner's plan
 * (also the link preview image). ?download=1 saves it. 404 once the link is revoked; 429
 * past 120 requests a minute from one address (page and image together).
 */
export async function loader({ params, request, context }: Route.LoaderArgs) {
  await enforceRateLimit("sharedDesign", { tier: "anonymous", accountId: null, clientIp: context.clientIp });
  const share = await requireLiveShare(params.token);
  const png = await sharedImagePng(share);
  const headers = new Headers({
    "Content-Type": "image/png",
    "Content-Length": String(Buffer.isBuffer(png) ? png.length : png.size),
    "Cache-Control": "no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
  if (new URL(request.url).searchParams.get("download"))
    headers.set("Content-Disposition", attachment(designFileName(share.design.id)));
  const body = Buffer.isBuffer(png) ? binaryBody(png) : (Readable.toWeb(png.stream() as Readable) as ReadableStream);
  return new Response(body, { headers });
}
