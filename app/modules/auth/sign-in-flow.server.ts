import { redirect } from "react-router";
import { getAppUrl } from "~/utils/env.server";
import { errorFields, logger } from "~/utils/logger.server";
import { signInMessages } from "~/utils/messages/sign-in";
import { safeRedirect } from "~/utils/safe-redirect";
import { requireAnonymous } from "./guards.server";
import { proofOf } from "./id-token.server";
import {
  clearOAuthStateCookies,
  getAuthenticator,
  isReauthentication,
  isSignInConfigured,
  OAUTH_STATE_COOKIE,
  STRATEGY,
} from "./oauth.server";
import { createUserSession } from "./session.server";
import { clearAttempts, readAttempts, rememberAttempt, type SignInAttempt } from "./sign-in-attempts.server";

const log = logger("auth");

/**
 * The two halves of signing in (remix-auth-oauth2 answers with Responses it throws):
 * `startSignIn` for GET /api/login, `finishSignIn` for the provider's redirect back to
 * /auth/callback. The library makes the state and the PKCE verifier; they travel in the
 * app's signed sign-in cookie (sign-in-attempts.server.ts, L2), never in the library's own.
 */

const text = (message: string, status: number) =>
  new Response(message, { status, headers: { "Content-Type": "text/plain; charset=utf-8" } });

/**
 * Starts the OAuth flow, remembering `?redirectTo=/path` for the way back; already signed
 * in, it goes straight there, unless `?fresh=1` asks for a new authentication (deleting the
 * account needs one of the last minutes: the provider is asked for prompt=login, max_age=0).
 * Throws the redirect to the provider (or a plain-text 502/503).
 */
export async function startSignIn(request: Request): Promise<never> {
  const url = new URL(request.url);
  const appUrl = new URL(getAppUrl());
  // The provider redirects back to APP_URL: start there, or the state cookie is lost.
  if (url.host !== appUrl.host && isSignInConfigured()) throw redirect(`${appUrl.origin}/api/login${url.search}`);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  const reauth = isReauthentication(request);
  if (!reauth) await requireAnonymous(request, redirectTo);
  if (!isSignInConfigured()) throw text("Sign-in is not available: no sign-in provider is configured.", 503);

  try {
    const authenticator = await getAuthenticator();
    await authenticator.authenticate(STRATEGY, request);
  } catch (thrown) {
    if (thrown instanceof Response) {
      const location = thrown.headers.get("location");
      const made = location ? madeAttempt(thrown.headers, new URL(location)) : null;
      if (!made) throw thrown;
      const headers = new Headers({ Location: location!, "Cache-Control": "no-store" });
      headers.append("Set-Cookie", await rememberAttempt(request, { ...made, returnTo: redirectTo, reauth }));
      throw new Response(null, { status: thrown.status, headers });
    }
    log.error(errorFields(thrown), "could not start sign-in");
    throw text("The sign-in provider cannot be reached. Please try again in a moment.", 502);
  }
  throw redirect(redirectTo);
}

/** The state and verifier the library made, read from its redirect (its own Set-Cookie is dropped). */
function madeAttempt(headers: Headers, location: URL): { state: string; verifier: string } | null {
  const state = location.searchParams.get("state");
  const libraryCookie = headers
    .getSetCookie()
    .find((cookie) => cookie.startsWith(`${OAUTH_STATE_COOKIE}:`))
    ?.split(";")[0];
  if (!state || !libraryCookie) return null;
  const stored = new URLSearchParams(decodeURIComponent(libraryCookie.slice(libraryCookie.indexOf("=") + 1)));
  const verifier = stored.get(state);
  return verifier ? { state, verifier } : null;
}

/** The callback as the library reads it: this attempt's state and verifier in its own cookie, nothing else. */
function withLibraryState(request: Request, attempt: SignInAttempt): Request {
  const stored = new URLSearchParams({ state: attempt.state, [attempt.state]: attempt.verifier });
  const headers = new Headers(request.headers);
  // Raw, as the library writes and reads its own cookie (state and verifier are base64url).
  headers.set("cookie", `${OAUTH_STATE_COOKIE}:attempt=${stored.toString()}`);
  return new Request(request.url, { method: request.method, headers });
}

export type SignInOutcome = { ok: true; response: Response } | { ok: false; message: string; headers: Headers };

/**
 * Checks the state (against this browser's signed sign-in cookie) and the PKCE verifier, signs the user in with a
 * fresh session and goes back to where sign-in started.
 */
export async function finishSignIn(request: Request): Promise<SignInOutcome> {
  const headers = new Headers();
  headers.append("Set-Cookie", await clearAttempts());
  for (const cookie of clearOAuthStateCookies(request)) headers.append("Set-Cookie", cookie);
  const state = new URL(request.url).searchParams.get("state");
  const attempt = (await readAttempts(request)).find((candidate) => candidate.state === state);
  try {
    if (!attempt) throw new Error("No sign-in of this browser has this state (forged, expired or another browser's).");
    const authenticator = await getAuthenticator();
    const { user, claims } = await authenticator.authenticate(STRATEGY, withLibraryState(request, attempt));
    headers.append("Set-Cookie", await createUserSession(request, user, proofOf(claims, attempt)));
    return { ok: true, response: redirect(attempt.returnTo, { headers }) };
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    log.warn({ reason: thrown instanceof Error ? thrown.message : String(thrown) }, "sign-in refused");
    return {
      ok: false,
      message: signInMessages.notConfirmed,
      headers,
    };
  }
}
