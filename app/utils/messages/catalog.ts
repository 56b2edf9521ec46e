export const catalogMessages = {
  errorTitle: "Error",
  addStyleFailed: "Failed to add style",
  addIdeaFailed: "Failed to add idea",
  styleAdded: "Style Added",
  ideaAdded: "Idea Added",
  styleNotFound: "Style not found",
  ideaNotFound: "Idea not found",
  unknownStyle: (name: string) => `Unknown style: ${name}.`,
} as const;
