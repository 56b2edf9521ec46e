import type { ActionFunctionArgs } from "@remix-run/node";
import { recordStyleUse, catalogPersonOf } from "~/modules/catalog/catalog-usage.server";
import { jsonError } from "~/utils/http.server";

/** POST /api/styles/{name}/use: counts one use of a style (called for each selected style). */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const usageCount = await recordStyleUse(params.name ?? "", await catalogPersonOf(request));
  if (usageCount === null) return jsonError(404, "Style not found");
  return Response.json({ name: params.name, usageCount });
}
