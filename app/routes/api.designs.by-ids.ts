import type { ActionFunctionArgs } from "@remix-run/node";
import { getCurrentSession } from "~/modules/auth/session.server";
import { restoreDesigns, toPublicDesign } from "~/modules/designs/designs.server";
import { jsonError, readJsonBody } from "~/utils/http.server";

const MAX_IDS = 100;

/**
 * POST /api/designs/by-ids {designIds}: this browser's designs among the ids (spec §4:
 * designs made before signing in, restored after). Signed in, they move to the account.
 */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  const body = (await readJsonBody(request)) as { designIds?: unknown };
  const ids = body?.designIds;
  if (!Array.isArray(ids) || !ids.every((id) => typeof id === "string" && id.length > 0 && id.length <= 64)) {
    return jsonError(400, "designIds must be a list of design ids.");
  }
  if (ids.length > MAX_IDS) return jsonError(400, `Send at most ${MAX_IDS} design ids at a time.`);
  const session = await getCurrentSession(request);
  if (!session) return Response.json([]);
  const designs = await restoreDesigns(session, [...new Set(ids as string[])]);
  return Response.json(designs.map(toPublicDesign), { headers: { "Cache-Control": "private, no-store" } });
}
