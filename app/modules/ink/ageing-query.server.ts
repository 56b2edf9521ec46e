import { z } from "zod";
import { HttpError } from "~/utils/http-error";
import { httpErrorResponse } from "~/utils/http.server";
import { AGEING_YEARS, type AgeingYears } from "./ageing-model";
import { PREVIEW_CM } from "./ageing.server";
import { PLACEMENT_IDS, type PlacementId } from "./placement-options";

/**
 * What an ageing picture, analysis or page asks for, from its query string: the years (0, 5, 10
 * or 20; 10 when not given), a skin tone (1..10 of the Monk scale, or none: paper), the placement
 * (the design's own when not given), whether merges are marked, and a size to preview it at.
 * Anything else is a 400 naming the parameter and what it takes (a thrown Response).
 */
export interface AgeingQuery {
  years: AgeingYears;
  tone: number | null;
  placement: PlacementId | null;
  marks: boolean;
  cm: number | null;
}

const optional = (value: string | null) => (value === null || value.trim() === "" ? undefined : value.trim());

const schema = z.object({
  years: z
    .enum(AGEING_YEARS.map(String) as [string, ...string[]], { error: "years must be 0, 5, 10 or 20." })
    .optional()
    .transform((value) => Number(value ?? 10) as AgeingYears),
  tone: z
    .string()
    .regex(/^(10|[1-9])$/, "tone must be a Monk Skin Tone Scale tone from 1 to 10.")
    .optional()
    .transform((value) => (value ? Number(value) : null)),
  placement: z
    .enum(PLACEMENT_IDS, { error: `placement must be one of: ${PLACEMENT_IDS.join(", ")}.` })
    .optional()
    .transform((value) => value ?? null),
  marks: z
    .enum(["0", "1"], { error: "marks must be 0 or 1." })
    .optional()
    .transform((value) => value !== "0"),
  cm: z
    .string()
    .regex(/^\d{1,2}$/, `cm must be a whole number of centimetres from ${PREVIEW_CM.min} to ${PREVIEW_CM.max}.`)
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .refine(
      (value) => value === null || (value >= PREVIEW_CM.min && value <= PREVIEW_CM.max),
      `cm must be a whole number of centimetres from ${PREVIEW_CM.min} to ${PREVIEW_CM.max}.`,
    ),
});

export function parseAgeingQuery(url: URL): AgeingQuery {
  const params = url.searchParams;
  const result = schema.safeParse({
    years: optional(params.get("years")),
    tone: optional(params.get("tone")),
    placement: optional(params.get("placement")),
    marks: optional(params.get("marks")),
    cm: optional(params.get("cm")),
  });
  if (!result.success) {
    const issue = result.error.issues[0];
    throw httpErrorResponse(
      new HttpError(400, issue?.message ?? "Invalid request.", {
        fieldErrors: { [String(issue?.path[0] ?? "form")]: [issue?.message ?? "Invalid request."] },
      }),
    );
  }
  return result.data;
}
