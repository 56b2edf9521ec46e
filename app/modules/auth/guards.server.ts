import { data, redirect } from "react-router";
import {
  notAdminPayload,
  secondFactorPayload,
  type SignInReason,
  type StatusPayload,
} from "~/modules/shell/status-pages";
import type { User } from "~/utils/db.server";
import { jsonError, wantsJson } from "~/utils/http.server";
import { adminMessages } from "~/utils/messages/admin";
import { authMessages } from "~/utils/messages/auth";
import { safeRedirect } from "~/utils/safe-redirect";
import { getCurrentSession, getOptionalUser, sessionMayAdminister } from "./session.server";

/**
 * The access rules, the only way routes ask for a user: the first line of every loader and
 * action that needs one (`resourceAction` takes them as its `authorize`).
 * - Signed out, an API call (JSON, or a script's request to /api/*) gets 401 JSON
 *   `{ message: "Unauthorized" }`; a page request (a page, a form post, a download) is
 *   redirected to the sign-in page (/sign-in, which shows the spec's notice) with a
 *   `redirectTo` that brings the person back once signed in.
 * - `requireAdmin`, signed in without the admin role: 403, as JSON or as the spec's refusal
 *   ("Access denied. Admin privileges required.") on the page.
 */
export async function requireUser(
  request: Request,
  options: { redirectTo?: string; reason?: SignInReason; unauthorized?: string } = {},
): Promise<User> {
  const user = await getOptionalUser(request);
  if (user) return user;
  if (isApiCall(request)) throw jsonError(401, options.unauthorized ?? authMessages.unauthorized);
  throw signInRedirect(request, options.redirectTo, options.reason);
}

/**
 * An administrator whose sign-in the provider did not report as one without a second factor (M6): an admin who
 * signed in with a password alone where the provider says so gets a 403 that says to sign in again with one.
 */
export async function requireAdmin(request: Request): Promise<User> {
  const user = await requireUser(request);
  const refuse = (message: string, payload: StatusPayload) => {
    if (isApiCall(request)) return jsonError(403, message);
    return data(payload, { status: 403, headers: { "Cache-Control": "private, no-store" } });
  };
  if (!isAdmin(user)) throw refuse(adminMessages.notAdmin, notAdminPayload);
  const session = await getCurrentSession(request);
  if (session && !sessionMayAdminister(session)) throw refuse(adminMessages.secondFactorRequired, secondFactorPayload);
  return user;
}

/** Signing in, for someone who already is: straight on to where they were going (Epic's `requireAnonymous`). */
export async function requireAnonymous(request: Request, redirectTo: string): Promise<void> {
  if (await getOptionalUser(request)) throw redirect(safeRedirect(redirectTo, "/"));
}

export function isAdmin(user: Pick<User, "role"> | null | undefined): boolean {
  return user?.role === "admin";
}

/**
 * A call that wants JSON back: a JSON body or Accept, or a request to /api/* that is not a
 * browser's page request (the no-JavaScript forms posting to /api/create-checkout-session and
 * /api/billing-portal ask for HTML).
 */
export function isApiCall(request: Request): boolean {
  if (wantsJson(request)) return true;
  const accept = request.headers.get("accept") ?? "";
  return new URL(request.url).pathname.startsWith("/api/") && !accept.includes("text/html");
}

/**
 * The sign-in page, coming back to `redirectTo` (by default the page asked for; a form's
 * post comes back to its page), saying why when the page does not (`reason`).
 */
export function signInRedirect(request: Request, redirectTo?: string, reason?: SignInReason): Response {
  const url = new URL(request.url);
  url.searchParams.delete("index"); // React Router's marker of an index route's action, not part of the page's address
  const back = safeRedirect(redirectTo ?? `${url.pathname}${url.search}`, "/");
  const query = new URLSearchParams({ redirectTo: back, ...(reason ? { reason } : {}) });
  return redirect(`/sign-in?${query}`, request.method === "GET" || request.method === "HEAD" ? 302 : 303);
}
