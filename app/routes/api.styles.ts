import type { LoaderFunctionArgs } from "@remix-run/node";
import { getOptionalUser } from "~/modules/auth/session.server";
import { listVisibleStyles } from "~/modules/catalog/catalog.server";

/** GET /api/styles: every style the requester may see (built-in, public, their own). */
export async function loader({ request }: LoaderFunctionArgs) {
  const user = await getOptionalUser(request);
  return Response.json(await listVisibleStyles(user?.id ?? null), {
    headers: { "Cache-Control": "private, no-cache" },
  });
}
