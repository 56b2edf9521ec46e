import { revokeFormIntent } from "~/modules/share/share-actions.server";
import { formAction } from "~/utils/forms.server";

/**
 * POST /share-links/{id}/revoke (a form; `returnTo`): "Stop sharing". The link answers 404
 * from the next request on; a link that is not the user's own comes back with the error
 * toast. Scripts use DELETE /api/share-links/{id}, which calls the same function.
 */
export const action = formAction({ revoke: revokeFormIntent }, { defaultIntent: "revoke" });
