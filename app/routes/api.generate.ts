import type { ActionFunctionArgs } from "react-router";
import { prepareGeneration } from "~/modules/generation/generate-designs.server";
import { parseGenerateRequest } from "~/modules/generation/generation-request.server";
import { answerGenerationJob } from "~/modules/generation/jobs/generation-answer.server";
import { jobIdFor, submitGeneration } from "~/modules/generation/jobs/generation-job-service.server";
import { resolveRequester } from "~/modules/generation/requester.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { jsonError, readJsonBody } from "~/utils/http.server";

/**
 * POST /api/generate {description, style, size, complexity, selectedTags}
 * Answers { designs } (spec §3 Design), or { message } with 400 (invalid), 403 (not in
 * the plan), 429 (limit reached), 503 (queue full, with Retry-After) or 5xx (the image
 * engine failed; nothing was counted). The generation is a durable job (decision 011):
 * its id is the browser's X-Generation-Id (a UUID) and is answered as X-Generation-Id,
 * so a client that lost this response picks the designs up at GET /api/generations/{id}.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  return answerGenerationJob(request, async (headers) => {
    const input = parseGenerateRequest(await readJsonBody(request));
    const requester = await resolveRequester(request, context.clientIp);
    // A spent quota is answered first, whatever else is exceeded: the daily limit opens the upgrade dialog.
    await requester.assertHasQuota();
    await enforceRateLimit("generation", { tier: requester.tier, accountId: requester.viewerId, clientIp: context.clientIp });
    const prepared = await prepareGeneration(requester.tier, requester.viewerId, input);
    const resolved = await requester.subject();
    if (resolved.setCookie) headers.set("Set-Cookie", resolved.setCookie);
    return submitGeneration(resolved.subject, prepared, jobIdFor(request.headers.get("x-generation-id")));
  });
}

export function loader() {
  return jsonError(405, "Use POST.");
}
