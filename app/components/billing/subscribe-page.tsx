import { Link } from "react-router";
import { LockIcon } from "~/components/ui/icons/lock";
import { FAIR_USE_NOTE, getPlan, isUpgrade, type PaidPlanId, type PlanId } from "~/modules/plans/plans";
import { signInUrl } from "~/modules/shell/status-pages";
import { PRODUCT_NAME } from "~/utils/messages/common";
import { buttonClasses } from "../ui/button";
import { CheckIcon } from "../ui/icons/check";
import { CrownIcon } from "../ui/icons/icon";
import { CheckoutForm } from "./checkout-form";
import { useCheckout } from "./use-checkout";

/** /subscribe and /subscribe-pro (spec §2): features, price label and a subscribe button. */
export function SubscribePage(props: {
  tier: PaidPlanId;
  priceLabel: string;
  currentPlan: PlanId | null;
  demo: boolean;
}) {
  const plan = getPlan(props.tier);
  const other = props.tier === "premium" ? getPlan("pro") : getPlan("premium");
  const [amount, interval] = props.priceLabel.split("/");

  return (
    <div className="mx-auto max-w-5xl px-4 py-10 sm:px-6 sm:py-16">
      <div className="overflow-hidden rounded-3xl bg-white shadow-xl ring-1 ring-ink-100 md:grid md:grid-cols-[5fr_6fr]">
        <section className="relative bg-ink-950 px-6 py-10 text-white sm:px-10">
          <p className="inline-flex items-center gap-1.5 rounded-full bg-white/10 px-3 py-1 text-xs font-bold uppercase tracking-widest text-flash-300">
            <CrownIcon width={14} height={14} /> {PRODUCT_NAME} {plan.name}
          </p>
          <h1 className="mt-5 font-display text-4xl leading-tight sm:text-5xl">
            {props.tier === "premium" ? "Unlimited ink, every style" : "Built for the studio"}
          </h1>
          <p className="mt-3 text-ink-200">{plan.tagline}</p>
          <p className="mt-8 flex items-baseline gap-1" data-testid="subscribe-price">
            <span className="text-5xl font-bold tracking-tight">{amount}</span>
            {interval ? <span className="text-lg text-ink-300">/{interval}</span> : null}
          </p>
          <p className="mt-1 text-sm text-ink-300">Billed monthly. Cancel any time from your profile.</p>
          <SubscribeAction {...props} />
          <p className="mt-4 flex items-center gap-2 text-xs text-ink-300">
            <LockIcon width={14} height={14} />
            {props.demo
              ? "Demo mode: the checkout is a demo and no real payment is taken."
              : "Payments are processed securely by Stripe."}
          </p>
        </section>
        <section className="px-6 py-10 sm:px-10" aria-labelledby="plan-features">
          <h2 id="plan-features" className="text-lg font-bold">
            Everything in {plan.name}
          </h2>
          <ul className="mt-5 space-y-3">
            {plan.features.map((feature) => (
              <li key={feature} className="flex gap-3">
                <span className="mt-0.5 grid h-5 w-5 shrink-0 place-items-center rounded-full bg-flash-50 text-flash-700">
                  <CheckIcon width={14} height={14} />
                </span>
                <span className="text-ink-800">{feature}</span>
              </li>
            ))}
          </ul>
          <div className="mt-8 rounded-2xl bg-ink-50 p-5 text-sm text-ink-700">
            {props.tier === "premium" ? (
              <>
                Need 2048x2048 exports, print-ready files and commercial rights?{" "}
                <Link
                  to="/subscribe-pro"
                  className="focus-ring rounded font-semibold text-flash-700 underline underline-offset-4"
                >
                  See {other.name}
                </Link>
              </>
            ) : (
              <>
                Just need unlimited designs for yourself?{" "}
                <Link
                  to="/subscribe"
                  className="focus-ring rounded font-semibold text-flash-700 underline underline-offset-4"
                >
                  See {other.name}
                </Link>
              </>
            )}
          </div>
          <p className="mt-4 text-xs text-ink-600">{FAIR_USE_NOTE}</p>
        </section>
      </div>
    </div>
  );
}

function SubscribeAction(props: { tier: PaidPlanId; currentPlan: PlanId | null }) {
  const { pending, start } = useCheckout();
  const label = `Subscribe to ${getPlan(props.tier).name}`;
  const primary = buttonClasses("accent", "lg", "w-full");
  if (props.currentPlan === null) {
    return (
      <div className="mt-8">
        <a href={signInUrl(props.tier === "pro" ? "/subscribe-pro" : "/subscribe")} className={primary}>
          {label}
        </a>
        <p className="mt-2 text-center text-xs text-ink-300">You will sign in first.</p>
      </div>
    );
  }
  if (props.currentPlan === props.tier || !isUpgrade(props.currentPlan, props.tier)) {
    return (
      <div className="mt-8">
        <button type="button" disabled className={buttonClasses("secondary", "lg", "w-full")}>
          {props.currentPlan === props.tier ? "Current Plan" : "Downgrade (Contact Support)"}
        </button>
        <p className="mt-2 text-center text-xs text-ink-300">
          You are on the {getPlan(props.currentPlan).name} plan.{" "}
          <Link to="/profile" className="focus-ring rounded font-semibold text-white underline underline-offset-4">
            View your subscription
          </Link>
        </p>
      </div>
    );
  }
  return (
    <CheckoutForm
      tier={props.tier}
      label={label}
      pending={pending}
      onStart={(tier) => void start(tier)}
      className="mt-8"
      buttonClassName={primary}
    />
  );
}
