import { redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { destroyCurrentSession } from "~/modules/auth/session.server";

/** Signing out revokes the server-side session and returns home (GET per spec §7, POST from forms). */
async function logout(request: Request) {
  return redirect("/", { headers: { "Set-Cookie": await destroyCurrentSession(request) } });
}

export const loader = ({ request }: LoaderFunctionArgs) => logout(request);
export const action = ({ request }: ActionFunctionArgs) => logout(request);
