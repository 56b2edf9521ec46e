import type { ActionFunctionArgs } from "@remix-run/node";
import { prepareGeneration, runGeneration } from "~/modules/generation/generate-designs.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { generationErrorResponse } from "~/modules/generation/generation-errors.server";
import { parseGenerateRequest } from "~/modules/generation/generation-request.server";
import { generationIdOf, trackQueuePosition } from "~/modules/generation/queue-positions.server";
import { resolveRequester } from "~/modules/generation/requester.server";
import { jsonError, readJsonBody } from "~/utils/http.server";

/**
 * POST /api/generate {description, style, size, complexity, selectedTags}
 * Answers { designs } (spec §3 Design), or { message } with 400 (invalid), 403 (not in
 * the plan), 429 (limit reached) or 5xx (the image engine failed; nothing was counted).
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  let setCookie: string | null = null;
  const queue = trackQueuePosition(generationIdOf(request));
  try {
    const input = parseGenerateRequest(await readJsonBody(request));
    const requester = await resolveRequester(request, context.clientIp);
    await enforceRateLimit("generation", { tier: requester.tier, accountId: requester.viewerId, clientIp: context.clientIp });
    const prepared = await prepareGeneration(requester.tier, requester.viewerId, input);
    const resolved = await requester.subject();
    setCookie = resolved.setCookie;
    const designs = await runGeneration(resolved.subject, prepared, { onQueuePosition: queue.onQueuePosition });
    return Response.json({ designs }, { headers: setCookie ? { "Set-Cookie": setCookie } : undefined });
  } catch (error) {
    if (error instanceof Response) throw error;
    return generationErrorResponse(error, setCookie ? { "Set-Cookie": setCookie } : undefined);
  } finally {
    queue.done();
  }
}

export function loader() {
  return jsonError(405, "Use POST.");
}
