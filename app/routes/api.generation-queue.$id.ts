import type { LoaderFunctionArgs } from "react-router";
import { findJob, isJobId, queuePositionOfJob } from "~/modules/generation/jobs/generation-job-service.server";
import { queuePositionOf } from "~/modules/generation/queue-positions.server";

/**
 * GET /api/generation-queue/{id}: { position } of a waiting generation (0 once it runs),
 * from the shared job queue (every instance sees the same line).
 */
export async function loader({ params }: LoaderFunctionArgs) {
  const id = params.id ?? "";
  const job = isJobId(id) ? await findJob(id).catch(() => null) : null;
  const position = job ? await queuePositionOfJob(job) : queuePositionOf(id);
  return Response.json({ position }, { headers: { "Cache-Control": "no-store" } });
}
