/** The sign-in callback's refusal (the page offers to try again). */
export const signInMessages = {
  notConfirmed: "We could not confirm this sign-in (it may have expired or been started in another tab).",
} as const;
