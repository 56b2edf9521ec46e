import type { ActionFunctionArgs } from "react-router";
import { requireUser } from "~/modules/auth/guards.server";
import { assertMayCustomize, parseEditRequest, prepareCustomization } from "~/modules/generation/customize.server";
import { answerGenerationJob } from "~/modules/generation/jobs/generation-answer.server";
import { jobIdFor, submitCustomization } from "~/modules/generation/jobs/generation-job-service.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
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
  return answerGenerationJob(request, async () => {
    // The plan first: a plan without customization never has its (up to 16 MB) body read.
    assertMayCustomize(user);
    const prepared = await prepareCustomization(user, parseEditRequest(await readJsonBody(request)));
    return submitCustomization(user, prepared, jobIdFor(request.headers.get("x-generation-id")));
  });
}
