export const authMessages = {
  signInRequired: "Sign In Required",
  unauthorized: "Unauthorized",
  forbidden: "Forbidden",
} as const;
