import { z } from "zod";
import { zodRefusal } from "~/utils/http.server";
import { shareMessages } from "~/utils/messages/share";
import { DISPLAY_NAME_MAX, NOTES_MAX, parsePlacement, PLACEMENT_VALUES, SHARE_EXPIRY_DAYS } from "./placements";

const DAY_MS = 24 * 60 * 60 * 1000;

/** The share form's fields (form or JSON): all optional; empty text counts as none. */
const optionalText = (max: number, message: string) =>
  z
    .string()
    .optional()
    .transform((value) => value?.replace(/\r\n/g, "\n").trim() || null)
    .pipe(z.string().max(max, message).nullable());

export const shareInputSchema = z
  .object({
    notes: optionalText(NOTES_MAX, shareMessages.notesTooLong),
    placement: z
      .string()
      .optional()
      .transform((value) => (value ? (parsePlacement(value) ?? "invalid") : null))
      .pipe(z.enum(PLACEMENT_VALUES, shareMessages.placementInvalid).nullable()),
    displayName: optionalText(DISPLAY_NAME_MAX, shareMessages.displayNameInvalid).pipe(
      z
        .string()
        .regex(/^[\p{L}\p{M}][\p{L}\p{M}' .-]*$/u, shareMessages.displayNameInvalid)
        .nullable(),
    ),
    /** Days until the link stops (L10), or none: the form's field, stored as the moment it stops (`expiresAt`). */
    expiresIn: z
      .string()
      .optional()
      .transform((value) => value?.trim() || null)
      .pipe(z.enum(SHARE_EXPIRY_DAYS, shareMessages.expiryInvalid).nullable())
      .transform((days) => (days ? new Date(Date.now() + Number(days) * DAY_MS) : null)),
  })
  .transform(({ expiresIn, ...fields }) => ({ ...fields, expiresAt: expiresIn }));

export type ShareInput = z.output<typeof shareInputSchema>;

/** The share fields of a form or a JSON body; a 400 HttpError naming each wrong field otherwise. */
export function parseShareInput(body: Record<string, unknown>): ShareInput {
  const result = shareInputSchema.safeParse({
    notes: typeof body.notes === "string" ? body.notes : undefined,
    placement: typeof body.placement === "string" ? body.placement : undefined,
    displayName: typeof body.displayName === "string" ? body.displayName : undefined,
    // The form's select, or a JSON number of days.
    expiresIn:
      typeof body.expiresIn === "string" || typeof body.expiresIn === "number" ? String(body.expiresIn) : undefined,
  });
  if (result.success) return result.data;
  throw zodRefusal(result.error);
}
