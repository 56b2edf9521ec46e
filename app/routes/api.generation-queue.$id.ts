import { findJob, isJobId, ownsJob, queuePositionOfJob } from "~/modules/generation/jobs/generation-job-service.server";
import { viewerOwnerKey } from "~/modules/generation/jobs/job-viewer.server";
import { jsonError } from "~/utils/http.server";
import { requestMessages } from "~/utils/messages/request";
import type { Route } from "./+types/api.generation-queue.$id";

/**
 * GET /api/generation-queue/{id}: { position } of the asker's own waiting generation (0 once it
 * runs), from the shared job queue (every instance sees the same line). Anyone else's job, or
 * one that does not exist (yet), is 404: nobody learns about another person's generation.
 */
export async function loader({ params, request }: Route.LoaderArgs) {
  const id = params.id;
  const ownerKey = await viewerOwnerKey(request);
  const job = ownerKey && isJobId(id) ? await findJob(id).catch(() => null) : null;
  if (!job || !ownerKey || !ownsJob(job, ownerKey))
    return jsonError(404, requestMessages.notFound, undefined, { headers: { "Cache-Control": "no-store" } });
  return Response.json({ position: await queuePositionOfJob(job) }, { headers: { "Cache-Control": "no-store" } });
}
