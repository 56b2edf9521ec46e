import { adminMessages } from "~/utils/messages/admin";
import { authMessages } from "~/utils/messages/auth";
import { favouritesMessages } from "~/utils/messages/favourites";
import { notFoundMessages } from "~/utils/messages/not-found";

/**
 * What a status page shows, and the pages the app shows that way: not found, the sign-in
 * notices of spec §2 (Profile, Admin) and the admin refusal. Access rules throw them as a
 * response's data (`modules/auth/guards.server.ts`), the sign-in page renders its notice, and
 * `GeneralErrorBoundary` renders a thrown one with `StatusPage` (components/layout). Not a
 * `.server` module: the boundary reads them in the browser.
 */
export type StatusAction = { href: string; label: string; variant?: "accent" | "secondary" };

export type StatusPayload = {
  heading: string;
  message: string;
  /** A large label above the heading ("404"), or an icon. */
  eyebrow?: string;
  icon?: "shield";
  actions?: StatusAction[];
  /** Read the message out at once (a refusal rather than a notice). */
  alert?: boolean;
};

export function isStatusPayload(value: unknown): value is StatusPayload {
  return typeof value === "object" && value !== null && typeof (value as StatusPayload).heading === "string";
}

export const goHome: StatusAction = { href: "/", label: "Go Home", variant: "secondary" };

/** The not-found page of spec §2. */
export const notFoundPayload: StatusPayload = {
  eyebrow: "404",
  heading: notFoundMessages.title,
  message: notFoundMessages.text,
};

/** /api/login (spec §7), coming back to `redirectTo` once signed in. */
export function signInUrl(redirectTo: string): string {
  return `/api/login?redirectTo=${encodeURIComponent(redirectTo)}`;
}

const ADMIN_HEADING = "Admin Panel";

/** What a signed-out visitor tried, when the page they were on does not say it: saving a favourite (spec §6). */
export const SIGN_IN_REASONS = ["save"] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export function parseSignInReason(value: string | null): SignInReason | undefined {
  return SIGN_IN_REASONS.find((reason) => reason === value);
}

/**
 * The sign-in page's notice for where the person was going, in the spec's own words: the
 * admin panel's and the profile's (§2), saving a favourite ('Login Required', §6); anything
 * else asks to sign in to go on.
 */
export function signInNotice(redirectTo: string, reason?: SignInReason): StatusPayload {
  const path = redirectTo.split(/[?#]/)[0];
  const actions: StatusAction[] = [{ href: signInUrl(redirectTo), label: "Login", variant: "accent" }, goHome];
  if (reason === "save") {
    return { heading: favouritesMessages.loginRequired, message: favouritesMessages.loginRequiredDescription, actions };
  }
  if (path === "/admin" || path.startsWith("/admin/")) {
    return { heading: ADMIN_HEADING, icon: "shield", message: adminMessages.signedOut, actions };
  }
  const message =
    path === "/profile" || path.startsWith("/profile/")
      ? "Sign in to see your profile, saved designs and generation history."
      : path === "/checkout/success"
        ? "Sign in with the account you paid with to confirm your subscription."
        : "Sign in to go on where you left off.";
  return { heading: authMessages.signInRequired, message, actions };
}

/** The admin panel for an admin whose provider reported a sign-in without a second factor (M6). */
export const secondFactorPayload: StatusPayload = {
  heading: ADMIN_HEADING,
  icon: "shield",
  message: adminMessages.secondFactorRequired,
  alert: true,
};

/** The admin panel for a signed-in person who is not an admin (spec §2). */
export const notAdminPayload: StatusPayload = {
  heading: ADMIN_HEADING,
  icon: "shield",
  message: adminMessages.notAdmin,
  alert: true,
};
