import { z } from "zod";
import { LETTERING_FIELDS, letteringChoiceSchema } from "~/modules/lettering/lettering-request.server";
import { PICTURE_FIELD } from "~/modules/pictures/picture-options";
import { formValues } from "~/utils/forms.server";
import { zodRefusal } from "~/utils/http.server";
import { validationMessages } from "~/utils/messages/common";
import { isMultipart, readFormData, readJsonBody } from "~/utils/request-body.server";
import {
  COMPLEXITIES,
  CUSTOM_SIZE_MAX,
  DEFAULT_COMPLEXITY,
  DEFAULT_SIZE,
  DEFAULT_STYLE,
  DESCRIPTION_MAX,
  generatorFieldMessages,
} from "./generate-options";

export { COMPLEXITIES, DEFAULT_COMPLEXITY, DEFAULT_SIZE, DEFAULT_STYLE, SIZE_PRESETS } from "./generate-options";

/** POST /api/generate and the home page form: spec §3 Generate request, validated. */

const descriptionRequired = `${validationMessages.descriptionRequired.title}: ${validationMessages.descriptionRequired.description}`;

export const generateRequestSchema = z.object({
  description: z
    .string({ error: descriptionRequired })
    .trim()
    .min(1, descriptionRequired)
    .max(DESCRIPTION_MAX, generatorFieldMessages.descriptionTooLong),
  style: z
    .string()
    .trim()
    .max(60, "Style names are at most 60 characters.")
    .optional()
    .transform((v) => v || DEFAULT_STYLE),
  size: z
    .string()
    .trim()
    .max(CUSTOM_SIZE_MAX, generatorFieldMessages.customSizeTooLong)
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
  /** The lettering studio's choices (issue 37): the exact words, font, layout, Roman numerals, lettering alone. */
  lettering: letteringChoiceSchema.optional(),
});

export type GenerateRequest = z.output<typeof generateRequestSchema>;

/**
 * The request, or a 400 HttpError whose message is the first problem (the spec's text for a
 * blank description) and whose field errors name each field that is wrong.
 */
export function parseGenerateRequest(input: unknown): GenerateRequest {
  const result = generateRequestSchema.safeParse(input);
  if (result.success) return result.data;
  // Next to the description, the spec's toast text without its title; a lettering problem is marked on its own
  // field (letteringText...), as the form names it.
  throw zodRefusal(
    result.error,
    (issue) =>
      issue.path[0] === "description" && issue.code !== "too_big"
        ? generatorFieldMessages.descriptionRequired
        : issue.message,
    (issue) =>
      issue.path[0] === "lettering" ? LETTERING_FIELDS[issue.path[1] as keyof typeof LETTERING_FIELDS] : undefined,
  );
}

/**
 * POST /api/generate's body: JSON (spec §3), or multipart/form-data when it starts from a
 * picture (issue 28): the same fields (`selectedTags` repeated), the `picture` file and its
 * `crop` box. Each is capped as it streams (request-body.server.ts).
 */
export async function readGenerateBody(request: Request): Promise<unknown> {
  if (!isMultipart(request.headers.get("content-type"))) return readJsonBody(request);
  const form = await readFormData(request);
  const selectedTags = form.getAll("selectedTags").filter((tag) => typeof tag === "string");
  const { lettering, ...values } = formValues(form);
  return {
    ...values,
    selectedTags,
    ...(lettering ? { lettering: jsonField(lettering) } : {}),
    [PICTURE_FIELD]: form.get(PICTURE_FIELD),
  };
}

/** A JSON object sent as one multipart field (the lettering); anything else is left for the schema to refuse. */
function jsonField(value: string | string[]): unknown {
  if (typeof value !== "string") return value;
  try {
    return JSON.parse(value) as unknown;
  } catch {
    return value;
  }
}
