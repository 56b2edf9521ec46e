import { requireUser } from "~/modules/auth/guards.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { getPlan, isPaidPlan, type PaidPlanId, type PlanId } from "~/modules/plans/plans";
import type { User } from "~/utils/db.server";
import { formatPrice } from "~/utils/format";
import { billingMode, type PlanPrices } from "./billing-config.server";
import { BillingError } from "./billing-errors.server";
import { confirmCheckout, confirmMessages } from "./confirm-checkout.server";
import { canManageSubscription } from "./portal.server";
import { getPlanPricesOrNull } from "./prices.server";

/** A plan's price as pages show it: the live price, else the plan table's label. */
export function priceLabelOf(plan: PlanId, prices: PlanPrices | null): string {
  if (!isPaidPlan(plan)) return getPlan(plan).priceLabel;
  const price = prices?.[plan];
  return price ? formatPrice(price.amount, price.currency, price.interval) : getPlan(plan).priceLabel;
}

/** What /subscribe and /subscribe-pro show. */
export async function loadSubscribePage(request: Request, tier: PaidPlanId) {
  const [user, prices] = await Promise.all([getOptionalUser(request), getPlanPricesOrNull()]);
  return {
    tier,
    priceLabel: priceLabelOf(tier, prices),
    currentPlan: user?.subscriptionType ?? null,
    demo: billingMode() === "demo",
  };
}
export type SubscribePageData = Awaited<ReturnType<typeof loadSubscribePage>>;

/** What /checkout/success shows after confirming the session with the provider. */
export async function loadSuccessPage(request: Request) {
  const url = new URL(request.url);
  const sessionId = url.searchParams.get("session_id")?.trim() ?? "";
  if (!sessionId) return { state: "missing" as const };
  const user = await requireUser(request);
  try {
    const confirmation = await confirmCheckout(user, sessionId);
    switch (confirmation.status) {
      case "paid":
        return { state: "paid" as const, sessionId, tier: confirmation.tier };
      case "processing":
        return { state: "processing" as const, sessionId };
      case "not-found":
        return { state: "error" as const, message: confirmMessages.notFound };
      case "incomplete":
        return { state: "error" as const, message: confirmMessages.incomplete };
    }
  } catch (error) {
    if (error instanceof BillingError) return { state: "error" as const, message: error.message };
    throw error;
  }
}
export type SuccessPageData = Awaited<ReturnType<typeof loadSuccessPage>>;

/** The profile's billing facts: the live price of the plan, and whether the portal is offered. */
export async function loadProfileBilling(user: User) {
  const prices = isPaidPlan(user.subscriptionType) ? await getPlanPricesOrNull() : null;
  return { priceLabel: priceLabelOf(user.subscriptionType, prices), canManage: canManageSubscription(user) };
}
