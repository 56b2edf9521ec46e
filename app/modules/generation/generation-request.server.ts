import { z } from "zod";
import { validationMessages } from "~/utils/messages/common";

/** POST /api/generate and the home page form: spec §3 Generate request, validated. */
export const COMPLEXITIES = ["Simple", "Detailed", "Highly Complex"] as const;
export const SIZE_PRESETS = ["Small (5-10 cm)", "Medium (10-20 cm)", "Large (20+ cm)"] as const;
export const DEFAULT_SIZE = "Medium (10-20 cm)";
export const DEFAULT_COMPLEXITY = "Detailed";
export const DEFAULT_STYLE = "Traditional";

const descriptionRequired = `${validationMessages.descriptionRequired.title}: ${validationMessages.descriptionRequired.description}`;

export const generateRequestSchema = z.object({
  description: z
    .string({ error: descriptionRequired })
    .trim()
    .min(1, descriptionRequired)
    .max(1000, "Keep the description under 1000 characters."),
  style: z
    .string()
    .trim()
    .max(60, "Style names are at most 60 characters.")
    .optional()
    .transform((v) => v || DEFAULT_STYLE),
  size: z
    .string()
    .trim()
    .max(60, "Describe a custom size in at most 60 characters.")
    .optional()
    .transform((v) => v || DEFAULT_SIZE),
  complexity: z
    .enum(COMPLEXITIES, { error: `Complexity must be one of ${COMPLEXITIES.join(", ")}.` })
    .optional()
    .transform((v) => v ?? DEFAULT_COMPLEXITY),
  selectedTags: z
    .array(z.string().trim().min(1).max(60), { error: "selectedTags must be a list of style names." })
    .max(9, "Choose at most 10 styles.")
    .optional()
    .transform((v) => v ?? []),
});

export type GenerateRequest = z.output<typeof generateRequestSchema>;

export class RequestValidationError extends Error {
  override name = "RequestValidationError";
  readonly status = 400;
}

export function parseGenerateRequest(input: unknown): GenerateRequest {
  const result = generateRequestSchema.safeParse(input);
  if (!result.success) throw new RequestValidationError(result.error.issues[0]?.message ?? "Invalid request.");
  return result.data;
}
