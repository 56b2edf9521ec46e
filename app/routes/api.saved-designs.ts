import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/modules/auth/guards.server";
import { FavouriteError, listSavedDesigns, saveDesign } from "~/modules/designs/saved-designs.server";
import { jsonError, readJsonBody } from "~/utils/http.server";

/** GET /api/saved-designs: the signed-in user's saved designs, most recent first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await requireUser(request);
  return Response.json(await listSavedDesigns(user.id), { headers: { "Cache-Control": "private, no-store" } });
}

/** POST /api/saved-designs {designId}: saves one of the user's own designs (premium and pro). */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const user = await requireUser(request);
  const body = (await readJsonBody(request)) as { designId?: unknown };
  try {
    return Response.json(await saveDesign(user, body?.designId), { status: 201 });
  } catch (error) {
    if (error instanceof FavouriteError) return jsonError(error.status, error.message);
    throw error;
  }
}
