import { data, redirect, type LoaderFunctionArgs } from "react-router";
import { useLoaderData } from "react-router";
import { goHome, StatusPage } from "~/components/layout/status-page";
import { clearOAuthStateCookies, getAuthenticator, STRATEGY } from "~/modules/auth/oauth.server";
import { clearReturnTo, readReturnTo } from "~/modules/auth/return-to.server";
import { createUserSession } from "~/modules/auth/session.server";
import { consumeRateLimit } from "~/modules/limits/rate-limit.server";

/**
 * The OAuth redirect URI: checks the state and PKCE verifier (remix-auth-oauth2), signs
 * the user in with a fresh session and returns to where sign-in started. Any failure
 * (wrong state, refused code, provider down) shows a page with a way to try again.
 */
export async function loader({ request, context }: LoaderFunctionArgs) {
  const clearStateCookies = clearOAuthStateCookies(request);
  // Each callback costs a token exchange with the provider: counted with the sign-in starts.
  const refusal = await consumeRateLimit("signIn", { tier: "anonymous", accountId: null, clientIp: context.clientIp });
  if (refusal) {
    return data({ message: refusal.message }, { status: 429, headers: { "Retry-After": String(refusal.retryAfterSeconds) } });
  }
  try {
    const authenticator = await getAuthenticator();
    const user = await authenticator.authenticate(STRATEGY, request);
    const headers = new Headers();
    headers.append("Set-Cookie", await createUserSession(request, user));
    headers.append("Set-Cookie", await clearReturnTo());
    for (const cookie of clearStateCookies) headers.append("Set-Cookie", cookie);
    return redirect(await readReturnTo(request), { headers });
  } catch (thrown) {
    if (thrown instanceof Response) throw thrown;
    console.warn("[auth] sign-in refused:", thrown instanceof Error ? thrown.message : thrown);
    const headers = new Headers();
    for (const cookie of clearStateCookies) headers.append("Set-Cookie", cookie);
    return data(
      { message: "We could not confirm this sign-in (it may have expired or been started in another tab)." },
      { status: 400, headers },
    );
  }
}

export const meta = () => [{ title: "Sign-in failed · Inkwell" }];

export default function AuthCallback() {
  const { message } = useLoaderData<typeof loader>();
  return (
    <StatusPage
      heading="Sign-in failed"
      message={message}
      actions={[{ href: "/api/login", label: "Try again", variant: "accent" }, goHome]}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
