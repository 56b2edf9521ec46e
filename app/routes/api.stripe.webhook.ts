import type { ActionFunctionArgs } from "react-router";
import { handleStripeWebhook } from "~/modules/billing/webhook.server";
import { jsonError } from "~/utils/http.server";

/**
 * POST /api/stripe/webhook: Stripe's events (checkout.session.completed,
 * customer.subscription.*), verified by their signature. Exempt from the Origin check.
 */
export function action({ request }: ActionFunctionArgs) {
  return handleStripeWebhook(request);
}

export function loader() {
  return jsonError(405, "Use POST.");
}
