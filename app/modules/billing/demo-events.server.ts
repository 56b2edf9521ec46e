import type { PaidPlanId } from "~/modules/plans/plans";
import { getAppUrl } from "~/utils/env.server";
import { DEMO_PRICE_IDS, DEMO_PRICES, webhookSecret } from "./billing-config.server";
import { STRIPE_API_VERSION, stripeWebhooks } from "./stripe-client.server";
import { handleStripeWebhook } from "./webhook.server";

/**
 * The demo checkout's stand-in for Stripe's event delivery: events shaped as Stripe's,
 * signed with Stripe's own signing scheme, handed to the real webhook handler (the one
 * POST /api/stripe/webhook runs), which verifies them like any other.
 */
export async function deliverDemoEvent(event: DemoEvent): Promise<void> {
  const secret = webhookSecret();
  if (!secret) throw new Error("The demo checkout has no webhook secret (is SESSION_SECRET set?)");
  const payload = JSON.stringify(event, null, 2);
  const signature = stripeWebhooks.generateTestHeaderString({ payload, secret });
  const response = await handleStripeWebhook(
    new Request(`${getAppUrl()}/api/stripe/webhook`, {
      method: "POST",
      headers: {
        "Content-Type": "application/json; charset=utf-8",
        "Stripe-Signature": signature,
        "User-Agent": "Stripe/1.0 (+https://stripe.com/docs/webhooks) Inkwell demo",
      },
      body: payload,
    }),
  );
  if (!response.ok) {
    throw new Error(`The webhook refused the demo event ${event.id}: ${response.status} ${await response.text()}`);
  }
}

export interface DemoEvent {
  id: string;
  object: "event";
  api_version: string;
  created: number;
  type: string;
  livemode: false;
  pending_webhooks: number;
  request: { id: null; idempotency_key: null };
  data: { object: Record<string, unknown> };
}

export function demoEvent(id: string, type: string, created: Date, object: Record<string, unknown>): DemoEvent {
  return {
    id,
    object: "event",
    api_version: STRIPE_API_VERSION,
    created: Math.floor(created.getTime() / 1000),
    type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object },
  };
}

interface DemoSubscriptionInput {
  subscriptionId: string;
  customerId: string;
  userId: string;
  tier: PaidPlanId;
  status: string;
  created: Date;
}

/** A subscription object as Stripe's API (2026 versions) shapes it, with one item. */
export function demoSubscription(input: DemoSubscriptionInput): Record<string, unknown> {
  const price = DEMO_PRICES[input.tier];
  const created = Math.floor(input.created.getTime() / 1000);
  return {
    id: input.subscriptionId,
    object: "subscription",
    status: input.status,
    customer: input.customerId,
    metadata: { userId: input.userId, tier: input.tier },
    cancel_at_period_end: false,
    canceled_at: input.status === "canceled" ? Math.floor(Date.now() / 1000) : null,
    created,
    livemode: false,
    items: {
      object: "list",
      data: [
        {
          id: `si_${input.subscriptionId.replace(/^sub_/, "")}`,
          object: "subscription_item",
          quantity: 1,
          price: {
            id: DEMO_PRICE_IDS[input.tier],
            object: "price",
            active: true,
            currency: price.currency,
            unit_amount: price.amount,
            recurring: { interval: price.interval, interval_count: 1 },
            type: "recurring",
          },
        },
      ],
    },
  };
}

/** A completed subscription-mode Checkout Session as Stripe's API shapes it. */
export function demoCompletedSession(input: DemoSubscriptionInput & { sessionId: string }): Record<string, unknown> {
  const price = DEMO_PRICES[input.tier];
  return {
    id: input.sessionId,
    object: "checkout.session",
    mode: "subscription",
    status: "complete",
    payment_status: "paid",
    client_reference_id: input.userId,
    customer: input.customerId,
    subscription: input.subscriptionId,
    metadata: { userId: input.userId, tier: input.tier },
    amount_subtotal: price.amount,
    amount_total: price.amount,
    currency: price.currency,
    success_url: "/checkout/success?session_id={CHECKOUT_SESSION_ID}",
    cancel_url: "/checkout/cancel",
    url: null,
    livemode: false,
    created: Math.floor(input.created.getTime() / 1000),
  };
}
