import { z } from "zod";
import { isLibraryFont } from "~/modules/flash-engine/lettering/font-library";
import {
  LETTERING_LAYOUTS,
  LETTERING_LINE_MAX,
  LETTERING_LINES_MAX,
  LETTERING_TEXT_MAX,
  type LetteringChoice,
} from "~/modules/flash-engine/lettering/lettering-choice";
import { letteringMessages } from "~/utils/messages/lettering";

/**
 * The lettering studio's choices, validated (issue 37): in POST /api/generate's JSON body as
 * `lettering: { text, font, layout, roman, only }`, and from the generator's plain form fields
 * (letteringText, letteringFont, letteringLayout, letteringRoman, letteringOnly).
 */

/** Up to three lines of up to 40 characters, without control characters (tabs and line breaks aside). */
export const letteringTextSchema = z
  .string()
  .max(LETTERING_TEXT_MAX + LETTERING_LINES_MAX * 4, letteringMessages.lineTooLong)
  .refine(
    (text) => !/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f]/.test(text),
    letteringMessages.invalidCharacters,
  )
  .refine(
    (text) => text.split(/\r?\n/).filter((line) => line.trim()).length <= LETTERING_LINES_MAX,
    letteringMessages.tooManyLines,
  )
  .refine(
    (text) => text.split(/\r?\n/).every((line) => [...line.trim()].length <= LETTERING_LINE_MAX),
    letteringMessages.lineTooLong,
  );

const fontSchema = z
  .string()
  .max(60)
  .refine((id) => id === "" || isLibraryFont(id), letteringMessages.unknownFont)
  .transform((id) => id || undefined);

const layoutSchema = z.enum(LETTERING_LAYOUTS, { error: letteringMessages.unknownLayout });

export const letteringChoiceSchema = z
  .object({
    text: letteringTextSchema.optional(),
    font: fontSchema.optional(),
    layout: layoutSchema.optional(),
    roman: z.boolean({ error: "lettering.roman must be true or false." }).optional(),
    only: z.boolean({ error: "lettering.only must be true or false." }).optional(),
  })
  .strict();

/** The form's lettering fields, as typed; checkboxes send "on". */
export const letteringFormFields = {
  letteringText: z.string().optional().default(""),
  letteringFont: z.string().optional().default(""),
  letteringLayout: z.string().optional().default(""),
  letteringRoman: z.string().optional().default(""),
  letteringOnly: z.string().optional().default(""),
  letteringConfirm: z.string().optional(),
};

/** The field each lettering problem is marked on, in the form and in the JSON answer alike. */
export const LETTERING_FIELDS = {
  text: "letteringText",
  font: "letteringFont",
  layout: "letteringLayout",
  roman: "letteringRoman",
  only: "letteringOnly",
} as const;

/** The form's fields as a choice (undefined when nothing was chosen), checked by the same schema as JSON. */
export function letteringChoiceFromForm(form: {
  letteringText: string;
  letteringFont: string;
  letteringLayout: string;
  letteringRoman: string;
  letteringOnly: string;
}): LetteringChoice | undefined {
  const choice: Record<string, unknown> = {};
  if (form.letteringText.trim()) choice.text = form.letteringText;
  if (form.letteringFont) choice.font = form.letteringFont;
  if (form.letteringLayout) choice.layout = form.letteringLayout;
  if (form.letteringRoman) choice.roman = true;
  if (form.letteringOnly) choice.only = true;
  return Object.keys(choice).length ? (choice as LetteringChoice) : undefined;
}
