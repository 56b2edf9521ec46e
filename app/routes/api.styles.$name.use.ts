import { catalogPersonOf, recordStyleUse } from "~/modules/catalog/catalog-usage.server";
import { HttpError } from "~/utils/http-error";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import { catalogMessages } from "~/utils/messages/catalog";
import type { Route } from "./+types/api.styles.$name.use";

/** POST /api/styles/{name}/use: counts one use of a style (called for each selected style). */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "POST", authorize: catalogPersonOf },
  async ({ user: person, params }) => {
    const usageCount = await recordStyleUse(params.name, person);
    if (usageCount === null) throw new HttpError(404, catalogMessages.styleNotFound);
    return Response.json({ name: params.name, usageCount });
  },
);
