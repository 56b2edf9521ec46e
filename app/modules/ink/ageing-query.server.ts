import { z } from "zod";
import { httpErrorResponse, zodRefusal } from "~/utils/http.server";
import { inkMessages } from "~/utils/messages/ink";
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
    .enum(AGEING_YEARS.map(String) as [string, ...string[]], { error: inkMessages.years })
    .optional()
    .transform((value) => Number(value ?? 10) as AgeingYears),
  tone: z
    .string()
    .regex(/^(10|[1-9])$/, inkMessages.tone)
    .optional()
    .transform((value) => (value ? Number(value) : null)),
  placement: z
    .enum(PLACEMENT_IDS, { error: inkMessages.placement(PLACEMENT_IDS) })
    .optional()
    .transform((value) => value ?? null),
  marks: z
    .enum(["0", "1"], { error: inkMessages.marks })
    .optional()
    .transform((value) => value !== "0"),
  cm: z
    .string()
    .regex(/^\d{1,2}$/, inkMessages.previewCm(PREVIEW_CM.min, PREVIEW_CM.max))
    .optional()
    .transform((value) => (value ? Number(value) : null))
    .refine(
      (value) => value === null || (value >= PREVIEW_CM.min && value <= PREVIEW_CM.max),
      inkMessages.previewCm(PREVIEW_CM.min, PREVIEW_CM.max),
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
  if (!result.success) throw httpErrorResponse(zodRefusal(result.error));
  return result.data;
}
