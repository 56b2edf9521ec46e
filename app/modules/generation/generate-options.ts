import { validationMessages } from "~/utils/messages/common";

/**
 * The generator's choices and defaults (spec §5), in one place the form and the server both
 * import. No zod here on purpose: the form is on the home page (its JavaScript budget); the
 * schema that enforces these is `generation-request.server.ts`.
 */
export const SIZE_PRESETS = ["Small (5-10 cm)", "Medium (10-20 cm)", "Large (20+ cm)"] as const;
export const CUSTOM_SIZE = "Custom Size";
export const COMPLEXITIES = ["Simple", "Detailed", "Highly Complex"] as const;
export const DEFAULT_SIZE = "Medium (10-20 cm)";
export const DEFAULT_COMPLEXITY = "Detailed";
export const DEFAULT_STYLE = "Traditional";
export const DESCRIPTION_MAX = 1000;
export const CUSTOM_SIZE_MAX = 60;

/** What a person reads next to a field that needs fixing (the spec's toasts say the same). */
export const generatorFieldMessages = {
  descriptionRequired: validationMessages.descriptionRequired.description,
  descriptionTooLong: `Keep the description under ${DESCRIPTION_MAX} characters.`,
  customSizeRequired: "Describe the custom size, for example 8 x 12 cm.",
  customSizeTooLong: `Describe a custom size in at most ${CUSTOM_SIZE_MAX} characters.`,
  circumference: "Give the circumference in cm, from 12 to 40 (measure round the wrist, ankle or arm).",
} as const;
