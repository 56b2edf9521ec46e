import { requireAgeingDesign } from "~/modules/ink/ageing-access.server";
import { parseAgeingQuery } from "~/modules/ink/ageing-query.server";
import { agedImagePng } from "~/modules/ink/ageing.server";
import { binaryBody } from "~/utils/http.server";
import type { Route } from "./+types/designs.$id.aged[.png]";

/**
 * GET /designs/{id}/aged.png?years=10&tone=6&placement=wrist&marks=1&cm=12 (issue 38): the
 * design after 0, 5, 10 or 20 years, drawn from its own lines at its true size, on paper or in
 * skin of a Monk tone, where its lines merge ringed (marks=0 leaves them out). To its owner
 * (404 otherwise), on every plan; 400 names a parameter it cannot read; 429 past the ageing limit.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const query = parseAgeingQuery(new URL(request.url));
  const { design } = await requireAgeingDesign(request, params.id, context.clientIp);
  const png = await agedImagePng(design, {
    years: query.years,
    tone: query.tone,
    placement: query.placement ?? design.placement,
    marks: query.marks,
    previewCm: query.cm,
  });
  return new Response(binaryBody(png), {
    headers: {
      "Content-Type": "image/png",
      "Content-Length": String(png.length),
      // The same question always gets the same picture (until the model changes: a day at most).
      "Cache-Control": "private, max-age=86400",
    },
  });
}
