import type { PublicDesign } from "~/modules/designs/public-design";
import { toast } from "~/utils/toast";
import { classifyGenerationError, responseErrorText, type RateLimitDetail } from "./generation-errors";
import { awaitGenerationResult, forgetPendingGeneration, rememberPendingGeneration } from "./pending-generation";
import { addTemporaryDesigns } from "./temporary-designs";

/**
 * The network side of generating and customizing: requests, the spec's error catalogue
 * (§8), usage counts and the browser's list of guest designs. Loaded on the first
 * interaction with the generator, so it is not part of the page's initial JavaScript.
 */

export interface GenerateBody {
  description: string;
  style: string;
  size: string;
  complexity: string;
  selectedTags: string[];
}

/** A failed request, as spec §8 words it: "<status>: <body>". */
export class HttpError extends Error {
  constructor(
    public readonly text: string,
    public readonly detail: string | null,
    public readonly rateLimit: RateLimitDetail | null = null,
  ) {
    super(text);
  }
}

export async function postJson<T = unknown>(url: string, body: unknown, headers: Record<string, string> = {}): Promise<T> {
  const response = await fetch(url, {
    method: "POST",
    credentials: "include",
    headers: { "Content-Type": "application/json", Accept: "application/json", ...headers },
    body: JSON.stringify(body),
  });
  if (!response.ok) {
    const { text, message, rateLimit } = await responseErrorText(response);
    throw new HttpError(text, message, rateLimit);
  }
  return response.json() as Promise<T>;
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
      const response = await fetch(`/api/generation-queue/${id}`, { credentials: "include" }).catch(() => null);
      if (response?.ok && waiting) onQueuePosition?.(((await response.json()) as { position: number }).position);
    }
  };
  if (onQueuePosition) void poll();
  // The id is the server's job id: if this answer is lost, the designs are picked up later.
  rememberPendingGeneration(id);
  try {
    const answer = await postJson<{ designs: PublicDesign[] }>("/api/generate", body, { "X-Generation-Id": id });
    forgetPendingGeneration();
    return answer;
  } catch (error) {
    if (error instanceof HttpError) {
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

/** Usage counts, sent as spec §7 has the client send them after a generation. */
export function recordUsage(body: GenerateBody, ideas: string[]) {
  for (const style of [body.style, ...body.selectedTags]) {
    void fetch(`/api/styles/${encodeURIComponent(style)}/use`, { method: "POST", credentials: "include" });
  }
  const idea = ideas.find((text) => text.toLowerCase() === body.description.trim().toLowerCase());
  if (idea) void fetch(`/api/popular-ideas/${encodeURIComponent(idea)}/use`, { method: "POST", credentials: "include" });
}

export function rememberGuestDesigns(designs: PublicDesign[]) {
  addTemporaryDesigns(
    window.localStorage,
    designs.map((design) => design.id),
  );
}

/** Shows a failed generation as spec §8 says; answers true when the upgrade dialog should open. */
export function reportGenerationError(error: unknown, options: { signedIn: boolean; openUpgrade: () => void }): void {
  const text = error instanceof HttpError ? error.text : String(error instanceof Error ? error.message : error);
  const detail = error instanceof HttpError ? error.detail : null;
  const rateLimit = error instanceof HttpError ? error.rateLimit : null;
  const outcome = classifyGenerationError(text, detail, options.signedIn, rateLimit);
  if (outcome.kind === "upgrade-dialog") return options.openUpgrade();
  toast({
    title: outcome.title,
    description: outcome.description,
    variant: outcome.variant,
    action:
      outcome.action === "sign-in"
        ? { label: "Sign In", href: "/api/login" }
        : outcome.action === "upgrade"
          ? { label: "Upgrade", onClick: options.openUpgrade }
          : undefined,
  });
}
