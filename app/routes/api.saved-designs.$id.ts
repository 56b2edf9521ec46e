import { requireUser } from "~/modules/auth/guards.server";
import { unsaveDesign } from "~/modules/designs/saved-designs.server";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import type { Route } from "./+types/api.saved-designs.$id";

/** DELETE /api/saved-designs/{designId}: removes a design from the user's favourites. */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "DELETE", authorize: requireUser },
  async ({ user, params }) => {
    await unsaveDesign(user, params.id);
    return new Response(null, { status: 204 });
  },
);
