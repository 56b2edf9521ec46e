import type { PaidPlanId } from "~/modules/plans/plans";
import { localOnlyFeaturesAllowed } from "~/utils/deployment.server";
import { getEnv, type Env } from "~/utils/env.server";
import { currentKey } from "~/utils/keys.server";

/**
 * How payments run: through Stripe (STRIPE_SECRET_KEY set), through the demo checkout
 * (no key; only on a loopback APP_URL outside production, whatever ALLOW_DEMO_CHECKOUT says:
 * see ~/utils/deployment.server), or not at all.
 */
export type BillingMode = "stripe" | "demo" | "unavailable";

export function billingModeOf(env: Pick<Env, "STRIPE_SECRET_KEY" | "NODE_ENV" | "APP_URL" | "PORT">): BillingMode {
  if (env.STRIPE_SECRET_KEY) return "stripe";
  if (!localOnlyFeaturesAllowed(env).allowed) return "unavailable";
  return "demo";
}

export function billingMode(): BillingMode {
  return billingModeOf(getEnv());
}

export interface PlanPrice {
  /** Minor units (cents). */
  amount: number;
  currency: string;
  interval: string;
}
export type PlanPrices = Record<PaidPlanId, PlanPrice>;

/** DECISIONS.md: the demo prices. */
export const DEMO_PRICES: PlanPrices = {
  premium: { amount: 999, currency: "usd", interval: "month" },
  pro: { amount: 1999, currency: "usd", interval: "month" },
};
export const DEMO_PRICE_IDS: Record<PaidPlanId, string> = { premium: "price_demo_premium", pro: "price_demo_pro" };

/** The recurring price id of each paid plan in the current mode. */
export function priceIds(): Record<PaidPlanId, string> {
  const env = getEnv();
  if (billingMode() === "stripe") return { premium: env.STRIPE_PRICE_PREMIUM!, pro: env.STRIPE_PRICE_PRO! };
  return DEMO_PRICE_IDS;
}

/** The plan a price id sells, or null for a price this app does not know. */
export function tierForPrice(priceId: string | null | undefined): PaidPlanId | null {
  if (!priceId) return null;
  const ids = priceIds();
  if (priceId === ids.premium) return "premium";
  if (priceId === ids.pro) return "pro";
  return null;
}

/**
 * The secret webhook signatures are checked against. In demo mode the app signs its own
 * events; the secret is derived from the session secret so every instance shares it.
 */
export function webhookSecret(): string | null {
  const env = getEnv();
  const mode = billingMode();
  if (mode === "unavailable") return null;
  if (env.STRIPE_WEBHOOK_SECRET) return env.STRIPE_WEBHOOK_SECRET;
  if (mode !== "demo" || !env.SESSION_SECRET) return null;
  return `whsec_demo_${currentKey("demo-webhook").toString("base64url")}`;
}

/** One line for the launcher's log: how payments run, loudly when it is the demo in production. */
export function describeBillingMode(env: Env): { level: "info" | "warn"; message: string } {
  const mode = billingModeOf(env);
  if (mode === "stripe") return { level: "info", message: "Payments through Stripe" };
  if (mode === "unavailable") {
    return {
      level: "warn",
      message: `warning: STRIPE_SECRET_KEY is not set, so checkout is unavailable (the demo checkout runs only on a loopback APP_URL outside production; here ${localOnlyFeaturesAllowed(env).reason}).`,
    };
  }
  return { level: "info", message: "Payments: demo checkout (no STRIPE_SECRET_KEY); no real payment is taken" };
}
