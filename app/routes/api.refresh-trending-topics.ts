import { methodNotAllowed } from "~/modules/admin/admin-responses.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { refreshTrendingTopics } from "~/modules/trending/trending-topics.server";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import type { Route } from "./+types/api.refresh-trending-topics";

/** GET: this address only refreshes. */
export const loader = () => methodNotAllowed("POST");

/**
 * POST /api/refresh-trending-topics: replaces the trending topics now; answers { count }.
 * If another instance is refreshing, waits for it and answers its result.
 */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "POST", authorize: requireAdmin, adminAddress: true },
  async () => Response.json(await refreshTrendingTopics()),
);
