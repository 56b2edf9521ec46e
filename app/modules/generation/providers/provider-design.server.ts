import { setTimeout as sleep } from "node:timers/promises";
import { render } from "~/modules/renders/render-pool.server";
import { logger } from "~/utils/logger.server";
import { traceToSvg, type TracedDesign } from "./trace-to-svg.server";

const log = logger("image-providers");

/** How long a paid image waits for room in a full render queue before it is traced here instead. */
const QUEUE_WAITS_MS = [250, 500, 1000, 2000, 4000, 8000, 8000, 8000];

/**
 * A provider's image traced to SVG (trace-to-svg.server.ts) in the render pool, so the thread
 * that answers requests stays free. A full render queue is waited out (the image was paid for:
 * it is not thrown away for a retry that would pay again); after about half a minute it is traced
 * on this thread, which is bounded (TRACE_EDGE) and rare.
 */
async function traceInPool(image: Buffer): Promise<TracedDesign> {
  for (const wait of QUEUE_WAITS_MS) {
    try {
      return await render({ kind: "trace-svg", image: new Uint8Array(image) });
    } catch (error) {
      if (!(error instanceof Response && error.status === 503)) throw error;
      await sleep(wait);
    }
  }
  log.warn("the render queue stayed full: a provider's image is traced on the job's own thread");
  return traceToSvg(image);
}

/**
 * The one place a provider's design is finalised before it is stored: its image and its traced
 * SVG. The seam for setting the engine's lettering over a provider's art (issue 37): what is
 * added here lands in both the SVG and the PNG, so every file agrees.
 */
export async function finaliseProviderDesign(image: Buffer): Promise<{ png: Buffer; svg: string }> {
  const { svg } = await traceInPool(image);
  return { png: image, svg };
}
