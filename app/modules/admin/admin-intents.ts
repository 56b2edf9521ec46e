/** The buttons of /admin: each posts one of these intents (with an id) to the page's action. */
export const ADMIN_INTENTS = {
  deleteStyle: "delete-style",
  deleteIdea: "delete-idea",
  deleteTopic: "delete-topic",
  refreshTopics: "refresh-topics",
} as const;

export type AdminIntent = (typeof ADMIN_INTENTS)[keyof typeof ADMIN_INTENTS];

/** Where each answer returns on /admin, so the page opens at the section acted on. */
export const ADMIN_SECTIONS = {
  styles: "user-styles",
  ideas: "user-ideas",
  topics: "trending-topics",
  defaults: "default-styles",
} as const;
