import { designCredits, withCredits } from "~/modules/credits/design-credits.server";
import { assessTattooability, type Tattooability } from "~/modules/designs/tattooability";
import { hasTattooabilityCheck } from "~/modules/designs/tattooability-check.server";
import { finalizeImage } from "~/modules/generation/watermark.server";
import { bodyPlacement } from "~/modules/ink/placements";
import { getPlan } from "~/modules/plans/plans";
import type { LineMeasure } from "~/modules/print/line-measure.server";
import { licenceFor, readStored } from "~/modules/print/pro-downloads.server";
import { cachedRender, RENDER_VERSION } from "~/modules/renders/render-cache.server";
import { render } from "~/modules/renders/render-pool.server";
import { getImageStorage, type StoredObject } from "~/modules/storage/image-storage.server";
import { prisma, type Design } from "~/utils/db.server";
import { jsonError } from "~/utils/http.server";
import { errorFields, logger } from "~/utils/logger.server";
import { designMessages } from "~/utils/messages/designs";
import { planMessages } from "~/utils/messages/plan";
import { requestMessages } from "~/utils/messages/request";
import { waitFor } from "~/utils/shared-promise";
import { findLiveShare, type LiveShare } from "./share-links.server";

const log = logger("share");

/**
 * What a share link may hand out: the same rules as the owner's own downloads, read from
 * the owner's plan at the time of the request (a share never unlocks more than the owner has).
 */

/** The live share of `token`, or a thrown 404 (unknown, revoked, or not a token at all). */
export async function requireLiveShare(token: string | undefined): Promise<LiveShare> {
  const share = await findLiveShare(token);
  if (!share)
    throw new Response(requestMessages.notFound, {
      status: 404,
      headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" },
    });
  return share;
}

export function ownerHasProFiles(share: Pick<LiveShare, "user">): boolean {
  return getPlan(share.user.subscriptionType).canDownloadPrintFiles;
}

/** The live share of `token` when its owner may download Pro files (404, else 403 as for the owner). */
export async function requireProShare(token: string | undefined): Promise<LiveShare> {
  const share = await requireLiveShare(token);
  if (!ownerHasProFiles(share))
    throw jsonError(403, planMessages.proOnly, undefined, { headers: { "X-Robots-Tag": "noindex, nofollow" } });
  return share;
}

/** The licence in the shared files: it names the owner only by the first name they chose to show. */
export function shareLicence(share: Pick<LiveShare, "displayName">) {
  return licenceFor({ firstName: share.displayName, lastName: null, email: null });
}

/**
 * The design's PNG as the owner's plan shows it: the stored image, watermarked (at the
 * plan's resolution) when the owner's plan now watermarks and the stored image is not.
 */
export async function sharedImagePng(share: LiveShare): Promise<Buffer | StoredObject> {
  const plan = getPlan(share.user.subscriptionType);
  const credits = await designCredits(share.design);
  // As stored: streamed, never held whole in memory (a busy link sends many at once).
  if (!plan.hasWatermark || share.design.hasWatermark) {
    const stored = await getImageStorage().get(share.design.imageKey);
    if (!stored) throw jsonError(404, designMessages.fileNotFound);
    return stored;
  }
  // Watermarked once per design and resolution, then kept with the design's other renders
  // (deleted with it): a busy link costs a storage read, not an image pass per request.
  const key = `renders/${share.design.id}/shared-watermarked-${plan.maxResolution}-v${RENDER_VERSION}${credits.length ? "-credited" : ""}.png`;
  return cachedRender(key, async () => {
    const png = await finalizeImage(await readStored(share.design.imageKey), {
      resolution: plan.maxResolution,
      watermark: true,
      lineArt: share.design.engine === "flash",
    });
    // The image pass drops text chunks: its credits go back in.
    return withCredits(png, credits);
  });
}

/** The tattooability check is a Premium and Pro feature (as /api/designs/{id}/tattooability). */
export function ownerHasTattooability(share: Pick<LiveShare, "user">): boolean {
  return hasTattooabilityCheck(share.user.subscriptionType);
}

/**
 * Whether the design holds up at its size; measured once per design, then kept. Null when
 * it cannot be measured (the page then shows no verdict rather than failing).
 */
export async function designTattooability(design: Design): Promise<Tattooability | null> {
  let { lineGapRatio, strokeRatio } = design;
  if (strokeRatio === null) {
    try {
      ({ gapRatio: lineGapRatio, strokeRatio } = await measureOnce(design));
    } catch (error) {
      log.error(
        error instanceof Response ? { status: error.status } : errorFields(error),
        "could not measure the design's lines",
      );
      return null;
    }
  }
  // Held to its placement's own limits (issue 38), a band at its circumference.
  const width = design.circumferenceMm ? design.circumferenceMm / 10 : design.size;
  return assessTattooability({ gapRatio: lineGapRatio, strokeRatio }, width, bodyPlacement(design.placement)?.limits);
}

const measuring = new Map<string, Promise<LineMeasure>>();

/**
 * Measures a design's lines in the render pool (off the request thread, as the owner's
 * check does) and keeps the figures on the design; views arriving together share one
 * measurement. A full pool answers 503 (thrown), which the page shows as no verdict.
 */
function measureOnce(design: Design): Promise<LineMeasure> {
  let pending = measuring.get(design.id);
  if (!pending) {
    pending = (async () => {
      const measure = await render({ kind: "measure-lines", png: await readStored(design.imageKey) });
      await prisma.design.update({
        where: { id: design.id },
        data: { lineGapRatio: measure.gapRatio, strokeRatio: measure.strokeRatio },
      });
      return measure;
    })().finally(() => measuring.delete(design.id));
    measuring.set(design.id, pending);
  }
  return waitFor(pending);
}
