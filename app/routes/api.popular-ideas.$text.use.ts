import { getOptionalUser } from "~/modules/auth/session.server";
import { recordIdeaUse } from "~/modules/catalog/catalog.server";
import { HttpError } from "~/utils/http-error";
import { resourceAction } from "~/utils/http.server";

/** POST /api/popular-ideas/{text}/use: counts one use of an idea the description matched. */
export const action = resourceAction({ method: "POST", authorize: getOptionalUser }, async ({ user, params }) => {
  const usageCount = await recordIdeaUse(params.text ?? "", user?.id ?? null);
  if (usageCount === null) throw new HttpError(404, "Idea not found");
  return Response.json({ text: params.text, usageCount });
});
