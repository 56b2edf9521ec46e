import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/modules/auth/guards.server";
import { revokeShareLink } from "~/modules/share/share-links.server";
import { jsonError } from "~/utils/http.server";
import { shareMessages } from "~/utils/messages/share";

/** DELETE /api/share-links/{id}: stops sharing (the link answers 404 from now on). 204; 404 not the user's live link. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "DELETE") return jsonError(405, "Method not allowed");
  const user = await requireUser(request);
  if (!(await revokeShareLink(user.id, params.id ?? ""))) return jsonError(404, shareMessages.revokeFailed);
  return new Response(null, { status: 204 });
}
