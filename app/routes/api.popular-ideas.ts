import type { LoaderFunctionArgs } from "react-router";
import { requireUser } from "~/modules/auth/guards.server";
import { catalogListResponse } from "~/modules/catalog/catalog-list.server";
import { addIdeaBody } from "~/modules/catalog/catalog-schema";
import { addIdea, listVisibleIdeas } from "~/modules/catalog/catalog.server";
import { resourceAction } from "~/utils/http.server";

/** GET /api/popular-ideas: ideas the requester may see, most used first. */
export const loader = ({ request }: LoaderFunctionArgs) => catalogListResponse(request, listVisibleIdeas);

/** POST /api/popular-ideas {text}: an idea (premium and pro), visible to its author at once. */
export const action = resourceAction(
  { method: "POST", authorize: requireUser, body: addIdeaBody },
  async ({ user, body, context }) => Response.json(await addIdea(user, body.text, context.clientIp), { status: 201 }),
);
