import { requireUser } from "~/modules/auth/guards.server";
import { revokeShareLink } from "~/modules/share/share-links.server";
import { HttpError } from "~/utils/http-error";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import { shareMessages } from "~/utils/messages/share";
import type { Route } from "./+types/api.share-links.$id";

/**
 * DELETE /api/share-links/{id}: stops sharing (the link answers 404 from now on). 204; 404 not the user's live link.
 */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "DELETE", authorize: requireUser },
  async ({ user, params }) => {
    if (!(await revokeShareLink(user.id, params.id))) throw new HttpError(404, shareMessages.revokeFailed);
    return new Response(null, { status: 204 });
  },
);
