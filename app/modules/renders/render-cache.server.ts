import { createHash } from "node:crypto";
import { getImageStorage, readStoredObject } from "~/modules/storage/image-storage.server";

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

export async function cachedRender(key: string, render: () => Promise<Uint8Array>): Promise<Buffer> {
  const running = inFlight.get(key);
  if (running) return running;
  const work = (async () => {
    const kept = await readStoredObject(key);
    if (kept) return kept;
    const bytes = await render();
    const output = Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    await getImageStorage().put(key, output);
    return output;
  })();
  inFlight.set(key, work);
  try {
    return await work;
  } finally {
    inFlight.delete(key);
  }
}
