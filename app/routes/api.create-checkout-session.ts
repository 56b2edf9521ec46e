import { answerBillingRequest } from "~/modules/billing/billing-requests.server";
import { createCheckout } from "~/modules/billing/checkout.server";
import { parseCheckoutRequest } from "~/modules/billing/purchase-rules.server";
import { assertWithinRateLimit } from "~/modules/limits/rate-limit.server";
import { jsonError } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/api.create-checkout-session";

const subscribePage = (body: Record<string, unknown>) => (body.tier === "pro" ? "/subscribe-pro" : "/subscribe");

/**
 * POST /api/create-checkout-session {tier}: premium or pro, signed-in users, upgrades only.
 * Answers `{ url }` of the hosted checkout (or `{ message }` with 400/401/409/502/503, and
 * 429 with Retry-After); a plain form POST is redirected to that checkout instead.
 */
export function action({ request, context }: Route.ActionArgs) {
  return answerBillingRequest(request, {
    signInReturnTo: subscribePage,
    fallback: subscribePage,
    run: async (user, body) => {
      await assertWithinRateLimit("checkout", {
        tier: user.subscriptionType,
        accountId: user.id,
        clientIp: context.clientIp,
      });
      return createCheckout(user, parseCheckoutRequest(body));
    },
  });
}

export function loader() {
  return jsonError(405, requestMessages.usePost);
}
