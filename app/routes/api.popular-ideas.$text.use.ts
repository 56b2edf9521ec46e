import { catalogPersonOf, recordIdeaUse } from "~/modules/catalog/catalog-usage.server";
import { HttpError } from "~/utils/http-error";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import { catalogMessages } from "~/utils/messages/catalog";
import type { Route } from "./+types/api.popular-ideas.$text.use";

/** POST /api/popular-ideas/{text}/use: counts one use of an idea the description matched. */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "POST", authorize: catalogPersonOf },
  async ({ user: person, params }) => {
    const usageCount = await recordIdeaUse(params.text, person);
    if (usageCount === null) throw new HttpError(404, catalogMessages.ideaNotFound);
    return Response.json({ text: params.text, usageCount });
  },
);
