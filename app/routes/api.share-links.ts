import { z } from "zod";
import { requireUser } from "~/modules/auth/guards.server";
import { shareOwnDesign } from "~/modules/share/share-actions.server";
import { listShareLinks } from "~/modules/share/share-links.server";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import type { Route } from "./+types/api.share-links";

/** GET /api/share-links: the signed-in user's live share links (with their links and views), newest first. */
export async function loader({ request }: Route.LoaderArgs) {
  const user = await requireUser(request);
  return Response.json(await listShareLinks(user.id), { headers: { "Cache-Control": "private, no-store" } });
}

/** shareOwnDesign checks the fields with the share form's messages (the same for the page). */
const shareBody = z.looseObject({ designId: z.unknown() });

/**
 * POST /api/share-links {designId, notes?, placement?, displayName?, expiresIn?}: shares one of
 * the user's own designs (the share page's form calls the same function); `expiresIn`: days
 * until the link stops (1, 7, 30 or 90; none: until stopped). 201 {id, url};
 * 400 {message, fieldErrors}; 404 not the user's design; 403 too many live links; 429 too
 * many created this hour.
 */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "POST", authorize: requireUser, body: shareBody },
  async ({ user, body }) => {
    const link = await shareOwnDesign(user, body.designId, body);
    return Response.json({ id: link.id, url: link.url }, { status: 201 });
  },
);
