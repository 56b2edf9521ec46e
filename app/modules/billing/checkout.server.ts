import { displayName } from "~/modules/auth/users.server";
import type { PaidPlanId } from "~/modules/plans/plans";
import type { User } from "~/utils/db.server";
import { getAppUrl } from "~/utils/env.server";
import { errorFields, logger } from "~/utils/logger.server";
import { checkoutMessages } from "~/utils/messages/checkout";
import { billingMode, priceIds } from "./billing-config.server";
import { BillingError, billingMessages } from "./billing-errors.server";
import { storeCustomerId } from "./customers.server";
import { createDemoCheckout } from "./demo-checkout.server";
import { assertCanBuy } from "./purchase-rules.server";
import { getStripe } from "./stripe-client.server";

const log = logger("billing");

/** Starts a checkout for `tier`; answers the URL of the hosted (or demo) checkout page. */
export async function createCheckout(user: User, tier: PaidPlanId): Promise<{ url: string }> {
  assertCanBuy(user, tier);
  const mode = billingMode();
  if (mode === "unavailable") throw new BillingError(503, billingMessages.unavailable);
  if (mode === "demo") return createDemoCheckout(user, tier);
  try {
    return await createStripeCheckout(user, tier);
  } catch (error) {
    if (error instanceof BillingError) throw error;
    log.error(errorFields(error), "could not create a checkout session");
    throw new BillingError(502, checkoutMessages.createFailed);
  }
}

async function createStripeCheckout(user: User, tier: PaidPlanId): Promise<{ url: string }> {
  const customer = await ensureStripeCustomer(user);
  const appUrl = getAppUrl();
  const session = await getStripe().checkout.sessions.create({
    mode: "subscription",
    customer,
    client_reference_id: user.id,
    line_items: [{ price: priceIds()[tier], quantity: 1 }],
    success_url: `${appUrl}/checkout/success?session_id={CHECKOUT_SESSION_ID}`,
    cancel_url: `${appUrl}/checkout/cancel`,
    metadata: { userId: user.id, tier },
    subscription_data: { metadata: { userId: user.id, tier } },
  });
  if (!session.url) throw new BillingError(502, checkoutMessages.noUrl);
  return { url: session.url };
}

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
