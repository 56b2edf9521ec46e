import { requireUser } from "~/modules/auth/guards.server";
import { toPublicUser } from "~/modules/auth/users.server";
import type { Route } from "./+types/api.auth.user";

/** GET /api/auth/user: the signed-in user (spec §3 User), 401 when signed out. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return Response.json(toPublicUser(user), { headers: { "Cache-Control": "private, no-store" } });
}
