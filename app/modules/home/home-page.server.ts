import { redirect } from "react-router";
import { subscriptionActivatedRedirect } from "~/modules/billing/subscription-activated.server";
import { consumeRateLimit } from "~/modules/limits/rate-limit.server";
import { getCurrentSession, getOptionalUser } from "~/modules/auth/session.server";
import { addIdea, addStyle, listVisibleIdeas, listVisibleStyles, POPULAR_IDEAS_SHOWN } from "~/modules/catalog/catalog.server";
import { findDesignsForSession, toPublicDesign } from "~/modules/designs/designs.server";
import { handleFavouriteForm, isFavouriteIntent, redirectToLoginRequired } from "~/modules/designs/favourite-form.server";
import { customizeDesign, parseEditRequest } from "~/modules/generation/customize.server";
import { prepareGeneration } from "~/modules/generation/generate-designs.server";
import { jobIdFor, submitGeneration } from "~/modules/generation/jobs/generation-job-service.server";
import { describeGenerationFailure } from "~/modules/generation/generation-errors.server";
import { CUSTOM_SIZE, CUSTOM_SIZE_MAX, DESCRIPTION_MAX, generatorFieldMessages } from "~/modules/generation/generate-options";
import { parseGenerateRequest } from "~/modules/generation/generation-request.server";
import { resolveRequester } from "~/modules/generation/requester.server";
import { canUseStyle, getPlan } from "~/modules/plans/plans";
import { getSuggestion } from "~/modules/suggestions/suggestions.server";
import { catalogMessages } from "~/utils/messages/catalog";
import { customizeMessages } from "~/utils/messages/customize";
import { favouritesMessages } from "~/utils/messages/favourites";
import { generateMessages } from "~/utils/messages/generate";
import { genericMessages, validationMessages } from "~/utils/messages/common";
import { safeRedirect } from "~/utils/safe-redirect";
import { readFormData } from "~/utils/request-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import type { User } from "~/utils/db.server";
import { firstFieldErrors, isHttpError, type FormFieldErrors } from "~/utils/http-error";

/** Designs listed in the URL (?designs=a,b): the gallery after a no-JavaScript generation. */
function idsFrom(value: string | null): string[] {
  return (value ?? "")
    .split(",")
    .map((id) => id.trim())
    .filter((id) => id.length > 0 && id.length <= 64)
    .slice(0, 24);
}

/**
 * What the home page needs, in one round of queries after the session lookup (or the
 * redirect that follows a paid checkout, thrown).
 */
export async function loadHomePage(request: Request) {
  const activated = await subscriptionActivatedRedirect(request);
  if (activated) throw activated;
  const session = await getCurrentSession(request);
  const user = session?.user ?? null;
  const tier = user?.subscriptionType ?? "anonymous";
  const viewerId = user?.id ?? null;
  const [styles, ideas, suggestion] = await Promise.all([
    listVisibleStyles(viewerId),
    listVisibleIdeas(viewerId, POPULAR_IDEAS_SHOWN),
    getSuggestion(),
  ]);
  const plan = getPlan(tier);
  const allowed = styles.filter((style) => canUseStyle(tier, style));
  const url = new URL(request.url);
  const idea = url.searchParams.get("idea");
  const customizeId = url.searchParams.get("customize");
  const galleryIds = [...new Set([...(customizeId ? [customizeId] : []), ...idsFrom(url.searchParams.get("designs"))])];
  const gallery = galleryIds.length > 0 ? (await findDesignsForSession(session, galleryIds)).map(toPublicDesign) : [];
  return {
    signedIn: Boolean(user),
    tier,
    styles: allowed.map((style) => ({ name: style.name, isCustom: style.isCustom })),
    lockedStyleCount: styles.length - allowed.length,
    ideas: ideas.map((entry) => entry.text),
    suggestion,
    prefill: idea ? idea.slice(0, 1000) : "",
    gallery,
    customizeDesign: gallery.find((design) => design.id === customizeId) ?? null,
    customizeStyles: allowed.map((style) => style.name),
    capabilities: {
      customSize: plan.canCustomSize,
      highlyComplex: plan.canUseHighlyComplex,
      addStylesAndIdeas: plan.canAddStylesAndIdeas,
      customize: plan.canCustomize,
      save: plan.canSaveDesigns,
      tattooability: plan.maxResolution >= 1024,
      proFiles: plan.canDownloadPrintFiles,
    },
  };
}

export type GeneratorFormFailure = {
  ok: false;
  form: "generate";
  status: number;
  title: string;
  message: string;
  limit?: string;
  signedIn: boolean;
  /** What was sent, to fill the form in again. */
  description: string;
  size: string;
  customSize: string;
  fieldErrors: FormFieldErrors;
};

/** A refused no-JavaScript post of a dialog's form (add a style or idea, customize): the text as typed and the field to fix. */
export type DialogFormFailure = {
  ok: false;
  form: "add-style" | "add-idea" | "customize";
  status: number;
  message: string;
  value: string;
  fieldErrors: FormFieldErrors;
};

export type HomeActionResult = { ok: true; jobId: string } | GeneratorFormFailure | DialogFormFailure;

/**
 * The generator as a plain form (no JavaScript): the same generation as POST
 * /api/generate, and the usage counts the browser would otherwise send. A refusal comes
 * back as the page's action data: the title and message shown as text, and the fields to
 * mark (the form posts `customSize` beside the size select, so its errors move there).
 */
export async function generateFromForm(
  request: Request,
  form: FormData,
  clientIp: string,
): Promise<{ result: { ok: true; jobId: string } | GeneratorFormFailure; setCookie: string | null }> {
  const styles = form.getAll("styles").filter((value): value is string => typeof value === "string" && value !== "");
  const size = String(form.get("size") ?? "");
  const customSize = String(form.get("customSize") ?? "").trim();
  const description = String(form.get("description") ?? "");
  const input = {
    description,
    style: styles[0],
    selectedTags: styles.slice(1),
    size: size === CUSTOM_SIZE ? customSize : size,
    complexity: String(form.get("complexity") ?? "") || undefined,
  };
  const requester = await resolveRequester(request, clientIp);
  const signedIn = Boolean(requester.user);
  const refused = (status: number, title: string, message: string, extra: Partial<GeneratorFormFailure> = {}) => ({
    result: {
      ok: false as const,
      form: "generate" as const,
      status,
      title,
      message,
      signedIn,
      description: description.slice(0, DESCRIPTION_MAX),
      size: size.slice(0, CUSTOM_SIZE_MAX),
      customSize: customSize.slice(0, CUSTOM_SIZE_MAX),
      fieldErrors: {},
      ...extra,
    },
    setCookie: null,
  });

  if (description.trim() === "") {
    const { title, description: message } = validationMessages.descriptionRequired;
    return refused(400, title, message, { fieldErrors: { description: generatorFieldMessages.descriptionRequired } });
  }
  if (size === CUSTOM_SIZE && customSize === "") {
    return refused(400, generateMessages.customSizeRequiredTitle, generatorFieldMessages.customSizeRequired, {
      fieldErrors: { customSize: generatorFieldMessages.customSizeRequired },
    });
  }
  let setCookie: string | null = null;
  try {
    // A spent quota is answered first, whatever else is exceeded (the daily limit opens the upgrade dialog).
    await requester.assertHasQuota();
    const limited = await consumeRateLimit("generation", { tier: requester.tier, accountId: requester.viewerId, clientIp });
    if (limited) return refused(429, generateMessages.limitReachedTitle, limited.message);
    const parsed = parseGenerateRequest(input);
    const prepared = await prepareGeneration(requester.tier, requester.viewerId, parsed);
    const resolved = await requester.subject();
    setCookie = resolved.setCookie;
    // The same durable job as POST /api/generate; the page at /generations/{id} waits for it.
    const jobId = await submitGeneration(resolved.subject, prepared, jobIdFor(null));
    return { result: { ok: true, jobId }, setCookie };
  } catch (error) {
    const failure = describeGenerationFailure(error);
    const title =
      failure.kind === "limit"
        ? failure.limit === "monthly"
          ? generateMessages.monthlyLimitToast
          : generateMessages.limitReachedTitle
        : generateMessages.failedTitle;
    const { size: sizeError, ...fieldErrors } = firstFieldErrors(failure.fieldErrors);
    const marked = sizeError ? { ...fieldErrors, [size === CUSTOM_SIZE ? "customSize" : "size"]: sizeError } : fieldErrors;
    return { ...refused(failure.status, title, failure.message, { limit: failure.limit, fieldErrors: marked }), setCookie };
  }
}

/**
 * Adding a style or an idea without JavaScript: a redirect with the spec's toast when it
 * worked; otherwise the dialog stays open with the field marked (and the text as typed).
 */
async function addToCatalogFromForm(
  user: User,
  intent: "add-style" | "add-idea",
  form: FormData,
  clientIp: string,
): Promise<Response | DialogFormFailure> {
  const field = intent === "add-style" ? "name" : "text";
  const value = form.get(field);
  try {
    if (intent === "add-style") {
      const style = await addStyle(user, value, clientIp);
      return redirectWithToast("/", { title: catalogMessages.styleAdded, description: style.name, variant: "success" });
    }
    const idea = await addIdea(user, value, clientIp);
    return redirectWithToast("/", { title: catalogMessages.ideaAdded, description: idea.text, variant: "success" });
  } catch (error) {
    if (!isHttpError(error) || error.status === 403) throw error;
    const fieldErrors = firstFieldErrors(error.fieldErrors);
    const typed = typeof value === "string" ? value.slice(0, 200) : "";
    return { ok: false, form: intent, status: error.status, message: error.message, value: typed, fieldErrors };
  }
}

/**
 * The home page's forms without JavaScript: generate (answered by a redirect to the
 * gallery, so a refresh does not generate again), favourites, new styles and ideas, and
 * customizing. With JavaScript the page uses the JSON API instead.
 */
export async function handleHomeForm(
  request: Request,
  clientIp: string,
): Promise<Response | { result: HomeActionResult; setCookie: string | null }> {
  const form = await readFormData(request);
  const intent = String(form.get("intent") ?? "generate");
  if (intent === "generate") {
    const outcome = await generateFromForm(request, form, clientIp);
    // The daily limit opens the spec's upgrade dialog, which the server renders open.
    if (!outcome.result.ok && outcome.result.limit === "daily") return redirect("/?dialog=upgrade");
    if (!outcome.result.ok) return outcome;
    // Post/redirect/get: the job's page shows the designs once made (and survives a reload).
    return redirect(
      `/generations/${outcome.result.jobId}`,
      outcome.setCookie ? { headers: { "Set-Cookie": outcome.setCookie } } : undefined,
    );
  }

  const returnTo = safeRedirect(form.get("returnTo"), "/");
  if (isFavouriteIntent(intent)) return handleFavouriteForm(request, intent, form, { back: returnTo });
  const user = await getOptionalUser(request);
  if (!user) return redirectToLoginRequired(returnTo);
  const designId = String(form.get("designId") ?? "");
  try {
    switch (intent) {
      case "add-style":
      case "add-idea": {
        const outcome = await addToCatalogFromForm(user, intent, form, clientIp);
        return outcome instanceof Response ? outcome : { result: outcome, setCookie: null };
      }
      case "customize": {
        const instructions = String(form.get("editInstructions") ?? "");
        const modifications = form.getAll("modifications").filter((value): value is string => typeof value === "string");
        const mode = String(form.get("mode") ?? "");
        const created = await customizeDesign(
          user,
          parseEditRequest({
            designId,
            mode,
            colorTheme: mode === "color" ? form.get("colorTheme") || undefined : undefined,
            style: mode === "style" ? form.get("style") || undefined : undefined,
            editInstructions: mode === "custom" ? instructions.trim() || undefined : undefined,
            modifications: modifications.length > 0 ? modifications : undefined,
          }),
        );
        return redirect(`/?designs=${[...created.map((design) => design.id), designId].join(",")}#gallery`);
      }
      default:
        return redirectWithToast(returnTo, { title: genericMessages.errorTitle, description: "Unknown action.", variant: "destructive" });
    }
  } catch (error) {
    // A field to fix keeps the customize dialog open with the field marked.
    if (intent === "customize" && isHttpError(error) && error.fieldErrors) {
      const value = String(form.get("editInstructions") ?? "").slice(0, 500);
      const failure: DialogFormFailure = {
        ok: false,
        form: "customize",
        status: error.status,
        message: error.message,
        value,
        fieldErrors: firstFieldErrors(error.fieldErrors),
      };
      return { result: failure, setCookie: null };
    }
    const message = isHttpError(error)
      ? error.message
      : intent === "customize"
        ? describeGenerationFailure(error).message || customizeMessages.failedFallback
        : intent === "add-style"
          ? catalogMessages.addStyleFailed
          : intent === "add-idea"
            ? catalogMessages.addIdeaFailed
            : favouritesMessages.saveFailed;
    const back = intent === "customize" ? `/?designs=${encodeURIComponent(designId)}#gallery` : returnTo;
    return redirectWithToast(back, { title: genericMessages.errorTitle, description: message, variant: "destructive" });
  }
}
