import { getOptionalUser } from "~/modules/auth/session.server";
import { getPlan, isPaidPlan } from "~/modules/plans/plans";
import { checkoutMessages } from "~/utils/messages/checkout";
import { PRODUCT_NAME } from "~/utils/messages/common";
import { redirectWithToast } from "~/utils/toast.server";

/**
 * The home page after a payment (`/?subscription=success`, spec §2): answered with a
 * redirect to the same page without the query and the 'Subscription Activated!' toast,
 * so the toast shows, the query is gone and the user data is fetched fresh, with no
 * JavaScript at all (the home page's budget is tight).
 */
export async function subscriptionActivatedRedirect(request: Request): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.searchParams.get("subscription") !== "success") return null;
  url.searchParams.delete("subscription");
  const user = await getOptionalUser(request);
  const plan = user && isPaidPlan(user.subscriptionType) ? getPlan(user.subscriptionType).name : null;
  return redirectWithToast(`${url.pathname}${url.search}`, {
    title: checkoutMessages.subscriptionActivated,
    description: plan ? `Welcome to ${PRODUCT_NAME} ${plan}: enjoy unlimited generations.` : undefined,
    variant: "success",
  });
}
