import { displayName } from "~/modules/auth/users.server";
import type { PaidPlanId } from "~/modules/plans/plans";
import type { User } from "~/utils/db.server";
import { getAppUrl } from "~/utils/env.server";
import { errorFields, logger } from "~/utils/logger.server";
import { checkoutMessages } from "~/utils/messages/checkout";
import { billingMode, priceIds } from "./billing-config.server";
import { BillingError, billingMessages } from "./billing-errors.server";
import { storeCustomerId } from "./customers.server";
import { demoCheckouts } from "./demo-checkout.server";
import { openCheckout, type CheckoutProvider } from "./open-checkout.server";
import { assertCanBuy } from "./purchase-rules.server";
import { getStripe, isStripeError } from "./stripe-client.server";

const log = logger("billing");

/**
 * Starts a checkout for `tier`; answers the URL of the hosted (or demo) checkout page. An account has one open
 * checkout at a time (open-checkout.server.ts): asking again for the same plan answers the same page.
 */
export async function createCheckout(user: User, tier: PaidPlanId): Promise<{ url: string }> {
  assertCanBuy(user, tier);
  const mode = billingMode();
  if (mode === "unavailable") throw new BillingError(503, billingMessages.unavailable);
  if (mode === "demo") return openCheckout(user, tier, demoCheckouts);
  try {
    return await openCheckout(user, tier, stripeCheckouts);
  } catch (error) {
    if (error instanceof BillingError) throw error;
    log.error(errorFields(error), "could not create a checkout session");
    throw new BillingError(502, checkoutMessages.createFailed);
  }
}

const stripeCheckouts: CheckoutProvider = {
  async create(user, tier, expiresAt) {
    const customer = await ensureStripeCustomer(user);
    const appUrl = getAppUrl();
    const session = await getStripe().checkout.sessions.create(
      {
        mode: "subscription",
        customer,
        client_reference_id: user.id,
        line_items: [{ price: priceIds()[tier], quantity: 1 }],
        success_url: `${appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
        cancel_url: `${appUrl}/checkout/cancel`,
        metadata: { userId: user.id, tier },
        subscription_data: { metadata: { userId: user.id, tier } },
        expires_at: Math.floor(expiresAt.getTime() / 1000),
      },
      // A retried call (the SDK's, or the network's) is the same session, never a second one.
      { idempotencyKey: `inkwell-checkout-${user.id}-${tier}-${expiresAt.getTime()}` },
    );
    if (!session.url) throw new BillingError(502, checkoutMessages.noUrl);
    return { id: session.id, url: session.url, expiresAt };
  },
  async expire(sessionId) {
    try {
      await getStripe().checkout.sessions.expire(sessionId);
    } catch (error) {
      // Completed or expired already: nothing left to pay.
      if (!(isStripeError(error) && error.statusCode === 400)) throw error;
    }
  },
};

/**
 * The user's Stripe customer, created on the first checkout. The idempotency key makes
 * two checkouts started at once share one customer; only the first id is stored.
 */
async function ensureStripeCustomer(user: User): Promise<string> {
  if (user.stripeCustomerId) return user.stripeCustomerId;
  const customer = await getStripe().customers.create(
    { email: user.email ?? undefined, name: displayName(user), metadata: { userId: user.id } },
    { idempotencyKey: `inkwell-customer-${user.id}` },
  );
  return storeCustomerId(user.id, customer.id);
}
