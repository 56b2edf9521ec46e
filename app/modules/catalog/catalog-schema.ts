import { z } from "zod";

/**
 * What the add-style and add-idea requests carry. Not a `.server` module: the forms use the
 * same limits. `addStyle`/`addIdea` check the plan first (403) and then the text with the
 * spec's messages, so the JSON bodies only name their field here.
 */
export const STYLE_NAME_MAX = 40;
export const IDEA_TEXT_MAX = 120;

export const addStyleBody = z.object({ name: z.unknown() });
export const addIdeaBody = z.object({ text: z.unknown() });
