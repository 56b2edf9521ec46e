import type Stripe from "stripe";
import { errorFields, logger } from "~/utils/logger.server";
import { billingMode, DEMO_PRICES, priceIds, type PlanPrice, type PlanPrices } from "./billing-config.server";
import { BillingError, billingMessages } from "./billing-errors.server";
import { getStripe } from "./stripe-client.server";

const log = logger("billing");

/** Prices change rarely; a few minutes of caching spares Stripe a call per dialog opening. */
const CACHE_MS = 10 * 60_000;
let cache: { key: string; expires: number; prices: Promise<PlanPrices> } | undefined;

/** The premium and pro prices (spec §3 Pricing info): Stripe's, or the demo prices. */
export function getPlanPrices(): Promise<PlanPrices> {
  const mode = billingMode();
  if (mode === "demo") return Promise.resolve(DEMO_PRICES);
  if (mode === "unavailable") return Promise.reject(new BillingError(503, billingMessages.unavailable));
  const ids = priceIds();
  const key = `${ids.premium} ${ids.pro}`;
  if (cache && cache.key === key && cache.expires > Date.now()) return cache.prices;
  const prices = loadStripePrices(ids);
  const entry = { key, expires: Date.now() + CACHE_MS, prices };
  cache = entry;
  // A failed lookup is not cached: the next request tries again.
  prices.catch(() => {
    if (cache === entry) cache = undefined;
  });
  return prices;
}

/** Pages do not wait long for Stripe: the lookup goes on in the background and fills the cache. */
const PAGE_WAIT_MS = 2_500;

/** The prices, or null when they cannot be loaded in time (pages then show the plan's label). */
export function getPlanPricesOrNull(waitMs = PAGE_WAIT_MS): Promise<PlanPrices | null> {
  const prices = getPlanPrices().catch((error: unknown) => {
    if (!(error instanceof BillingError)) log.error(errorFields(error), "could not load prices");
    return null;
  });
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<null>((resolve) => (timer = setTimeout(() => resolve(null), waitMs)));
  return Promise.race([prices, timeout]).finally(() => clearTimeout(timer));
}

export function clearPriceCache() {
  cache = undefined;
}

async function loadStripePrices(ids: Record<"premium" | "pro", string>): Promise<PlanPrices> {
  const stripe = getStripe();
  const [premium, pro] = await Promise.all([stripe.prices.retrieve(ids.premium), stripe.prices.retrieve(ids.pro)]);
  return { premium: toPlanPrice(premium), pro: toPlanPrice(pro) };
}

function toPlanPrice(price: Stripe.Price): PlanPrice {
  if (price.unit_amount === null || !price.recurring) {
    throw new Error(`Stripe price ${price.id} is not a fixed recurring price`);
  }
  return { amount: price.unit_amount, currency: price.currency, interval: price.recurring.interval };
}
