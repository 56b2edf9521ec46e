import { getOptionalUser } from "~/modules/auth/session.server";
import { messageOf } from "~/utils/http-error";
import { genericMessages } from "~/utils/messages/common";
import { favouritesMessages } from "~/utils/messages/favourites";
import { redirectWithToast } from "~/utils/toast.server";
import { saveDesign, unsaveDesign } from "./saved-designs.server";

/**
 * The favourite forms without JavaScript (the home gallery's heart, the profile's Save and
 * Remove buttons): one handler for both pages. It calls the same module functions as
 * POST /api/saved-designs and DELETE /api/saved-designs/{id}, which the browser calls with
 * JavaScript, so the checks are the same everywhere: signed in, the plan allows saving, the
 * design is the user's own (or in their saved designs). It answers a redirect carrying the
 * spec's toast.
 */

export type FavouriteIntent = "save" | "unsave";

export function isFavouriteIntent(intent: unknown): intent is FavouriteIntent {
  return intent === "save" || intent === "unsave";
}

/** A signed-out visitor's form: back to the page with the spec's 'Login Required' toast and its Login button. */
export function redirectToLoginRequired(back: string): Promise<Response> {
  return redirectWithToast(back, {
    title: favouritesMessages.loginRequired,
    description: favouritesMessages.loginRequiredDescription,
    action: { label: "Login", href: `/api/login?returnTo=${encodeURIComponent(back)}` },
  });
}

export interface FavouriteFormOptions {
  /** Where to go back to afterwards, per intent or the same for both. */
  back: string | Record<FavouriteIntent, string>;
  /** A fixed text for any failed removal (the profile's 'Failed to remove design...'); else the error's own message. */
  removeFailed?: string;
}

export async function handleFavouriteForm(
  request: Request,
  intent: FavouriteIntent,
  form: FormData,
  options: FavouriteFormOptions,
): Promise<Response> {
  const back = typeof options.back === "string" ? options.back : options.back[intent];
  const user = await getOptionalUser(request);
  if (!user) return redirectToLoginRequired(back);
  const designId = form.get("designId");
  try {
    if (intent === "save") {
      await saveDesign(user, designId);
      return redirectWithToast(back, { ...favouritesMessages.saved, variant: "success" });
    }
    await unsaveDesign(user, designId);
    return redirectWithToast(back, { ...favouritesMessages.removed, variant: "success" });
  } catch (error) {
    const description =
      intent === "save"
        ? messageOf(error, favouritesMessages.saveFailed)
        : (options.removeFailed ?? messageOf(error, favouritesMessages.unsaveFailed));
    return redirectWithToast(back, { title: genericMessages.errorTitle, description, variant: "destructive" });
  }
}
