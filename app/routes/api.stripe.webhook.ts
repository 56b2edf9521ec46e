import { handleStripeWebhook } from "~/modules/billing/webhook.server";
import { jsonError } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/api.stripe.webhook";

/**
 * POST /api/stripe/webhook: Stripe's events (checkout.session.completed,
 * customer.subscription.*), verified by their signature. Exempt from the Origin check.
 */
export function action({ request }: Route.ActionArgs) {
  return handleStripeWebhook(request);
}

export function loader() {
  return jsonError(405, requestMessages.usePost);
}
