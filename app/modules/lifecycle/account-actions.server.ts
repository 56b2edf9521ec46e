import { data } from "react-router";
import type { User } from "~/generated/prisma/client";
import { destroyCurrentSession } from "~/modules/auth/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { AccountDeletionError, confirmsDeletion, deleteAccount } from "./account-deletion.server";
import { ACCOUNT_MESSAGES, DELETE_ACCOUNT_INTENT } from "./account-forms";

/**
 * The profile action's "delete-account" intent: a plain form post (works without
 * JavaScript). A wrong confirmation answers 400 with the message the form shows next to
 * the field; success signs the browser out and goes home with a toast.
 */
export type DeleteAccountActionData = { intent: typeof DELETE_ACCOUNT_INTENT; error: string };

export async function deleteAccountAction(request: Request, user: User, form: FormData) {
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
