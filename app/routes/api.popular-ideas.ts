import type { LoaderFunctionArgs } from "@remix-run/node";
import { getOptionalUser } from "~/modules/auth/session.server";
import { listVisibleIdeas } from "~/modules/catalog/catalog.server";

/** GET /api/popular-ideas: ideas the requester may see, most used first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  return Response.json(await listVisibleIdeas(user?.id ?? null), {
    headers: { "Cache-Control": "private, no-cache" },
  });
}
