import type { ActionFunctionArgs } from "@remix-run/node";
import { adminErrorResponse, methodNotAllowed } from "~/modules/admin/admin-responses.server";
import { deleteSuggestedIdea } from "~/modules/admin/moderation.server";
import { requireAdmin } from "~/modules/auth/guards.server";

/** DELETE /api/popular-ideas/{id}: an admin deletes a user-suggested idea (built-in ones are refused). */
/** GET and other reads: this address only deletes. */
export const loader = () => methodNotAllowed("DELETE");

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  try {
    return Response.json(await deleteSuggestedIdea(params.id ?? ""));
  } catch (error) {
    return adminErrorResponse(error);
  }
}
