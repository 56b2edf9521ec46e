import { requireUser } from "~/modules/auth/guards.server";
import { startCustomization } from "~/modules/generation/generation-start.server";
import { answerGenerationJob } from "~/modules/generation/jobs/generation-answer.server";
import { jsonError, readJsonBody } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/api.edit";

/**
 * POST /api/edit (spec §3 Edit request): { designs } with the customized design first.
 * 401 signed out, 403 for plans without customization, 400/404/413/415 for bad input,
 * 429 past the fair-use limit and 503 when the shared queue is full (both with Retry-After).
 * Runs as a durable job (decision 011), answered as X-Generation-Id and readable at
 * GET /api/generations/{id}. The Customize form without JavaScript starts the same job.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, requestMessages.usePost);
  const user = await requireUser(request);
  return answerGenerationJob(request, () =>
    startCustomization(user, () => readJsonBody(request), {
      clientIp: context.clientIp,
      jobId: request.headers.get("x-generation-id"),
    }),
  );
}
