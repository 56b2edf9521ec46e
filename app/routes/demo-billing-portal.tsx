import { data, Form, Link, useNavigation } from "react-router";
import { DemoBanner, DemoPill } from "~/components/billing/demo-chrome";
import { Logo } from "~/components/layout/logo";
import { buttonClasses } from "~/components/ui/button";
import { ArrowLeftIcon } from "~/components/ui/icons/arrow-left";
import { CardIcon } from "~/components/ui/icons/card";
import { Spinner } from "~/components/ui/icons/spinner";
import { cancelFromDemoPortal, loadDemoPortalPage } from "~/modules/billing/demo-pages.server";
import { PRODUCT_NAME } from "~/utils/messages/common";
import { pageHeaders } from "~/utils/page-headers";
import type { Route } from "./+types/demo-billing-portal";

/** A stand-in for Stripe's Billing Portal: no app navigation bar or footer. */
export const handle = { bare: true };

export const meta: Route.MetaFunction = () => [{ title: `Manage your subscription · ${PRODUCT_NAME} demo billing` }];

/** /demo-billing-portal: the demo mode's Billing Portal, where a subscriber cancels. */
export async function loader({ request }: Route.LoaderArgs) {
  return data(await loadDemoPortalPage(request), { headers: { "Cache-Control": "private, no-store" } });
}

export function action({ request }: Route.ActionArgs) {
  return cancelFromDemoPortal(request);
}

export default function DemoBillingPortal({ loaderData: page }: Route.ComponentProps) {
  const navigation = useNavigation();
  const canceling = navigation.state !== "idle" && navigation.formMethod?.toLowerCase() === "post";

  return (
    <div className="min-h-screen bg-[#f7f4ef]">
      <DemoBanner>{PRODUCT_NAME}&apos;s demo billing portal: no real subscription or payment exists here.</DemoBanner>
      <div className="mx-auto max-w-3xl px-4 py-8 sm:px-6 sm:py-14">
        <div className="flex flex-wrap items-center gap-3">
          <Link
            to="/profile"
            className="focus-ring group flex items-center gap-2 rounded-md text-sm font-semibold text-ink-700"
          >
            <ArrowLeftIcon width={18} height={18} className="transition-transform group-hover:-translate-x-0.5" />
            <span className="grid h-8 w-8 place-items-center rounded-lg bg-ink-950">
              <Logo className="h-6 w-6" />
            </span>
            Return to {PRODUCT_NAME}
          </Link>
          <DemoPill />
        </div>
        <h1 className="mt-8 text-3xl font-bold text-ink-900">Manage your subscription</h1>
        <p className="mt-1 text-ink-600">{page.email}</p>

        <section aria-labelledby="current-plan" className="mt-8 rounded-2xl bg-white p-6 shadow-sm ring-1 ring-ink-100">
          <h2 id="current-plan" className="text-sm font-bold uppercase tracking-wide text-ink-600">
            Current plan
          </h2>
          {page.subscribed ? (
            <>
              <div className="mt-3 flex flex-wrap items-baseline justify-between gap-2">
                <p className="text-xl font-bold text-ink-900">
                  {PRODUCT_NAME} {page.planName}
                </p>
                <span className="rounded-full bg-emerald-100 px-2.5 py-0.5 text-xs font-bold text-emerald-800">
                  {page.status === "active" || !page.status ? "Active" : page.status}
                </span>
              </div>
              <p className="mt-1 text-ink-700">
                {page.amount} per {page.interval}
              </p>
              <p className="mt-4 flex items-center gap-2 text-sm text-ink-600">
                <CardIcon width={18} height={18} /> Visa ending in 4242 (test card)
              </p>
              <Form method="post" className="mt-6 border-t border-ink-100 pt-6">
                <p className="text-sm text-ink-600">
                  Canceling returns your account to the Free plan right away. Your designs stay in your history.
                </p>
                <button type="submit" disabled={canceling} className={buttonClasses("danger", "md", "mt-4")}>
                  {canceling ? <Spinner className="h-4 w-4" /> : null}
                  {canceling ? "Canceling..." : "Cancel subscription"}
                </button>
              </Form>
            </>
          ) : (
            <>
              <p className="mt-3 text-ink-700">
                You have no active subscription: your account is on the {page.planName} plan.
              </p>
              <Link to="/subscribe" className={buttonClasses("accent", "md", "mt-5")}>
                See plans
              </Link>
            </>
          )}
        </section>
      </div>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";

/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
