import {
  designsOfOutcome,
  findJob,
  outcomeOf,
  ownsJob,
  queuePositionOfJob,
} from "~/modules/generation/jobs/generation-job-service.server";
import { viewerOwnerKey } from "~/modules/generation/jobs/job-viewer.server";
import { designMessages } from "~/utils/messages/designs";
import { generateMessages } from "~/utils/messages/generate";
import type { Route } from "./+types/api.generations.$id";

/**
 * GET /api/generations/{id}: a generation job of the asker (decision 011).
 * { status: "queued" | "running", position } while it waits or runs;
 * { status: "done", designs } once made; { status: "failed", message } otherwise.
 * 404 for unknown ids and other people's jobs.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const headers = { "Cache-Control": "no-store" };
  const ownerKey = await viewerOwnerKey(request);
  const job = ownerKey ? await findJob(params.id) : null;
  if (!job || !ownerKey || !ownsJob(job, ownerKey)) {
    return Response.json({ message: designMessages.generationNotFound }, { status: 404, headers });
  }
  const outcome = outcomeOf(job);
  if (!outcome) {
    const position = await queuePositionOfJob(job);
    return Response.json({ status: position > 0 ? "queued" : "running", position }, { headers });
  }
  if (!outcome.ok) {
    return Response.json(
      { status: "failed", message: outcome.message || generateMessages.failedFallback },
      { headers },
    );
  }
  return Response.json({ status: "done", designs: await designsOfOutcome(outcome) }, { headers });
}
