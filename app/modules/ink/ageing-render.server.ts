import sharp from "sharp";
import { watermarkCornerBox, watermarkOverlay } from "~/modules/generation/watermark.server";
import { renderAgedImage, ringsFor } from "./aged-image";
import { ageingGeometry, ageInk } from "./aged-ink";
import { analyseAgeing, type AgeingAnalysis, type MergeAt } from "./ageing-analysis";
import type { SkinConditions } from "./ageing-model";
import { readInkLayers, type InkLayers } from "./ink-layers";
import type { DesignRegion } from "./merges";
import { skinTone } from "./skin-tones";

/**
 * The ageing renders, as plain data in and bytes out, for the render pool's threads
 * (modules/renders/render-tasks.server.ts): the analysis of a design's lines at a placement,
 * and its picture after some years, on paper or in skin, with the merges marked.
 */

/** The analysis works on at most this many pixels across (a 10 cm design: 0.1 mm a pixel). */
export const AGEING_EDGE = 1024;

export interface AgeingInput {
  png: Uint8Array;
  widthMm: number;
  skin: SkinConditions;
  /** The picture carries the free plan's watermark: its corner word is not the design's ink. */
  watermarked: boolean;
}

async function inkOf(task: AgeingInput): Promise<InkLayers> {
  const { data, info } = await sharp(task.png)
    .flatten({ background: "#ffffff" })
    .resize(AGEING_EDGE, AGEING_EDGE, { fit: "inside", withoutEnlargement: true })
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  if (task.watermarked && info.width === info.height) {
    const corner = watermarkCornerBox(info.width);
    for (let y = Math.floor(corner.minY * info.height); y < info.height; y++) {
      data.fill(255, (y * info.width + Math.floor(corner.minX * info.width)) * 3, (y + 1) * info.width * 3);
    }
  }
  return readInkLayers({ width: info.width, height: info.height, data, channels: 3 });
}

export async function runAgeingAnalysis(task: AgeingInput & { regions: DesignRegion[] }): Promise<AgeingAnalysis> {
  return analyseAgeing(await inkOf(task), { widthMm: task.widthMm, skin: task.skin, regions: task.regions });
}

export async function runAgedImage(
  task: AgeingInput & {
    years: number;
    tone: number | null;
    /** Where lines merge by then (the analysis's), to ring; null for no marks. */
    marks: MergeAt["places"] | null;
  },
): Promise<Uint8Array> {
  const layers = await inkOf(task);
  const geometry = ageingGeometry(layers, task.widthMm);
  const aged = ageInk(geometry, task.years, task.skin);
  const mm = 1 / geometry.mmPerPixel;
  const rgb = renderAgedImage(layers, aged, {
    tone: task.tone ? skinTone(task.tone) : null,
    marks: task.marks ? ringsFor(task.marks, layers.width, layers.height, Math.max(6, 1.2 * mm)) : null,
    ringWidthPx: Math.max(2, 0.35 * mm),
  });
  let image = sharp(Buffer.from(rgb.buffer, rgb.byteOffset, rgb.byteLength), {
    raw: { width: layers.width, height: layers.height, channels: 3 },
  });
  // The free plan's watermark goes back over it (its light tiles are not read as ink).
  if (task.watermarked && layers.width === layers.height) {
    const overlay = await watermarkOverlay(layers.width);
    image = image.composite([{ input: overlay.data, raw: overlay.info }]);
  }
  return image.png({ compressionLevel: 6, adaptiveFiltering: false }).toBuffer();
}
