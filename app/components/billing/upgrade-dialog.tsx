import { useEffect, useState } from "react";
import { FAIR_USE_NOTE, isUpgrade, PLAN_ORDER, PLANS, type PaidPlanId, type PlanId } from "~/modules/plans/plans";
import { signInUrl } from "~/modules/shell/status-pages";
import { getJson } from "~/utils/api-client";
import { cn } from "~/utils/cn";
import { formatPrice } from "~/utils/format";
import { PRODUCT_NAME } from "~/utils/messages/common";
import { buttonClasses } from "../ui/button";
import { Modal } from "../ui/modal";
import { CheckoutForm } from "./checkout-form";
import { FeatureList } from "./feature-list";
import { useCheckout } from "./use-checkout";

export interface PlanPriceInfo {
  amount: number;
  currency: string;
  interval: string;
}
export type PlanPricesInfo = Record<PaidPlanId, PlanPriceInfo>;

export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  closeHref: string;
  currentPlan: PlanId | null;
  supportEmail: string;
  /** Prices the server already knows (the dialog rendered open from the URL, without JavaScript). */
  initialPrices?: PlanPricesInfo | null;
}

/**
 * 'Choose Your Plan' (spec §2, §4): Free, Premium and Pro with the current plan marked.
 * Prices load when the dialog opens ('Loading...' until then, upgrade buttons disabled);
 * a failed lookup is logged and the label stays 'Loading...' (spec §7).
 */
export default function UpgradeDialog(props: UpgradeDialogProps) {
  const [prices, setPrices] = useState<PlanPricesInfo | null>(props.initialPrices ?? null);
  const { pending, start } = useCheckout(props.onClose);

  useEffect(() => {
    if (!props.open || prices) return;
    let cancelled = false;
    getJson<PlanPricesInfo>("/api/stripe/prices")
      .then((loaded) => {
        if (!cancelled) setPrices(loaded);
      })
      .catch((error: unknown) => console.error("Could not load prices:", error));
    return () => {
      cancelled = true;
    };
  }, [props.open, prices]);

  const current = props.currentPlan ?? "free";
  return (
    <Modal
      open={props.open}
      onClose={props.onClose}
      closeHref={props.closeHref}
      size="xl"
      title="Choose Your Plan"
      description={`Unlock unlimited creativity with ${PRODUCT_NAME} Premium or Pro`}
    >
      <ul className="grid gap-4 md:grid-cols-3">
        {PLAN_ORDER.map((id) => {
          const plan = PLANS[id];
          const isCurrent = props.currentPlan !== null && id === current;
          const price = id === "free" ? null : prices?.[id];
          return (
            <li
              key={id}
              data-testid={`plan-${id}`}
              className={cn(
                "relative flex flex-col rounded-2xl border p-5",
                id === "premium" ? "border-flash-500 shadow-lg ring-1 ring-flash-500" : "border-ink-200",
              )}
            >
              <div className="flex flex-wrap items-center gap-2">
                <h3 className="text-lg font-bold">{plan.name}</h3>
                {id === "premium" ? (
                  <span className="rounded-full bg-flash-700 px-2 py-0.5 text-xs font-bold text-white">
                    Most Popular
                  </span>
                ) : null}
                {isCurrent ? (
                  <span className="rounded-full bg-ink-900 px-2 py-0.5 text-xs font-bold text-white">Current</span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-ink-600">{plan.tagline}</p>
              <p className="mt-3 text-2xl font-bold" data-testid={`price-${id}`}>
                {id === "free"
                  ? "Free"
                  : price
                    ? formatPrice(price.amount, price.currency, price.interval)
                    : "Loading..."}
              </p>
              <FeatureList features={plan.features} className="mt-4 flex-1 space-y-2 text-sm text-ink-700" />
              <PlanAction
                plan={id}
                current={current}
                isCurrent={isCurrent}
                signedIn={props.currentPlan !== null}
                pricesLoaded={Boolean(prices)}
                pending={pending}
                onStart={(tier) => void start(tier)}
              />
            </li>
          );
        })}
      </ul>
      <p className="mt-5 text-center text-sm text-ink-600">
        <a
          className="focus-ring rounded underline underline-offset-4 hover:text-ink-900"
          href={`mailto:${props.supportEmail}`}
        >
          Subscriptions can be canceled at any time
        </a>
      </p>
      <p className="mt-2 text-center text-xs text-ink-600">{FAIR_USE_NOTE}</p>
    </Modal>
  );
}

function PlanAction(props: {
  plan: PlanId;
  current: PlanId;
  isCurrent: boolean;
  signedIn: boolean;
  pricesLoaded: boolean;
  pending: PaidPlanId | null;
  onStart: (tier: PaidPlanId) => void;
}) {
  const disabledClass = buttonClasses("secondary", "md", "mt-5 w-full");
  if (props.isCurrent) {
    return (
      <button type="button" disabled className={disabledClass}>
        Current Plan
      </button>
    );
  }
  if (props.plan === "free" || !isUpgrade(props.current, props.plan)) {
    return (
      <button type="button" disabled className={disabledClass}>
        Downgrade (Contact Support)
      </button>
    );
  }
  const label = `Upgrade to ${PLANS[props.plan].name}`;
  const accent = buttonClasses(props.plan === "premium" ? "accent" : "primary", "md", "w-full");
  if (!props.signedIn) {
    // Signing in comes first; the subscribe page then offers the checkout.
    return (
      <a href={signInUrl(props.plan === "pro" ? "/subscribe-pro" : "/subscribe")} className={cn(accent, "mt-5")}>
        {label}
      </a>
    );
  }
  return (
    <CheckoutForm
      tier={props.plan}
      label={label}
      pending={props.pending}
      disabled={!props.pricesLoaded}
      onStart={props.onStart}
      className="mt-5"
      buttonClassName={accent}
    />
  );
}
