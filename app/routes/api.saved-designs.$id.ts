import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/modules/auth/guards.server";
import { unsaveDesign } from "~/modules/designs/saved-designs.server";
import { jsonError } from "~/utils/http.server";

/** DELETE /api/saved-designs/{designId}: removes a design from the user's favourites. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return jsonError(405, "Method not allowed");
  const user = await requireUser(request);
  const removed = await unsaveDesign(user.id, params.id ?? "");
  if (!removed) return jsonError(404, "This design is not in your saved designs.");
  return new Response(null, { status: 204 });
}
