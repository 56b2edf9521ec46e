import { readGenerateBody } from "~/modules/generation/generation-request.server";
import { startGeneration } from "~/modules/generation/generation-start.server";
import { answerGenerationJob } from "~/modules/generation/jobs/generation-answer.server";
import { withPictureUpload } from "~/modules/pictures/picture-upload.server";
import { jsonError } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/api.generate";

/**
 * POST /api/generate {description, style, size, complexity, selectedTags}, as JSON, or as
 * multipart/form-data with a `picture` (and its `crop`) to start from a picture (issue 28;
 * signed in only: 401, and the plan, quota and limits, before the body is read; one upload per
 * account at a time, 429; 413 past 10 MB as it streams; 408 when it trickles in; 400 for what is
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
  // A picture is personal data of an account: a guest's upload, a plan, a quota or a limit that refuses it is refused
  // before its body is read; then it is taken in within an upload slot, released once its job is queued.
  return answerGenerationJob(request, (headers) =>
    withPictureUpload(request, { clientIp: context.clientIp }, async () =>
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
