/** The messages the home page itself shows, in one module (one file to download). */
export const PRODUCT_NAME = "Inkwell";

export const validationMessages = {
  descriptionRequired: { title: "Description Required", description: "Please describe your tattoo design." },
  styleNameRequired: { title: "Style name required", description: "Please enter a style name." },
  ideaTextRequired: { title: "Idea text required", description: "Please enter an idea description." },
} as const;

export const genericMessages = {
  errorTitle: "Error",
  somethingWentWrong: "Something went wrong",
  tryAgain: "Please try again in a moment.",
} as const;
