import { randomBytes } from "node:crypto";
import { findVisibleStyle } from "~/modules/catalog/catalog.server";
import { creditsFromSvg, creditsOfDesign, withCredits } from "~/modules/credits/design-credits.server";
import { toPublicDesign } from "~/modules/designs/designs.server";
import { storeDisplayVersions, type DisplaySource } from "~/modules/designs/display-images.server";
import type { PublicDesign } from "~/modules/designs/public-design";
import type { LetteringChoice } from "~/modules/flash-engine/lettering/lettering-choice";
import { readSceneFully } from "~/modules/flash-engine/reading.server";
import { placementOption } from "~/modules/ink/placement-options";
import { pictureRow, readPicture, type PictureRef } from "~/modules/pictures/reference-pictures.server";
import { canUseStyle, getPlan, resolutionOf, type Tier } from "~/modules/plans/plans";
import { getImageStorage } from "~/modules/storage/image-storage.server";
import { abortable } from "~/utils/abortable";
import { prisma, Prisma, type Design, type Plan } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { HttpError } from "~/utils/http-error";
import { errorFields, logger } from "~/utils/logger.server";
import { catalogMessages } from "~/utils/messages/catalog";
import { planMessages } from "~/utils/messages/plan";
import { designsDrawn } from "~/utils/metrics.server";
import { SIZE_PRESETS, type GenerateRequest } from "./generation-request.server";
import { getImageEngine, type DesignSpec, type RenderedImage } from "./image-engine.server";
import { assertLetteringInkable, storedLettering } from "./lettering-designs.server";
import { fitToPlacement } from "./placement-fit";
import type { ConsumedSubject } from "./quota.server";
import { finalizeImage } from "./watermark.server";

/**
 * Generation, in the order that keeps it honest: validate and check the plan (nothing
 * written yet), consume the quota atomically, render in the shared queue, store images,
 * record the designs in one statement. Any failure after the quota was consumed refunds
 * it and removes stored files, so a failed generation leaves nothing behind.
 */

const log = logger("generation");

export interface PreparedGeneration {
  tier: Tier;
  spec: DesignSpec;
  request: GenerateRequest;
  /** Where it goes (issue 38), recorded with the designs. */
  placement?: DesignPlacement;
  /** The stored reference picture ("Start from a picture"), once its job is queued. */
  picture?: PictureRef;
}

/** Resolves styles and checks every plan rule; throws 400 / 403 errors, writes nothing. */
export async function prepareGeneration(
  tier: Tier,
  viewerId: string | null,
  request: GenerateRequest,
): Promise<PreparedGeneration> {
  const plan = getPlan(tier);
  const styleNames = [
    request.style,
    ...request.selectedTags.filter((tag) => tag.toLowerCase() !== request.style.toLowerCase()),
  ];
  const unique = [...new Map(styleNames.map((name) => [name.toLowerCase(), name])).values()];
  const styles = [];
  for (const name of unique) {
    const style = await findVisibleStyle(name, viewerId);
    if (!style) throw new HttpError(400, catalogMessages.unknownStyle(name));
    const isCustom = !style.id.startsWith("base-");
    if (!canUseStyle(tier, { name: style.name, isCustom })) {
      throw new HttpError(403, isCustom ? planMessages.customStyle : planMessages.style(style.name));
    }
    styles.push(style.name);
  }
  const isPresetSize = (SIZE_PRESETS as readonly string[]).includes(request.size);
  if (!isPresetSize && !plan.canCustomSize) throw new HttpError(403, planMessages.customSize);
  if (request.complexity === "Highly Complex" && !plan.canUseHighlyComplex) {
    throw new HttpError(403, planMessages.highlyComplex);
  }
  // Words no font of the library can ink are refused now, before anything is spent (issue 37).
  assertLetteringInkable(request.lettering?.text);
  // Where it goes decides the size a band or a finger is drawn at (issue 38).
  const fitted = fitToPlacement(request, plan);
  return {
    tier,
    request: { ...request, style: styles[0], selectedTags: styles.slice(1), size: fitted.size },
    placement: { placement: fitted.placement, circumferenceMm: fitted.circumferenceMm },
    spec: {
      description: request.description,
      style: styles[0],
      extraStyles: styles.slice(1),
      size: fitted.size,
      placement: fitted.placement,
      complexity: request.complexity,
      resolution: plan.maxResolution,
      watermark: plan.hasWatermark,
      ...(request.lettering ? { lettering: request.lettering } : {}),
    },
  };
}

export interface Owner {
  userId: string | null;
  anonymousVisitorId: string | null;
}

/**
 * Stored designs, as answered, and what makes their display versions (never rejects): the job
 * answers first, then makes them before it takes the next one.
 */
export interface StoredDesigns {
  designs: PublicDesign[];
  makeDisplayVersions: () => Promise<void>;
}

/**
 * Renders a prepared generation with the configured engine and stores its designs for the subject.
 * `stop` (its instance stopping) abandons it while the engine works: nothing is stored.
 */
export async function renderAndStoreGeneration(
  prepared: PreparedGeneration,
  subject: ConsumedSubject,
  stop?: AbortSignal,
): Promise<StoredDesigns> {
  const engine = await getImageEngine();
  const picture = prepared.picture ? await readPicture(prepared.picture.key) : undefined;
  const images = await abortable(
    engine.generate({ ...prepared.spec, picture }, getEnv().VARIATIONS_PER_GENERATION),
    stop,
  );
  const owner = ownerOf(subject);
  return storeDesigns(images, {
    owner,
    tier: prepared.tier,
    engine: "flash",
    picture: prepared.picture && owner.userId ? { ref: prepared.picture, userId: owner.userId } : undefined,
    lettering: prepared.spec.lettering,
    fields: {
      description: prepared.request.description,
      style: prepared.request.style,
      size: prepared.request.size,
      complexity: prepared.request.complexity,
      tags: prepared.request.selectedTags,
      ...(prepared.placement ?? NO_PLACEMENT),
    },
  });
}

/** A band is what a band placement draws: "band" or "bracelet" in its description was not left out. */
const BAND_WORDS = /^(band|bands|armband|wristband|bracelet|anklet|cuff|ring)$/i;
function withoutBandWords(words: string[], placement: string | null | undefined): string[] {
  return placementOption(placement)?.kind === "band" ? words.filter((word) => !BAND_WORDS.test(word)) : words;
}

/** Where a design goes and, for a band, its circumference (issue 38). */
export interface DesignPlacement {
  placement: string | null;
  circumferenceMm: number | null;
}
export const NO_PLACEMENT: DesignPlacement = { placement: null, circumferenceMm: null };

export function ownerOf(subject: ConsumedSubject): Owner {
  return subject.kind === "user"
    ? { userId: subject.userId, anonymousVisitorId: null }
    : { userId: null, anonymousVisitorId: subject.visitorId };
}

export function newDesignId(): string {
  return randomBytes(12).toString("base64url").replace(/[-_]/g, "x");
}

/**
 * Finishes images for the plan (resolution, watermark), stores them, and records the
 * designs in one statement; their display versions are made once answered. On failure, nothing stays stored.
 */
export async function storeDesigns(
  images: RenderedImage[],
  options: {
    owner: Owner;
    tier: Tier;
    /** Who drew the images that do not say (RenderedImage.drawnBy): the embedded engine. */
    engine: "flash";
    fields: {
      description: string;
      style: string;
      size: string;
      complexity: string;
      tags: string[];
    } & Partial<DesignPlacement>;
    customizedFromId?: string;
    /** The reference picture the designs were drawn from: recorded with them (once) and linked. */
    picture?: { ref: PictureRef; userId: string };
    /** The lettering studio's choices (issue 37), kept for customizations. */
    lettering?: LetteringChoice;
  },
): Promise<StoredDesigns> {
  const plan = getPlan(options.tier);
  const storage = getImageStorage();
  const written: string[] = [];
  const pngs = new Map<string, Buffer>();
  // The engine's SVG names the motifs it drew; an image service's drawing credits nobody, unless it
  // redraws one of ours: a customization keeps its original's motifs, and credits.
  const inherited =
    options.customizedFromId && images.some((image) => image.drawnBy)
      ? await creditsOfDesign(options.customizedFromId)
      : [];
  const storeOne = async (image: RenderedImage) => {
    const id = newDesignId();
    const engine = image.drawnBy?.provider ?? options.engine;
    const credits = image.drawnBy ? inherited : creditsFromSvg(image.svg ?? "");
    const finished = await finalizeImage(image.png, {
      resolution: plan.maxResolution,
      watermark: plan.hasWatermark && !image.watermarked,
      lineArt: engine === "flash",
    });
    // Its motifs' credits travel inside the file, whoever downloads it and however (design-credits.server.ts).
    const png = withCredits(finished, credits);
    const imageKey = `designs/${id}.png`;
    const svgKey = image.svg ? `designs/${id}.svg` : null;
    // Listed before they are written, so a failure halfway cleans every one up.
    written.push(imageKey, ...(svgKey ? [svgKey] : []));
    await Promise.all([storage.put(imageKey, png), svgKey && storage.put(svgKey, image.svg!)]);
    pngs.set(id, png);
    return {
      id,
      ...options.owner,
      imageKey,
      svgKey,
      engine,
      imageModel: image.drawnBy?.model ?? null,
      drawnInsteadOf: image.insteadOf ?? null,
      engineSeed: image.seed ?? null,
      ...NO_PLACEMENT,
      ...options.fields,
      regions: image.regions?.length ? image.regions : null,
      // The embedded engine says what it drew without ("house"); a real image model, or a picture, draws everything.
      drawnWithout:
        engine === "flash" && !options.picture
          ? withoutBandWords(readSceneFully(options.fields.description).drawnWithout, options.fields.placement)
          : [],
      hasWatermark: plan.hasWatermark,
      resolution: resolutionOf(options.tier),
      plan: (options.tier === "anonymous" ? "free" : options.tier) as Plan,
      customizedFromId: options.customizedFromId ?? null,
      referencePictureId: options.picture?.ref.id ?? null,
      credits,
      lettering: storedLettering(options.lettering, image.lettering),
    };
  };
  try {
    // Side by side: each design's image work runs on libvips's threads while the other's goes on.
    // Every one settles before a failure is answered, so the clean-up below sees all their files.
    const settled = await Promise.allSettled(images.map(storeOne));
    const rows = settled.map((result) => {
      if (result.status === "rejected") throw result.reason;
      return result.value;
    });
    // One statement (or transaction), all or nothing. Every column is given here but the line
    // measurements (taken later), so the rows are answered as written, in the images' order:
    // Prisma's createManyAndReturn took 6.6 ms for two, createMany 2.5.
    const createdAt = new Date();
    const created: Design[] = rows.map((row) => ({ ...row, createdAt, lineGapRatio: null, strokeRatio: null }));
    // A design without lettering, regions or credits has SQL NULL there (Prisma writes JSON's null otherwise).
    const recording = prisma.design.createMany({
      data: created.map((row) => ({
        ...row,
        regions: row.regions ?? Prisma.DbNull,
        lettering: row.lettering ?? Prisma.DbNull,
        credits: row.credits ?? Prisma.DbNull,
      })),
    });
    if (options.picture) {
      // The picture's row comes with its first designs (a customization finds it there already).
      const picture = pictureRow(options.picture.ref, options.picture.userId);
      await prisma.$transaction([
        prisma.referencePicture.createMany({ data: [picture], skipDuplicates: true }),
        recording,
      ]);
    } else {
      await recording;
    }
    for (const row of rows) {
      designsDrawn.inc({ engine: row.engine, model: row.imageModel ?? "", instead_of: row.drawnInsteadOf ?? "" });
    }
    const designs = created.map(toPublicDesign);
    const width = plan.maxResolution;
    const makeDisplayVersions = () =>
      makeDisplayVersionsOf(rows.map((row) => ({ id: row.id, png: pngs.get(row.id)!, width })));
    return { designs, makeDisplayVersions };
  } catch (error) {
    await Promise.all(written.map((key) => storage.delete(key).catch(() => {})));
    throw error;
  }
}

/**
 * The display versions of designs just recorded (storeDisplayVersions). Never rejects: a version
 * that could not be made is made at its first request. A design deleted meanwhile (its files
 * were listed before these existed) has them removed again.
 */
export async function makeDisplayVersionsOf(designs: DisplaySource[]) {
  const settled = await storeDisplayVersions(designs);
  const failed = settled.flatMap((result) => (result.status === "rejected" ? [result.reason] : []));
  for (const reason of failed) log.warn(errorFields(reason), "a display version left for its first request");
  const ids = designs.map((design) => design.id);
  const rows = await prisma.design
    .findMany({ where: { id: { in: ids } }, select: { id: true } })
    .catch((error: unknown) => log.warn(errorFields(error), "could not check the designs of new display versions"));
  if (!rows) return;
  const kept = new Set(rows.map((row) => row.id));
  const storage = getImageStorage();
  const orphans = settled.flatMap((result) =>
    result.status === "fulfilled" && !kept.has(result.value.designId) ? [result.value.key] : [],
  );
  await Promise.all(orphans.map((key) => storage.delete(key).catch(() => {})));
}
