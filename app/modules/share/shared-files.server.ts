import { assessTattooability, type Tattooability } from "~/modules/designs/tattooability";
import { finalizeImage } from "~/modules/generation/watermark.server";
import { getPlan } from "~/modules/plans/plans";
import { measureLines } from "~/modules/print/line-measure.server";
import { licenceFor, readStored } from "~/modules/print/pro-downloads.server";
import { prisma, type Design } from "~/utils/db.server";
import { jsonError } from "~/utils/http.server";
import { planMessages } from "~/utils/messages/plan";
import { findLiveShare, type LiveShare } from "./share-links.server";
import { errorFields, logger } from "~/utils/logger.server";

const log = logger("share");

/**
 * What a share link may hand out: the same rules as the owner's own downloads, read from
 * the owner's plan at the time of the request (a share never unlocks more than the owner has).
 */

/** The live share of `token`, or a thrown 404 (unknown, revoked, or not a token at all). */
export async function requireLiveShare(token: string | undefined): Promise<LiveShare> {
  const share = await findLiveShare(token);
  if (!share)
    throw new Response("Not found", { status: 404, headers: { "Cache-Control": "no-store", "X-Robots-Tag": "noindex, nofollow" } });
  return share;
}

export function ownerHasProFiles(share: Pick<LiveShare, "user">): boolean {
  return getPlan(share.user.subscriptionType).canDownloadPrintFiles;
}

/** The live share of `token` when its owner may download Pro files (404, else 403 as for the owner). */
export async function requireProShare(token: string | undefined): Promise<LiveShare> {
  const share = await requireLiveShare(token);
  if (!ownerHasProFiles(share)) throw jsonError(403, planMessages.proOnly, undefined, { headers: { "X-Robots-Tag": "noindex, nofollow" } });
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
export async function sharedImagePng(share: LiveShare): Promise<Buffer> {
  const stored = await readStored(share.design.imageKey);
  const plan = getPlan(share.user.subscriptionType);
  if (!plan.hasWatermark || share.design.hasWatermark) return stored;
  return finalizeImage(stored, { resolution: plan.maxResolution, watermark: true });
}

/** The tattooability check is a Premium and Pro feature (as /api/designs/{id}/tattooability). */
export function ownerHasTattooability(share: Pick<LiveShare, "user">): boolean {
  return getPlan(share.user.subscriptionType).maxResolution >= 1024;
}

/**
 * Whether the design holds up at its size; measured once per design, then kept. Null when
 * it cannot be measured (the page then shows no verdict rather than failing).
 */
export async function designTattooability(design: Design): Promise<Tattooability | null> {
  let { lineGapRatio, strokeRatio } = design;
  if (strokeRatio === null) {
    try {
      const measure = await measureLines(await readStored(design.imageKey));
      lineGapRatio = measure.gapRatio;
      strokeRatio = measure.strokeRatio;
    } catch (error) {
      log.error(error instanceof Response ? { status: error.status } : errorFields(error), "could not measure the design's lines");
      return null;
    }
    await prisma.design.update({ where: { id: design.id }, data: { lineGapRatio, strokeRatio } });
  }
  return assessTattooability({ gapRatio: lineGapRatio, strokeRatio }, design.size);
}
