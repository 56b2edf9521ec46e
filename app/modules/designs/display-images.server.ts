import sharp, { type Sharp } from "sharp";
import { getImageStorage, readStoredObject } from "~/modules/storage/image-storage.server";
import { DISPLAY_WIDTHS, type DisplayWidth } from "./public-design";

/**
 * Display versions of a design: what cards, the profile and the viewer show (a phone downloads
 * tens of kilobytes, not a 2048 px PNG), at the widths of public-design.ts, in AVIF for browsers
 * that accept it and WebP for the others (one address, negotiated by the route with Vary: Accept).
 * Downloads stay the full-size PNG. Never larger than the design itself (a 512 px design's
 * versions are 512 px).
 *
 * Made once and kept. The one nearly every screen shows first (AVIF at 720: desktop cards and
 * phones at DPR 2) is made just after a design is stored, while its generation is answered (issue
 * 25); a request for it while it is being made waits for it. Every other version (AVIF at 1080 for
 * DPR-3 phones and the viewer, WebP for browsers without AVIF) is made at its first request, shared
 * by the requests that arrive meanwhile: no CPU for versions nobody looks at.
 *
 * Measured on six 2048 px engine designs (issue 35, CPU time on this machine): AVIF q50 effort 1,
 * 720 px 16 KB in 130 ms, 1080 px 25 KB in 316 ms (effort 2: 15.6 / 24.1 KB in 154 / 503 ms; effort
 * 0 nearly as large as WebP); WebP q78 effort 2, 720 px 31 KB in 67 ms, 1080 px 49 KB in 75 ms.
 * Two cards on a 390 px phone at DPR 3: 50 KB in AVIF, 98 KB in WebP.
 */
export const DISPLAY_FORMATS = ["avif", "webp"] as const;
export type DisplayFormat = (typeof DISPLAY_FORMATS)[number];

const ENCODE = {
  avif: (image: Sharp) => image.avif({ quality: 50, effort: 1 }),
  webp: (image: Sharp) => image.webp({ quality: 78, effort: 2 }),
} satisfies Record<DisplayFormat, (image: Sharp) => Sharp>;

/** The format for a request's Accept header: AVIF when the browser says it takes it. */
export function displayFormatFor(accept: string | null): DisplayFormat {
  const avif = (accept ?? "")
    .split(",")
    .map((entry) => entry.trim().split(/\s*;\s*/))
    .find(([type]) => type === "image/avif");
  if (!avif) return "webp";
  const quality = avif.find((parameter) => parameter.startsWith("q="));
  return quality && Number(quality.slice(2)) === 0 ? "webp" : "avif";
}

export function displayKey(designId: string, width: DisplayWidth, format: DisplayFormat): string {
  return `display/${designId}/${width}.${format}`;
}

export async function makeDisplayVersion(png: Buffer, width: DisplayWidth, format: DisplayFormat): Promise<Buffer> {
  return ENCODE[format](sharp(png).resize(width, width, { fit: "inside", withoutEnlargement: true })).toBuffer();
}

/** Display versions being made on this instance, by key: what a request for one waits for. */
const inMaking = new Map<string, Promise<Buffer>>();

/** Makes, stores and registers one version (a request for it meanwhile waits for it). */
function make(key: string, encode: () => Promise<Buffer>, format: DisplayFormat): Promise<Buffer> {
  const making = encode().then(async (bytes) => {
    await getImageStorage().put(key, bytes, { contentType: `image/${format}` });
    return bytes;
  });
  inMaking.set(key, making);
  const done = () => void (inMaking.get(key) === making && inMaking.delete(key));
  making.then(done, done);
  return making;
}

/** A stored design whose display versions are to be made: its PNG, `width` pixels wide. */
export interface DisplaySource {
  id: string;
  png: Buffer;
  width: number;
}

/** The version made with each design: AVIF at the first width. */
const MADE_WITH_THE_DESIGN = { width: DISPLAY_WIDTHS[0], format: "avif" } as const;

/**
 * Makes and stores the version each design is first shown in, one encode at a time, so the answer
 * and the next requests keep a core; answers each version's design and key, or why it failed. Every
 * version is registered before this returns: a request for one from then on waits for it.
 */
export function storeDisplayVersions(
  designs: DisplaySource[],
): Promise<PromiseSettledResult<{ designId: string; key: string }>[]> {
  const { width, format } = MADE_WITH_THE_DESIGN;
  // The first encode waits for the event loop's next turn: an answer this job just settled (a
  // request waiting on this instance) is written out in this one, before the encode takes a core.
  let previous: Promise<unknown> = new Promise((resolve) => setImmediate(resolve));
  return Promise.allSettled(
    designs.map(async (design) => {
      const key = displayKey(design.id, width, format);
      const encoding = previous.then(() => makeDisplayVersion(design.png, width, format));
      previous = encoding.catch(() => {});
      await make(key, () => encoding, format);
      return { designId: design.id, key };
    }),
  );
}

/** Settles once every display version being made on this instance now is stored (or failed). */
export async function whenDisplayVersionsMade(): Promise<void> {
  await Promise.allSettled([...inMaking.values()]);
}

/**
 * One display version: being made (waited for), stored, or made now from the design's PNG and
 * kept. Null when the design's image itself is missing.
 */
export async function readDisplayVersion(
  design: { id: string; imageKey: string },
  width: DisplayWidth,
  format: DisplayFormat,
): Promise<Buffer | null> {
  const key = displayKey(design.id, width, format);
  const making = inMaking.get(key);
  if (making) {
    const made = await making.catch(() => null);
    if (made) return made;
  }
  const stored = await readStoredObject(key);
  if (stored) return stored;
  const png = await readStoredObject(design.imageKey);
  if (!png) return null;
  return inMaking.get(key) ?? make(key, () => makeDisplayVersion(png, width, format), format);
}
