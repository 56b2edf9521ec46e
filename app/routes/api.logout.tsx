import { data, Form, redirect } from "react-router";
import { buttonClasses } from "~/components/ui/button";
import { mayLogOutOnGet } from "~/modules/auth/logout-request.server";
import { destroyCurrentSession } from "~/modules/auth/session.server";
import { pageHeaders } from "~/utils/page-headers";
import type { Route } from "./+types/api.logout";

/**
 * Signing out revokes the server-side session and returns home: on a POST (forms), or a
 * GET (spec §7) that is a same-site navigation. A GET from another site answers a page
 * asking "Sign out?" with a button that posts, so no other site can sign people out.
 */
async function logout(request: Request) {
  return redirect("/", { headers: { "Set-Cookie": await destroyCurrentSession(request) } });
}

export const meta: Route.MetaFunction = () => [
  { title: "Sign out? · Inkwell" },
  { name: "robots", content: "noindex" },
];

export async function loader({ request }: Route.LoaderArgs) {
  if (mayLogOutOnGet(request)) return logout(request);
  return data({ confirm: true }, { headers: { "Cache-Control": "no-store" } });
}

export const action = ({ request }: Route.ActionArgs) => logout(request);

export default function ConfirmLogout() {
  return (
    <div className="mx-auto max-w-md px-4 py-16 text-center">
      <h1 className="text-2xl font-bold">Sign out?</h1>
      <p className="mt-2 text-ink-700">Another site sent you here. Sign out of Inkwell only if you meant to.</p>
      <Form method="post" action="/api/logout" reloadDocument className="mt-6 flex justify-center gap-3">
        <button type="submit" className={buttonClasses("primary", "md")}>
          Sign out
        </button>
        <a href="/" className={buttonClasses("secondary", "md")}>
          Stay signed in
        </a>
      </Form>
    </div>
  );
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
/** The loader's Cache-Control reaches the HTML (and a thrown refusal's headers). */
export const headers = pageHeaders;
