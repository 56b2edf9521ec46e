import { requireUser } from "~/modules/auth/guards.server";
import { unsaveDesign } from "~/modules/designs/saved-designs.server";
import { HttpError } from "~/utils/http-error";
import { resourceAction } from "~/utils/http.server";

/** DELETE /api/saved-designs/{designId}: removes a design from the user's favourites. */
export const action = resourceAction({ method: "DELETE", authorize: requireUser }, async ({ user, params }) => {
  if (!(await unsaveDesign(user.id, params.id ?? ""))) throw new HttpError(404, "This design is not in your saved designs.");
  return new Response(null, { status: 204 });
});
