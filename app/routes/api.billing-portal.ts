import { answerBillingRequest } from "~/modules/billing/billing-requests.server";
import { createBillingPortal } from "~/modules/billing/portal.server";
import { jsonError } from "~/utils/http.server";
import { genericMessages } from "~/utils/messages/common";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/api.billing-portal";

/**
 * POST /api/billing-portal: opens the Stripe Billing Portal (the demo's portal page in
 * demo mode) for a paying user. `{ url }` as JSON, or a redirect for a plain form.
 */
export function action({ request }: Route.ActionArgs) {
  return answerBillingRequest(request, {
    signInReturnTo: () => "/profile",
    fallback: () => "/profile",
    run: (user) => createBillingPortal(user),
    errorTitle: genericMessages.errorTitle,
  });
}

export function loader() {
  return jsonError(405, requestMessages.usePost);
}
