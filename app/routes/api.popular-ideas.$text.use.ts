import type { ActionFunctionArgs } from "@remix-run/node";
import { recordIdeaUse, catalogPersonOf } from "~/modules/catalog/catalog-usage.server";
import { jsonError } from "~/utils/http.server";

/** POST /api/popular-ideas/{text}/use: counts one use of an idea the description matched. */
export async function action({ request, params }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Method not allowed");
  const usageCount = await recordIdeaUse(params.text ?? "", await catalogPersonOf(request));
  if (usageCount === null) return jsonError(404, "Idea not found");
  return Response.json({ text: params.text, usageCount });
}
