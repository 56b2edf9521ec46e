import type { ActionFunctionArgs } from "@remix-run/node";
import { adminErrorResponse, methodNotAllowed } from "~/modules/admin/admin-responses.server";
import { removeTrendingTopic } from "~/modules/admin/moderation.server";
import { requireAdmin } from "~/modules/auth/guards.server";

/** DELETE /api/admin/trending-topics/{id}: an admin removes one trending topic. */
/** GET and other reads: this address only deletes. */
export const loader = () => methodNotAllowed("DELETE");

export async function action({ request, params }: ActionFunctionArgs) {
  await requireAdmin(request);
  if (request.method !== "DELETE") return methodNotAllowed("DELETE");
  try {
    return Response.json(await removeTrendingTopic(params.id ?? ""));
  } catch (error) {
    return adminErrorResponse(error);
  }
}
