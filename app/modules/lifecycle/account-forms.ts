/** Names and messages shared by the profile's data forms and their server handlers. */
export const DELETE_ACCOUNT_INTENT = "delete-account";
export const EXPORT_PATH = "/profile/data.zip";

export const ACCOUNT_MESSAGES = {
  wrongEmail: "That is not your account's email. Type it exactly to delete your account.",
  wrongWord: "Type DELETE to delete your account.",
  deleted: { title: "Account deleted", description: "Your account, designs and files have been deleted." },
} as const;
