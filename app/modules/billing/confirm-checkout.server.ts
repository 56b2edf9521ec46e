import { PAID_PLANS, type PaidPlanId } from "~/modules/plans/plans";
import type { User } from "~/utils/db.server";
import { errorFields, logger } from "~/utils/logger.server";
import { billingMode } from "./billing-config.server";
import { BillingError, billingMessages } from "./billing-errors.server";
import { confirmDemoCheckout, findDemoCheckout } from "./demo-checkout.server";
import { changeFromSubscription, parseSubscription } from "./payment-events.server";
import { getStripe, isStripeError } from "./stripe-client.server";
import { applySubscriptionChangeNow } from "./subscription-state.server";

const log = logger("billing");

export type CheckoutConfirmation =
  /** Unknown, or another account's session. */
  | { status: "not-found" }
  /** Still open or expired: nothing was charged. */
  | { status: "incomplete" }
  /** Completed, but the payment has not settled yet. */
  | { status: "processing" }
  | { status: "paid"; tier: PaidPlanId };

export const confirmMessages = {
  notFound: "We could not find this checkout session for your account.",
  incomplete: "This checkout was not completed, so nothing was charged.",
  unreachable: "We could not confirm your payment yet. Please refresh this page in a moment.",
} as const;

/**
 * The success page's check with the provider (DECISIONS.md): the webhook normally
 * applied the plan already; if it has not arrived yet, the subscription's current state
 * from the provider is applied here, through the same rules.
 */
export async function confirmCheckout(user: User, sessionId: string): Promise<CheckoutConfirmation> {
  const mode = billingMode();
  if (mode === "unavailable") throw new BillingError(503, billingMessages.unavailable);
  if (mode === "demo") {
    const session = await findDemoCheckout(sessionId, user.id);
    if (!session) return { status: "not-found" };
    if (session.status !== "complete") return { status: "incomplete" };
    await confirmDemoCheckout(session);
    return { status: "paid", tier: session.tier };
  }
  return confirmStripeCheckout(user, sessionId);
}

async function confirmStripeCheckout(user: User, sessionId: string): Promise<CheckoutConfirmation> {
  if (!/^cs_[A-Za-z0-9_]{1,200}$/.test(sessionId)) return { status: "not-found" };
  let session;
  try {
    session = await getStripe().checkout.sessions.retrieve(sessionId, { expand: ["subscription"] });
  } catch (error) {
    if (isStripeError(error) && error.statusCode === 404) return { status: "not-found" };
    log.error(errorFields(error), "could not retrieve the checkout session");
    throw new BillingError(502, confirmMessages.unreachable);
  }
  if (session.client_reference_id !== user.id) return { status: "not-found" };
  if (session.status !== "complete") return { status: "incomplete" };
  if (session.payment_status === "unpaid" || !session.subscription || typeof session.subscription === "string") {
    return { status: "processing" };
  }
  // Stamped with Stripe's own time of the subscription (not this server's clock), so any event
  // Stripe sends about it afterwards (a cancellation) is newer and wins.
  const subscription = parseSubscription(session.subscription);
  const stamp = new Date((subscription.created ?? session.created) * 1000);
  const change = changeFromSubscription(subscription, stamp);
  await applySubscriptionChangeNow({ ...change, userId: user.id, startsSubscription: true });
  const tier = change.tier ?? PAID_PLANS.find((plan) => plan === session.metadata?.tier);
  return tier ? { status: "paid", tier } : { status: "processing" };
}
