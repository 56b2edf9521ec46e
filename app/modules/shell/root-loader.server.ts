import { getCurrentSession, refreshSessionExpiry } from "~/modules/auth/session.server";
import { toPublicUser } from "~/modules/auth/users.server";
import { getPlanPricesOrNull } from "~/modules/billing/prices.server";
import { getLegalDocument } from "~/modules/legal/legal-documents.server";
import { navigationUsage } from "~/modules/plans/navigation-usage.server";
import { getEnv } from "~/utils/env.server";
import { readFlashToast } from "~/utils/toast.server";

/**
 * What every page's shell needs (navigation, footer dialogs, toasts, the upgrade dialog),
 * and the cookies to set. One module, so the root route stays thin (and its browser bundle
 * carries one stub for the server code instead of one per import).
 */
export async function loadShell(request: Request) {
  const [session, flash] = await Promise.all([getCurrentSession(request), readFlashToast(request)]);
  const refreshedCookie = await refreshSessionExpiry(request);
  const headers = new Headers();
  if (flash.setCookie) headers.append("Set-Cookie", flash.setCookie);
  if (refreshedCookie) headers.append("Set-Cookie", refreshedCookie);
  const dialog = new URL(request.url).searchParams.get("dialog");
  const user = session?.user ? toPublicUser(session.user) : null;
  const shell = {
    user,
    usage: user ? navigationUsage(user) : null,
    toast: flash.toast,
    supportEmail: getEnv().SUPPORT_EMAIL,
    legalDocument: dialog === "contact" || dialog === "privacy" || dialog === "terms" ? getLegalDocument(dialog) : null,
    // The upgrade dialog rendered open from the URL shows its prices without JavaScript.
    upgradePrices: dialog === "upgrade" ? await getPlanPricesOrNull() : null,
  };
  return { shell, headers };
}
