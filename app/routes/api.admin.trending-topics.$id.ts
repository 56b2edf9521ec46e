import { methodNotAllowed } from "~/modules/admin/admin-responses.server";
import { removeTrendingTopic } from "~/modules/admin/moderation.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { resourceAction } from "~/utils/http.server";

/** GET and other reads: this address only deletes. */
export const loader = () => methodNotAllowed("DELETE");

/** DELETE /api/admin/trending-topics/{id}: an admin removes one trending topic. */
export const action = resourceAction(
  { method: "DELETE", authorize: requireAdmin, adminAddress: true },
  async ({ params }) => Response.json(await removeTrendingTopic(params.id ?? "")),
);
