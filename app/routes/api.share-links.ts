import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/modules/auth/guards.server";
import { findOwnedDesign } from "~/modules/designs/designs.server";
import { parseShareInput } from "~/modules/share/share-input.server";
import { createShareLink, listShareLinks, ShareLimitError } from "~/modules/share/share-links.server";
import { jsonError, readJsonBody } from "~/utils/http.server";

/** GET /api/share-links: the signed-in user's live share links (with their links and views), newest first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json(await listShareLinks(user.id), { headers: { "Cache-Control": "private, no-store" } });
}

/**
 * POST /api/share-links {designId, notes?, placement?, displayName?}: shares one of the
 * user's own designs. 201 {id, url}; 400 {message, errors}; 404 not the user's design;
 * 403 too many live links; 429 too many created this hour.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const user = await requireUser(request);
  const body = await readJsonBody(request);
  if (typeof body !== "object" || body === null || Array.isArray(body)) return jsonError(400, "The request body must be a JSON object.");
  const { designId } = body as { designId?: unknown };
  const design =
    typeof designId === "string" && designId.length <= 64 ? await findOwnedDesign({ kind: "user", userId: user.id }, designId) : null;
  if (!design) return jsonError(404, "Design not found.");
  const parsed = parseShareInput(body as Record<string, unknown>);
  if (!parsed.ok) return jsonError(400, Object.values(parsed.errors)[0] ?? "Invalid input.", { errors: parsed.errors });
  try {
    const link = await createShareLink(user.id, design.id, parsed.input);
    return Response.json({ id: link.id, url: link.url }, { status: 201 });
  } catch (error) {
    if (error instanceof ShareLimitError) return jsonError(error.status, error.message);
    throw error;
  }
}
