export const adminMessages = {
  signedOut: "Please log in to access admin panel.",
  notAdmin: "Access denied. Admin privileges required.",
  deleteFailed: "Delete Failed",
  refreshFailed: "Refresh Failed",
  styleDeleted: "Style Deleted",
  ideaDeleted: "Idea Deleted",
  topicDeleted: "Topic Deleted",
  refreshed: "XAI Content Refreshed",
} as const;
