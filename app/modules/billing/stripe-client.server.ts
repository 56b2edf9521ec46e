import Stripe from "stripe";
import { getEnv } from "~/utils/env.server";

let cached: { key: string; apiUrl: string | undefined; client: Stripe } | undefined;

/**
 * The Stripe SDK client for STRIPE_SECRET_KEY. STRIPE_API_URL points it at another host
 * (the tests' local Stripe-like server); such a stand-in gets no retries.
 */
export function getStripe(): Stripe {
  const env = getEnv();
  const key = env.STRIPE_SECRET_KEY;
  if (!key) throw new Error("STRIPE_SECRET_KEY is not set");
  if (cached?.key === key && cached.apiUrl === env.STRIPE_API_URL) return cached.client;
  const api = env.STRIPE_API_URL ? new URL(env.STRIPE_API_URL) : null;
  const protocol = api?.protocol === "http:" ? "http" : "https";
  const client = new Stripe(key, {
    telemetry: false,
    timeout: 20_000,
    maxNetworkRetries: api ? 0 : 2,
    ...(api ? { host: api.hostname, port: Number(api.port || (protocol === "http" ? 80 : 443)), protocol } : {}),
  });
  cached = { key, apiUrl: env.STRIPE_API_URL, client };
  return client;
}

export function isStripeError(error: unknown): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError;
}

/** Signs and checks webhook payloads; needs no API key. */
export const stripeWebhooks = Stripe.webhooks;
export const STRIPE_API_VERSION = Stripe.API_VERSION;
export type { Stripe };
