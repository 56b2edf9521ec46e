import type { ActionFunctionArgs } from "react-router";
import { startGeneration } from "~/modules/generation/generation-start.server";
import { answerGenerationJob } from "~/modules/generation/jobs/generation-answer.server";
import { jsonError, readJsonBody } from "~/utils/http.server";

/**
 * POST /api/generate {description, style, size, complexity, selectedTags}
 * Answers { designs } (spec §3 Design), or { message } with 400 (invalid), 403 (not in
 * the plan), 429 (limit reached), 503 (queue full, with Retry-After) or 5xx (the image
 * engine failed; nothing was counted). The generation is a durable job (decision 011):
 * its id is the browser's X-Generation-Id (a UUID) and is answered as X-Generation-Id,
 * so a client that lost this response picks the designs up at GET /api/generations/{id}.
 * The generator form without JavaScript starts the same job.
 */
export async function action({ request, context }: ActionFunctionArgs) {
  if (request.method !== "POST") return jsonError(405, "Use POST.");
  return answerGenerationJob(request, async (headers) =>
    startGeneration(request, await readJsonBody(request), {
      clientIp: context.clientIp,
      jobId: request.headers.get("x-generation-id"),
      headers,
    }),
  );
}

export function loader() {
  return jsonError(405, "Use POST.");
}
