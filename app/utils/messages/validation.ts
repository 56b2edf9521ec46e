export const validationMessages = {
  descriptionRequired: { title: "Description Required", description: "Please describe your tattoo design." },
  styleNameRequired: { title: "Style name required", description: "Please enter a style name." },
  ideaTextRequired: { title: "Idea text required", description: "Please enter an idea description." },
} as const;
