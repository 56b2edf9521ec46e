import { noStore } from "~/modules/admin/admin-responses.server";
import { requireAdmin } from "~/modules/auth/guards.server";
import { getSchedulerStatus } from "~/modules/trending/scheduler-status.server";
import type { Route } from "./+types/api.scheduler-status";

/** GET /api/scheduler-status: this instance's schedule and the database's topics, for admins. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  return Response.json(await getSchedulerStatus(), { headers: noStore });
}
