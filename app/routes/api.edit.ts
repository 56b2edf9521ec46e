import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/modules/auth/guards.server";
import { customizeDesign, parseEditRequest } from "~/modules/generation/customize.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { generationErrorResponse } from "~/modules/generation/generation-errors.server";
import { jsonError, readJsonBody } from "~/utils/http.server";

/**
 * POST /api/edit (spec §3 Edit request): { designs } with the customized design first.
 * 401 signed out, 403 for plans without customization, 400/404/413/415 for bad input.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  const user = await requireUser(request);
  await enforceRateLimit("generation", { tier: user.subscriptionType, accountId: user.id, clientIp: context.clientIp });
  try {
    const designs = await customizeDesign(user, parseEditRequest(await readJsonBody(request)));
    return Response.json({ designs });
  } catch (error) {
    if (error instanceof Response) throw error;
    return generationErrorResponse(error);
  }
}
