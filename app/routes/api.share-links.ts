import type { LoaderFunctionArgs } from "react-router";
import { z } from "zod";
import { requireUser } from "~/modules/auth/guards.server";
import { findOwnedDesign } from "~/modules/designs/designs.server";
import { parseShareInput } from "~/modules/share/share-input.server";
import { createShareLink, listShareLinks } from "~/modules/share/share-links.server";
import { HttpError } from "~/utils/http-error";
import { jsonError, resourceAction } from "~/utils/http.server";

/** GET /api/share-links: the signed-in user's live share links (with their links and views), newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json(await listShareLinks(user.id), { headers: { "Cache-Control": "private, no-store" } });
}

/** parseShareInput checks the fields with the share form's messages (the same for the page). */
const shareBody = z.looseObject({ designId: z.unknown() });

/**
 * POST /api/share-links {designId, notes?, placement?, displayName?}: shares one of the
 * user's own designs. 201 {id, url}; 400 {message, errors}; 404 not the user's design;
 * 403 too many live links; 429 too many created this hour.
 */
export const action = resourceAction({ method: "POST", authorize: requireUser, body: shareBody }, async ({ user, body }) => {
  const { designId } = body;
  const design =
    typeof designId === "string" && designId.length <= 64 ? await findOwnedDesign({ kind: "user", userId: user.id }, designId) : null;
  if (!design) throw new HttpError(404, "Design not found.");
  const parsed = parseShareInput(body);
  if (!parsed.ok) return jsonError(400, Object.values(parsed.errors)[0] ?? "Invalid input.", { errors: parsed.errors });
  const link = await createShareLink(user.id, design.id, parsed.input);
  return Response.json({ id: link.id, url: link.url }, { status: 201 });
});
