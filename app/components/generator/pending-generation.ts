import type { PublicDesign } from "~/modules/designs/public-design";
import { getJson, isApiError } from "~/utils/api-client";
import { addTemporaryDesigns } from "./temporary-designs";
import { PENDING_GENERATION_KEY } from "./use-restored-designs";

/**
 * A generation whose answer this page lost (the connection dropped, or the page was
 * reloaded): its id stays in the browser until the server's job is picked up at
 * GET /api/generations/{id} (decision 011). Loaded only when there is one.
 */
type Status = { status: "queued" | "running" | "done" | "failed"; designs?: PublicDesign[]; message?: string };

export function rememberPendingGeneration(id: string) {
  try {
    window.localStorage.setItem(PENDING_GENERATION_KEY, JSON.stringify({ id, at: Date.now() }));
  } catch {
    // Storage disabled: nothing to pick up later.
  }
}

export function forgetPendingGeneration() {
  try {
    window.localStorage.removeItem(PENDING_GENERATION_KEY);
  } catch {
    // ignore
  }
}

function pendingId(): string | null {
  try {
    const entry = JSON.parse(window.localStorage.getItem(PENDING_GENERATION_KEY) ?? "null") as {
      id?: unknown;
      at?: unknown;
    } | null;
    // Jobs are kept a day; older entries are not worth asking about.
    if (typeof entry?.id === "string" && typeof entry.at === "number" && Date.now() - entry.at < 24 * 60 * 60 * 1000)
      return entry.id;
  } catch {
    // fall through
  }
  forgetPendingGeneration();
  return null;
}

/**
 * Waits for the job's designs: asks every 2 seconds while it is queued or running (a
 * 404 is retried for a short while: the request may still be on its way to the server).
 * Answers [] when it failed or cannot be found.
 */
export async function awaitGenerationResult(id: string): Promise<PublicDesign[]> {
  const deadline = Date.now() + 15 * 60 * 1000;
  let missing = 0;
  while (Date.now() < deadline) {
    try {
      const body = await getJson<Status>(`/api/generations/${encodeURIComponent(id)}`);
      if (body.status === "done") return body.designs ?? [];
      if (body.status === "failed") break;
    } catch (error) {
      // Not there yet (the request may still be on its way), or no answer at all: ask again.
      if (isApiError(error) && error.status === 404 && ++missing > 5) break;
    }
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  return [];
}

/** The designs of this browser's pending generation, if it had one (then forgotten). */
export async function resumePendingGeneration(signedIn: boolean): Promise<PublicDesign[]> {
  const id = pendingId();
  if (!id) return [];
  const designs = await awaitGenerationResult(id);
  forgetPendingGeneration();
  if (designs.length > 0) {
    // Guests keep their designs in the browser's list (spec §4).
    if (!signedIn)
      addTemporaryDesigns(
        window.localStorage,
        designs.map((design) => design.id),
      );
  }
  return designs;
}
