import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { action as webhook, loader as webhookGet } from "~/routes/api.stripe.webhook";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { signedWebhookRequest, stripeEvent } from "../support/fake-stripe";
import { call, createUser, get } from "../support/users";

/**
 * POST /api/stripe/webhook against PostgreSQL: signature checks over the raw body, each
 * event applied once, out-of-order events, ignored types. (Demo price ids: no Stripe key.)
 */

const SECRET = "whsec_test_integration_secret";
const PRICES = { premium: "price_demo_premium", pro: "price_demo_pro" } as const;
let seconds = 1_900_000_000;
const later = () => (seconds += 10);

beforeAll(() => {
  process.env.STRIPE_WEBHOOK_SECRET = SECRET;
  resetEnvCache();
});
afterAll(() => {
  delete process.env.STRIPE_WEBHOOK_SECRET;
  resetEnvCache();
});

const deliver = (event: unknown, options?: Parameters<typeof signedWebhookRequest>[2], secret = SECRET) =>
  call(webhook, signedWebhookRequest(event, secret, options));

function checkoutCompleted(
  user: { id: string },
  tier: "premium" | "pro",
  ids: { customer: string; subscription: string },
  created = later(),
) {
  return stripeEvent(
    "checkout.session.completed",
    {
      id: `cs_test_${ids.subscription}`,
      object: "checkout.session",
      mode: "subscription",
      status: "complete",
      payment_status: "paid",
      client_reference_id: user.id,
      customer: ids.customer,
      subscription: ids.subscription,
      metadata: { userId: user.id, tier },
    },
    { created },
  );
}

function subscriptionEvent(
  type: "created" | "updated" | "deleted",
  input: { userId?: string; customer: string; subscription: string; tier: "premium" | "pro"; status: string },
  created = later(),
) {
  return stripeEvent(
    `customer.subscription.${type}`,
    {
      id: input.subscription,
      object: "subscription",
      status: input.status,
      customer: input.customer,
      metadata: input.userId ? { userId: input.userId } : {},
      items: {
        object: "list",
        data: [{ id: "si_1", object: "subscription_item", price: { id: PRICES[input.tier], object: "price" } }],
      },
    },
    { created },
  );
}

async function freshUser(plan: "free" | "premium" | "pro" = "free") {
  const user = await createUser({ plan });
  const suffix = user.id.slice(2);
  return { user, customer: `cus_${suffix}`, subscription: `sub_${suffix}` };
}

const reload = (id: string) => prisma.user.findUniqueOrThrow({ where: { id } });

describe("signatures", () => {
  it("refuses a missing, wrong, tampered or stale signature with 400 and changes nothing", async () => {
    const { user, customer, subscription } = await freshUser();
    const event = checkoutCompleted(user, "premium", { customer, subscription });

    const unsigned = await call(
      webhook,
      new Request("http://localhost:3000/api/stripe/webhook", { method: "POST", body: JSON.stringify(event) }),
    );
    expect(unsigned.status).toBe(400);
    expect(await unsigned.json()).toEqual({ message: "Missing Stripe-Signature header." });

    const wrongSecret = await deliver(event, {}, "whsec_someone_else");
    expect(wrongSecret.status).toBe(400);
    expect(await wrongSecret.json()).toEqual({ message: "Invalid Stripe signature." });

    const tampered = await deliver(event, { tamper: (payload) => payload.replace('"premium"', '"pro"') });
    expect(tampered.status).toBe(400);

    const stale = await deliver(event, { timestamp: Math.floor(Date.now() / 1000) - 3600 });
    expect(stale.status).toBe(400);

    expect((await reload(user.id)).subscriptionType).toBe("free");
    expect(await prisma.processedPaymentEvent.count({ where: { id: event.id } })).toBe(0);

    // The same event, correctly signed, goes through.
    const signed = await deliver(event);
    expect(signed.status).toBe(200);
    expect((await reload(user.id)).subscriptionType).toBe("premium");
  });

  it("answers GET with 405", async () => {
    expect((await call(webhookGet, get("/api/stripe/webhook"))).status).toBe(405);
  });

  it("refuses a signed event whose data is not a Stripe object with 400", async () => {
    const response = await deliver(
      stripeEvent("checkout.session.completed", { id: "cs_1", object: "checkout.session" }),
    );
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: "The event payload is not valid." });
  });
});

describe("applying events", () => {
  it("checkout.session.completed makes the user premium with the provider's references", async () => {
    const { user, customer, subscription } = await freshUser();
    const event = checkoutCompleted(user, "premium", { customer, subscription });
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "applied" });
    const stored = await reload(user.id);
    expect(stored).toMatchObject({
      subscriptionType: "premium",
      stripeCustomerId: customer,
      stripeSubscriptionId: subscription,
      subscriptionStatus: "active",
    });
    expect(stored.billingUpdatedAt?.getTime()).toBe(event.created * 1000);
    expect(await prisma.processedPaymentEvent.findUnique({ where: { id: event.id } })).toMatchObject({
      type: "checkout.session.completed",
    });
  });

  it("acknowledges a replay with 200 and changes nothing, even after later changes", async () => {
    const { user, customer, subscription } = await freshUser();
    const completed = checkoutCompleted(user, "premium", { customer, subscription });
    expect((await deliver(completed)).status).toBe(200);
    const cancelled = subscriptionEvent("deleted", { customer, subscription, tier: "premium", status: "canceled" });
    expect((await deliver(cancelled)).status).toBe(200);
    expect((await reload(user.id)).subscriptionType).toBe("free");

    const replay = await deliver(completed);
    expect(replay.status).toBe(200);
    expect(await replay.json()).toEqual({ received: true, outcome: "replay" });
    expect((await reload(user.id)).subscriptionType).toBe("free");
  });

  it("applies one event delivered five times at once exactly once", async () => {
    const { user, customer, subscription } = await freshUser();
    const event = checkoutCompleted(user, "pro", { customer, subscription });
    const responses = await Promise.all(Array.from({ length: 5 }, () => deliver(event)));
    const outcomes = await Promise.all(responses.map(async (response) => (await response.json()).outcome as string));
    expect(responses.every((response) => response.status === 200)).toBe(true);
    expect(outcomes.filter((outcome) => outcome === "applied")).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === "replay")).toHaveLength(4);
    expect(await prisma.processedPaymentEvent.count({ where: { id: event.id } })).toBe(1);
    expect((await reload(user.id)).subscriptionType).toBe("pro");
  });

  it("answers 200 to event types it ignores, without recording them", async () => {
    const event = stripeEvent("invoice.paid", { id: "in_123", object: "invoice" });
    const response = await deliver(event);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ received: true, outcome: "ignored" });
    expect(await prisma.processedPaymentEvent.count({ where: { id: event.id } })).toBe(0);
  });

  it("keeps the newest state when events arrive out of order", async () => {
    const { user, customer, subscription } = await freshUser();
    const base = { userId: user.id, customer, subscription };
    const older = subscriptionEvent("updated", { ...base, tier: "premium", status: "active" }, later());
    const newer = subscriptionEvent("updated", { ...base, tier: "pro", status: "active" }, later());
    expect(await (await deliver(newer)).json()).toMatchObject({ outcome: "applied" });
    expect(await (await deliver(older)).json()).toMatchObject({ outcome: "stale" });
    expect((await reload(user.id)).subscriptionType).toBe("pro");

    // A cancellation, then an update made before it that arrives late: still free.
    const activeBefore = subscriptionEvent("updated", { ...base, tier: "pro", status: "active" }, later());
    const deleted = subscriptionEvent("deleted", { ...base, tier: "pro", status: "canceled" }, later());
    await deliver(deleted);
    await deliver(activeBefore);
    const stored = await reload(user.id);
    expect(stored.subscriptionType).toBe("free");
    expect(stored.subscriptionStatus).toBe("canceled");
    // Both were recorded, so neither is applied again later.
    expect(await prisma.processedPaymentEvent.count({ where: { id: { in: [older.id, activeBefore.id] } } })).toBe(2);
  });

  it("returns cancelled and unpaid subscriptions to free, and keeps the plan while past due", async () => {
    const { user, customer, subscription } = await freshUser();
    const base = { userId: user.id, customer, subscription, tier: "premium" as const };
    await deliver(subscriptionEvent("created", { ...base, status: "active" }));
    expect((await reload(user.id)).subscriptionType).toBe("premium");
    await deliver(subscriptionEvent("updated", { ...base, status: "past_due" }));
    expect((await reload(user.id)).subscriptionType).toBe("premium");
    await deliver(subscriptionEvent("updated", { ...base, status: "unpaid" }));
    expect(await reload(user.id)).toMatchObject({ subscriptionType: "free", subscriptionStatus: "unpaid" });
    await deliver(subscriptionEvent("updated", { ...base, status: "active" }));
    expect((await reload(user.id)).subscriptionType).toBe("premium");
    await deliver(subscriptionEvent("deleted", { ...base, status: "canceled" }));
    expect((await reload(user.id)).subscriptionType).toBe("free");
  });

  it("finds the user by customer when the event carries no user id", async () => {
    const { user, customer, subscription } = await freshUser();
    await prisma.user.update({ where: { id: user.id }, data: { stripeCustomerId: customer } });
    await deliver(subscriptionEvent("created", { customer, subscription, tier: "pro", status: "active" }));
    expect(await reload(user.id)).toMatchObject({ subscriptionType: "pro", stripeSubscriptionId: subscription });
  });

  it("does not let the end of a replaced subscription downgrade the user", async () => {
    const { user, customer, subscription } = await freshUser();
    const premiumSub = subscription;
    const proSub = `${subscription}_pro`;
    await deliver(checkoutCompleted(user, "premium", { customer, subscription: premiumSub }));
    await deliver(checkoutCompleted(user, "pro", { customer, subscription: proSub }));
    expect(await reload(user.id)).toMatchObject({ subscriptionType: "pro", stripeSubscriptionId: proSub });
    const oldEnded = await deliver(
      subscriptionEvent("deleted", {
        userId: user.id,
        customer,
        subscription: premiumSub,
        tier: "premium",
        status: "canceled",
      }),
    );
    expect(await oldEnded.json()).toMatchObject({ outcome: "other-subscription" });
    expect((await reload(user.id)).subscriptionType).toBe("pro");
  });

  it("acknowledges events for unknown customers and unknown prices without changing anyone", async () => {
    const unknown = await deliver(
      subscriptionEvent("created", {
        customer: "cus_nobody",
        subscription: "sub_nobody",
        tier: "pro",
        status: "active",
      }),
    );
    expect(unknown.status).toBe(200);
    expect(await unknown.json()).toMatchObject({ outcome: "unknown-user" });

    const { user, customer, subscription } = await freshUser();
    const foreignPrice = stripeEvent("customer.subscription.created", {
      id: subscription,
      object: "subscription",
      status: "active",
      customer,
      metadata: { userId: user.id },
      items: { object: "list", data: [{ price: { id: "price_someone_elses" } }] },
    });
    expect(await (await deliver(foreignPrice)).json()).toMatchObject({ outcome: "unknown-price" });
    expect((await reload(user.id)).subscriptionType).toBe("free");
  });

  it("ignores checkouts that are not paid subscriptions yet", async () => {
    const { user, customer, subscription } = await freshUser();
    const unpaid = checkoutCompleted(user, "premium", { customer, subscription });
    (unpaid.data.object as Record<string, unknown>).payment_status = "unpaid";
    expect(await (await deliver(unpaid)).json()).toMatchObject({ outcome: "ignored" });
    expect((await reload(user.id)).subscriptionType).toBe("free");
  });
});
