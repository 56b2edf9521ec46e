import { createHash } from "node:crypto";
import { getImageStorage, readStoredObject } from "~/modules/storage/image-storage.server";
import { waitFor } from "~/utils/shared-promise";

/**
 * Renders are kept in storage per design and parameters (renders/<design id>/...), so a
 * print file or stencil is drawn once and then served from storage by any instance.
 * Identical requests arriving together on one instance share one render. Bump
 * RENDER_VERSION when a renderer's output changes, so old files are not served.
 */
export const RENDER_VERSION = 2; // 2: PDF captions in DejaVu Sans

const inFlight = new Map<string, Promise<Buffer>>();

/** A short, key-safe digest of everything else the output depends on (title, licence...). */
export function digestOf(...parts: Array<string | number | boolean | null>): string {
  return createHash("sha256")
    .update(JSON.stringify([RENDER_VERSION, ...parts]))
    .digest("hex")
    .slice(0, 16);
}

/** A number as a key segment: 12.5 -> "12p5". */
export const keyNumber = (value: number) => String(value).replace(/[^0-9]/g, "p");

/**
 * A render kept under `key`, drawn once. `keep`: the renders under `prefix` (a design's print PDFs) are bounded to
 * the `newest` most recently made ones; making one more deletes the oldest (M9).
 */
export async function cachedRender(
  key: string,
  render: () => Promise<Uint8Array>,
  keep?: { prefix: string; newest: number },
): Promise<Buffer> {
  const running = inFlight.get(key);
  if (running) return waitFor(running);
  const work = (async () => {
    const kept = await readStoredObject(key);
    if (kept) return kept;
    const bytes = await render();
    const output = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await getImageStorage().put(key, output);
    if (keep) await keepNewest(keep.prefix, keep.newest, key);
    return output;
  })();
  inFlight.set(key, work);
  try {
    return await waitFor(work);
  } finally {
    inFlight.delete(key);
  }
}

/** Deletes all but the `newest` renders under `prefix` (by the time they were stored), never `justMade`. */
async function keepNewest(prefix: string, newest: number, justMade: string): Promise<void> {
  const storage = getImageStorage();
  const keys = await storage.list(prefix);
  if (keys.length <= newest) return;
  const aged = await Promise.all(
    keys.map(async (key) => ({ key, modified: (await storage.stat(key))?.modified.getTime() ?? 0 })),
  );
  const oldestFirst = aged.filter((entry) => entry.key !== justMade).sort((a, b) => a.modified - b.modified);
  const extra = oldestFirst.slice(0, keys.length - newest);
  await Promise.all(extra.map((entry) => storage.delete(entry.key).catch(() => {})));
}
