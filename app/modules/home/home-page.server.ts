import { getCurrentSession } from "~/modules/auth/session.server";
import { listVisibleIdeas, listVisibleStyles, POPULAR_IDEAS_SHOWN, recordIdeaUse, recordStyleUse } from "~/modules/catalog/catalog.server";
import type { PublicDesign } from "~/modules/designs/public-design";
import { prepareGeneration, runGeneration } from "~/modules/generation/generate-designs.server";
import { describeGenerationFailure } from "~/modules/generation/generation-errors.server";
import { parseGenerateRequest } from "~/modules/generation/generation-request.server";
import { resolveRequester } from "~/modules/generation/requester.server";
import { canUseStyle, getPlan } from "~/modules/plans/plans";
import { getSuggestion } from "~/modules/suggestions/suggestions.server";
import { generateMessages } from "~/utils/messages";

/** What the home page needs, in one round of queries after the session lookup. */
export async function loadHomePage(request: Request) {
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
  const idea = new URL(request.url).searchParams.get("idea");
  return {
    signedIn: Boolean(user),
    tier,
    styles: allowed.map((style) => ({ name: style.name, isCustom: style.isCustom })),
    lockedStyleCount: styles.length - allowed.length,
    ideas: ideas.map((entry) => entry.text),
    suggestion,
    prefill: idea ? idea.slice(0, 1000) : "",
    capabilities: {
      customSize: plan.canCustomSize,
      highlyComplex: plan.canUseHighlyComplex,
      addStylesAndIdeas: plan.canAddStylesAndIdeas,
      customize: plan.canCustomize,
      save: plan.canSaveDesigns,
    },
  };
}

export type HomeActionResult =
  | { ok: true; designs: PublicDesign[]; lastRequest: Record<string, unknown> }
  | { ok: false; status: number; title: string; message: string; limit?: string; signedIn: boolean; description: string };

/**
 * The generator as a plain form (no JavaScript): the same generation as POST
 * /api/generate, and the usage counts the browser would otherwise send.
 */
export async function generateFromForm(
  request: Request,
  clientIp: string,
): Promise<{ result: HomeActionResult; setCookie: string | null }> {
  const form = await request.formData();
  const styles = form.getAll("styles").filter((value): value is string => typeof value === "string" && value !== "");
  const size = String(form.get("size") ?? "");
  const customSize = String(form.get("customSize") ?? "").trim();
  const input = {
    description: String(form.get("description") ?? ""),
    style: styles[0],
    selectedTags: styles.slice(1),
    size: size === "Custom Size" ? customSize : size,
    complexity: String(form.get("complexity") ?? "") || undefined,
  };
  const requester = await resolveRequester(request, clientIp);
  let setCookie: string | null = null;
  try {
    const parsed = parseGenerateRequest(input);
    const prepared = await prepareGeneration(requester.tier, requester.viewerId, parsed);
    const resolved = await requester.subject();
    setCookie = resolved.setCookie;
    const designs = await runGeneration(resolved.subject, prepared);
    await Promise.all([
      ...[prepared.request.style, ...prepared.request.selectedTags].map((name) => recordStyleUse(name, requester.viewerId)),
      recordIdeaUse(prepared.request.description, requester.viewerId),
    ]);
    return { result: { ok: true, designs, lastRequest: prepared.request }, setCookie };
  } catch (error) {
    const failure = describeGenerationFailure(error);
    const title =
      failure.kind === "limit"
        ? failure.limit === "monthly"
          ? generateMessages.monthlyLimitToast
          : generateMessages.limitReachedTitle
        : failure.kind === "validation" && failure.message.startsWith("Description Required")
          ? "Description Required"
          : generateMessages.failedTitle;
    const message =
      failure.kind === "validation" && failure.message.startsWith("Description Required")
        ? "Please describe your tattoo design."
        : failure.message;
    return {
      result: {
        ok: false,
        status: failure.status,
        title,
        message,
        limit: failure.limit,
        signedIn: Boolean(requester.user),
        description: input.description.slice(0, 1000),
      },
      setCookie,
    };
  }
}
