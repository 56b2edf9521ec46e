import { data } from "react-router";
import { StatusPage } from "~/components/layout/status-page";
import { requireAnonymous } from "~/modules/auth/guards.server";
import { parseSignInReason, signInNotice } from "~/modules/shell/status-pages";
import { safeRedirect } from "~/utils/safe-redirect";
import type { Route } from "./+types/sign-in";

export const meta: Route.MetaFunction = ({ loaderData: page }) => [
  { title: `${page?.notice.heading ?? "Sign in"} · Inkwell` },
  { name: "robots", content: "noindex" },
];

/**
 * /sign-in?redirectTo=/path[&reason=save]: where the access rules send a signed-out page
 * request (`requireUser`). It shows the spec's notice for that page ('Sign In Required' for
 * the profile, 'Please log in to access admin panel.' for the admin panel, 'Login Required'
 * for saving a favourite) with Login, which signs in and comes back to `redirectTo`, and Go
 * Home. Signed in already, it goes there.
 */
export async function loader({ request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const redirectTo = safeRedirect(url.searchParams.get("redirectTo"), "/");
  await requireAnonymous(request, redirectTo);
  const notice = signInNotice(redirectTo, parseSignInReason(url.searchParams.get("reason")));
  return data({ notice }, { headers: { "Cache-Control": "private, no-store" } });
}

export default function SignIn({ loaderData }: Route.ComponentProps) {
  const { notice } = loaderData;
  return <StatusPage {...notice} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
