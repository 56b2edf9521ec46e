import type { ActionFunctionArgs } from "@remix-run/node";
import { adminErrorResponse, methodNotAllowed } from "~/modules/admin/admin-responses.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { refreshTrendingTopics } from "~/modules/trending/trending-topics.server";

/** GET: this address only refreshes. */
export const loader = () => methodNotAllowed("POST");

/**
 * POST /api/refresh-trending-topics: replaces the trending topics now; answers { count }.
 * If another instance is refreshing, waits for it and answers its result.
 */
export async function action({ request }: ActionFunctionArgs) {
  await requireAdmin(request);
  if (request.method !== "POST") return methodNotAllowed("POST");
  try {
    return Response.json(await refreshTrendingTopics());
  } catch (error) {
    return adminErrorResponse(error);
  }
}
