import { z } from "zod";
import { requireUser } from "~/modules/auth/guards.server";
import {
  destroyAllSessionsOf,
  destroyCurrentSession,
  getCurrentSession,
  isRecentSignIn,
} from "~/modules/auth/session.server";
import { formIntent, formText } from "~/utils/forms.server";
import { HttpError } from "~/utils/http-error";
import { redirectWithToast } from "~/utils/toast.server";
import { AccountDeletionError, confirmsDeletion, deleteAccount } from "./account-deletion.server";
import { ACCOUNT_MESSAGES } from "./account-forms";

/**
 * The profile's "Delete my account" form (its `delete-account` intent; works without
 * JavaScript). An authentication older than 10 minutes is a 403 that asks for a new one; a wrong
 * confirmation is a 400 that marks the field; a subscription that could not be cancelled a
 * 502 with its message; success signs the browser out and goes home with a toast.
 */
export const deleteAccountIntent = formIntent(
  z.object({ confirmEmail: formText }),
  async ({ confirmEmail }, { request }) => {
    const user = await requireUser(request);
    // A cookie left on a shared computer must not be enough to delete the account: an authentication at the provider
    // of the last minutes is (its auth_time; 403 otherwise, and the form links to a sign-in that asks for one).
    const session = await getCurrentSession(request);
    if (!session || !isRecentSignIn(session)) {
      throw new HttpError(403, ACCOUNT_MESSAGES.signInAgain, {
        fieldErrors: { confirmEmail: [ACCOUNT_MESSAGES.signInAgain] },
      });
    }
    if (!confirmsDeletion(user, confirmEmail)) {
      const message = user.email ? ACCOUNT_MESSAGES.wrongEmail : ACCOUNT_MESSAGES.wrongWord;
      throw new HttpError(400, message, { fieldErrors: { confirmEmail: [message] } });
    }
    try {
      await deleteAccount(user);
    } catch (error) {
      if (error instanceof AccountDeletionError) throw new HttpError(502, error.message, { cause: error });
      throw error;
    }
    const clearCookie = await destroyCurrentSession(request);
    return redirectWithToast(
      "/",
      { ...ACCOUNT_MESSAGES.deleted, variant: "success" },
      { headers: { "Set-Cookie": clearCookie } },
    );
  },
);

/** The profile's "Sign out everywhere": every session of the account ends, this browser's too. */
export const signOutEverywhereIntent = formIntent(z.object({}), async (_input, { request }) => {
  const user = await requireUser(request);
  const clearCookie = await destroyAllSessionsOf(user.id);
  return redirectWithToast(
    "/",
    { ...ACCOUNT_MESSAGES.signedOutEverywhere, variant: "success" },
    { headers: { "Set-Cookie": clearCookie } },
  );
});
