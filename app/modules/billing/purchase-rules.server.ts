import { z } from "zod";
import { getPlan, isUpgrade, type PaidPlanId } from "~/modules/plans/plans";
import type { User } from "~/utils/db.server";
import { BillingError, billingMessages } from "./billing-errors.server";

const checkoutRequestSchema = z.object({
  tier: z.enum(["premium", "pro"], { error: billingMessages.chooseTier }),
});

/** The checkout request of spec §3: `{ tier }`, premium or pro. */
export function parseCheckoutRequest(body: unknown): PaidPlanId {
  const parsed = checkoutRequestSchema.safeParse(body);
  if (!parsed.success) throw new BillingError(400, billingMessages.chooseTier);
  return parsed.data.tier;
}

/** Only upgrades are sold: not the current plan, not a downgrade (spec §4). */
export function assertCanBuy(user: Pick<User, "subscriptionType">, tier: PaidPlanId) {
  const current = user.subscriptionType;
  if (current === tier) throw new BillingError(409, billingMessages.alreadyOnPlan(getPlan(tier).name));
  if (!isUpgrade(current, tier)) throw new BillingError(409, billingMessages.downgrade(getPlan(current).name));
}
