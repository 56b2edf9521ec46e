export const favouritesMessages = {
  loginRequired: "Login Required",
  loginRequiredDescription: "Sign in to save designs to your favorites.",
  unauthorized: "Unauthorized: You are logged out. Logging in again...",
  saveFailed: "Failed to save design. Please try again.",
  unsaveFailed: "Failed to unsave design. Please try again.",
  removeFailed: "Failed to remove design. Please try again.",
  notSaved: "This design is not in your saved designs.",
  saved: { title: "Design Saved", description: "The design has been added to your favorites." },
  removed: { title: "Design Removed", description: "The design has been removed from your favorites." },
} as const;
