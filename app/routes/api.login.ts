import { redirect, type LoaderFunctionArgs } from "react-router";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { getAuthenticator, isSignInConfigured, STRATEGY } from "~/modules/auth/oauth.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { rememberReturnTo } from "~/modules/auth/return-to.server";
import { getAppUrl } from "~/utils/env.server";
import { safeRedirect } from "~/utils/safe-redirect";
import { errorFields, logger } from "~/utils/logger.server";

const log = logger("auth");

/**
 * GET /api/login: a full-page navigation that starts the OAuth flow (or, when already
 * signed in, goes straight back). `?returnTo=/path` says where to land afterwards.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  await enforceRateLimit("signIn", { tier: "anonymous", accountId: null, clientIp: context.clientIp }, "text");
  const url = new URL(request.url);
  const appUrl = new URL(getAppUrl());
  // The provider redirects back to APP_URL: start there, or the state cookie is lost.
  if (url.host !== appUrl.host && isSignInConfigured()) {
    throw redirect(`${appUrl.origin}/api/login${url.search}`);
  }
  const returnTo = safeRedirect(url.searchParams.get("returnTo"), "/");
  if (await getOptionalUser(request)) throw redirect(returnTo);
  if (!isSignInConfigured()) {
    throw new Response("Sign-in is not available: no sign-in provider is configured.", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }

  try {
    const authenticator = await getAuthenticator();
    await authenticator.authenticate(STRATEGY, request);
  } catch (thrown) {
    if (thrown instanceof Response) {
      const headers = new Headers(thrown.headers);
      headers.append("Set-Cookie", await rememberReturnTo(returnTo));
      return new Response(null, { status: thrown.status, headers });
    }
    log.error(errorFields(thrown), "could not start sign-in");
    throw new Response("The sign-in provider cannot be reached. Please try again in a moment.", {
      status: 502,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  throw redirect(returnTo);
}
