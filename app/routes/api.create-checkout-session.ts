import type { ActionFunctionArgs } from "react-router";
import { answerBillingRequest } from "~/modules/billing/billing-requests.server";
import { createCheckout } from "~/modules/billing/checkout.server";
import { consumeRateLimit, rateLimitResponse } from "~/modules/limits/rate-limit.server";
import { parseCheckoutRequest } from "~/modules/billing/purchase-rules.server";
import { jsonError } from "~/utils/http.server";

const subscribePage = (body: Record<string, unknown>) => (body.tier === "pro" ? "/subscribe-pro" : "/subscribe");

/**
 * POST /api/create-checkout-session {tier}: premium or pro, signed-in users, upgrades only.
 * Answers `{ url }` of the hosted checkout (or `{ message }` with 400/401/409/502/503); a
 * plain form POST is redirected to that checkout instead.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  let retryAfter: number | null = null;
  const response = await answerBillingRequest(request, {
    signInReturnTo: subscribePage,
    fallback: subscribePage,
    run: async (user, body) => {
      const refusal = await consumeRateLimit("checkout", { tier: user.subscriptionType, accountId: user.id, clientIp: context.clientIp });
      if (refusal) {
        retryAfter = refusal.retryAfterSeconds;
        throw rateLimitResponse(refusal);
      }
      return createCheckout(user, parseCheckoutRequest(body));
    },
  });
  if (retryAfter !== null) response.headers.set("Retry-After", String(retryAfter));
  return response;
}

export function loader() {
  return jsonError(405, "Use POST.");
}
