import { methodNotAllowed } from "~/modules/admin/admin-responses.server";
import { deleteSuggestedStyle } from "~/modules/admin/moderation.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import type { Route } from "./+types/api.styles.$id";

/** GET and other reads: this address only deletes. */
export const loader = () => methodNotAllowed("DELETE");

/** DELETE /api/styles/{id}: an admin deletes a user-suggested style (built-in ones are refused). */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "DELETE", authorize: requireAdmin, adminAddress: true },
  async ({ params }) => Response.json(await deleteSuggestedStyle(params.id)),
);
