import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { clearPriceCache, getPlanPricesOrNull } from "~/modules/billing/prices.server";
import { action as billingPortal } from "~/routes/api.billing-portal";
import { action as createCheckoutSession } from "~/routes/api.create-checkout-session";
import { loader as prices } from "~/routes/api.stripe.prices";
import { action as webhook } from "~/routes/api.stripe.webhook";
import { loader as successPage } from "~/routes/checkout.success";
import { loader as profilePage } from "~/routes/profile";
import { prisma } from "~/utils/db.server";
import { resetEnvCache } from "~/utils/env.server";
import { signedWebhookRequest, startFakeStripe, stripeEvent, type FakeStripe } from "../support/fake-stripe";
import {
  APP_ORIGIN,
  call,
  createSessionCookie,
  createUser,
  get,
  postJson,
  routeArgs,
  signedInCookie,
} from "../support/users";

/**
 * The real Stripe SDK against a local server that answers as Stripe's API does: prices,
 * customers, checkout sessions, the success page's confirmation, the Billing Portal, and
 * the upgrade from premium to pro cancelling the replaced subscription.
 */

const API_KEY = "sk_test_inkwell_integration";
const WEBHOOK_SECRET = "whsec_inkwell_integration";
const PRICE_PREMIUM = "price_1PremiumMonthly";
const PRICE_PRO = "price_1ProMonthly";
const STRIPE_VARIABLES = [
  "STRIPE_SECRET_KEY",
  "STRIPE_WEBHOOK_SECRET",
  "STRIPE_PRICE_PREMIUM",
  "STRIPE_PRICE_PRO",
  "STRIPE_API_URL",
];

let stripe: FakeStripe;

beforeAll(async () => {
  stripe = await startFakeStripe({
    apiKey: API_KEY,
    prices: [
      { id: PRICE_PREMIUM, unit_amount: 1299, currency: "eur", interval: "month" },
      { id: PRICE_PRO, unit_amount: 2499, currency: "eur", interval: "month" },
    ],
  });
  Object.assign(process.env, {
    STRIPE_SECRET_KEY: API_KEY,
    STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
    STRIPE_PRICE_PREMIUM: PRICE_PREMIUM,
    STRIPE_PRICE_PRO: PRICE_PRO,
    STRIPE_API_URL: stripe.url,
  });
  resetEnvCache();
});

afterAll(async () => {
  for (const name of STRIPE_VARIABLES) delete process.env[name];
  resetEnvCache();
  await stripe.stop();
});

beforeEach(async () => {
  stripe.requests.length = 0;
  clearPriceCache();
  // Every request here comes from one test address: the checkout rate limits are not what this file is about.
  await prisma.$executeRaw`DELETE FROM "RateLimit"`;
});

function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: APP_ORIGIN,
      Referer: `${APP_ORIGIN}/subscribe`,
      // A browser's form post asks for a page.
      Accept: "text/html,application/xhtml+xml,*/*;q=0.8",
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

const checkout = (tier: unknown, cookie?: string) =>
  call(createCheckoutSession, postJson("/api/create-checkout-session", { tier }, cookie));

/** Route loaders answer `data(...)`; outside React Router that is a DataWithResponseInit. */
async function runLoader(loader: typeof successPage | typeof profilePage, request: Request) {
  const result = (await loader(routeArgs(request, {}, { clientIp: "203.0.113.7", cspNonce: "n" }))) as unknown as {
    data: Record<string, unknown>;
  };
  return result.data;
}

describe("GET /api/stripe/prices", () => {
  it("reads both prices from Stripe with the secret key, and caches them", async () => {
    const first = await call(prices, get("/api/stripe/prices"));
    expect(first.status).toBe(200);
    expect(await first.json()).toEqual({
      premium: { amount: 1299, currency: "eur", interval: "month" },
      pro: { amount: 2499, currency: "eur", interval: "month" },
    });
    const calls = stripe.requestsTo("GET", "/v1/prices/");
    expect(calls.map((entry) => entry.path).sort()).toEqual(
      [`/v1/prices/${PRICE_PREMIUM}`, `/v1/prices/${PRICE_PRO}`].sort(),
    );
    expect(calls[0].authorization).toBe(`Bearer ${API_KEY}`);
    expect(calls[0].stripeVersion).toMatch(/^\d{4}-\d{2}-\d{2}/);

    await call(prices, get("/api/stripe/prices"));
    expect(stripe.requestsTo("GET", "/v1/prices/")).toHaveLength(2);
  });

  it("answers 502 with a message when Stripe fails, and tries again next time", async () => {
    stripe.failNext("GET", `/v1/prices/${PRICE_PRO}`, 500);
    const failed = await call(prices, get("/api/stripe/prices"));
    expect(failed.status).toBe(502);
    expect(await failed.json()).toEqual({ message: "Prices could not be loaded. Please try again in a moment." });
    const retried = await call(prices, get("/api/stripe/prices"));
    expect(retried.status).toBe(200);
  });

  it("does not keep pages waiting on a slow Stripe: they get null, and the late answer fills the cache", async () => {
    const release = stripe.holdNext("GET", `/v1/prices/${PRICE_PREMIUM}`);
    expect(await getPlanPricesOrNull(50)).toBeNull();
    release();
    await expect
      .poll(() => getPlanPricesOrNull(50))
      .toEqual({
        premium: { amount: 1299, currency: "eur", interval: "month" },
        pro: { amount: 2499, currency: "eur", interval: "month" },
      });
    expect(stripe.requestsTo("GET", `/v1/prices/${PRICE_PREMIUM}`)).toHaveLength(1);
  });
});

describe("POST /api/create-checkout-session", () => {
  it("creates the customer and a subscription Checkout Session with the user as reference", async () => {
    const { user, cookie } = await signedInCookie("free");
    const response = await checkout("premium", cookie);
    expect(response.status).toBe(200);
    const { url } = (await response.json()) as { url: string };
    expect(url).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);

    const [customerCall] = stripe.requestsTo("POST", "/v1/customers");
    expect(customerCall.contentType).toBe("application/x-www-form-urlencoded");
    expect(customerCall.params).toEqual({ email: user.email, name: "Test User", metadata: { userId: user.id } });
    expect(customerCall.idempotencyKey).toBe(`inkwell-customer-${user.id}`);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.stripeCustomerId).toMatch(/^cus_/);

    const [sessionCall] = stripe.sessionsCreated();
    expect(sessionCall.rawBody).toContain("line_items[0][price]=" + PRICE_PREMIUM);
    expect(sessionCall.params).toEqual({
      mode: "subscription",
      customer: stored.stripeCustomerId,
      client_reference_id: user.id,
      line_items: [{ price: PRICE_PREMIUM, quantity: "1" }],
      success_url: "http://localhost:3000/checkout/success?session_id={CHECKOUT_SESSION_ID}",
      cancel_url: "http://localhost:3000/checkout/cancel",
      metadata: { userId: user.id, tier: "premium" },
      subscription_data: { metadata: { userId: user.id, tier: "premium" } },
      expires_at: expect.stringMatching(/^\d+$/),
    });
    expect(sessionCall.idempotencyKey).toMatch(new RegExp(`^inkwell-checkout-${user.id}-premium-\\d+$`));
  });

  it("answers checkouts of one plan started together with one session, which can be paid once (L16)", async () => {
    const { user, cookie } = await signedInCookie("free");
    const answers = await Promise.all([checkout("pro", cookie), checkout("pro", cookie), checkout("pro", cookie)]);
    const urls = await Promise.all(answers.map(async (answer) => ((await answer.json()) as { url: string }).url));
    expect(new Set(urls).size).toBe(1);
    expect(stripe.sessionsCreated()).toHaveLength(1);
    // Open for an hour (Stripe's default is a day).
    const [created] = stripe.sessionsCreated();
    const expiresAt = Number((created.params as { expires_at: string }).expires_at) * 1000;
    expect(expiresAt - Date.now()).toBeGreaterThan(59 * 60_000);
    expect(expiresAt - Date.now()).toBeLessThanOrEqual(60 * 60_000);
    const sessionId = urls[0].split("/").pop()!;
    stripe.completeCheckout(sessionId);
    expect(() => stripe.completeCheckout(sessionId)).toThrow(/cannot be paid/);
    expect(await prisma.openCheckout.findUnique({ where: { userId: user.id } })).toMatchObject({ sessionId });
  });

  it("expires the open checkout of one plan before starting one for the other, so only one can be paid (L16)", async () => {
    const { user, cookie } = await signedInCookie("free");
    const premium = ((await (await checkout("premium", cookie)).json()) as { url: string }).url.split("/").pop()!;
    const pro = ((await (await checkout("pro", cookie)).json()) as { url: string }).url.split("/").pop()!;
    expect(pro).not.toBe(premium);
    expect(stripe.requestsTo("POST", `/v1/checkout/sessions/${premium}/expire`)).toHaveLength(1);
    expect(() => stripe.completeCheckout(premium)).toThrow(/cannot be paid/);
    // Paid, confirmed by the success page: the account has no open checkout any more.
    stripe.completeCheckout(pro);
    await runLoader(successPage, get(`/checkout/success?session_id=${pro}`, cookie));
    expect(await prisma.openCheckout.findUnique({ where: { userId: user.id } })).toBeNull();
  });

  it("reuses the customer on the next checkout", async () => {
    const { user, cookie } = await signedInCookie("free");
    await checkout("premium", cookie);
    const customerId = (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId;
    stripe.requests.length = 0;
    const again = await checkout("pro", cookie);
    expect(again.status).toBe(200);
    expect(stripe.requestsTo("POST", "/v1/customers")).toHaveLength(0);
    const [sessionCall] = stripe.sessionsCreated();
    expect(sessionCall.params).toMatchObject({
      customer: customerId,
      line_items: [{ price: PRICE_PRO, quantity: "1" }],
    });
  });

  it("shares one customer between two checkouts started at once", async () => {
    const { user, cookie } = await signedInCookie("free");
    const [a, b] = await Promise.all([checkout("premium", cookie), checkout("pro", cookie)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const customerIds = new Set(
      stripe.sessionsCreated().map((entry) => (entry.params as { customer: string }).customer),
    );
    expect(customerIds.size).toBe(1);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId).toBe(
      [...customerIds][0],
    );
  });

  it("redirects a plain form POST to the hosted checkout", async () => {
    const { cookie } = await signedInCookie("free");
    const response = await call(
      createCheckoutSession,
      postForm("/api/create-checkout-session", { tier: "pro" }, cookie),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toMatch(/^https:\/\/checkout\.stripe\.com\/c\/pay\/cs_test_/);
  });

  it("refuses signed-out visitors: 401 as JSON, the sign-in page coming back to the plan for a form", async () => {
    const json = await checkout("premium");
    expect(json.status).toBe(401);
    expect(await json.json()).toEqual({ message: "Sign in to choose a plan." });
    const form = await call(createCheckoutSession, postForm("/api/create-checkout-session", { tier: "pro" }));
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toBe("/sign-in?redirectTo=%2Fsubscribe-pro");
    expect(stripe.requests).toHaveLength(0);
  });

  it("refuses the current plan, a downgrade and anything but premium or pro, without calling Stripe", async () => {
    const premium = await signedInCookie("premium");
    const again = await checkout("premium", premium.cookie);
    expect(again.status).toBe(409);
    expect(await again.json()).toEqual({ message: "You are already on the Premium plan." });

    const pro = await signedInCookie("pro");
    const down = await checkout("premium", pro.cookie);
    expect(down.status).toBe(409);
    expect(await down.json()).toEqual({ message: "You are on the Pro plan. To downgrade, please contact support." });
    expect((await checkout("pro", pro.cookie)).status).toBe(409);

    const free = await signedInCookie("free");
    for (const tier of ["free", "gold", 3, null]) {
      const bad = await checkout(tier, free.cookie);
      expect(bad.status).toBe(400);
      expect(await bad.json()).toEqual({ message: "Choose the Premium or Pro plan." });
    }
    const broken = await call(createCheckoutSession, postJson("/api/create-checkout-session", "{tier:", free.cookie));
    expect(broken.status).toBe(400);
    expect(stripe.requests).toHaveLength(0);
  });

  it("sends a plain form's refusal back to the page as a 'Checkout Error' toast", async () => {
    const { cookie } = await signedInCookie("premium");
    const response = await call(
      createCheckoutSession,
      postForm("/api/create-checkout-session", { tier: "premium" }, cookie),
    );
    expect(response.status).toBe(303);
    expect(response.headers.get("location")).toBe("/subscribe");
    expect(response.headers.get("set-cookie")).toContain("inkwell_toast=");
  });

  it("answers 502 'Failed to create checkout session' when Stripe refuses", async () => {
    const { cookie } = await signedInCookie("free");
    stripe.failNext("POST", "/v1/checkout/sessions", 400, {
      type: "invalid_request_error",
      message: "No such price: 'price_x'",
      code: "resource_missing",
    });
    const response = await checkout("premium", cookie);
    expect(response.status).toBe(502);
    expect(await response.json()).toEqual({ message: "Failed to create checkout session" });
  });
});

describe("after payment", () => {
  async function paidCheckout(tier: "premium" | "pro", cookie: string) {
    const { url } = (await (await checkout(tier, cookie)).json()) as { url: string };
    const sessionId = url.split("/").pop()!;
    return stripe.completeCheckout(sessionId);
  }

  it("the success page confirms the session with Stripe and applies the plan before the webhook arrives", async () => {
    const { user, cookie } = await signedInCookie("free");
    const { session, subscription } = await paidCheckout("premium", cookie);
    const page = await runLoader(successPage, get(`/checkout/success?session_id=${session.id}`, cookie));
    expect(page).toEqual({ state: "paid", sessionId: session.id, tier: "premium" });
    const [retrieve] = stripe.requestsTo("GET", `/v1/checkout/sessions/${session.id}`);
    expect(retrieve.query).toEqual({ expand: ["subscription"] });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      subscriptionType: "premium",
      stripeSubscriptionId: subscription.id,
      subscriptionStatus: "active",
    });

    // The webhook arriving afterwards agrees, and is recorded once.
    const event = stripeEvent("checkout.session.completed", session);
    const delivered = await call(webhook, signedWebhookRequest(event, WEBHOOK_SECRET));
    expect(delivered.status).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionType).toBe("premium");
  });

  it("the success page shows 'Payment Error' for a missing, foreign or unpaid session", async () => {
    const { cookie } = await signedInCookie("free");
    expect(await runLoader(successPage, get("/checkout/success", cookie))).toEqual({ state: "missing" });

    const other = await signedInCookie("free");
    const { session } = await paidCheckout("premium", other.cookie);
    expect(await runLoader(successPage, get(`/checkout/success?session_id=${session.id}`, cookie))).toEqual({
      state: "error",
      message: "We could not find this checkout session for your account.",
    });

    const { url } = (await (await checkout("pro", cookie)).json()) as { url: string };
    const open = url.split("/").pop()!;
    expect(await runLoader(successPage, get(`/checkout/success?session_id=${open}`, cookie))).toEqual({
      state: "error",
      message: "This checkout was not completed, so nothing was charged.",
    });
    expect(await runLoader(successPage, get("/checkout/success?session_id=cs_test_unknown", cookie))).toMatchObject({
      state: "error",
    });
  });

  it("the success page stamps the plan with Stripe's time of the subscription, so a cancellation Stripe sent after it still applies", async () => {
    const { user, cookie } = await signedInCookie("free");
    const { session, subscription } = await paidCheckout("premium", cookie);
    const startedAt = Math.floor(Date.now() / 1000) - 120;
    (subscription as unknown as { created: number }).created = startedAt;
    await runLoader(successPage, get(`/checkout/success?session_id=${session.id}`, cookie));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).billingUpdatedAt?.getTime()).toBe(
      startedAt * 1000,
    );

    // Cancelled a minute later (by Stripe's clock), delivered now: the account returns to free.
    const cancelled = { ...subscription, status: "canceled" };
    const ended = stripeEvent("customer.subscription.deleted", cancelled, { created: startedAt + 60 });
    expect((await call(webhook, signedWebhookRequest(ended, WEBHOOK_SECRET))).status).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionType).toBe("free");
  });

  it("an event about an old subscription (replaced by an upgrade) neither switches the plan nor cancels the current one", async () => {
    const { user, cookie } = await signedInCookie("free");
    const first = await paidCheckout("premium", cookie);
    await call(webhook, signedWebhookRequest(stripeEvent("checkout.session.completed", first.session), WEBHOOK_SECRET));
    const second = await paidCheckout("pro", cookie);
    await call(
      webhook,
      signedWebhookRequest(stripeEvent("checkout.session.completed", second.session), WEBHOOK_SECRET),
    );
    stripe.requests.length = 0;

    // The old premium subscription reported active again, later (a renewal Stripe sent before the cancellation took).
    const late = stripeEvent(
      "customer.subscription.updated",
      { ...first.subscription, status: "active" },
      {
        created: Math.floor(Date.now() / 1000) + 5,
      },
    );
    expect((await call(webhook, signedWebhookRequest(late, WEBHOOK_SECRET))).status).toBe(200);
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      subscriptionType: "pro",
      stripeSubscriptionId: second.subscription.id,
    });
    expect(stripe.requestsTo("DELETE", `/v1/subscriptions/${second.subscription.id}`)).toHaveLength(0);
  });

  it("upgrading from premium to pro cancels the premium subscription at Stripe, and its end keeps pro", async () => {
    const { user, cookie } = await signedInCookie("free");
    const first = await paidCheckout("premium", cookie);
    await call(webhook, signedWebhookRequest(stripeEvent("checkout.session.completed", first.session), WEBHOOK_SECRET));
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionType).toBe("premium");

    // A premium user cannot buy premium again, but can buy pro.
    expect((await checkout("premium", cookie)).status).toBe(409);
    const second = await paidCheckout("pro", cookie);
    stripe.requests.length = 0;
    await call(
      webhook,
      signedWebhookRequest(stripeEvent("checkout.session.completed", second.session), WEBHOOK_SECRET),
    );
    expect(await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).toMatchObject({
      subscriptionType: "pro",
      stripeSubscriptionId: second.subscription.id,
    });
    const [cancel] = stripe.requestsTo("DELETE", `/v1/subscriptions/${first.subscription.id}`);
    expect(cancel.query).toEqual({ prorate: "true" });
    expect(stripe.subscription(first.subscription.id)?.status).toBe("canceled");

    const ended = stripeEvent("customer.subscription.deleted", stripe.subscription(first.subscription.id)!);
    expect((await call(webhook, signedWebhookRequest(ended, WEBHOOK_SECRET))).status).toBe(200);
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).subscriptionType).toBe("pro");
  });
});

describe("Billing Portal", () => {
  it("opens a portal session for a paying customer, returning to the profile", async () => {
    const { user, cookie } = await signedInCookie("free");
    const { url } = (await (await checkout("premium", cookie)).json()) as { url: string };
    await runLoader(
      successPage,
      get(`/checkout/success?session_id=${stripe.completeCheckout(url.split("/").pop()!).session.id}`, cookie),
    );
    const customer = (await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).stripeCustomerId;

    const json = await call(billingPortal, postJson("/api/billing-portal", {}, cookie));
    expect(json.status).toBe(200);
    expect(((await json.json()) as { url: string }).url).toMatch(/^https:\/\/billing\.stripe\.com\/p\/session\//);
    const [portalCall] = stripe.requestsTo("POST", "/v1/billing_portal/sessions");
    expect(portalCall.params).toEqual({ customer, return_url: "http://localhost:3000/profile" });

    const form = await call(billingPortal, postForm("/api/billing-portal", {}, cookie));
    expect(form.status).toBe(303);
    expect(form.headers.get("location")).toMatch(/^https:\/\/billing\.stripe\.com\//);

    // The profile offers it, with the live price.
    const profile = await runLoader(profilePage, get("/profile", cookie));
    expect(profile.billing).toEqual({ priceLabel: "€12.99/month", canManage: true });
  });

  it("refuses users without a subscription", async () => {
    const { cookie } = await signedInCookie("free");
    const response = await call(billingPortal, postJson("/api/billing-portal", {}, cookie));
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "The billing portal is for Premium and Pro subscribers." });
    const signedOut = await call(billingPortal, postJson("/api/billing-portal", {}));
    expect(signedOut.status).toBe(401);
    // Premium granted without checkout (no customer): no portal to open.
    const granted = await createUser({ plan: "premium" });
    const grantedCookie = await createSessionCookie({ userId: granted.id });
    expect((await call(billingPortal, postJson("/api/billing-portal", {}, grantedCookie))).status).toBe(403);
    expect(stripe.requestsTo("POST", "/v1/billing_portal/sessions")).toHaveLength(0);
  });
});
