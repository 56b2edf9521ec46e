import { randomBytes } from "node:crypto";
import { isPaidPlan, type PaidPlanId } from "~/modules/plans/plans";
import { prisma, type DemoCheckoutSession, type User } from "~/utils/db.server";
import { BillingError } from "./billing-errors.server";
import { storeCustomerId } from "./customers.server";
import { deliverDemoEvent, demoCompletedSession, demoEvent, demoSubscription } from "./demo-events.server";
import type { CheckoutProvider } from "./open-checkout.server";
import { assertCanBuy } from "./purchase-rules.server";

/**
 * The demo checkout (no STRIPE_SECRET_KEY): sessions live in DemoCheckoutSession, the
 * stand-in for Stripe's store; paying sends the webhook events Stripe would send.
 */

/** Like Stripe's, a demo checkout session can be paid for 24 hours. */
const SESSION_TTL_MS = 24 * 60 * 60 * 1000;

const randomId = () => randomBytes(12).toString("hex");

/** The demo's side of an account's one open checkout (open-checkout.server.ts). */
export const demoCheckouts: CheckoutProvider = {
  async create(user, tier, expiresAt) {
    const customerId = await storeCustomerId(user.id, user.stripeCustomerId ?? `cus_demo_${randomId()}`);
    const id = `cs_demo_${randomBytes(18).toString("base64url")}`;
    await prisma.demoCheckoutSession.create({ data: { id, userId: user.id, tier, customerId } });
    // Relative: the demo checkout is on this site, whatever host name the visitor used.
    return { id, url: `/demo-checkout/${id}`, expiresAt };
  },
  async expire(sessionId) {
    await prisma.demoCheckoutSession.updateMany({
      where: { id: sessionId, status: "open" },
      data: { status: "expired" },
    });
  },
};

export type DemoCheckoutStatus = "open" | "complete" | "expired";
export type DemoCheckout = DemoCheckoutSession & { tier: PaidPlanId; status: DemoCheckoutStatus };

/** The user's own demo checkout session, or null. */
export async function findDemoCheckout(id: string, userId: string): Promise<DemoCheckout | null> {
  if (id.length > 100) return null;
  const session = await prisma.demoCheckoutSession.findFirst({ where: { id, userId } });
  if (!session || !isPaidPlan(session.tier)) return null;
  const expired = session.status === "open" && Date.now() - session.createdAt.getTime() > SESSION_TTL_MS;
  return { ...session, tier: session.tier, status: expired ? "expired" : (session.status as DemoCheckoutStatus) };
}

/**
 * Pays a demo session: claims it (one payment however often Pay is pressed), delivers the
 * events; if the webhook refuses them, the session is open again and nothing changed.
 */
export async function payDemoCheckout(session: DemoCheckout, user: User): Promise<void> {
  if (session.status !== "open") return;
  // Another tab may have upgraded further since this session started.
  assertCanBuy(user, session.tier);
  const subscriptionId = `sub_demo_${randomId()}`;
  const completedAt = new Date();
  const claimed = await prisma.demoCheckoutSession.updateMany({
    where: { id: session.id, status: "open" },
    data: { status: "complete", subscriptionId, completedAt },
  });
  if (claimed.count === 0) return;
  try {
    await deliverCheckoutEvents({ ...session, status: "complete", subscriptionId, completedAt });
  } catch (error) {
    await prisma.demoCheckoutSession.updateMany({
      where: { id: session.id, subscriptionId },
      data: { status: "open", subscriptionId: null, completedAt: null },
    });
    throw error;
  }
}

/**
 * The success page's confirmation with the demo store: a completed session's events are
 * delivered again under the same ids, so the webhook applies them if it never did.
 */
export async function confirmDemoCheckout(session: DemoCheckout): Promise<void> {
  if (session.status === "complete") await deliverCheckoutEvents(session);
}

async function deliverCheckoutEvents(session: DemoCheckout) {
  if (!session.subscriptionId || !session.completedAt) return;
  const input = {
    sessionId: session.id,
    subscriptionId: session.subscriptionId,
    customerId: session.customerId,
    userId: session.userId,
    tier: session.tier,
    status: "active",
    created: session.completedAt,
  };
  // Stripe sends both; the webhook copes with either order.
  await deliverDemoEvent(
    demoEvent(
      `evt_${session.id}_completed`,
      "checkout.session.completed",
      session.completedAt,
      demoCompletedSession(input),
    ),
  );
  await deliverDemoEvent(
    demoEvent(
      `evt_${session.id}_subscription`,
      "customer.subscription.created",
      session.completedAt,
      demoSubscription(input),
    ),
  );
}

/** The demo billing portal's cancellation: Stripe's customer.subscription.deleted. */
export async function cancelDemoSubscription(user: User): Promise<void> {
  if (!isPaidPlan(user.subscriptionType) || !user.stripeSubscriptionId || !user.stripeCustomerId) {
    throw new BillingError(409, "There is no subscription to cancel.");
  }
  const now = new Date();
  const subscription = demoSubscription({
    subscriptionId: user.stripeSubscriptionId,
    customerId: user.stripeCustomerId,
    userId: user.id,
    tier: user.subscriptionType,
    status: "canceled",
    created: now,
  });
  await deliverDemoEvent(demoEvent(`evt_demo_${randomId()}`, "customer.subscription.deleted", now, subscription));
}
