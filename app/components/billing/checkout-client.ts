import type { PaidPlanId } from "~/modules/plans/plans";
import { isApiError, sendJson } from "~/utils/api-client";
import { checkoutMessages } from "~/utils/messages/checkout";

/** Spec §9: the browser goes to the checkout 100 ms after the dialog closes. */
export const CHECKOUT_REDIRECT_DELAY_MS = 100;

/**
 * POST /api/create-checkout-session {tier} (spec §7). Answers the checkout URL, or throws
 * an Error whose message is the toast's text (spec §8): the server's message, else
 * 'Failed to create checkout session' (not ok), 'No checkout URL received' (ok, no url),
 * 'Failed to start checkout. Please try again.' (no answer at all).
 */
export async function requestCheckoutUrl(tier: PaidPlanId): Promise<string> {
  let body: { url?: unknown } | null;
  try {
    body = await sendJson<{ url?: unknown } | null>("POST", "/api/create-checkout-session", { tier });
  } catch (error) {
    throw new Error(
      isApiError(error) ? error.serverMessage || checkoutMessages.createFailed : checkoutMessages.startFailed,
    );
  }
  if (typeof body?.url !== "string" || body.url === "") throw new Error(checkoutMessages.noUrl);
  return body.url;
}
