import { noStore } from "~/modules/admin/admin-responses.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { listTrendingTopics } from "~/modules/trending/trending-topics.server";
import type { Route } from "./+types/api.admin.trending-topics";

/** GET /api/admin/trending-topics: the current trending topics, for admins. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json(await listTrendingTopics(), { headers: noStore });
}
