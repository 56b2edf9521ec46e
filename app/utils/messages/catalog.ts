export const catalogMessages = {
  errorTitle: "Error",
  addStyleFailed: "Failed to add style",
  addIdeaFailed: "Failed to add idea",
  styleAdded: "Style Added",
  ideaAdded: "Idea Added",
} as const;
