import { afterEach, describe, expect, it, vi } from "vitest";
import { requestCheckoutUrl } from "~/components/billing/checkout-client";
import { billingModeOf, describeBillingMode } from "~/modules/billing/billing-config.server";
import { BillingError } from "~/modules/billing/billing-errors.server";
import { checkDemoCard, luhnValid } from "~/modules/billing/demo-card.server";
import { assertCanBuy, parseCheckoutRequest } from "~/modules/billing/purchase-rules.server";
import { parseEnv } from "~/utils/env.server";

const answer = (status: number, body?: unknown) => () =>
  Promise.resolve(
    new Response(body === undefined ? null : typeof body === "string" ? body : JSON.stringify(body), { status }),
  );

/** The browser's fetch, answering as `respond` says. */
const serve = (respond: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>) =>
  vi.stubGlobal("fetch", respond);

describe("the checkout request of the browser (spec §4, §5, §8)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("posts {tier} as JSON and answers the url", async () => {
    let sent: RequestInit | undefined;
    serve(async (_input, init) => {
      sent = init;
      return new Response(JSON.stringify({ url: "https://checkout.stripe.com/c/pay/cs_1" }));
    });
    const url = await requestCheckoutUrl("pro");
    expect(url).toBe("https://checkout.stripe.com/c/pay/cs_1");
    expect(sent?.method).toBe("POST");
    expect(sent?.credentials).toBe("include");
    expect(sent?.body).toBe('{"tier":"pro"}');
    expect(new Headers(sent?.headers).get("content-type")).toBe("application/json");
  });

  it("fails with the server's message, else the spec's fallbacks", async () => {
    const refusal = (respond: () => Promise<Response>) => {
      serve(respond);
      return requestCheckoutUrl("premium");
    };
    await expect(refusal(answer(409, { message: "You are already on the Premium plan." }))).rejects.toThrow(
      "You are already on the Premium plan.",
    );
    await expect(refusal(answer(500))).rejects.toThrow("Failed to create checkout session");
    await expect(refusal(answer(502, "<html>bad gateway</html>"))).rejects.toThrow("Failed to create checkout session");
    await expect(refusal(answer(200, {}))).rejects.toThrow("No checkout URL received");
    await expect(refusal(answer(200, { url: "" }))).rejects.toThrow("No checkout URL received");
    await expect(refusal(() => Promise.reject(new TypeError("Failed to fetch")))).rejects.toThrow(
      "Failed to start checkout. Please try again.",
    );
  });
});

describe("billing mode", () => {
  const local = { APP_URL: "http://localhost:3000", PORT: 3000 };
  const publicUrl = { APP_URL: "https://inkwell.example", PORT: 3000 };
  it("uses Stripe with a key; the demo only on a loopback APP_URL outside production, whatever ALLOW_DEMO_CHECKOUT says", () => {
    expect(billingModeOf({ STRIPE_SECRET_KEY: "sk_test_1", NODE_ENV: "production", ...publicUrl })).toBe("stripe");
    expect(billingModeOf({ STRIPE_SECRET_KEY: undefined, NODE_ENV: "development", ...local })).toBe("demo");
    expect(
      billingModeOf({ STRIPE_SECRET_KEY: undefined, NODE_ENV: "development", APP_URL: undefined, PORT: 3000 }),
    ).toBe("demo");
    expect(billingModeOf({ STRIPE_SECRET_KEY: undefined, NODE_ENV: "production", ...local })).toBe("unavailable");
    // A deploy that forgot NODE_ENV=production: its public address alone refuses the demo.
    expect(billingModeOf({ STRIPE_SECRET_KEY: undefined, NODE_ENV: "development", ...publicUrl })).toBe("unavailable");
  });

  it("warns at start when nothing can be bought, and refuses ALLOW_DEMO_CHECKOUT in production", () => {
    const secret = "x".repeat(32);
    const deployed = {
      APP_URL: "http://localhost:3000",
      TRUST_PROXY: "false",
      ALLOW_EMBEDDED_DATABASE: "true",
      ALLOW_LOCAL_IMAGE_STORAGE: "true",
    };
    expect(describeBillingMode(parseEnv({})).level).toBe("info");
    expect(
      describeBillingMode(parseEnv({ NODE_ENV: "production", SESSION_SECRET: secret, ...deployed })).message,
    ).toMatch(/checkout is unavailable/);
    const refused = parseEnv({
      NODE_ENV: "production",
      SESSION_SECRET: secret,
      ALLOW_DEMO_CHECKOUT: "true",
      ...deployed,
    });
    expect(describeBillingMode(refused)).toMatchObject({
      level: "warn",
      message: expect.stringMatching(/checkout is unavailable/),
    });
  });
});

describe("what may be bought", () => {
  it("accepts premium or pro only", () => {
    expect(parseCheckoutRequest({ tier: "premium" })).toBe("premium");
    expect(parseCheckoutRequest({ tier: "pro" })).toBe("pro");
    for (const body of [{}, { tier: "free" }, { tier: "PRO" }, null, "pro"]) {
      expect(() => parseCheckoutRequest(body)).toThrow(BillingError);
    }
  });

  it("sells upgrades only: not the current plan, not a downgrade", () => {
    expect(() => assertCanBuy({ subscriptionType: "free" }, "premium")).not.toThrow();
    expect(() => assertCanBuy({ subscriptionType: "free" }, "pro")).not.toThrow();
    expect(() => assertCanBuy({ subscriptionType: "premium" }, "pro")).not.toThrow();
    expect(() => assertCanBuy({ subscriptionType: "premium" }, "premium")).toThrow(
      "You are already on the Premium plan.",
    );
    expect(() => assertCanBuy({ subscriptionType: "pro" }, "premium")).toThrow(/To downgrade, please contact support/);
  });
});

describe("the demo checkout's card form", () => {
  const valid = { cardNumber: "4242 4242 4242 4242", expiry: "04 / 28", cvc: "123", name: "Ada" };
  const now = new Date("2026-11-21T12:00:00Z");

  it("accepts the test card, and declines 4000 0000 0000 0002 like Stripe's test mode", () => {
    expect(checkDemoCard(valid, now)).toEqual({ errors: {}, declined: false });
    expect(checkDemoCard({ ...valid, cardNumber: "5555-5555-5555-4444" }, now)).toEqual({
      errors: {},
      declined: false,
    });
    expect(checkDemoCard({ ...valid, cardNumber: "4000000000000002" }, now)).toEqual({ errors: {}, declined: true });
  });

  it("names each problem as a hosted checkout does", () => {
    expect(checkDemoCard({ cardNumber: "4242", expiry: "1/2", cvc: "12", name: " " }, now).errors).toEqual({
      cardNumber: "Your card number is incomplete.",
      expiry: "Your card's expiration date is incomplete.",
      cvc: "Your card's security code is incomplete.",
      name: "Enter the name on your card.",
    });
    expect(checkDemoCard({ ...valid, cardNumber: "4242 4242 4242 4243" }, now).errors.cardNumber).toBe(
      "Your card number is invalid.",
    );
    expect(checkDemoCard({ ...valid, cardNumber: "4111 1111 1111 1111" }, now).errors.cardNumber).toMatch(
      /test cards only/,
    );
    expect(checkDemoCard({ ...valid, expiry: "10/26" }, now).errors.expiry).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(checkDemoCard({ ...valid, expiry: "11/2026" }, now).errors).toEqual({});
  });

  it("checks card numbers with Luhn's algorithm", () => {
    expect(luhnValid("4242424242424242")).toBe(true);
    expect(luhnValid("4242424242424241")).toBe(false);
    expect(luhnValid("")).toBe(false);
  });
});
