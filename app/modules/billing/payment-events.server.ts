import { z } from "zod";
import { PAID_PLANS } from "~/modules/plans/plans";
import { isUniqueViolation, prisma } from "~/utils/db.server";
import { errorFields, logger } from "~/utils/logger.server";
import { billingMode, tierForPrice } from "./billing-config.server";
import { BillingError, billingMessages } from "./billing-errors.server";
import { getStripe } from "./stripe-client.server";
import { applySubscriptionChange, type ApplyOutcome, type SubscriptionChange } from "./subscription-state.server";

const log = logger("billing");

/** The parts of a Stripe event this app reads; anything else in it is left alone. */
const eventSchema = z.object({
  id: z.string().min(1),
  type: z.string().min(1),
  created: z.number().int().nonnegative(),
  data: z.object({ object: z.record(z.string(), z.unknown()) }),
});
export type PaymentEvent = z.infer<typeof eventSchema>;

/** An expandable reference: Stripe sends an id, or the object when expanded. */
const reference = z.union([z.string(), z.object({ id: z.string() }).transform((object) => object.id)]);
const metadata = z.record(z.string(), z.string()).nullish();

const checkoutSessionSchema = z.object({
  id: z.string(),
  mode: z.string(),
  payment_status: z.string(),
  client_reference_id: z.string().nullish(),
  customer: reference.nullish(),
  subscription: reference.nullish(),
  metadata,
});

const subscriptionSchema = z.object({
  id: z.string(),
  status: z.string(),
  /** When Stripe created it (seconds). */
  created: z.number().int().nonnegative().optional(),
  customer: reference.nullish(),
  metadata,
  items: z.object({ data: z.array(z.object({ price: z.object({ id: z.string() }) })) }),
});
export type SubscriptionObject = z.infer<typeof subscriptionSchema>;

const CHECKOUT_EVENTS = new Set(["checkout.session.completed", "checkout.session.async_payment_succeeded"]);
const SUBSCRIPTION_EVENTS = new Set([
  "customer.subscription.created",
  "customer.subscription.updated",
  "customer.subscription.deleted",
]);

export function parsePaymentEvent(value: unknown): PaymentEvent {
  const parsed = eventSchema.safeParse(value);
  if (!parsed.success) throw new BillingError(400, billingMessages.badEvent);
  return parsed.data;
}

/** The subscription state an event reports, or null for events this app does not act on. */
export function changeFromEvent(event: PaymentEvent): SubscriptionChange | null {
  const occurredAt = new Date(event.created * 1000);
  if (CHECKOUT_EVENTS.has(event.type)) {
    const session = parseObject(checkoutSessionSchema, event.data.object);
    const paid = session.payment_status === "paid" || session.payment_status === "no_payment_required";
    // Payments that settle later (bank debits) arrive as async_payment_succeeded.
    if (session.mode !== "subscription" || !paid || !session.subscription) return null;
    const tier = PAID_PLANS.find((plan) => plan === session.metadata?.tier) ?? null;
    return {
      userId: session.client_reference_id ?? session.metadata?.userId ?? null,
      customerId: session.customer ?? null,
      subscriptionId: session.subscription,
      status: "active",
      tier,
      occurredAt,
      startsSubscription: true,
    };
  }
  if (SUBSCRIPTION_EVENTS.has(event.type)) {
    const subscription = parseObject(subscriptionSchema, event.data.object);
    return {
      ...changeFromSubscription(subscription, occurredAt),
      status: event.type === "customer.subscription.deleted" ? "canceled" : subscription.status,
    };
  }
  return null;
}

export function changeFromSubscription(subscription: SubscriptionObject, occurredAt: Date): SubscriptionChange {
  return {
    userId: subscription.metadata?.userId ?? null,
    customerId: subscription.customer ?? null,
    subscriptionId: subscription.id,
    status: subscription.status,
    tier: tierForPrice(subscription.items.data[0]?.price.id),
    occurredAt,
  };
}

export function parseSubscription(value: unknown): SubscriptionObject {
  return parseObject(subscriptionSchema, value);
}

function parseObject<T extends z.ZodType>(schema: T, value: unknown): z.infer<T> {
  const parsed = schema.safeParse(value);
  if (!parsed.success) throw new BillingError(400, billingMessages.badEvent);
  return parsed.data;
}

export type EventOutcome = ApplyOutcome["outcome"] | "ignored" | "replay";

/**
 * Applies an event once: its id is recorded in the same transaction that changes the
 * user, so a replay (Stripe retries, or two deliveries at once) changes nothing.
 */
export async function processPaymentEvent(event: PaymentEvent): Promise<EventOutcome> {
  const change = changeFromEvent(event);
  if (!change) return "ignored";
  let result: ApplyOutcome;
  try {
    result = await prisma.$transaction(async (tx) => {
      await tx.processedPaymentEvent.create({ data: { id: event.id, type: event.type } });
      return applySubscriptionChange(tx, change);
    });
  } catch (error) {
    if (isUniqueViolation(error)) return "replay";
    throw error;
  }
  if (result.outcome !== "applied") {
    log.warn({ eventType: event.type, eventId: event.id, outcome: result.outcome }, "payment event changed nothing");
  } else if (result.replacedSubscriptionId) {
    await cancelReplacedSubscription(result.replacedSubscriptionId);
  }
  return result.outcome;
}

/**
 * After an upgrade through a new checkout, the previous subscription would go on billing:
 * it is cancelled with a prorated credit. (The demo has nothing that bills.)
 */
async function cancelReplacedSubscription(subscriptionId: string) {
  if (billingMode() !== "stripe") return;
  try {
    await getStripe().subscriptions.cancel(subscriptionId, { prorate: true });
  } catch (error) {
    log.error(
      { subscriptionId, ...errorFields(error) },
      "could not cancel the replaced subscription; cancel it in Stripe",
    );
  }
}
