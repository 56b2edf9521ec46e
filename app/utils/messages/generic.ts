export const genericMessages = {
  errorTitle: "Error",
  somethingWentWrong: "Something went wrong",
  tryAgain: "Please try again in a moment.",
} as const;
