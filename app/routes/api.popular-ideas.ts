import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/modules/auth/guards.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { addIdea, CatalogError, listVisibleIdeas } from "~/modules/catalog/catalog.server";
import { jsonError, readJsonBody } from "~/utils/http.server";

/** GET /api/popular-ideas: ideas the requester may see, most used first. */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  return Response.json(await listVisibleIdeas(user?.id ?? null), {
    headers: { "Cache-Control": "private, no-cache" },
  });
}

/** POST /api/popular-ideas {text}: an idea (premium and pro), visible to its author at once. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const user = await requireUser(request);
  const body = (await readJsonBody(request)) as { text?: unknown };
  try {
    return Response.json(await addIdea(user, body?.text), { status: 201 });
  } catch (error) {
    if (error instanceof CatalogError) return jsonError(error.status, error.message);
    throw error;
  }
}
