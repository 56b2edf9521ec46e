import { readFormData } from "~/utils/request-body.server";
import { redirect } from "react-router";
import { getOptionalUser } from "~/modules/auth/session.server";
import { getPlan, isPaidPlan } from "~/modules/plans/plans";
import type { User } from "~/utils/db.server";
import { formatPrice } from "~/utils/format";
import { redirectWithToast } from "~/utils/toast.server";
import { billingMode, DEMO_PRICES } from "./billing-config.server";
import { BillingError } from "./billing-errors.server";
import { checkDemoCard, type DemoCardErrors } from "./demo-card.server";
import { cancelDemoSubscription, findDemoCheckout, payDemoCheckout } from "./demo-checkout.server";
import { errorFields, logger } from "~/utils/logger.server";

const log = logger("billing");

/** The demo checkout and portal pages exist only in demo mode (never in production unless allowed). */
function requireDemoMode() {
  if (billingMode() !== "demo") throw new Response("Not Found", { status: 404 });
}

async function requireSignedIn(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) throw redirect(`/api/login?returnTo=${encodeURIComponent(new URL(request.url).pathname)}`);
  return user;
}

async function requireOpenSession(request: Request, sessionId: string) {
  requireDemoMode();
  const user = await requireSignedIn(request);
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

export type DemoPaymentResult = {
  errors: DemoCardErrors;
  formError: string | null;
  values: { cardNumber: string; expiry: string; name: string };
};

const field = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === "string" ? value.slice(0, 100) : "";
};

/** The Pay button: checks the test card, then pays (delivering the signed events) and goes to the success URL. */
export async function payFromDemoCheckoutForm(
  request: Request,
  sessionId: string,
): Promise<Response | { status: number; result: DemoPaymentResult }> {
  const { user, session } = await requireOpenSession(request, sessionId);
  const form = await readFormData(request);
  const input = {
    cardNumber: field(form, "cardNumber"),
    expiry: field(form, "expiry"),
    cvc: field(form, "cvc"),
    name: field(form, "name"),
  };
  const values = { cardNumber: input.cardNumber, expiry: input.expiry, name: input.name };
  const refuse = (status: number, formError: string | null, errors: DemoCardErrors = {}) => ({
    status,
    result: { errors, formError, values },
  });
  if (session.status === "expired") return refuse(410, "This checkout session has expired. Start again from the plans.");
  const { errors, declined } = checkDemoCard(input);
  if (Object.keys(errors).length > 0) return refuse(400, null, errors);
  if (declined) return refuse(402, "Your card was declined. Try the test card 4242 4242 4242 4242.");
  try {
    await payDemoCheckout(session, user);
  } catch (error) {
    if (error instanceof BillingError) return refuse(error.status, error.message);
    log.error(errorFields(error), "demo payment failed");
    return refuse(500, "The payment could not be completed. Nothing was charged; please try again.");
  }
  return redirect(`/checkout/success?session_id=${encodeURIComponent(session.id)}`, 303);
}

/** What the demo billing portal shows: the subscription, if any. */
export async function loadDemoPortalPage(request: Request) {
  requireDemoMode();
  const user = await requireSignedIn(request);
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
  const user = await requireSignedIn(request);
  try {
    await cancelDemoSubscription(user);
  } catch (error) {
    if (!(error instanceof BillingError)) log.error(errorFields(error), "demo cancellation failed");
    return redirectWithToast(
      "/demo-billing-portal",
      {
        title: "Error",
        description: error instanceof BillingError ? error.message : "The subscription could not be canceled. Please try again.",
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
