import { requireUser } from "~/modules/auth/guards.server";
import { readGenerateBody } from "~/modules/generation/generation-request.server";
import { startGeneration } from "~/modules/generation/generation-start.server";
import { answerGenerationJob } from "~/modules/generation/jobs/generation-answer.server";
import { jsonError } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import { isMultipart } from "~/utils/request-body.server";
import { withUploadSlot } from "~/utils/upload-slots.server";
import type { Route } from "./+types/api.generate";

/**
 * POST /api/generate {description, style, size, complexity, selectedTags}, as JSON, or as
 * multipart/form-data with a `picture` (and its `crop`) to start from a picture (issue 28;
 * signed in only: 401 before the body is read; 413 past 10 MB as it streams; 400 for what is
 * not a JPEG, PNG, WebP or GIF picture).
 * Answers { designs } (spec §3 Design), or { message } with 400 (invalid), 403 (not in
 * the plan), 429 (limit reached), 503 (queue full, with Retry-After) or 5xx (the image
 * engine failed; nothing was counted). The generation is a durable job (decision 011):
 * its id is the browser's X-Generation-Id (a UUID) and is answered as X-Generation-Id,
 * so a client that lost this response picks the designs up at GET /api/generations/{id}.
 * The generator form without JavaScript starts the same job.
 */
export async function action({ request, context }: Route.ActionArgs) {
  if (request.method !== "POST") return jsonError(405, requestMessages.usePost);
  // A picture is personal data of an account: a guest's upload is refused before its body is read.
  if (isMultipart(request.headers.get("content-type"))) await requireUser(request);
  // A picture upload is taken in within a slot (upload-slots.server.ts), released once its job is queued.
  return answerGenerationJob(request, (headers) =>
    withUploadSlot(request, async () =>
      startGeneration(request, await readGenerateBody(request), {
        clientIp: context.clientIp,
        jobId: request.headers.get("x-generation-id"),
        headers,
      }),
    ),
  );
}

export function loader() {
  return jsonError(405, requestMessages.usePost);
}
