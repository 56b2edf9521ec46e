import { data } from "react-router";
import type { User } from "~/generated/prisma/client";
import { destroyAllSessionsOf, destroyCurrentSession, getCurrentSession, isRecentSignIn } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { AccountDeletionError, confirmsDeletion, deleteAccount } from "./account-deletion.server";
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_INTENT } from "./account-forms";

/**
 * The profile action's "delete-account" intent: a plain form post (works without
 * JavaScript). A wrong confirmation answers 400 with the message the form shows next to
 * the field; success signs the browser out and goes home with a toast.
 */
export type DeleteAccountActionData = { intent: typeof DELETE_ACCOUNT_INTENT; error: string; signInAgain?: boolean };

export async function deleteAccountAction(request: Request, user: User, form: FormData) {
  // A cookie left on a shared computer must not be enough to delete the account: a fresh sign-in is.
  const session = await getCurrentSession(request);
  if (!session || !isRecentSignIn(session)) {
    return data<DeleteAccountActionData>(
      { intent: DELETE_ACCOUNT_INTENT, error: ACCOUNT_MESSAGES.signInAgain, signInAgain: true },
      { status: 403 },
    );
  }
  if (!confirmsDeletion(user, form.get("confirmEmail"))) {
    return data<DeleteAccountActionData>(
      { intent: DELETE_ACCOUNT_INTENT, error: user.email ? ACCOUNT_MESSAGES.wrongEmail : ACCOUNT_MESSAGES.wrongWord },
      { status: 400 },
    );
  }
  try {
    await deleteAccount(user);
  } catch (error) {
    if (error instanceof AccountDeletionError) {
      return data<DeleteAccountActionData>({ intent: DELETE_ACCOUNT_INTENT, error: error.message }, { status: 502 });
    }
    throw error;
  }
  const clearCookie = await destroyCurrentSession(request);
  return redirectWithToast("/", { ...ACCOUNT_MESSAGES.deleted, variant: "success" }, { headers: { "Set-Cookie": clearCookie } });
}

/** The profile's "Sign out everywhere": every session of the account ends, this browser's too. */
export async function signOutEverywhereAction(user: User) {
  const clearCookie = await destroyAllSessionsOf(user.id);
  return redirectWithToast(
    "/",
    { ...ACCOUNT_MESSAGES.signedOutEverywhere, variant: "success" },
    { headers: { "Set-Cookie": clearCookie } },
  );
}
