import { Readable } from "node:stream";
import { getCurrentSession } from "~/modules/auth/session.server";
import { designCredits } from "~/modules/credits/design-credits.server";
import { findDesignForRequest } from "~/modules/designs/designs.server";
import { descriptionFileName, designFileName } from "~/modules/designs/public-design";
import { addPngText } from "~/modules/print/png-text.server";
import { licenceFor, readStored } from "~/modules/print/pro-downloads.server";
import { getImageStorage } from "~/modules/storage/image-storage.server";
import { contentDisposition } from "~/utils/client-input";
import { binaryBody } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/designs.$id.image[.png]";

/**
 * GET /designs/{id}/image.png: a design's image, to its owner only (404 otherwise).
 * Pro users' downloads carry the commercial licence in the PNG's text chunks; every PNG carries
 * its motifs' credits (a design made before they were recorded gets them here, once).
 * Images never change, so they are cached for good and revalidated by ETag.
 * ?download=1 names the file tattoo-design-{id}.png; ?download=description names it
 * after the first 20 characters of the description (the profile's downloads).
 */
export async function loader({ request, params }: Route.LoaderArgs) {
  const session = await getCurrentSession(request);
  const design = await findDesignForRequest(session, params.id);
  if (!design) return new Response(requestMessages.notFound, { status: 404, headers: { "Cache-Control": "no-store" } });

  const etag = `"${design.id}"`;
  const headers = new Headers({
    "Content-Type": "image/png",
    "Cache-Control": "private, max-age=31536000, immutable",
    ETag: etag,
  });
  const download = new URL(request.url).searchParams.get("download");
  if (download) {
    const name = download === "description" ? descriptionFileName(design.description) : designFileName(design.id);
    headers.set("Content-Disposition", contentDisposition(name));
  }
  if (request.headers.get("if-none-match") === etag && !download) return new Response(null, { status: 304, headers });
  await designCredits(design);

  // Pro downloads carry the commercial licence inside the file.
  if (download && session?.user?.subscriptionType === "pro") {
    const licence = licenceFor(session.user);
    const png = addPngText(await readStored(design.imageKey), {
      Copyright: licence.copyright,
      Disclaimer: licence.text,
    });
    headers.set("Content-Length", String(png.length));
    headers.set("Cache-Control", "private, no-store");
    headers.delete("ETag");
    return new Response(binaryBody(png), { headers });
  }

  const storage = getImageStorage();
  // From a bucket, a download goes straight to the object through a short-lived URL
  // (access was checked above); images shown in pages stream through the app, cacheable.
  if (download && storage.kind === "s3") {
    const name = download === "description" ? descriptionFileName(design.description) : designFileName(design.id);
    const signed = await storage.presignGet(design.imageKey, { downloadName: name, expiresInSeconds: 300 });
    if (signed)
      return new Response(null, { status: 302, headers: { Location: signed, "Cache-Control": "private, no-store" } });
  }
  const stored = await storage.get(design.imageKey);
  if (!stored) return new Response(requestMessages.notFound, { status: 404 });
  headers.set("Content-Length", String(stored.size));
  return new Response(Readable.toWeb(stored.stream() as Readable) as ReadableStream, { headers });
}
