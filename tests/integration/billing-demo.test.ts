import { afterEach, describe, expect, it } from "vitest";
import { loader as home } from "~/routes/_index";
import { action as billingPortal } from "~/routes/api.billing-portal";
import { action as createCheckoutSession } from "~/routes/api.create-checkout-session";
import { loader as prices } from "~/routes/api.stripe.prices";
import { action as webhook } from "~/routes/api.stripe.webhook";
import { loader as successPage } from "~/routes/checkout.success";
import { action as demoPortalAction, loader as demoPortalPage } from "~/routes/demo-billing-portal";
import { loader as demoCheckoutPage, action as demoPay } from "~/routes/demo-checkout.$sessionId";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { signedWebhookRequest, stripeEvent } from "../support/fake-stripe";
import { APP_ORIGIN, call, get, postJson, routeArgs, signedInCookie, type RouteHandler } from "../support/users";

/**
 * Demo mode (no STRIPE_SECRET_KEY): the demo checkout stands in for Stripe's hosted page,
 * and paying delivers Stripe-signed events through the real webhook handler.
 */

const savedAppUrl = process.env.APP_URL;
afterEach(() => {
  delete process.env.ALLOW_DEMO_CHECKOUT;
  delete process.env.ALLOW_LOCAL_IMAGE_STORAGE;
  delete process.env.TRUST_PROXY;
  if (savedAppUrl === undefined) delete process.env.APP_URL;
  else process.env.APP_URL = savedAppUrl;
  process.env.NODE_ENV = "test";
  resetEnvCache();
});

const TEST_CARD = { cardNumber: "4242 4242 4242 4242", expiry: "12 / 34", cvc: "123", name: "Ada Lovelace" };

async function startCheckout(tier: "premium" | "pro", cookie: string) {
  const response = await call(createCheckoutSession, postJson("/api/create-checkout-session", { tier }, cookie));
  expect(response.status).toBe(200);
  const { url } = (await response.json()) as { url: string };
  return { url, sessionId: url.split("/").pop()! };
}

function payForm(sessionId: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${APP_ORIGIN}/demo-checkout/${sessionId}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: APP_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams({ intent: "pay", ...fields }).toString(),
  });
}

/** A page loader or action as React Router runs it: `data(...)` comes back as { data, init }, a redirect as a Response. */
async function run(handler: RouteHandler, request: Request, params: Record<string, string> = {}) {
  try {
    const result = await handler(routeArgs(request, params));
    if (result instanceof Response) return { response: result };
    const { data, init } = result as { data: Record<string, unknown>; init?: { status?: number } | null };
    return { data, status: init?.status ?? 200 };
  } catch (thrown) {
    if (thrown instanceof Response) return { response: thrown };
    throw thrown;
  }
}

const reload = (id: string) => prisma.user.findUniqueOrThrow({ where: { id } });

describe("demo checkout", () => {
  it("answers the demo prices of DECISIONS.md", async () => {
    const response = await call(prices, get("/api/stripe/prices"));
    expect(await response.json()).toEqual({
      premium: { amount: 999, currency: "usd", interval: "month" },
      pro: { amount: 1999, currency: "usd", interval: "month" },
    });
  });

  it("pays a premium checkout: the signed events go through the webhook and the user is premium", async () => {
    const { user, cookie } = await signedInCookie("free");
    const { url, sessionId } = await startCheckout("premium", cookie);
    expect(url).toMatch(/^\/demo-checkout\/cs_demo_/);
    const stored = await prisma.demoCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } });
    expect(stored).toMatchObject({ userId: user.id, tier: "premium", status: "open" });
    expect((await reload(user.id)).stripeCustomerId).toBe(stored.customerId);

    const page = await run(demoCheckoutPage, get(`/demo-checkout/${sessionId}`, cookie), { sessionId });
    expect(page.data).toMatchObject({
      planName: "Premium",
      amount: "$9.99",
      interval: "month",
      email: user.email,
      expired: false,
    });

    const paid = await run(demoPay, payForm(sessionId, TEST_CARD, cookie), { sessionId });
    expect(paid.response?.status).toBe(303);
    expect(paid.response?.headers.get("location")).toBe(`/checkout/success?session_id=${sessionId}`);

    const after = await reload(user.id);
    expect(after).toMatchObject({
      subscriptionType: "premium",
      subscriptionStatus: "active",
      stripeCustomerId: stored.customerId,
    });
    expect(after.stripeSubscriptionId).toMatch(/^sub_demo_/);
    // Recorded by the webhook handler, which only records events whose Stripe signature it verified.
    const events = await prisma.processedPaymentEvent.findMany({ where: { id: { startsWith: `evt_${sessionId}` } } });
    expect(events.map((event) => event.type).sort()).toEqual([
      "checkout.session.completed",
      "customer.subscription.created",
    ]);

    const success = await run(successPage, get(`/checkout/success?session_id=${sessionId}`, cookie));
    expect(success.data).toEqual({ state: "paid", sessionId, tier: "premium" });

    // Back on the completed session: straight to the success page.
    const revisit = await run(demoCheckoutPage, get(`/demo-checkout/${sessionId}`, cookie), { sessionId });
    expect(revisit.response?.headers.get("location")).toBe(`/checkout/success?session_id=${sessionId}`);
  });

  it("checks the card as a hosted checkout does, and charges nothing on a refusal", async () => {
    const { user, cookie } = await signedInCookie("free");
    const { sessionId } = await startCheckout("pro", cookie);
    const invalid = await run(
      demoPay,
      payForm(sessionId, { cardNumber: "4242 4242 4242 4241", expiry: "13/30", cvc: "1", name: "" }, cookie),
      {
        sessionId,
      },
    );
    expect(invalid.status).toBe(400);
    expect(invalid.data?.fieldErrors).toEqual({
      cardNumber: "Your card number is invalid.",
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
      name: "Enter the name on your card.",
    });
    const realCard = await run(
      demoPay,
      payForm(sessionId, { ...TEST_CARD, cardNumber: "4111 1111 1111 1111" }, cookie),
      { sessionId },
    );
    expect(realCard.data?.fieldErrors).toEqual({
      cardNumber: "This demo accepts test cards only, such as 4242 4242 4242 4242.",
    });
    // What was typed comes back to fill the form in again, never the security code.
    expect(realCard.data?.values).toEqual({
      cardNumber: "4111 1111 1111 1111",
      expiry: TEST_CARD.expiry,
      name: TEST_CARD.name,
    });
    const declined = await run(
      demoPay,
      payForm(sessionId, { ...TEST_CARD, cardNumber: "4000 0000 0000 0002" }, cookie),
      { sessionId },
    );
    expect(declined.status).toBe(402);
    expect(declined.data).toMatchObject({ message: expect.stringMatching(/declined/), fieldErrors: {} });
    expect(await reload(user.id)).toMatchObject({ subscriptionType: "free" });
    expect((await prisma.demoCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } })).status).toBe("open");
  });

  it("pays once however often Pay is pressed", async () => {
    const { user, cookie } = await signedInCookie("free");
    const { sessionId } = await startCheckout("premium", cookie);
    const results = await Promise.all(
      Array.from({ length: 3 }, () => run(demoPay, payForm(sessionId, TEST_CARD, cookie), { sessionId })),
    );
    for (const result of results) {
      expect(result.response?.headers.get("location")).toBe(`/checkout/success?session_id=${sessionId}`);
    }
    expect(await prisma.processedPaymentEvent.count({ where: { id: { startsWith: `evt_${sessionId}` } } })).toBe(2);
    const subscriptionId = (await reload(user.id)).stripeSubscriptionId;
    expect((await prisma.demoCheckoutSession.findUniqueOrThrow({ where: { id: sessionId } })).subscriptionId).toBe(
      subscriptionId,
    );
  });

  it("keeps other people out of a demo session and sends signed-out visitors to sign in", async () => {
    const owner = await signedInCookie("free");
    const { sessionId } = await startCheckout("premium", owner.cookie);
    const stranger = await signedInCookie("free");
    const page = await run(demoCheckoutPage, get(`/demo-checkout/${sessionId}`, stranger.cookie), { sessionId });
    expect(page.response?.status).toBe(404);
    const pay = await run(demoPay, payForm(sessionId, TEST_CARD, stranger.cookie), { sessionId });
    expect(pay.response?.status).toBe(404);
    const signedOut = await run(demoCheckoutPage, get(`/demo-checkout/${sessionId}`), { sessionId });
    expect(signedOut.response?.headers.get("location")).toBe(
      `/sign-in?redirectTo=${encodeURIComponent(`/demo-checkout/${sessionId}`)}`,
    );
    expect((await reload(owner.user.id)).subscriptionType).toBe("free");
  });

  it("upgrades premium to pro, and refuses to buy premium again, even from a session started before", async () => {
    const { user, cookie } = await signedInCookie("free");
    const first = await startCheckout("premium", cookie);
    // A second checkout of the same plan is the same session (L16): it can be paid once.
    expect((await startCheckout("premium", cookie)).sessionId).toBe(first.sessionId);
    // A session left open from before (older versions made one per click).
    const { customerId } = await prisma.demoCheckoutSession.findUniqueOrThrow({ where: { id: first.sessionId } });
    const stale = { sessionId: `cs_demo_stale_${user.id}` };
    await prisma.demoCheckoutSession.create({
      data: { id: stale.sessionId, userId: user.id, tier: "premium", customerId },
    });
    await run(demoPay, payForm(first.sessionId, TEST_CARD, cookie), { sessionId: first.sessionId });
    expect((await reload(user.id)).subscriptionType).toBe("premium");

    const again = await call(
      createCheckoutSession,
      postJson("/api/create-checkout-session", { tier: "premium" }, cookie),
    );
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "You are already on the Premium plan." });
    const stalePay = await run(demoPay, payForm(stale.sessionId, TEST_CARD, cookie), { sessionId: stale.sessionId });
    expect(stalePay.status).toBe(409);
    expect(stalePay.data?.message).toBe("You are already on the Premium plan.");

    const pro = await startCheckout("pro", cookie);
    await run(demoPay, payForm(pro.sessionId, TEST_CARD, cookie), { sessionId: pro.sessionId });
    expect((await reload(user.id)).subscriptionType).toBe("pro");
  });

  it("cancels through the demo billing portal with a signed customer.subscription.deleted, for good", async () => {
    const { user, cookie } = await signedInCookie("free");
    const { sessionId } = await startCheckout("premium", cookie);
    await run(demoPay, payForm(sessionId, TEST_CARD, cookie), { sessionId });

    const portal = await call(billingPortal, postJson("/api/billing-portal", {}, cookie));
    expect(await portal.json()).toEqual({ url: "/demo-billing-portal" });
    const page = await run(demoPortalPage, get("/demo-billing-portal", cookie));
    expect(page.data).toMatchObject({ subscribed: true, planName: "Premium", amount: "$9.99" });

    const cancelled = await run(
      demoPortalAction,
      new Request(`${APP_ORIGIN}/demo-billing-portal`, {
        method: "POST",
        headers: { Cookie: cookie, Origin: APP_ORIGIN },
      }),
    );
    expect(cancelled.response?.headers.get("location")).toBe("/profile");
    expect(await reload(user.id)).toMatchObject({ subscriptionType: "free", subscriptionStatus: "canceled" });

    // Revisiting the old success page confirms again, but the replayed events change nothing.
    const success = await run(successPage, get(`/checkout/success?session_id=${sessionId}`, cookie));
    expect(success.data).toMatchObject({ state: "paid" });
    expect((await reload(user.id)).subscriptionType).toBe("free");
  });

  it("verifies demo events with the demo secret: an event signed with another secret is refused", async () => {
    const response = await call(
      webhook,
      signedWebhookRequest(stripeEvent("invoice.paid", { id: "in_1" }), "whsec_guess"),
    );
    expect(response.status).toBe(400);
  });

  it("shows 'Subscription Activated!' once on the home page, without the query", async () => {
    const { cookie } = await signedInCookie("premium");
    const { response } = await run(home, get("/?subscription=success", cookie));
    expect(response?.status).toBe(302);
    expect(response?.headers.get("location")).toBe("/");
    expect(response?.headers.get("set-cookie")).toContain("inkwell_toast=");
    const withOther = await run(home, get("/?subscription=success&idea=koi", cookie));
    expect(withOther.response?.headers.get("location")).toBe("/?idea=koi");
  });
});

describe("demo mode in production", () => {
  it("is refused, whatever ALLOW_DEMO_CHECKOUT says, and on a public APP_URL whatever NODE_ENV says", async () => {
    const { cookie } = await signedInCookie("free");
    const { sessionId } = await startCheckout("premium", cookie);
    process.env.NODE_ENV = "production";
    process.env.TRUST_PROXY = "false";
    // This process's files stay under DATA_DIR (production asks for a bucket unless stated).
    process.env.ALLOW_LOCAL_IMAGE_STORAGE = "true";
    process.env.APP_URL ??= "http://localhost:3000";
    resetEnvCache();

    const checkout = await call(
      createCheckoutSession,
      postJson("/api/create-checkout-session", { tier: "premium" }, cookie),
    );
    expect(checkout.status).toBe(503);
    expect(await checkout.json()).toEqual({ message: "Payments are not available right now. Please try again later." });
    expect((await call(prices, get("/api/stripe/prices"))).status).toBe(503);
    expect(
      (await run(demoCheckoutPage, get(`/demo-checkout/${sessionId}`, cookie), { sessionId })).response?.status,
    ).toBe(404);
    expect((await run(demoPay, payForm(sessionId, TEST_CARD, cookie), { sessionId })).response?.status).toBe(404);
    expect(
      (await call(webhook, signedWebhookRequest(stripeEvent("invoice.paid", { id: "in_1" }), "whsec_x"))).status,
    ).toBe(503);

    process.env.ALLOW_DEMO_CHECKOUT = "true";
    resetEnvCache();
    const overridden = await call(
      createCheckoutSession,
      postJson("/api/create-checkout-session", { tier: "premium" }, cookie),
    );
    expect(overridden.status).toBe(503);

    // A deploy that forgot NODE_ENV=production: its public address alone keeps the demo off.
    process.env.NODE_ENV = "development";
    const appUrl = process.env.APP_URL;
    process.env.APP_URL = "https://inkwell.example";
    resetEnvCache();
    try {
      const publicCheckout = await call(
        createCheckoutSession,
        postJson("/api/create-checkout-session", { tier: "premium" }, cookie),
      );
      expect(publicCheckout.status).toBe(503);
      expect(
        (await run(demoCheckoutPage, get(`/demo-checkout/${sessionId}`, cookie), { sessionId })).response?.status,
      ).toBe(404);
    } finally {
      process.env.APP_URL = appUrl;
      resetEnvCache();
    }
  });
});
