import type { LoaderFunctionArgs } from "react-router";
import { noStore } from "~/modules/admin/admin-responses.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { listTrendingTopics } from "~/modules/trending/trending-topics.server";

/** GET /api/admin/trending-topics: the current trending topics, for admins. */
export async function loader({ request }: LoaderFunctionArgs) {
  await requireAdmin(request);
  return Response.json(await listTrendingTopics(), { headers: noStore });
}
