import type { PublicDesign } from "~/modules/designs/public-design";
import type { LetteringChoice } from "~/modules/flash-engine/lettering/lettering-choice";
import { signInUrl } from "~/modules/shell/status-pages";
import { getJson, isApiError, sendJson } from "~/utils/api-client";
import { toast } from "~/utils/toast";
import { classifyGenerationError } from "./generation-errors";
import { LetteringStudio } from "./lettering-studio-lazy";
import { awaitGenerationResult, forgetPendingGeneration, rememberPendingGeneration } from "./pending-generation";
import { addTemporaryDesigns } from "./temporary-designs";

/**
 * The network side of the generator: generating, the next suggestion, the spec's error
 * catalogue (§8), usage counts and the browser's list of guest designs. Loaded on the first
 * interaction with the generator, so it is not part of the page's initial JavaScript.
 */

export { confirmLettering } from "./lettering-confirmation";

// The lettering studio's code comes with the runner, on that first interaction (its server markup works until then).
LetteringStudio.preload();

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
