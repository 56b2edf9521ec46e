import { Spinner } from "~/components/ui/icons/spinner";
import type { PaidPlanId } from "~/modules/plans/plans";
import { checkoutMessages } from "~/utils/messages/checkout";

/**
 * A subscribe button that is a real form: without JavaScript the POST is redirected to
 * the checkout; with it, `onStart` runs the checkout of spec §4 ('Redirecting to Stripe...').
 */
export function CheckoutForm(props: {
  tier: PaidPlanId;
  label: string;
  pending: PaidPlanId | null;
  disabled?: boolean;
  onStart: (tier: PaidPlanId) => void;
  className?: string;
  buttonClassName: string;
}) {
  const isPending = props.pending === props.tier;
  return (
    <form
      method="post"
      action="/api/create-checkout-session"
      className={props.className}
      onSubmit={(event) => {
        event.preventDefault();
        props.onStart(props.tier);
      }}
    >
      <input type="hidden" name="tier" value={props.tier} />
      <button
        type="submit"
        disabled={props.disabled || props.pending !== null}
        aria-busy={isPending || undefined}
        className={props.buttonClassName}
      >
        {isPending ? <Spinner className="h-4 w-4" /> : null}
        {isPending ? checkoutMessages.redirecting : props.label}
      </button>
    </form>
  );
}
