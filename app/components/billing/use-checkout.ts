import { useCallback, useState } from "react";
import type { PaidPlanId } from "~/modules/plans/plans";
import { checkoutMessages } from "~/utils/messages/checkout";
import { toast } from "~/utils/toast";
import { CHECKOUT_REDIRECT_DELAY_MS, requestCheckoutUrl } from "./checkout-client";

/**
 * The checkout of spec §4: pressing an upgrade marks that tier pending; on success
 * `onStarted` runs (the dialog closes) and 100 ms later the browser goes to the checkout;
 * a failure shows the destructive 'Checkout Error' toast. Pending is cleared afterwards.
 */
export function useCheckout(onStarted?: () => void) {
  const [pending, setPending] = useState<PaidPlanId | null>(null);
  const start = useCallback(
    async (tier: PaidPlanId) => {
      setPending(tier);
      try {
        const url = await requestCheckoutUrl(tier);
        onStarted?.();
        await new Promise((resolve) => setTimeout(resolve, CHECKOUT_REDIRECT_DELAY_MS));
        window.location.assign(url);
      } catch (error) {
        toast({
          title: checkoutMessages.errorTitle,
          description: error instanceof Error && error.message ? error.message : checkoutMessages.startFailed,
          variant: "destructive",
        });
      } finally {
        setPending(null);
      }
    },
    [onStarted],
  );
  return { pending, start };
}
