import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/modules/auth/guards.server";
import { getOptionalUser } from "~/modules/auth/session.server";
import { addStyle, CatalogError, listVisibleStyles } from "~/modules/catalog/catalog.server";
import { jsonError, readJsonBody } from "~/utils/http.server";

/** GET /api/styles: every style the requester may see (built-in, public, their own). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  return Response.json(await listVisibleStyles(user?.id ?? null), {
    headers: { "Cache-Control": "private, no-cache" },
  });
}

/** POST /api/styles {name}: a custom style (premium and pro), visible to its author at once. */
export async function action({ request }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const user = await requireUser(request);
  const body = (await readJsonBody(request)) as { name?: unknown };
  try {
    return Response.json(await addStyle(user, body?.name), { status: 201 });
  } catch (error) {
    if (error instanceof CatalogError) return jsonError(error.status, error.message);
    throw error;
  }
}
