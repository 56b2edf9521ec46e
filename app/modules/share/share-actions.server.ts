import { z } from "zod";
import { requireUser } from "~/modules/auth/guards.server";
import { findOwnedDesign } from "~/modules/designs/designs.server";
import type { User } from "~/utils/db.server";
import { formIntent, formText } from "~/utils/forms.server";
import { HttpError } from "~/utils/http-error";
import { genericMessages } from "~/utils/messages/common";
import { designMessages } from "~/utils/messages/designs";
import { shareMessages } from "~/utils/messages/share";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";
import { parseShareInput } from "./share-input.server";
import { createShareLink, revokeShareLink } from "./share-links.server";

/**
 * Share links' forms and the module function they share with the JSON API.
 *
 * "Share with your artist", one way for POST /api/share-links and the share page's form:
 * the design must be the user's own (404), the fields are checked with the form's messages
 * (400, per field), then the account's limits (403 live links, 429 per hour).
 */
export async function shareOwnDesign(user: Pick<User, "id">, designId: unknown, fields: Record<string, unknown>) {
  const design =
    typeof designId === "string" && designId.length <= 64
      ? await findOwnedDesign({ kind: "user", userId: user.id }, designId)
      : null;
  if (!design) throw new HttpError(404, designMessages.notFound);
  return createShareLink(user.id, design.id, parseShareInput(fields));
}

/**
 * The share page's form (/designs/{id}/share): created, back to the page with the new link marked and the spec-style
 * toast.
 */
export const shareFormIntent = formIntent(
  z.object({ notes: formText, placement: formText, displayName: formText, expiresIn: formText }),
  async (fields, { request, params }) => {
    const user = await requireUser(request);
    const link = await shareOwnDesign(user, params.id, fields);
    return redirectWithToast(
      `/designs/${encodeURIComponent(params.id ?? "")}/share?created=${link.id}#share-link-${link.id}`,
      {
        ...shareMessages.created,
        variant: "success",
      },
    );
  },
  { keep: ["notes", "placement", "displayName", "expiresIn"] },
);

/** "Stop sharing" (a form on the profile and the share page): the same function as DELETE /api/share-links/{id}. */
export const revokeFormIntent = formIntent(
  z.object({ returnTo: formText }),
  async ({ returnTo }, { request, params }) => {
    const back = safeRedirect(returnTo, "/profile#share-links");
    const user = await requireUser(request, { redirectTo: back });
    if (await revokeShareLink(user.id, params.id ?? ""))
      return redirectWithToast(back, { ...shareMessages.revoked, variant: "success" });
    return redirectWithToast(back, {
      title: genericMessages.errorTitle,
      description: shareMessages.revokeFailed,
      variant: "destructive",
    });
  },
);
