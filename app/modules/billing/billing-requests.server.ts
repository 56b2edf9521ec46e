import { redirect } from "react-router";
import { requireUser } from "~/modules/auth/guards.server";
import type { User } from "~/utils/db.server";
import { isHttpError } from "~/utils/http-error";
import { jsonError, readBody, wantsJson } from "~/utils/http.server";
import { errorFields, logger } from "~/utils/logger.server";
import { checkoutMessages } from "~/utils/messages/checkout";
import { requestMessages } from "~/utils/messages/request";
import { safeRedirect } from "~/utils/safe-redirect";
import { redirectWithToast } from "~/utils/toast.server";
import { billingMessages } from "./billing-errors.server";

const log = logger("billing");

/**
 * The billing forms' two ways of answering: JSON `{ url }` / `{ message }` for the
 * JavaScript client, or, for a plain form POST, a redirect to the page it leads to (or
 * back, with the error as a toast). Signed out: the access rule's 401 JSON, or sign-in
 * coming back to the page the form belongs to.
 */
export async function answerBillingRequest(
  request: Request,
  options: {
    /** Where a signed-out form post signs in and comes back to. */
    signInReturnTo: (body: Record<string, unknown>) => string;
    /** Where a failed form post goes back to, when the Referer does not say. */
    fallback: (body: Record<string, unknown>) => string;
    run: (user: User, body: Record<string, unknown>) => Promise<{ url: string }>;
    /** The title of the error toast of a failed form post. */
    errorTitle?: string;
  },
): Promise<Response> {
  if (request.method !== "POST") return jsonError(405, requestMessages.usePost);
  const json = wantsJson(request);
  let body: Record<string, unknown> = {};
  const refuse = async (error: unknown) => {
    const refusal = await asRefusal(error);
    if (json) return jsonError(refusal.status, refusal.message, undefined, { headers: refusal.headers });
    return redirectWithToast(
      backTo(request, options.fallback(body)),
      {
        title: options.errorTitle ?? checkoutMessages.errorTitle,
        description: refusal.message,
        variant: "destructive",
      },
      { status: 303 },
    );
  };
  try {
    body = await readBody(request);
  } catch (error) {
    return refuse(error);
  }
  const user = await requireUser(request, {
    redirectTo: options.signInReturnTo(body),
    unauthorized: billingMessages.signInToSubscribe,
  });
  try {
    const { url } = await options.run(user, body);
    return json ? Response.json({ url }) : redirect(url, 303);
  } catch (error) {
    return refuse(error);
  }
}

/** A refusal (an HttpError, or a body the request reader refused) as its status, message and headers (Retry-After). */
async function asRefusal(
  error: unknown,
): Promise<{ status: number; message: string; headers?: Record<string, string> }> {
  if (isHttpError(error)) return { status: error.status, message: error.message, headers: error.headers };
  if (error instanceof Response) {
    const body = (await error.json().catch(() => null)) as { message?: string } | null;
    return { status: error.status, message: body?.message ?? checkoutMessages.startFailed };
  }
  log.error(errorFields(error), "billing request failed");
  return { status: 500, message: checkoutMessages.startFailed };
}

/** The page the form was on (same site only), without the dialog that held the form. */
function backTo(request: Request, fallback: string): string {
  const referer = request.headers.get("referer");
  if (!referer) return fallback;
  try {
    const from = new URL(referer);
    if (from.host !== new URL(request.url).host) return fallback;
    from.searchParams.delete("dialog");
    return safeRedirect(`${from.pathname}${from.search}`, fallback);
  } catch {
    return fallback;
  }
}
