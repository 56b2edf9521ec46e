import { z } from "zod";
import { requireUser } from "~/modules/auth/guards.server";
import { formIntent, formText } from "~/utils/forms.server";
import { messageOf } from "~/utils/http-error";
import { genericMessages } from "~/utils/messages/common";
import { favouritesMessages } from "~/utils/messages/favourites";
import { redirectWithToast } from "~/utils/toast.server";
import { saveDesign, unsaveDesign } from "./saved-designs.server";

/**
 * The favourite forms (the home gallery's heart without JavaScript, the profile's Save and
 * Remove buttons): the `save` and `unsave` intents of both pages' actions. They call the same
 * module functions as POST /api/saved-designs and DELETE /api/saved-designs/{id}, so the
 * checks are the same everywhere: signed in, the plan allows saving, the design is the user's
 * own (or in their saved designs). Buttons with no field to mark: they answer a redirect
 * carrying the spec's toast, success or not.
 */
export type FavouriteIntent = "save" | "unsave";

const favouriteForm = z.object({ designId: z.unknown().optional(), returnTo: formText });

export interface FavouriteFormOptions {
  /** Where to go back to afterwards (the form's own `returnTo`, already checked, when it sent one). */
  back: (intent: FavouriteIntent, returnTo: string) => string;
  /** A fixed text for any failed removal (the profile's 'Failed to remove design...'); else the error's own message. */
  removeFailed?: string;
}

export function favouriteIntents(options: FavouriteFormOptions) {
  const intent = (kind: FavouriteIntent) =>
    formIntent(favouriteForm, async ({ designId, returnTo }, { request }) => {
      const back = options.back(kind, returnTo);
      const user = await requireUser(request, { redirectTo: back, reason: "save" });
      try {
        if (kind === "save") {
          await saveDesign(user, designId);
          return await redirectWithToast(back, { ...favouritesMessages.saved, variant: "success" });
        }
        await unsaveDesign(user, designId);
        return await redirectWithToast(back, { ...favouritesMessages.removed, variant: "success" });
      } catch (error) {
        const description =
          kind === "save"
            ? messageOf(error, favouritesMessages.saveFailed)
            : (options.removeFailed ?? messageOf(error, favouritesMessages.unsaveFailed));
        return redirectWithToast(back, { title: genericMessages.errorTitle, description, variant: "destructive" });
      }
    });
  return { save: intent("save"), unsave: intent("unsave") };
}
