/** What the server answers about a design, its files or its generation (someone else's are not found either). */
export const designMessages = {
  notFound: "Design not found.",
  fileNotFound: "Design file not found.",
  noVectorVersion: "This design has no vector version (only designs drawn by the built-in engine do).",
  notYours: "designId must be the id of one of your designs.",
  generationNotFound: "Generation not found.",
} as const;
