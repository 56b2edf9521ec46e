import type { LoaderFunctionArgs } from "@remix-run/node";
import { queuePositionOf } from "~/modules/generation/queue-positions.server";

/** GET /api/generation-queue/{id}: { position } of a waiting generation (0 once it runs). */
export function loader({ params }: LoaderFunctionArgs) {
  return Response.json({ position: queuePositionOf(params.id ?? "") }, { headers: { "Cache-Control": "no-store" } });
}
