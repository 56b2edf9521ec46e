import sharp from "sharp";
import { getImageStorage, readStoredObject } from "~/modules/storage/image-storage.server";
import { DISPLAY_WIDTHS, type DisplayWidth } from "./public-design";

/**
 * Display versions of a design: WebP at about 640 and 1280 pixels, what cards, the profile
 * and the viewer show (a phone downloads tens of kilobytes, not a 2048 px PNG). Made just
 * after a design is stored, while its generation is answered (issue 25: they were a third of
 * a generation's time): a request for one still being made waits for it here, and one that
 * finds none (another instance, or a design from before this existed) makes it.
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

/** Display versions being made on this instance, by key: what a request for one waits for. */
const inMaking = new Map<string, Promise<Buffer>>();

/** A stored design whose display versions are to be made: its PNG, `width` pixels wide. */
export interface DisplaySource {
  id: string;
  png: Buffer;
  width: number;
}

/**
 * Makes and stores the display versions of designs, one encode at a time and the cards' width
 * first, so the answer and the next requests keep a core; answers each version's design and key,
 * or why it failed. Widths at or above a design's own are one and the same picture (a 512 px
 * design's 640 and 1280): encoded once. Every version is registered before this returns: a request for one
 * from then on waits for it.
 */
export function storeDisplayVersions(
  designs: DisplaySource[],
): Promise<PromiseSettledResult<{ designId: string; key: string }>[]> {
  const storage = getImageStorage();
  const encoded = new Map<string, Promise<Buffer>>();
  // The first encode waits for the event loop's next turn: an answer this job just settled (a
  // request waiting on this instance) is written out in this one, before the encode takes a core.
  let previous: Promise<unknown> = new Promise((resolve) => setImmediate(resolve));
  const versions = DISPLAY_WIDTHS.flatMap((width) => designs.map((design) => ({ design, width })));
  return Promise.allSettled(
    versions.map(async ({ design, width }) => {
      // One encode per design and actual width, each after the one before it.
      const encoding = `${design.id}@${Math.min(width, design.width)}`;
      let webp = encoded.get(encoding);
      if (!webp) {
        webp = previous.then(() => makeDisplayVersion(design.png, width));
        previous = webp.catch(() => {});
        encoded.set(encoding, webp);
      }
      const key = displayKey(design.id, width);
      const making = webp.then(async (bytes) => {
        await storage.put(key, bytes, { contentType: "image/webp" });
        return bytes;
      });
      inMaking.set(key, making);
      try {
        await making;
      } finally {
        inMaking.delete(key);
      }
      return { designId: design.id, key };
    }),
  );
}

/** Settles once every display version being made on this instance now is stored (or failed). */
export async function whenDisplayVersionsMade(): Promise<void> {
  await Promise.allSettled([...inMaking.values()]);
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
  const making = inMaking.get(key);
  if (making) return making.catch(() => readDisplayVersionNow(design, width));
  return readDisplayVersionNow(design, width);
}

async function readDisplayVersionNow(design: { id: string; imageKey: string }, width: DisplayWidth) {
  const key = displayKey(design.id, width);
  const stored = await readStoredObject(key);
  if (stored) return stored;
  const png = await readStoredObject(design.imageKey);
  if (!png) return null;
  const webp = await makeDisplayVersion(png, width);
  await getImageStorage().put(key, webp, { contentType: "image/webp" });
  return webp;
}
