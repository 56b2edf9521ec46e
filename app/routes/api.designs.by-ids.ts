import { z } from "zod";
import { getCurrentSession } from "~/modules/auth/session.server";
import { restoreDesigns, toPublicDesign } from "~/modules/designs/designs.server";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/api.designs.by-ids";

const MAX_IDS = 100;
const notIds = "designIds must be a list of design ids.";
const byIdsBody = z.object({
  designIds: z
    .array(z.string({ error: notIds }).min(1, notIds).max(64, notIds), { error: notIds })
    .max(MAX_IDS, `Send at most ${MAX_IDS} design ids at a time.`),
});

/**
 * POST /api/designs/by-ids {designIds}: this browser's designs among the ids (spec §4:
 * designs made before signing in, restored after). Signed in, they move to the account.
 */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "POST", methodMessage: requestMessages.usePost, authorize: getCurrentSession, body: byIdsBody },
  async ({ user: session, body }) => {
    if (!session) return Response.json([]);
    const designs = await restoreDesigns(session, [...new Set(body.designIds)]);
    return Response.json(designs.map(toPublicDesign), { headers: { "Cache-Control": "private, no-store" } });
  },
);
