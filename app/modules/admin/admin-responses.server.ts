import { TrendingRefreshError } from "~/modules/trending/trending-topics.server";
import { jsonError } from "~/utils/http.server";
import { ModerationError } from "./moderation.server";

/** The JSON answer of an expected admin failure ({ message }, 4xx/5xx); anything else is rethrown. */
export function adminErrorResponse(error: unknown): Response {
  if (error instanceof ModerationError || error instanceof TrendingRefreshError) {
    return jsonError(error.status, error.message);
  }
  throw error;
}

export function methodNotAllowed(allowed: string): Response {
  return jsonError(405, `Use ${allowed} for this address.`, undefined, { headers: { Allow: allowed } });
}

/** Admin answers are per user and change at any moment. */
export const noStore = { "Cache-Control": "private, no-store" };
