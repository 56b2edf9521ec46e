import { redirect } from "react-router";
import { getAppUrl } from "~/utils/env.server";
import { errorFields, logger } from "~/utils/logger.server";
import { signInMessages } from "~/utils/messages/sign-in";
import { safeRedirect } from "~/utils/safe-redirect";
import { requireAnonymous } from "./guards.server";
import { clearOAuthStateCookies, getAuthenticator, isSignInConfigured, STRATEGY } from "./oauth.server";
import { clearReturnTo, readReturnTo, rememberReturnTo } from "./return-to.server";
import { createUserSession } from "./session.server";

const log = logger("auth");

/**
 * The two halves of signing in (remix-auth-oauth2 answers with Responses it throws):
 * `startSignIn` for GET /api/login, `finishSignIn` for the provider's redirect back to
 * /auth/callback. The place that tells the library's redirects from its failures.
 */

const text = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * Starts the OAuth flow, remembering `?redirectTo=/path` for the way back; already signed
 * in, it goes straight there, unless `?fresh=1` asks for a new sign-in (deleting the account
 * needs one of the last minutes). Throws the redirect to the provider (or a plain-text 502/503).
 */
export async function startSignIn(request: Request): Promise<never> {
  const url = new URL(request.url);
  const appUrl = new URL(getAppUrl());
  // The provider redirects back to APP_URL: start there, or the state cookie is lost.
  if (url.host !== appUrl.host && isSignInConfigured()) throw redirect(`${appUrl.origin}/api/login${url.search}`);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  if (url.searchParams.get("fresh") !== "1") await requireAnonymous(request, redirectTo);
  if (!isSignInConfigured()) throw text("Sign-in is not available: no sign-in provider is configured.", 503);

  try {
    const authenticator = await getAuthenticator();
    await authenticator.authenticate(STRATEGY, request);
  } catch (thrown) {
    if (thrown instanceof Response) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await rememberReturnTo(redirectTo));
      throw new Response(null, { status: thrown.status, headers });
    }
    log.error(errorFields(thrown), "could not start sign-in");
    throw text("The sign-in provider cannot be reached. Please try again in a moment.", 502);
  }
  throw redirect(redirectTo);
}

export type SignInOutcome = { ok: true; response: Response } | { ok: false; message: string; headers: Headers };

/**
 * Checks the state and PKCE verifier, signs the user in with a fresh session and goes back to where sign-in started.
 */
export async function finishSignIn(request: Request): Promise<SignInOutcome> {
  const clearStateCookies = clearOAuthStateCookies(request);
  try {
    const authenticator = await getAuthenticator();
    const user = await authenticator.authenticate(STRATEGY, request);
    const headers = new Headers();
    headers.append("Set-Cookie", await createUserSession(request, user));
    headers.append("Set-Cookie", await clearReturnTo());
    for (const cookie of clearStateCookies) headers.append("Set-Cookie", cookie);
    return { ok: true, response: redirect(await readReturnTo(request), { headers }) };
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    log.warn({ reason: thrown instanceof Error ? thrown.message : String(thrown) }, "sign-in refused");
    const headers = new Headers();
    for (const cookie of clearStateCookies) headers.append("Set-Cookie", cookie);
    return {
      ok: false,
      message: signInMessages.notConfirmed,
      headers,
    };
  }
}
