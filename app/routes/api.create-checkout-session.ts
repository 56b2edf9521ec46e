import type { ActionFunctionArgs } from "@remix-run/node";
import { answerBillingRequest } from "~/modules/billing/billing-requests.server";
import { createCheckout } from "~/modules/billing/checkout.server";
import { parseCheckoutRequest } from "~/modules/billing/purchase-rules.server";
import { jsonError } from "~/utils/http.server";

const subscribePage = (body: Record<string, unknown>) => (body.tier === "pro" ? "/subscribe-pro" : "/subscribe");

/**
 * POST /api/create-checkout-session {tier}: premium or pro, signed-in users, upgrades only.
 * Answers `{ url }` of the hosted checkout (or `{ message }` with 400/401/409/502/503); a
 * plain form POST is redirected to that checkout instead.
 */
export function action({ request }: ActionFunctionArgs) {
  return answerBillingRequest(request, {
    signInReturnTo: subscribePage,
    fallback: subscribePage,
    run: (user, body) => createCheckout(user, parseCheckoutRequest(body)),
  });
}

export function loader() {
  return jsonError(405, "Use POST.");
}
