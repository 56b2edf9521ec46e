import { methodNotAllowed } from "~/modules/admin/admin-responses.server";
import { removeTrendingTopic } from "~/modules/admin/moderation.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import type { Route } from "./+types/api.admin.trending-topics.$id";

/** GET and other reads: this address only deletes. */
export const loader = () => methodNotAllowed("DELETE");

/** DELETE /api/admin/trending-topics/{id}: an admin removes one trending topic. */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "DELETE", authorize: requireAdmin, adminAddress: true },
  async ({ params }) => Response.json(await removeTrendingTopic(params.id)),
);
