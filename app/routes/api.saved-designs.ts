import { z } from "zod";
import { requireUser } from "~/modules/auth/guards.server";
import { listSavedDesigns, saveDesign } from "~/modules/designs/saved-designs.server";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import type { Route } from "./+types/api.saved-designs";

/** GET /api/saved-designs: the signed-in user's saved designs, most recent first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return Response.json(await listSavedDesigns(user.id), { headers: { "Cache-Control": "private, no-store" } });
}

/** saveDesign checks the plan first, then the id (its messages are the spec's). */
const saveBody = z.object({ designId: z.unknown() });

/** POST /api/saved-designs {designId}: saves one of the user's own designs (premium and pro). */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "POST", authorize: requireUser, body: saveBody },
  async ({ user, body }) => Response.json(await saveDesign(user, body.designId), { status: 201 }),
);
