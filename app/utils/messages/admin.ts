export const adminMessages = {
  signedOut: "Please log in to access admin panel.",
  notAdmin: "Access denied. Admin privileges required.",
  /** An admin whose provider reported a sign-in without a second factor (M6). */
  secondFactorRequired:
    "Access denied: the admin panel needs a sign-in with a second factor (such as an authenticator app). Sign out, then sign in again using it.",
  deleteFailed: "Delete Failed",
  refreshFailed: "Refresh Failed",
  styleDeleted: "Style Deleted",
  ideaDeleted: "Idea Deleted",
  topicDeleted: "Topic Deleted",
  refreshed: "XAI Content Refreshed",
} as const;
