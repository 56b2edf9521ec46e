import { Link, useRouteLoaderData } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { getPlan } from "~/modules/plans/plans";
import type { loader as rootLoader } from "~/root";
import { PRODUCT_NAME } from "~/utils/messages/common";
import type { Route } from "./+types/checkout.cancel";

export const meta: Route.MetaFunction = () => [{ title: `Checkout canceled · ${PRODUCT_NAME}` }];

/** /checkout/cancel (spec §2 Cancel page): nothing was charged, the plan is unchanged. */
export default function CheckoutCancel() {
  const plan = useRouteLoaderData<typeof rootLoader>("root")?.user?.subscriptionType ?? "free";
  const name = getPlan(plan).name;
  return (
    <div className="mx-auto max-w-xl px-4 py-12 sm:py-20">
      <section className="rounded-3xl bg-white px-6 py-10 text-center shadow-xl ring-1 ring-ink-100 sm:px-10">
        <p className="font-display text-5xl text-flash-600" aria-hidden="true">
          No worries
        </p>
        <h1 className="mt-4 text-3xl font-bold">Checkout canceled</h1>
        <p className="mt-3 text-ink-600">
          No charge was made. Your account stays on the {name} plan, and you can upgrade whenever you are ready.
        </p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
          <Link to="/" className={buttonClasses("secondary", "lg")}>
            Continue with {name}
          </Link>
          <Link to={plan === "premium" ? "/subscribe-pro" : "/subscribe"} className={buttonClasses("accent", "lg")}>
            Try Again
          </Link>
        </div>
      </section>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
