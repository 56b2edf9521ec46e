import type { PaidPlanId } from "~/modules/plans/plans";
import { prisma, type Prisma, type User } from "~/utils/db.server";

/**
 * A subscription's state as the payment provider reports it at a moment: from a webhook
 * event, or from the provider itself when the success page confirms a checkout.
 */
export interface SubscriptionChange {
  /** Our user id when the provider carries it (client_reference_id, metadata.userId). */
  userId: string | null;
  customerId: string | null;
  subscriptionId: string;
  /** Stripe's subscription status: active, trialing, past_due, canceled, unpaid, ... */
  status: string;
  /** The plan the subscription sells (null when its price is not one of ours). */
  tier: PaidPlanId | null;
  /** When the provider produced this state (the provider's clock): older states never overwrite newer ones. */
  occurredAt: Date;
  /**
   * A checkout's completion (its event, or the success page's confirmation): the only way a
   * subscription other than the account's current one becomes current. Events about any
   * other subscription (an old one, replaced by an upgrade) change nothing.
   */
  startsSubscription?: boolean;
}

/**
 * Statuses that keep the paid plan. past_due keeps it while Stripe retries the payment;
 * canceled, unpaid, incomplete, incomplete_expired and paused return the user to free.
 */
const PAID_STATUSES = new Set(["active", "trialing", "past_due"]);

export function keepsPaidPlan(status: string | null | undefined): boolean {
  return PAID_STATUSES.has(status ?? "");
}

export type ApplyOutcome =
  | { outcome: "applied"; userId: string; plan: User["subscriptionType"]; replacedSubscriptionId: string | null }
  | { outcome: "stale" | "unknown-user" | "unknown-price" | "other-subscription" };

type Tx = Prisma.TransactionClient;

/**
 * Applies a subscription state to its user, inside the caller's transaction, under a lock
 * on the user's row. States older than the newest applied one change nothing, nor does
 * the end of a subscription the user has since replaced (an upgrade from premium to pro
 * starts a new subscription and cancels the old one).
 */
export async function applySubscriptionChange(tx: Tx, change: SubscriptionChange): Promise<ApplyOutcome> {
  const userId = await findUserId(tx, change);
  if (!userId) return { outcome: "unknown-user" };
  await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
  const user = await tx.user.findUniqueOrThrow({ where: { id: userId } });

  if (user.billingUpdatedAt && change.occurredAt < user.billingUpdatedAt) return { outcome: "stale" };
  const paid = keepsPaidPlan(change.status);
  const isCurrent = !user.stripeSubscriptionId || user.stripeSubscriptionId === change.subscriptionId;
  if (!isCurrent && !(paid && change.startsSubscription)) return { outcome: "other-subscription" };
  if (paid && !change.tier) return { outcome: "unknown-price" };

  const customer = user.stripeCustomerId || !change.customerId ? {} : { stripeCustomerId: change.customerId };
  const updated = await tx.user.update({
    where: { id: userId },
    data: paid
      ? {
          subscriptionType: change.tier!,
          stripeSubscriptionId: change.subscriptionId,
          subscriptionStatus: change.status,
          billingUpdatedAt: change.occurredAt,
          ...customer,
        }
      : {
          subscriptionType: "free",
          subscriptionStatus: change.status,
          billingUpdatedAt: change.occurredAt,
          ...customer,
        },
  });
  // A completed checkout is no longer the account's open one (open-checkout.server.ts).
  if (paid && change.startsSubscription) await tx.openCheckout.deleteMany({ where: { userId } });
  const replaced = paid && !isCurrent && keepsPaidPlan(user.subscriptionStatus) ? user.stripeSubscriptionId : null;
  return { outcome: "applied", userId, plan: updated.subscriptionType, replacedSubscriptionId: replaced };
}

/** Applies a state outside any webhook event (the success page's confirmation). */
export function applySubscriptionChangeNow(change: SubscriptionChange): Promise<ApplyOutcome> {
  return prisma.$transaction((tx) => applySubscriptionChange(tx, change));
}

async function findUserId(tx: Tx, change: SubscriptionChange): Promise<string | null> {
  if (change.userId) {
    const byId = await tx.user.findUnique({ where: { id: change.userId }, select: { id: true } });
    if (byId) return byId.id;
  }
  const bySubscription = await tx.user.findUnique({
    where: { stripeSubscriptionId: change.subscriptionId },
    select: { id: true },
  });
  if (bySubscription) return bySubscription.id;
  if (!change.customerId) return null;
  const byCustomer = await tx.user.findUnique({ where: { stripeCustomerId: change.customerId }, select: { id: true } });
  return byCustomer?.id ?? null;
}
