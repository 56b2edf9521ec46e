import type { ActionFunctionArgs } from "@remix-run/node";
import { requireUser } from "~/modules/auth/guards.server";
import { parseEditRequest, prepareCustomization } from "~/modules/generation/customize.server";
import { generationErrorResponse } from "~/modules/generation/generation-errors.server";
import { awaitGeneration, designsOfOutcome, jobIdFor, submitCustomization } from "~/modules/generation/jobs/generation-job-service.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { generateMessages } from "~/utils/messages/generate";
import { jsonError, readJsonBody } from "~/utils/http.server";

/**
 * POST /api/edit (spec §3 Edit request): { designs } with the customized design first.
 * 401 signed out, 403 for plans without customization, 400/404/413/415 for bad input,
 * 503 with Retry-After when the shared queue is full. Runs as a durable job (decision 011),
 * answered as X-Generation-Id and readable at GET /api/generations/{id}.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  const user = await requireUser(request);
  await enforceRateLimit("generation", { tier: user.subscriptionType, accountId: user.id, clientIp: context.clientIp });
  const headers = new Headers();
  try {
    const prepared = await prepareCustomization(user, parseEditRequest(await readJsonBody(request)));
    const jobId = await submitCustomization(user, prepared, jobIdFor(request.headers.get("x-generation-id")));
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
