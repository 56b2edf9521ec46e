import { data } from "react-router";
import NotFound from "~/components/layout/not-found";
import { SharedDesignPage } from "~/components/share/shared-design-page";
import { getCurrentSession } from "~/modules/auth/session.server";
import { designCredits } from "~/modules/credits/design-credits.server";
import { drawnWithLabel } from "~/modules/designs/drawn-with";
import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { placementSummary } from "~/modules/ink/placement-options";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import { licenceText } from "~/modules/print/licence";
import { placementLabel } from "~/modules/share/placements";
import { findLiveShare, recordShareView, shareUrl } from "~/modules/share/share-links.server";
import { isCountedView } from "~/modules/share/share-views.server";
import { sharedAgeing, sharedAgeingPlacement } from "~/modules/share/shared-ageing.server";
import { designTattooability, ownerHasProFiles, ownerHasTattooability } from "~/modules/share/shared-files.server";
import { getAppUrl } from "~/utils/env.server";
import { notFoundMessages } from "~/utils/messages/not-found";
import { pageHeaders } from "~/utils/page-headers";
import type { Route } from "./+types/s.$token";

const ROBOTS = "noindex, nofollow";

/**
 * GET /s/{token}: a design shared with a tattoo artist. Public, never indexed, no owner
 * data beyond the first name the owner chose to show. Unknown and revoked links answer
 * 404 (read from the database on every request). Views by others than the owner count.
 */
export async function loader({ request, params, context }: Route.LoaderArgs) {
  await enforceRateLimit("sharedDesign", { tier: "anonymous", accountId: null, clientIp: context.clientIp });
  const headers = { "Cache-Control": "private, no-store", "X-Robots-Tag": ROBOTS };
  const share = await findLiveShare(params.token);
  if (!share) return data({ found: false as const }, { status: 404, headers });

  const session = await getCurrentSession(request);
  if (isCountedView(request, session?.userId, share)) await recordShareView(share.id);

  const token = params.token;
  const { design } = share;
  const size = parsePhysicalSize(design.size);
  const base = `/s/${token}`;
  const pro = ownerHasProFiles(share);
  const ageing = await sharedAgeing(share, new URL(request.url).searchParams.get("years"));
  return data(
    {
      found: true as const,
      pageUrl: shareUrl(token),
      imageUrl: `${base}/image.png`,
      previewImageUrl: `${getAppUrl()}${base}/image.png`,
      previewImageSize: Number(design.resolution.split("x")[0]) || 1024,
      description: design.description,
      style: design.style,
      complexity: design.complexity,
      drawnWith: drawnWithLabel(design),
      sizeLabel: design.size,
      size: { widthCm: size.widthCm, heightCm: size.heightCm },
      placement:
        placementSummary(sharedAgeingPlacement(share), design.circumferenceMm ? design.circumferenceMm / 10 : null) ??
        placementLabel(share.placement),
      ageing: ageing && {
        years: ageing.years,
        imageUrl: `${base}/aged.png?years=${ageing.years}`,
        pagePath: base,
        report: ageing.report,
      },
      notes: share.notes,
      displayName: share.displayName,
      tattooability: ownerHasTattooability(share) ? await designTattooability(design) : null,
      files: {
        png: `${base}/image.png?download=1`,
        pro: pro
          ? {
              stencil: `${base}/stencil.png`,
              mirroredStencil: `${base}/stencil.png?mirror=1`,
              pdf: `${base}/print.pdf`,
            }
          : null,
      },
      licence: pro ? licenceText(share.displayName ?? "The person who shared this design") : null,
      credits: await designCredits(design),
      sharedAt: share.createdAt.toISOString(),
    },
    { headers },
  );
}

// The loader's no-store and X-Robots-Tag, or a refusal's own Retry-After, reach the document.
export const headers = pageHeaders;

export const handle = { bare: true };

export const meta: Route.MetaFunction = ({ loaderData: data }) => {
  if (!data?.found) return [{ title: notFoundMessages.title }, { name: "robots", content: ROBOTS }];
  const title = `Tattoo design: ${data.description}`;
  const description = [
    `${data.style} tattoo design, ${data.size.widthCm} cm`,
    data.placement ? `for the ${data.placement.toLowerCase()}` : null,
    data.displayName ? `shared by ${data.displayName}` : null,
  ]
    .filter(Boolean)
    .join(", ")
    .concat(". Made with Inkwell.");
  const alt = `Tattoo design: ${data.description}`;
  return [
    { title: `${title} · Inkwell` },
    { name: "description", content: description },
    { name: "robots", content: ROBOTS },
    { property: "og:type", content: "website" },
    { property: "og:site_name", content: "Inkwell" },
    { property: "og:title", content: title },
    { property: "og:description", content: description },
    { property: "og:url", content: data.pageUrl },
    { property: "og:image", content: data.previewImageUrl },
    { property: "og:image:type", content: "image/png" },
    { property: "og:image:width", content: String(data.previewImageSize) },
    { property: "og:image:height", content: String(data.previewImageSize) },
    { property: "og:image:alt", content: alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: description },
    { name: "twitter:image", content: data.previewImageUrl },
    { name: "twitter:image:alt", content: alt },
  ];
};

export default function SharedDesignRoute({ loaderData }: Route.ComponentProps) {
  if (!loaderData.found) return <NotFound />;
  return <SharedDesignPage share={loaderData} />;
}

export { GeneralErrorBoundary as ErrorBoundary } from "~/components/layout/general-error-boundary";
