import { useEffect, useState } from "react";
import { PLANS, PLAN_ORDER, isUpgrade, type PlanId } from "~/modules/plans/plans";
import { formatPrice } from "~/utils/format";
import { PRODUCT_NAME } from "~/utils/messages/product";
import { cn } from "~/utils/cn";
import { buttonClasses } from "../ui/button";
import { CheckIcon } from "../ui/icons/check";
import { Modal } from "../ui/modal";

export interface UpgradeDialogProps {
  open: boolean;
  onClose: () => void;
  closeHref: string;
  currentPlan: PlanId | null;
  supportEmail: string;
}

interface Price {
  amount: number;
  currency: string;
  interval: string;
}

/**
 * 'Choose Your Plan' (spec §2, §4): Free, Premium and Pro with the current plan marked.
 * Prices load when the dialog opens ('Loading...' until then, upgrade buttons disabled).
 */
export default function UpgradeDialog(props: UpgradeDialogProps) {
  const [prices, setPrices] = useState<Record<string, Price> | null>(null);

  useEffect(() => {
    if (!props.open || prices) return;
    fetch("/api/stripe/prices", { credentials: "include" })
      .then((response) => (response.ok ? response.json() : Promise.reject(new Error(`${response.status}`))))
      .then((loaded: Record<string, Price>) => setPrices(loaded))
      .catch((error: unknown) => console.error("Could not load prices:", error));
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
          const price = id === "free" ? "Free" : prices?.[id] ? formatPrice(prices[id].amount, prices[id].currency, prices[id].interval) : "Loading...";
          return (
            <li
              key={id}
              className={cn(
                "relative flex flex-col rounded-2xl border p-5",
                id === "premium" ? "border-flash-500 shadow-lg" : "border-ink-200",
              )}
            >
              <div className="flex items-center gap-2">
                <h3 className="text-lg font-bold">{plan.name}</h3>
                {id === "premium" ? (
                  <span className="rounded-full bg-flash-600 px-2 py-0.5 text-xs font-bold text-white">Most Popular</span>
                ) : null}
                {isCurrent ? (
                  <span className="rounded-full bg-ink-900 px-2 py-0.5 text-xs font-bold text-white">Current</span>
                ) : null}
              </div>
              <p className="mt-1 text-sm text-ink-600">{plan.tagline}</p>
              <p className="mt-3 text-2xl font-bold" data-testid={`price-${id}`}>
                {price}
              </p>
              <ul className="mt-4 flex-1 space-y-2 text-sm text-ink-700">
                {plan.features.map((feature) => (
                  <li key={feature} className="flex gap-2">
                    <CheckIcon width={16} height={16} className="mt-0.5 shrink-0 text-emerald-600" />
                    {feature}
                  </li>
                ))}
              </ul>
              <PlanButton plan={id} current={current} isCurrent={isCurrent} pricesLoaded={Boolean(prices)} />
            </li>
          );
        })}
      </ul>
      <p className="mt-5 text-center text-sm text-ink-600">
        <a className="underline hover:text-ink-900" href={`mailto:${props.supportEmail}`}>
          Subscriptions can be canceled at any time
        </a>
      </p>
    </Modal>
  );
}

function PlanButton(props: { plan: PlanId; current: PlanId; isCurrent: boolean; pricesLoaded: boolean }) {
  if (props.isCurrent) {
    return (
      <button type="button" disabled className={buttonClasses("secondary", "md", "mt-5 w-full")}>
        Current Plan
      </button>
    );
  }
  if (props.plan === "free" || !isUpgrade(props.current, props.plan)) {
    return (
      <button type="button" disabled className={buttonClasses("secondary", "md", "mt-5 w-full")}>
        Downgrade (Contact Support)
      </button>
    );
  }
  return (
    <form method="post" action="/api/create-checkout-session" className="mt-5">
      <input type="hidden" name="tier" value={props.plan} />
      <button type="submit" disabled={!props.pricesLoaded} className={buttonClasses("accent", "md", "w-full")}>
        Upgrade to {PLANS[props.plan].name}
      </button>
    </form>
  );
}
