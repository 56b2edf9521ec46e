import { requireUser } from "~/modules/auth/guards.server";
import { catalogListResponse } from "~/modules/catalog/catalog-list.server";
import { addIdeaBody } from "~/modules/catalog/catalog-schema";
import { addIdea, listVisibleIdeas } from "~/modules/catalog/catalog.server";
import { resourceAction, type ResourceAction } from "~/utils/http.server";
import type { Route } from "./+types/api.popular-ideas";

/** GET /api/popular-ideas: ideas the requester may see, most used first. */
export const loader = ({ request }: Route.LoaderArgs) => catalogListResponse(request, listVisibleIdeas);

/** POST /api/popular-ideas {text}: an idea (premium and pro), visible to its author at once. */
export const action: ResourceAction<Route.ActionArgs> = resourceAction(
  { method: "POST", authorize: requireUser, body: addIdeaBody },
  async ({ user, body, context }) => Response.json(await addIdea(user, body.text, context.clientIp), { status: 201 }),
);
