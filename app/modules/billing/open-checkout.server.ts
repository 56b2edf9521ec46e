import type { PaidPlanId } from "~/modules/plans/plans";
import { prisma, type User } from "~/utils/db.server";

/**
 * One open checkout per account (L16). Two checkouts started together (two tabs, a double click, a retried
 * request) used to be two hosted sessions that could both be paid: two subscriptions, billed twice. Now an account's
 * checkouts are started one at a time (a transaction-level advisory lock on the account), and while its checkout
 * for a plan is open, asking again for that plan answers the same session's address; asking for the other plan
 * expires the open one at the provider first, so it can no longer be paid. A completed checkout ends it
 * (applySubscriptionChange).
 */

/** How long a new checkout session stays payable (Stripe takes 30 minutes to 24 hours). */
export const CHECKOUT_SESSION_MINUTES = 60;
/** An open session this close to its end is not handed out again (the person needs time to pay). */
const REUSE_MARGIN_MS = 10 * 60_000;

export interface CheckoutSession {
  id: string;
  url: string;
  expiresAt: Date;
}

/** The provider's side: the hosted checkout (Stripe) or the demo one. */
export interface CheckoutProvider {
  create(user: User, tier: PaidPlanId, expiresAt: Date): Promise<CheckoutSession>;
  /** Ends an open session so it cannot be paid; one already completed or expired is fine. */
  expire(sessionId: string): Promise<void>;
}

export async function openCheckout(user: User, tier: PaidPlanId, provider: CheckoutProvider): Promise<{ url: string }> {
  return prisma.$transaction(
    async (tx) => {
      await tx.$executeRaw`SELECT pg_advisory_xact_lock(hashtext(${`inkwell-checkout:${user.id}`}))`;
      const open = await tx.openCheckout.findUnique({ where: { userId: user.id } });
      if (open && open.tier === tier && open.expiresAt.getTime() - Date.now() > REUSE_MARGIN_MS)
        return { url: open.url };
      if (open) await provider.expire(open.sessionId);
      const session = await provider.create(user, tier, new Date(Date.now() + CHECKOUT_SESSION_MINUTES * 60_000));
      const row = { tier, sessionId: session.id, url: session.url, expiresAt: session.expiresAt };
      await tx.openCheckout.upsert({ where: { userId: user.id }, create: { userId: user.id, ...row }, update: row });
      return { url: session.url };
    },
    // The provider's call happens under the lock: a second request of the account waits for it.
    { maxWait: 10_000, timeout: 30_000 },
  );
}
