import { isPaidPlan } from "~/modules/plans/plans";
import type { User } from "~/utils/db.server";
import { getAppUrl } from "~/utils/env.server";
import { errorFields, logger } from "~/utils/logger.server";
import { billingMode } from "./billing-config.server";
import { BillingError, billingMessages } from "./billing-errors.server";
import { getStripe } from "./stripe-client.server";

const log = logger("billing");

/** Whether the profile offers 'Manage subscription': a paid plan bought through checkout. */
export function canManageSubscription(user: Pick<User, "subscriptionType" | "stripeCustomerId">): boolean {
  return isPaidPlan(user.subscriptionType) && Boolean(user.stripeCustomerId) && billingMode() !== "unavailable";
}

/** A Billing Portal session (or the demo's portal page) where subscribers cancel or pay. */
export async function createBillingPortal(user: User): Promise<{ url: string }> {
  if (!canManageSubscription(user)) {
    if (billingMode() === "unavailable") throw new BillingError(503, billingMessages.unavailable);
    throw new BillingError(403, billingMessages.portalForSubscribers);
  }
  if (billingMode() === "demo") return { url: "/demo-billing-portal" };
  try {
    const session = await getStripe().billingPortal.sessions.create({
      customer: user.stripeCustomerId!,
      return_url: `${getAppUrl()}/profile`,
    });
    return { url: session.url };
  } catch (error) {
    log.error(errorFields(error), "could not open the billing portal");
    throw new BillingError(502, billingMessages.portalFailed);
  }
}
