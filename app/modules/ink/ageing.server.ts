import { parsePhysicalSize } from "~/modules/designs/physical-size";
import { readStored } from "~/modules/print/pro-downloads.server";
import { cachedRender, keyNumber } from "~/modules/renders/render-cache.server";
import { render } from "~/modules/renders/render-pool.server";
import type { Design } from "~/utils/db.server";
import { waitFor } from "~/utils/shared-promise";
import type { AgeingAnalysis } from "./ageing-analysis";
import { gapThatLasts, SHELTERED, type AgeingYears } from "./ageing-model";
import type { AgeingReport } from "./ageing-report";
import { inksOnSkin, type InkOnSkin } from "./ink-on-skin";
import type { DesignRegion } from "./merges";
import { bodyPlacement, type BodyPlacement } from "./placements";
import { skinTone } from "./skin-tones";

export type { AgeingReport };

/**
 * How a design ages (issue 38; decision 029), for its owner and its share link alike: the
 * analysis of its lines at a placement (measured once in the render pool, then kept with the
 * design's renders), and its picture after some years (drawn on demand in the pool, the last
 * few kept in memory; never stored: 4 years x 11 backgrounds x 15 placements would be 660 files a design).
 */

/** Bump when the model or the analysis changes, so kept analyses are measured again. */
export const AGEING_VERSION = 1;
/** Sizes a person may preview a design at ("see it at 14 cm"), whole cm: the keys stay finite. */
export const PREVIEW_CM = { min: 1, max: 60 } as const;

/** Where it goes, or (none chosen) the inner forearm's sheltered, stable skin. */
export function ageingPlacement(id: string | null | undefined): {
  placement: BodyPlacement | null;
  skin: typeof SHELTERED;
} {
  const placement = bodyPlacement(id);
  return { placement, skin: placement?.skin ?? SHELTERED };
}

/** The design picture's width at its true size, in mm: a band's is its circumference. */
export function designWidthMm(design: Pick<Design, "size" | "circumferenceMm">, previewCm?: number | null): number {
  if (previewCm) return previewCm * 10;
  if (design.circumferenceMm) return design.circumferenceMm;
  return parsePhysicalSize(design.size).widthCm * 10;
}

function regionsOf(design: Pick<Design, "regions">): DesignRegion[] {
  return Array.isArray(design.regions) ? (design.regions as unknown as DesignRegion[]) : [];
}

export async function designAgeing(
  design: Design,
  options: { placement: string | null; previewCm?: number | null },
): Promise<AgeingAnalysis> {
  const { placement, skin } = ageingPlacement(options.placement);
  const widthMm = designWidthMm(design, options.previewCm);
  const key = `renders/${design.id}/ageing-${placement?.id ?? "any"}-${keyNumber(widthMm)}mm-v${AGEING_VERSION}.json`;
  const bytes = await cachedRender(key, async () => {
    const analysis = await render({
      kind: "ageing-analysis",
      png: await readStored(design.imageKey),
      widthMm,
      skin,
      watermarked: design.hasWatermark,
      regions: regionsOf(design),
    });
    return new TextEncoder().encode(JSON.stringify(analysis));
  });
  return JSON.parse(bytes.toString("utf8")) as AgeingAnalysis;
}

/** Each of the design's inks against a skin tone after `years`. */
export function designInksOnSkin(
  analysis: AgeingAnalysis,
  tone: number,
  years: number,
  placement: string | null,
): InkOnSkin[] {
  return inksOnSkin(analysis.inks, skinTone(tone), years, ageingPlacement(placement).skin);
}

const MEMORY_LIMIT = 48;
const recent = new Map<string, Promise<Buffer>>();

/**
 * The design after `years` (0, 5, 10 or 20), on paper or in skin of `tone`, with the places its
 * lines merge by then ringed. `watermarked`: the picture shown carries the watermark of the
 * owner's plan (the share page), else the design's own.
 */
export function agedImagePng(
  design: Design,
  options: {
    years: AgeingYears;
    tone: number | null;
    placement: string | null;
    marks: boolean;
    previewCm?: number | null;
    watermarked?: boolean;
  },
): Promise<Buffer> {
  const watermarked = options.watermarked ?? design.hasWatermark;
  const widthMm = designWidthMm(design, options.previewCm);
  const key = [
    design.id,
    options.years,
    options.tone ?? "paper",
    options.placement ?? "any",
    options.marks,
    widthMm,
    watermarked,
  ].join(":");
  const known = recent.get(key);
  if (known) {
    // Most recently used last, so the oldest goes first.
    recent.delete(key);
    recent.set(key, known);
    return waitFor(known);
  }
  const work = (async () => {
    const analysis = options.marks && options.years > 0 ? await designAgeing(design, options) : null;
    const marks = analysis?.merges.find((merge) => merge.years === options.years)?.places ?? null;
    const png = await render({
      kind: "aged-image",
      png: await readStored(design.imageKey),
      widthMm,
      skin: ageingPlacement(options.placement).skin,
      years: options.years,
      tone: options.tone,
      marks,
      watermarked,
    });
    return Buffer.from(png.buffer, png.byteOffset, png.byteLength);
  })();
  recent.set(key, work);
  work.catch(() => recent.delete(key));
  while (recent.size > MEMORY_LIMIT) recent.delete(recent.keys().next().value!);
  return waitFor(work);
}

export async function ageingReport(
  design: Design,
  query: { years: number; tone: number | null; placement: string | null; cm: number | null },
): Promise<AgeingReport> {
  const placementId = query.placement ?? design.placement;
  const analysis = await designAgeing(design, { placement: placementId, previewCm: query.cm });
  const { placement, skin } = ageingPlacement(placementId);
  const tone = query.tone ? skinTone(query.tone) : null;
  return {
    placement: placement && {
      id: placement.id,
      label: placement.label,
      kind: placement.kind,
      notes: placement.notes,
      sizeCm: placement.sizeCm,
      limits: placement.limits,
    },
    widthCm: analysis.widthMm / 10,
    years: query.years,
    verdict: analysis.verdict,
    firstMergeYears: analysis.firstMergeYears,
    merges: analysis.merges,
    lastingGapMm: gapThatLasts(20, skin),
    lastingSizeCm: analysis.lastingSizeCm,
    tone: tone && { id: tone.id, name: tone.name, hex: tone.hex },
    inks: tone ? designInksOnSkin(analysis, tone.id, query.years, placementId) : [],
  };
}
