import { requireUser } from "~/modules/auth/guards.server";
import { catalogListResponse } from "~/modules/catalog/catalog-list.server";
import { addStyleBody } from "~/modules/catalog/catalog-schema";
import { addStyle, listVisibleStyles } from "~/modules/catalog/catalog.server";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import type { Route } from "./+types/api.styles";

/** GET /api/styles: every style the requester may see (built-in, public, their own). */
export const loader = ({ request }: Route.LoaderArgs) => catalogListResponse(request, listVisibleStyles);

/** POST /api/styles {name}: a custom style (premium and pro), visible to its author at once. */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "POST", authorize: requireUser, body: addStyleBody },
  async ({ user, body, context }) => Response.json(await addStyle(user, body.name, context.clientIp), { status: 201 }),
);
