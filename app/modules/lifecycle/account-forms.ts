/** Names and messages shared by the profile's data forms and their server handlers. */
export const DELETE_ACCOUNT_INTENT = "delete-account";
export const SIGN_OUT_EVERYWHERE_INTENT = "sign-out-everywhere";
/** Where a person asked to sign in again before deleting comes back to. */
export const SIGN_IN_AGAIN_HREF = "/api/login?redirectTo=%2Fprofile&fresh=1";
export const EXPORT_PATH = "/profile/data.zip";

export const ACCOUNT_MESSAGES = {
  wrongEmail: "That is not your account's email. Type it exactly to delete your account.",
  wrongWord: "Type DELETE to delete your account.",
  deleted: { title: "Account deleted", description: "Your account, designs and files have been deleted." },
  signInAgain: "For your safety, sign in again (within the last 10 minutes) to delete your account.",
  signedOutEverywhere: {
    title: "Signed out everywhere",
    description: "Every browser and device signed in to your account is signed out.",
  },
} as const;
