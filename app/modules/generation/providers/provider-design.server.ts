import { setTimeout as sleep } from "node:timers/promises";
import type { DesignLettering } from "~/modules/flash-engine/composition";
import type { FlashArtRequest } from "~/modules/flash-engine/types";
import { render } from "~/modules/renders/render-pool.server";
import { logger } from "~/utils/logger.server";
import { providerDesignFiles, type ProviderDesignFiles } from "./lettered-provider-design.server";

const log = logger("image-providers");

/** How long a paid image waits for room in a full render queue before it is finished here instead. */
const QUEUE_WAITS_MS = [250, 500, 1000, 2000, 4000, 8000, 8000, 8000];

/**
 * A provider's image finished in the render pool (traced, lettered), so the thread that answers
 * requests stays free. A full render queue is waited out (the image was paid for: it is not thrown
 * away for a retry that would pay again); after about half a minute it is finished on this thread,
 * which is bounded (the tracer's TRACE_EDGE, at most 4096 px a side) and rare.
 */
async function finishInPool(image: Buffer, lettering: FlashArtRequest | null): Promise<ProviderDesignFiles> {
  const task = { kind: "provider-design", image: new Uint8Array(image), lettering } as const;
  for (const wait of QUEUE_WAITS_MS) {
    try {
      return await render(task);
    } catch (error) {
      if (!(error instanceof Response && error.status === 503)) throw error;
      await sleep(wait);
    }
  }
  log.warn("the render queue stayed full: a provider's image is finished on the job's own thread");
  return providerDesignFiles(task.image, lettering);
}

/**
 * The one place a provider's design is finalised before it is stored: its image and its traced
 * SVG and, when the generation has lettering, the engine's lettering set over both (issue 37:
 * the model is not trusted to spell; `lettering` is the request the engine would letter).
 */
export async function finaliseProviderDesign(
  image: Buffer,
  lettering: FlashArtRequest | null = null,
): Promise<{ png: Buffer; svg: string; lettering?: DesignLettering }> {
  const files = await finishInPool(image, lettering);
  if (!files.lettering) return { png: image, svg: files.svg };
  const png = Buffer.from(files.png.buffer, files.png.byteOffset, files.png.byteLength);
  return { png, svg: files.svg, lettering: files.lettering };
}
