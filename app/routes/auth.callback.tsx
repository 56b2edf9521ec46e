import { data } from "react-router";
import { StatusPage } from "~/components/layout/status-page";
import { finishSignIn } from "~/modules/auth/sign-in-flow.server";
import { consumeRateLimit } from "~/modules/limits/rate-limit.server";
import { goHome } from "~/modules/shell/status-pages";
import type { Route } from "./+types/auth.callback";

/**
 * The OAuth redirect URI: checks the state and PKCE verifier (remix-auth-oauth2), signs
 * the user in with a fresh session and returns to where sign-in started. Any failure
 * (wrong state, refused code, provider down) shows a page with a way to try again.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  // Each callback costs a token exchange with the provider: counted with the sign-in starts.
  const refusal = await consumeRateLimit("signIn", { tier: "anonymous", accountId: null, clientIp: context.clientIp });
  if (refusal) {
    return data(
      { message: refusal.message },
      { status: 429, headers: { "Retry-After": String(refusal.retryAfterSeconds) } },
    );
  }
  const outcome = await finishSignIn(request);
  if (outcome.ok) return outcome.response;
  return data({ message: outcome.message }, { status: 400, headers: outcome.headers });
}

export const meta: Route.MetaFunction = () => [{ title: "Sign-in failed · Inkwell" }];

export default function AuthCallback({ loaderData }: Route.ComponentProps) {
  const { message } = loaderData;
  return (
    <StatusPage
      heading="Sign-in failed"
      message={message}
      actions={[{ href: "/api/login", label: "Try again", variant: "accent" }, goHome]}
    />
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
