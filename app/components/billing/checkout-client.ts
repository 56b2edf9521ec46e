import type { PaidPlanId } from "~/modules/plans/plans";
import { checkoutMessages } from "~/utils/messages/checkout";

/** Spec §9: the browser goes to the checkout 100 ms after the dialog closes. */
export const CHECKOUT_REDIRECT_DELAY_MS = 100;

/**
 * POST /api/create-checkout-session {tier} (spec §7). Answers the checkout URL, or throws
 * an Error whose message is the toast's text (spec §8): the server's message, else
 * 'Failed to create checkout session' (not ok), 'No checkout URL received' (ok, no url),
 * 'Failed to start checkout. Please try again.' (no answer at all).
 */
export async function requestCheckoutUrl(tier: PaidPlanId, fetcher: typeof fetch = fetch): Promise<string> {
  let response: Response;
  try {
    response = await fetcher("/api/create-checkout-session", {
      method: "POST",
      credentials: "include",
      headers: { "Content-Type": "application/json", Accept: "application/json" },
      body: JSON.stringify({ tier }),
    });
  } catch {
    throw new Error(checkoutMessages.startFailed);
  }
  const body = (await response.json().catch(() => null)) as { url?: unknown; message?: unknown } | null;
  if (!response.ok) {
    throw new Error(typeof body?.message === "string" && body.message ? body.message : checkoutMessages.createFailed);
  }
  if (typeof body?.url !== "string" || body.url === "") throw new Error(checkoutMessages.noUrl);
  return body.url;
}
