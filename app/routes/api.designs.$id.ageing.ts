import { requireAgeingDesign } from "~/modules/ink/ageing-access.server";
import { parseAgeingQuery } from "~/modules/ink/ageing-query.server";
import { ageingReport } from "~/modules/ink/ageing.server";
import type { Route } from "./+types/api.designs.$id.ageing";

/**
 * GET /api/designs/{id}/ageing?placement=wrist&tone=6&years=10&cm=12 (issue 38): how the
 * design's lines age at the placement (where they merge by year 5, 10 and 20, the verdict, the
 * gap that lasts and the size at which it would) and, with a tone, each ink's CIEDE2000 contrast
 * with that skin and whether it shows. To its owner on every plan (404 otherwise); 400 names a
 * bad parameter; 429 past the ageing limit.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = parseAgeingQuery(new URL(request.url));
  const { design } = await requireAgeingDesign(request, params.id, context.clientIp);
  return Response.json(await ageingReport(design, query), { headers: { "Cache-Control": "private, max-age=60" } });
}
