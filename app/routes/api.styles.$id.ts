import { methodNotAllowed } from "~/modules/admin/admin-responses.server";
import { deleteSuggestedStyle } from "~/modules/admin/moderation.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { resourceAction } from "~/utils/http.server";

/** GET and other reads: this address only deletes. */
export const loader = () => methodNotAllowed("DELETE");

/** DELETE /api/styles/{id}: an admin deletes a user-suggested style (built-in ones are refused). */
export const action = resourceAction(
  { method: "DELETE", authorize: requireAdmin, adminAddress: true },
  async ({ params }) => Response.json(await deleteSuggestedStyle(params.id ?? "")),
);
