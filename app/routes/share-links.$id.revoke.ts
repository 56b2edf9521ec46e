import { readFormData } from "~/utils/request-body.server";
import { redirect, type ActionFunctionArgs } from "react-router";
import { getOptionalUser } from "~/modules/auth/session.server";
import { revokeShareLink } from "~/modules/share/share-links.server";
import { jsonError, wantsJson } from "~/utils/http.server";
import { authMessages } from "~/utils/messages/auth";
import { genericMessages } from "~/utils/messages/common";
import { shareMessages } from "~/utils/messages/share";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * POST /share-links/{id}/revoke (form or JSON; `returnTo`): "Stop sharing". The link
 * answers 404 from the next request on. 404 for links that are not the user's own.
 */
export async function action({ request, params }: ActionFunctionArgs) {
  const json = wantsJson(request);
  const user = await getOptionalUser(request);
  if (!user) {
    if (json) return jsonError(401, authMessages.unauthorized);
    throw redirect("/api/login?returnTo=/profile");
  }
  const form = json ? null : await readFormData(request);
  const returnTo = safeRedirect(form?.get("returnTo")?.toString() ?? null, "/profile#share-links");
  const revoked = await revokeShareLink(user.id, params.id ?? "");
  if (json) return revoked ? Response.json({ revoked: true }) : jsonError(404, shareMessages.revokeFailed);
  if (!revoked) {
    return redirectWithToast(returnTo, {
      title: genericMessages.errorTitle,
      description: shareMessages.revokeFailed,
      variant: "destructive",
    });
  }
  return redirectWithToast(returnTo, { ...shareMessages.revoked, variant: "success" });
}
