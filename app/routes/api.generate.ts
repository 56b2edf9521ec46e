import type { ActionFunctionArgs } from "@remix-run/node";
import { prepareGeneration } from "~/modules/generation/generate-designs.server";
import { generationErrorResponse } from "~/modules/generation/generation-errors.server";
import { parseGenerateRequest } from "~/modules/generation/generation-request.server";
import { awaitGeneration, designsOfOutcome, jobIdFor, submitGeneration } from "~/modules/generation/jobs/generation-job-service.server";
import { resolveRequester } from "~/modules/generation/requester.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { generateMessages } from "~/utils/messages/generate";
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
  const headers = new Headers();
  try {
    const input = parseGenerateRequest(await readJsonBody(request));
    const requester = await resolveRequester(request, context.clientIp);
    await enforceRateLimit("generation", { tier: requester.tier, accountId: requester.viewerId, clientIp: context.clientIp });
    const prepared = await prepareGeneration(requester.tier, requester.viewerId, input);
    const resolved = await requester.subject();
    if (resolved.setCookie) headers.set("Set-Cookie", resolved.setCookie);
    const jobId = await submitGeneration(resolved.subject, prepared, jobIdFor(request.headers.get("x-generation-id")));
    headers.set("X-Generation-Id", jobId);
    const outcome = await awaitGeneration(jobId, request.signal);
    if (!outcome.ok) {
      return Response.json({ message: outcome.message || generateMessages.failedFallback }, { status: outcome.status, headers });
    }
    return Response.json({ designs: await designsOfOutcome(outcome) }, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    const retryAfter = (error as { retryAfterSeconds?: unknown } | null)?.retryAfterSeconds;
    if (typeof retryAfter === "number") {
      headers.set("Retry-After", String(retryAfter));
      return Response.json({ message: (error as Error).message }, { status: (error as { status: number }).status, headers });
    }
    return generationErrorResponse(error, headers);
  }
}

export function loader() {
  return jsonError(405, "Use POST.");
}
