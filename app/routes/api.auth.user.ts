import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/modules/auth/guards.server";
import { toPublicUser } from "~/modules/auth/users.server";

/** GET /api/auth/user: the signed-in user (spec §3 User), 401 when signed out. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json(toPublicUser(user), { headers: { "Cache-Control": "private, no-store" } });
}
