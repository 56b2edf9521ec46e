import { useEffect } from "react";
import { data, Link } from "react-router";
import { FeatureList } from "~/components/billing/feature-list";
import { buttonClasses } from "~/components/ui/button";
import { CircleAlertIcon } from "~/components/ui/icons/circle-alert";
import { CircleCheckIcon } from "~/components/ui/icons/circle-check";
import { Spinner } from "~/components/ui/icons/spinner";
import { loadSuccessPage } from "~/modules/billing/billing-pages.server";
import { getPlan } from "~/modules/plans/plans";
import { checkoutMessages } from "~/utils/messages/checkout";
import { PRODUCT_NAME } from "~/utils/messages/common";
import { pageHeaders } from "~/utils/page-headers";
import { toast } from "~/utils/toast";
import type { Route } from "./+types/checkout.success";

/** Until the payment settles, the page looks again every few seconds (with or without JavaScript). */
const RECHECK_SECONDS = 3;

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: `${page?.state === "paid" ? checkoutMessages.paymentSuccessful : "Payment"} · ${PRODUCT_NAME}` },
  ...(page?.state === "processing" ? [{ httpEquiv: "refresh", content: String(RECHECK_SECONDS) }] : []),
];

/** /checkout/success?session_id=...: confirms the checkout with the provider (spec §2 Success page). */
export async function loader({ request }: Route.LoaderArgs) {
  return data(await loadSuccessPage(request), { headers: { "Cache-Control": "private, no-store" } });
}

export default function CheckoutSuccess({ loaderData: page }: Route.ComponentProps) {
  const paid = page.state === "paid";

  useEffect(() => {
    if (paid)
      toast({
        title: checkoutMessages.paymentSuccessful,
        description: "Your subscription is active.",
        variant: "success",
      });
  }, [paid]);

  if (page.state === "paid") {
    const plan = getPlan(page.tier);
    return (
      <Panel>
        <CircleCheckIcon width={56} height={56} className="mx-auto text-emerald-600" />
        <h1 className="mt-4 text-3xl font-bold">{checkoutMessages.paymentSuccessful}</h1>
        <p className="mt-2 text-ink-600">
          Welcome to {PRODUCT_NAME} {plan.name}. Your subscription is active.
        </p>
        <div className="mt-8 rounded-2xl bg-ink-50 p-5 text-left">
          <h2 className="text-sm font-bold uppercase tracking-wide text-ink-600">Your plan now includes</h2>
          <FeatureList features={plan.features} className="mt-3 space-y-2 text-sm text-ink-800" />
        </div>
        <SessionIdLine sessionId={page.sessionId} />
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/?subscription=success" className={buttonClasses("accent", "lg")}>
            Start Creating
          </Link>
          <Link to="/profile" className={buttonClasses("secondary", "lg")}>
            View Subscription
          </Link>
        </div>
      </Panel>
    );
  }

  if (page.state === "processing") {
    return (
      <Panel>
        <div role="status" className="flex flex-col items-center">
          <Spinner className="h-12 w-12 text-flash-600" />
          <h1 className="mt-5 text-2xl font-bold">Confirming your payment...</h1>
        </div>
        <p className="mt-2 text-ink-600">This takes a few seconds; the page checks again by itself.</p>
        <SessionIdLine sessionId={page.sessionId} />
      </Panel>
    );
  }

  return (
    <Panel>
      <CircleAlertIcon width={56} height={56} className="mx-auto text-flash-600" />
      <h1 className="mt-4 text-3xl font-bold">{checkoutMessages.paymentError}</h1>
      <p className="mt-2 text-ink-600">{page.state === "missing" ? checkoutMessages.noSessionId : page.message}</p>
      <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
        <Link to="/subscribe" className={buttonClasses("accent", "lg")}>
          See plans
        </Link>
        <Link to="/" className={buttonClasses("secondary", "lg")}>
          Go Home
        </Link>
      </div>
    </Panel>
  );
}

/** The Checkout Session id, for support: shown while confirming and once confirmed. */
function SessionIdLine({ sessionId }: { sessionId: string }) {
  return (
    <p className="mt-5 text-xs text-ink-600">
      Session ID:{" "}
      <code className="break-all rounded bg-ink-100 px-1.5 py-0.5 font-mono text-ink-800" data-testid="session-id">
        {sessionId}
      </code>
    </p>
  );
}

function Panel({ children }: { children: React.ReactNode }) {
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <section className="rounded-3xl bg-white px-6 py-10 text-center shadow-xl ring-1 ring-ink-100 sm:px-10">
        {children}
      </section>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
