import { methodNotAllowed } from "~/modules/admin/admin-responses.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { refreshTrendingTopics } from "~/modules/trending/trending-topics.server";
import { resourceAction } from "~/utils/http.server";

/** GET: this address only refreshes. */
export const loader = () => methodNotAllowed("POST");

/**
 * POST /api/refresh-trending-topics: replaces the trending topics now; answers { count }.
 * If another instance is refreshing, waits for it and answers its result.
 */
export const action = resourceAction({ method: "POST", authorize: requireAdmin, adminAddress: true }, async () =>
  Response.json(await refreshTrendingTopics()),
);
