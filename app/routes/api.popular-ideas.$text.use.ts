import { catalogPersonOf, recordIdeaUse } from "~/modules/catalog/catalog-usage.server";
import { HttpError } from "~/utils/http-error";
import { resourceAction } from "~/utils/http.server";

/** POST /api/popular-ideas/{text}/use: counts one use of an idea the description matched. */
export const action = resourceAction(
  { method: "POST", authorize: catalogPersonOf },
  async ({ user: person, params }) => {
    const usageCount = await recordIdeaUse(params.text ?? "", person);
    if (usageCount === null) throw new HttpError(404, "Idea not found");
    return Response.json({ text: params.text, usageCount });
  },
);
