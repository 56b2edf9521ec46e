import { designCreditsText } from "~/modules/credits/credit-text";
import { creditsUrl, designCredits } from "~/modules/credits/design-credits.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { attachment, licenceFor, readStored, requireProDesign } from "~/modules/print/pro-downloads.server";
import { jsonError } from "~/utils/http.server";
import { designMessages } from "~/utils/messages/designs";
import type { Route } from "./+types/designs.$id.design[.svg]";

const escapeXml = (text: string) => text.replace(/[<>&"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** GET /designs/{id}/design.svg (Pro): the vector source of embedded-engine designs, with the licence inside. */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  const { design, user } = await requireProDesign(request, params.id);
  await enforceRateLimit("render", { tier: user.subscriptionType, accountId: user.id, clientIp: context.clientIp });
  if (!design.svgKey) return jsonError(404, designMessages.noVectorVersion);
  const licence = licenceFor(user);
  const source = (await readStored(design.svgKey)).toString("utf8");
  // The engine's metadata names its motifs' credits; the description says them, beside the licence (also
  // in a traced SVG of an image service's redrawing of one of our designs).
  const credits = designCreditsText(await designCredits(design), creditsUrl());
  const about = [licence.copyright, licence.text, credits].filter(Boolean).join(" ");
  const svg = source.replace(/<svg\b[^>]*>/, (open) => `${open}<desc>${escapeXml(about)}</desc>`);
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Content-Disposition": attachment(`tattoo-design-${design.id}.svg`),
      "Cache-Control": "private, no-store",
      "Content-Security-Policy": "default-src 'none'; style-src 'unsafe-inline'",
    },
  });
}
