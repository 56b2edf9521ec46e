import type { PublicDesign } from "~/modules/designs/public-design";
import type { LetteringChoice, LetteringLayout } from "~/modules/flash-engine/lettering/lettering-choice";
import type { LetteringProof } from "~/modules/lettering/lettering-proof";
import { signInUrl } from "~/modules/shell/status-pages";
import { getJson, isApiError, sendJson } from "~/utils/api-client";
import { toast } from "~/utils/toast";
import { classifyGenerationError } from "./generation-errors";
import { letteringStore, type LetteringNotice } from "./lettering-store";
import { LetteringStudio } from "./lettering-studio-lazy";
import { awaitGenerationResult, forgetPendingGeneration, rememberPendingGeneration } from "./pending-generation";
import { addTemporaryDesigns } from "./temporary-designs";

/**
 * The network side of the generator: generating, the next suggestion, the spec's error
 * catalogue (§8), usage counts and the browser's list of guest designs. Loaded on the first
 * interaction with the generator, so it is not part of the page's initial JavaScript.
 */

export interface GenerateBody {
  description: string;
  style: string;
  size: string;
  complexity: string;
  selectedTags: string[];
  /** The lettering studio's choices, its words the ones confirmed (issue 37). */
  lettering?: LetteringChoice;
  /** The generator form's own fields, where "Start from a picture" keeps its file and crop box. */
  form?: FormData;
}

/** The request's body: JSON (spec §3), or multipart with the form's picture and crop box (issue 28). */
function bodyOf({ form, ...fields }: GenerateBody): unknown {
  const picture = form?.get("picture");
  if (!(picture instanceof File) || picture.size === 0) return fields;
  const multipart = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    // The lettering is one JSON field of the multipart body (the server reads it back).
    if (name === "lettering") multipart.append(name, JSON.stringify(value));
    else for (const entry of [value].flat()) multipart.append(name, String(entry));
  }
  multipart.append("picture", picture);
  const crop = form?.get("crop");
  if (typeof crop === "string") multipart.append("crop", crop);
  return multipart;
}

/**
 * Asks for designs; while the request waits in the server's queue, reports its place in
 * line (polled once a second, only during the generation).
 */
export async function requestDesigns(body: GenerateBody, onQueuePosition?: (position: number) => void) {
  const id = crypto.randomUUID();
  let waiting = true;
  const poll = async () => {
    while (waiting) {
      await new Promise((resolve) => setTimeout(resolve, 1000));
      if (!waiting) break;
      const queue = await getJson<{ position: number }>(`/api/generation-queue/${id}`).catch(() => null);
      if (queue && waiting) onQueuePosition?.(queue.position);
    }
  };
  if (onQueuePosition) void poll();
  // The id is the server's job id: if this answer is lost, the designs are picked up later.
  rememberPendingGeneration(id);
  try {
    const answer = await sendJson<{ designs: PublicDesign[] }>("POST", "/api/generate", bodyOf(body), {
      "X-Generation-Id": id,
    });
    forgetPendingGeneration();
    return answer;
  } catch (error) {
    if (isApiError(error)) {
      forgetPendingGeneration();
      throw error;
    }
    // The connection dropped: the job goes on on the server; wait for it there.
    const designs = await awaitGenerationResult(id);
    forgetPendingGeneration();
    if (designs.length === 0) throw error;
    return { designs };
  } finally {
    waiting = false;
    onQueuePosition?.(0);
  }
}

/** A new suggestion for the description box (GET /api/tattoo-suggestions). */
export async function fetchSuggestion(): Promise<string | undefined> {
  return (await getJson<{ description?: string }>("/api/tattoo-suggestions")).description;
}

/** Usage counts, sent as spec §7 has the client send them after a generation. */
export function recordUsage(body: GenerateBody, ideas: string[]) {
  const ignore = () => {};
  for (const style of [body.style, ...body.selectedTags]) {
    sendJson("POST", `/api/styles/${encodeURIComponent(style)}/use`).catch(ignore);
  }
  const idea = ideas.find((text) => text.toLowerCase() === body.description.trim().toLowerCase());
  if (idea) sendJson("POST", `/api/popular-ideas/${encodeURIComponent(idea)}/use`).catch(ignore);
}

export function rememberGuestDesigns(designs: PublicDesign[]) {
  addTemporaryDesigns(
    window.localStorage,
    designs.map((design) => design.id),
  );
}

/** Shows a failed generation as spec §8 says; answers true when the upgrade dialog should open. */
export function reportGenerationError(error: unknown, options: { signedIn: boolean; openUpgrade: () => void }): void {
  const text = isApiError(error) ? error.text : String(error instanceof Error ? error.message : error);
  const detail = isApiError(error) ? error.detail : null;
  const outcome = classifyGenerationError(text, detail, options.signedIn, isApiError(error) ? error.rateLimit : null);
  if (outcome.kind === "upgrade-dialog") return options.openUpgrade();
  toast({
    title: outcome.title,
    description: outcome.description,
    variant: outcome.variant,
    action:
      outcome.action === "sign-in"
        ? { label: "Sign In", href: signInUrl(location.pathname + location.search) }
        : outcome.action === "upgrade"
          ? { label: "Upgrade", onClick: options.openUpgrade }
          : undefined,
  });
}

/** The lettering a generation would ink, and its legibility (GET /api/lettering; issue 37); null without lettering. */
export async function fetchLetteringProof(query: Record<string, string>): Promise<LetteringProof | null> {
  const params = new URLSearchParams(Object.entries(query).filter(([, value]) => value !== ""));
  return (await getJson<{ lettering: LetteringProof | null }>(`/api/lettering?${params}`)).lettering;
}

/** The studio's fields of the generator form, as the choice sent with a generation. */
function letteringChoiceOf(form: FormData): LetteringChoice {
  const text = String(form.get("letteringText") ?? "");
  const font = String(form.get("letteringFont") ?? "");
  const layout = String(form.get("letteringLayout") ?? "");
  return {
    ...(text.trim() ? { text } : {}),
    ...(font ? { font } : {}),
    ...(layout && layout !== "auto" ? { layout: layout as LetteringLayout } : {}),
    ...(form.get("letteringRoman") ? { roman: true } : {}),
    ...(form.get("letteringOnly") ? { only: true } : {}),
  };
}

const CONFIRM = {
  required: "Check the spelling of your lettering below, then generate: it is inked exactly as shown.",
  changed: "The lettering changed since you checked it. Check the spelling again, then generate.",
};

/**
 * Lettering is generated only once its exact characters are confirmed (issue 37): the proof is
 * asked for; until the person confirms it (its button sends letteringConfirm with the form), the
 * studio shows it instead of generating. Answers the lettering to send (its words exactly the
 * confirmed lines), undefined without lettering, or false when there is nothing to generate yet.
 */
export async function confirmLettering(
  body: { description: string; style: string; size: string; complexity: string },
  form: FormData,
): Promise<LetteringChoice | undefined | false> {
  const choice = letteringChoiceOf(form);
  let proof: LetteringProof | null;
  try {
    proof = await fetchLetteringProof({
      description: body.description,
      style: body.style,
      size: body.size,
      complexity: body.complexity,
      text: choice.text ?? "",
      font: choice.font ?? "",
      layout: choice.layout ?? "",
      roman: choice.roman ? "1" : "",
      only: choice.only ? "1" : "",
    });
  } catch (error) {
    const fieldErrors = isApiError(error) ? fieldErrorsOf(error) : null;
    if (fieldErrors) await notify({ proof: null, fieldErrors });
    else {
      const message = isApiError(error) ? (error.detail ?? error.text) : "The lettering could not be checked.";
      toast({ title: "Lettering", description: message, variant: "destructive" });
    }
    return false;
  }
  if (!proof) return Object.keys(choice).length ? choice : undefined;
  const confirmed = form.get("letteringConfirm");
  if (proof.uncovered.length || typeof confirmed !== "string" || confirmed !== proof.confirmation) {
    await notify({ proof, message: typeof confirmed === "string" ? CONFIRM.changed : CONFIRM.required });
    return false;
  }
  await notify({ proof: null });
  return { ...choice, text: proof.confirmation };
}

/** Tells the lettering studio (loading its code first, when it is not there yet). */
async function notify(notice: LetteringNotice) {
  await LetteringStudio.load();
  letteringStore.show(notice);
}

/** The first message of each field a 400 marked (its `fieldErrors`), if any. */
function fieldErrorsOf(error: { body: string }): Record<string, string> | null {
  try {
    const parsed = JSON.parse(error.body) as { fieldErrors?: Record<string, string[]> };
    if (!parsed.fieldErrors || !Object.keys(parsed.fieldErrors).length) return null;
    return Object.fromEntries(Object.entries(parsed.fieldErrors).map(([field, list]) => [field, list[0] ?? ""]));
  } catch {
    return null;
  }
}
