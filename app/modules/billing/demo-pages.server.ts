import { redirect } from "react-router";
import { z } from "zod";
import { requireUser } from "~/modules/auth/guards.server";
import { getPlan, isPaidPlan } from "~/modules/plans/plans";
import { formatPrice } from "~/utils/format";
import { formIntent, formText } from "~/utils/forms.server";
import { HttpError } from "~/utils/http-error";
import { errorFields, logger } from "~/utils/logger.server";
import { checkoutMessages } from "~/utils/messages/checkout";
import { redirectWithToast } from "~/utils/toast.server";
import { billingMode, DEMO_PRICES } from "./billing-config.server";
import { BillingError } from "./billing-errors.server";
import { checkDemoCard, demoCardMessages } from "./demo-card.server";
import { cancelDemoSubscription, findDemoCheckout, payDemoCheckout } from "./demo-checkout.server";

const log = logger("billing");

/** The demo checkout and portal pages exist only in demo mode (never in production unless allowed). */
function requireDemoMode() {
  if (billingMode() !== "demo") throw new Response("Not Found", { status: 404 });
}

async function requireOpenSession(request: Request, sessionId: string) {
  requireDemoMode();
  const user = await requireUser(request);
  const session = await findDemoCheckout(sessionId, user.id);
  if (!session) throw new Response("Not Found", { status: 404 });
  if (session.status === "complete") throw redirect(`/checkout/success?session_id=${encodeURIComponent(session.id)}`);
  return { user, session };
}

const money = (amount: number, currency: string) => formatPrice(amount, currency);

/** What the demo checkout page shows: the plan, its price, the payer's email. */
export async function loadDemoCheckoutPage(request: Request, sessionId: string) {
  const { user, session } = await requireOpenSession(request, sessionId);
  const price = DEMO_PRICES[session.tier];
  return {
    sessionId: session.id,
    expired: session.status === "expired",
    planName: getPlan(session.tier).name,
    features: getPlan(session.tier).features.slice(0, 4),
    amount: money(price.amount, price.currency),
    interval: price.interval,
    email: user.email ?? "",
  };
}

const cardField = formText.transform((value) => value.slice(0, 100));

/**
 * The Pay button's form: checks the test card as a hosted checkout does (each field marked
 * with its message), then pays (delivering the signed events) and goes to the success URL.
 * The security code is never sent back with a refusal.
 */
export const payIntent = formIntent(
  z.object({ cardNumber: cardField, expiry: cardField, cvc: cardField, name: cardField }),
  async (input, { request, params }) => {
    const { user, session } = await requireOpenSession(request, params.sessionId ?? "");
    if (session.status === "expired") throw new HttpError(410, checkoutMessages.sessionExpired);
    const { errors, declined } = checkDemoCard(input);
    const fieldErrors = Object.fromEntries(Object.entries(errors).map(([field, message]) => [field, [message]]));
    if (Object.keys(fieldErrors).length > 0) throw new HttpError(400, Object.values(errors)[0], { fieldErrors });
    if (declined) throw new HttpError(402, demoCardMessages.declined);
    await payDemoCheckout(session, user);
    return redirect(`/checkout/success?session_id=${encodeURIComponent(session.id)}`, 303);
  },
  {
    keep: ["cardNumber", "expiry", "name"],
    fallback: "The payment could not be completed. Nothing was charged; please try again.",
  },
);

/** What the demo billing portal shows: the subscription, if any. */
export async function loadDemoPortalPage(request: Request) {
  requireDemoMode();
  const user = await requireUser(request);
  const subscribed = isPaidPlan(user.subscriptionType) && Boolean(user.stripeSubscriptionId);
  const tier = isPaidPlan(user.subscriptionType) ? user.subscriptionType : null;
  const price = tier ? DEMO_PRICES[tier] : null;
  return {
    subscribed,
    planName: getPlan(user.subscriptionType).name,
    amount: price ? money(price.amount, price.currency) : null,
    interval: price?.interval ?? null,
    status: user.subscriptionStatus,
    email: user.email ?? "",
  };
}

/** The demo portal's 'Cancel subscription': Stripe's customer.subscription.deleted, signed. */
export async function cancelFromDemoPortal(request: Request): Promise<Response> {
  requireDemoMode();
  const user = await requireUser(request);
  try {
    await cancelDemoSubscription(user);
  } catch (error) {
    if (!(error instanceof BillingError)) log.error(errorFields(error), "demo cancellation failed");
    return redirectWithToast(
      "/demo-billing-portal",
      {
        title: "Error",
        description:
          error instanceof BillingError ? error.message : "The subscription could not be canceled. Please try again.",
        variant: "destructive",
      },
      { status: 303 },
    );
  }
  return redirectWithToast(
    "/profile",
    { title: "Subscription canceled", description: "You are on the Free plan now.", variant: "success" },
    { status: 303 },
  );
}
