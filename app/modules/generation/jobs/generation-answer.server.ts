import { generateMessages } from "~/utils/messages/generate";
import { generationErrorResponse } from "../generation-errors.server";
import { awaitGeneration, designsOfOutcome, QueueFullError } from "./generation-job-service.server";

/**
 * The JSON answer of POST /api/generate and POST /api/edit: `start` checks the request and
 * submits the durable job (decision 011), answering its id; this waits for the job and
 * answers `{ designs }`, or `{ message }` with the status of the failure. X-Generation-Id is
 * sent once the job exists; a full queue answers 503 with Retry-After. A Response thrown by
 * `start` (a rate limit) goes through as it is. Headers `start` sets (a new session's
 * cookie) are kept.
 */
export async function answerGenerationJob(
  request: Request,
  start: (headers: Headers) => Promise<string>,
): Promise<Response> {
  const headers = new Headers();
  try {
    const jobId = await start(headers);
    headers.set("X-Generation-Id", jobId);
    const outcome = await awaitGeneration(jobId, request.signal);
    if (!outcome.ok) {
      return Response.json(
        { message: outcome.message || generateMessages.failedFallback },
        { status: outcome.status, headers },
      );
    }
    return Response.json({ designs: await designsOfOutcome(outcome) }, { headers });
  } catch (error) {
    if (error instanceof Response) throw error;
    if (error instanceof QueueFullError) {
      headers.set("Retry-After", String(error.retryAfterSeconds));
      return Response.json({ message: error.message }, { status: error.status, headers });
    }
    return generationErrorResponse(error, headers);
  }
}
