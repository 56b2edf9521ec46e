import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/modules/auth/guards.server";
import { catalogListResponse } from "~/modules/catalog/catalog-list.server";
import { addStyleBody } from "~/modules/catalog/catalog-schema";
import { addStyle, listVisibleStyles } from "~/modules/catalog/catalog.server";
import { resourceAction } from "~/utils/http.server";

/** GET /api/styles: every style the requester may see (built-in, public, their own). */
export const loader = ({ request }: LoaderFunctionArgs) => catalogListResponse(request, listVisibleStyles);

/** POST /api/styles {name}: a custom style (premium and pro), visible to its author at once. */
export const action = resourceAction(
  { method: "POST", authorize: requireUser, body: addStyleBody },
  async ({ user, body, context }) => Response.json(await addStyle(user, body.name, context.clientIp), { status: 201 }),
);
