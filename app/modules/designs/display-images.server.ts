import sharp from "sharp";
import { getImageStorage, readStoredObject } from "~/modules/storage/image-storage.server";
import { DISPLAY_WIDTHS, type DisplayWidth } from "./public-design";

/**
 * Display versions of a design: WebP at about 640 and 1280 pixels, what cards, the profile
 * and the viewer show (a phone downloads tens of kilobytes, not a 2048 px PNG). Made when
 * a design is stored; designs from before this existed get theirs on first request.
 * Never larger than the design itself (a 512 px design's "1280" version is 512 px).
 * Downloads stay the full-size PNG.
 *
 * WebP only: AVIF is about half the bytes but sharp took 0.65 s a design at its fastest
 * useful setting (effort 2) on this machine against 0.24 s for WebP (decision 012). WebP at
 * effort 2: a 1280 px version of a 2048 px engine design in 77 ms and 42 KB, against 267 ms
 * and 40 KB at effort 4 (it was most of a generation's time after the drawing; issue 25).
 */
const WEBP = { quality: 78, effort: 2 } as const;

export function displayKey(designId: string, width: DisplayWidth): string {
  return `display/${designId}/${width}.webp`;
}

export async function makeDisplayVersion(png: Buffer, width: DisplayWidth): Promise<Buffer> {
  return sharp(png).resize(width, width, { fit: "inside", withoutEnlargement: true }).webp(WEBP).toBuffer();
}

/**
 * Makes and stores every display version; answers the keys written. Widths at or above the
 * design's own are one and the same picture (a 512 px design's 640 and 1280): encoded once.
 */
export async function storeDisplayVersions(designId: string, png: Buffer): Promise<string[]> {
  const storage = getImageStorage();
  const { width: designWidth = Infinity } = await sharp(png).metadata();
  const encoded = new Map<number, Promise<Buffer>>();
  return Promise.all(
    DISPLAY_WIDTHS.map(async (width) => {
      const actual = Math.min(width, designWidth);
      if (!encoded.has(actual)) encoded.set(actual, makeDisplayVersion(png, width));
      const key = displayKey(designId, width);
      await storage.put(key, await encoded.get(actual)!, { contentType: "image/webp" });
      return key;
    }),
  );
}

/**
 * One display version: stored, or made now from the design's PNG and kept (designs stored
 * before display versions existed). Null when the design's image itself is missing.
 */
export async function readDisplayVersion(
  design: { id: string; imageKey: string },
  width: DisplayWidth,
): Promise<Buffer | null> {
  const key = displayKey(design.id, width);
  const stored = await readStoredObject(key);
  if (stored) return stored;
  const png = await readStoredObject(design.imageKey);
  if (!png) return null;
  const webp = await makeDisplayVersion(png, width);
  await getImageStorage().put(key, webp, { contentType: "image/webp" });
  return webp;
}
