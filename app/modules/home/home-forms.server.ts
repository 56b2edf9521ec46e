import { redirect, type ActionFunctionArgs } from "react-router";
import { z } from "zod";
import { requireUser } from "~/modules/auth/guards.server";
import { addIdea, addStyle } from "~/modules/catalog/catalog.server";
import { favouriteIntents } from "~/modules/designs/favourite-form.server";
import { isLibraryFont } from "~/modules/flash-engine/lettering/font-library";
import { LETTERING_LAYOUTS, type LetteringChoice } from "~/modules/flash-engine/lettering/lettering-choice";
import type { Complexity } from "~/modules/flash-engine/types";
import {
  COMPLEXITIES,
  CUSTOM_SIZE,
  DEFAULT_COMPLEXITY,
  DEFAULT_SIZE,
  DEFAULT_STYLE,
  generatorFieldMessages,
} from "~/modules/generation/generate-options";
import { startCustomization, startGeneration } from "~/modules/generation/generation-start.server";
import { GenerationLimitError } from "~/modules/generation/quota.server";
import { assertInkable, proveLettering } from "~/modules/lettering/lettering-proof.server";
import {
  letteringChoiceFromForm,
  letteringFormFields,
  letteringTextSchema,
} from "~/modules/lettering/lettering-request.server";
import { PICTURE_FIELD } from "~/modules/pictures/picture-options";
import { withPictureUpload } from "~/modules/pictures/picture-upload.server";
import { formAction, formIntent, formList, formText, refusalReply } from "~/utils/forms.server";
import { HttpError, isHttpError } from "~/utils/http-error";
import { catalogMessages } from "~/utils/messages/catalog";
import { validationMessages } from "~/utils/messages/common";
import { generateMessages } from "~/utils/messages/generate";
import { letteringMessages } from "~/utils/messages/lettering";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The home page's forms (its action): generate, the favourite heart, Add Custom Style, Add
 * Popular Idea and Customize. Each intent parses its form and calls the module function the
 * spec's JSON route calls too (POST /api/generate, /api/saved-designs, /api/styles,
 * /api/popular-ideas, /api/edit). Generating and customizing answer with the job's page
 * (post/redirect/get: /generations/{id} waits for it); the others with a toast.
 */

/**
 * The generator: the form's fields as POST /api/generate's body. The blank checks are the spec's (§5), as the browser
 * makes them.
 */
const generateForm = z
  .object({
    description: formText.refine((value) => value.trim() !== "", generatorFieldMessages.descriptionRequired),
    styles: formList,
    size: formText,
    customSize: formText.transform((value) => value.trim()),
    complexity: formText,
    // The picture's crop box (set by the picture tools with JavaScript; the file itself is read from the form).
    crop: formText,
    // The lettering studio (issue 37): its words, font and layout, and the spelling confirmed.
    ...letteringFormFields,
    letteringText: letteringTextSchema.optional().default(""),
    letteringFont: z
      .string()
      .optional()
      .default("")
      .refine((id) => id === "" || isLibraryFont(id), letteringMessages.unknownFont),
    letteringLayout: z
      .string()
      .optional()
      .default("")
      .refine(
        (layout) => layout === "" || (LETTERING_LAYOUTS as readonly string[]).includes(layout),
        letteringMessages.unknownLayout,
      ),
  })
  .refine((form) => form.size !== CUSTOM_SIZE || form.customSize !== "", {
    path: ["customSize"],
    message: generatorFieldMessages.customSizeRequired,
  })
  .transform((form) => ({
    customSize: form.size === CUSTOM_SIZE,
    body: {
      description: form.description,
      style: form.styles[0],
      selectedTags: form.styles.slice(1),
      size: form.size === CUSTOM_SIZE ? form.customSize : form.size,
      complexity: form.complexity || undefined,
      crop: form.crop || undefined,
      lettering: letteringChoiceFromForm(form),
    },
    letteringConfirm: form.letteringConfirm,
  }));

/** The spec's title for a refused generation, shown above its message without JavaScript. */
function generationTitle(error: HttpError): string {
  if (error.status === 429) {
    return error instanceof GenerationLimitError && error.kind === "monthly"
      ? generateMessages.monthlyLimitToast
      : generateMessages.limitReachedTitle;
  }
  if (error.fieldErrors?.description?.[0] === generatorFieldMessages.descriptionRequired)
    return validationMessages.descriptionRequired.title;
  if (error.fieldErrors?.customSize?.[0] === generatorFieldMessages.customSizeRequired)
    return generateMessages.customSizeRequiredTitle;
  if (error.fieldErrors?.letteringConfirm) return letteringMessages.confirmHeading;
  return generateMessages.failedTitle;
}

/** The form posts a custom size beside the size select, so a size refusal marks that field. */
function onCustomSize(error: unknown): unknown {
  if (!(error instanceof HttpError) || !error.fieldErrors?.size) return error;
  const { size, ...others } = error.fieldErrors;
  return new HttpError(error.status, error.message, {
    fieldErrors: { ...others, customSize: size },
    headers: error.headers,
  });
}

const generate = formIntent(
  generateForm,
  async (input, { request, context, headers, form }) => {
    const lettering = await confirmedLettering(input.body, input.letteringConfirm);
    const body = { ...input.body, lettering, [PICTURE_FIELD]: form.get(PICTURE_FIELD) };
    const jobId = await startGeneration(request, body, { clientIp: context.clientIp, headers }).catch(
      (error: unknown) => {
        // A spent day opens the spec's upgrade dialog (§8), which the server renders open.
        if (error instanceof GenerationLimitError && error.kind === "daily")
          throw redirect("/?dialog=upgrade", { headers });
        throw input.customSize ? onCustomSize(error) : error;
      },
    );
    // Post/redirect/get: the job's page shows the designs once made (and survives a reload).
    return redirect(`/generations/${jobId}`, { headers });
  },
  {
    keep: [
      "description",
      "size",
      "customSize",
      "complexity",
      "styles",
      "letteringText",
      "letteringFont",
      "letteringLayout",
      "letteringRoman",
      "letteringOnly",
    ],
    title: generationTitle,
  },
);

/**
 * Lettering is inked only as confirmed (issue 37): without JavaScript, the first post answers the
 * proof to check (the exact characters, their scripts, the legibility at size) and the second,
 * which repeats them in letteringConfirm, generates with exactly those lines.
 */
async function confirmedLettering(
  body: { description: string; style?: string; size: string; complexity?: string; lettering?: LetteringChoice },
  confirmation: string | undefined,
): Promise<LetteringChoice | undefined> {
  if (!body.description.trim()) return body.lettering;
  const proof = await proveLettering({
    description: body.description,
    style: body.style || DEFAULT_STYLE,
    size: body.size || DEFAULT_SIZE,
    complexity: (COMPLEXITIES as readonly string[]).includes(body.complexity ?? "")
      ? (body.complexity as Complexity)
      : DEFAULT_COMPLEXITY,
    lettering: body.lettering,
  });
  assertInkable(proof);
  if (!proof) return body.lettering;
  // A form posts line breaks as CR LF.
  if (confirmation?.replace(/\r\n/g, "\n") !== proof.confirmation) {
    const message =
      confirmation === undefined ? letteringMessages.confirmRequired : letteringMessages.changedSinceConfirmed;
    throw new HttpError(400, message, { fieldErrors: { letteringConfirm: [message] }, details: { lettering: proof } });
  }
  return { ...body.lettering, text: proof.confirmation };
}

/** Add Custom Style / Add Popular Idea: addStyle and addIdea check the plan, then the text (the spec's messages). */
const addToCatalog = (kind: "style" | "idea") =>
  formIntent(
    z.object({ name: z.unknown().optional(), text: z.unknown().optional() }),
    async (input, { request, context }) => {
      const user = await requireUser(request);
      if (kind === "style") {
        const style = await addStyle(user, input.name, context.clientIp);
        return redirectWithToast("/", {
          title: catalogMessages.styleAdded,
          description: style.name,
          variant: "success",
        });
      }
      const idea = await addIdea(user, input.text, context.clientIp);
      return redirectWithToast("/", { title: catalogMessages.ideaAdded, description: idea.text, variant: "success" });
    },
    {
      keep: [kind === "style" ? "name" : "text"],
      fallback: kind === "style" ? catalogMessages.addStyleFailed : catalogMessages.addIdeaFailed,
    },
  );

/**
 * Customize: the pressed button's mode and only the fields of that mode (spec §3 Edit request), as POST /api/edit's
 * body.
 */
const customizeForm = z
  .object({
    designId: formText,
    mode: formText,
    colorTheme: formText,
    style: formText,
    editInstructions: formText,
    modifications: formList,
  })
  .transform((form) => ({
    designId: form.designId,
    mode: form.mode,
    colorTheme: form.mode === "color" ? form.colorTheme || undefined : undefined,
    style: form.mode === "style" ? form.style || undefined : undefined,
    editInstructions: form.mode === "custom" ? form.editInstructions.trim() || undefined : undefined,
    modifications: form.modifications.length > 0 ? form.modifications : undefined,
  }));

const customize = formIntent(
  customizeForm,
  async (body, { request, context }) => {
    const user = await requireUser(request);
    const jobId = await startCustomization(user, async () => body, { clientIp: context.clientIp });
    return redirect(`/generations/${jobId}`);
  },
  { keep: ["editInstructions"] },
);

const homeForms = formAction(
  {
    generate,
    ...favouriteIntents({ back: (_intent, returnTo) => safeRedirect(returnTo, "/") }),
    "add-style": addToCatalog("style"),
    "add-idea": addToCatalog("idea"),
    customize,
  },
  { defaultIntent: "generate" },
);

/**
 * The page's action. The generator's form is multipart for signed-in people (it can carry a
 * picture, issue 28): a picture is personal data of an account, so a guest's multipart post
 * is sent to sign in (and back), and a plan, quota or limit that refuses it answers the
 * generator's reply, before its body is read (M8); then it is read within an upload slot.
 */
export async function homeAction(args: ActionFunctionArgs) {
  return withPictureUpload(args.request, { clientIp: args.context.clientIp, redirectTo: "/" }, () =>
    homeForms(args),
  ).catch((error: unknown) => {
    // Only a refusal before the form was read comes here: the form's own are its replies.
    if (error instanceof GenerationLimitError && error.kind === "daily") throw redirect("/?dialog=upgrade");
    if (isHttpError(error)) return refusalReply("generate", generate, error);
    throw error;
  });
}
