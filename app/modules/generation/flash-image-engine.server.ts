import { randomInt } from "node:crypto";
import { renderFlashArt, type FlashArtRequest } from "~/modules/flash-engine/index.server";
import { render } from "~/modules/renders/render-pool.server";
import { flashArtRequest } from "./flash-art-request.server";
import {
  ImageEngineError,
  type DesignSpec,
  type EditSpec,
  type ImageEngine,
  type RenderedImage,
} from "./image-engine-types.server";
import { watermarkOverlay } from "./watermark.server";

/**
 * The embedded engine: vector tattoo flash drawn on this machine. Variations of one
 * request use consecutive seeds; a customization re-renders the original design's seed
 * with the changes applied (a surprise starts from a fresh seed). A design from a picture
 * (issue 28) is drawn by the picture tracer in the render pool, so the request thread stays free.
 */
export function createFlashImageEngine(): ImageEngine {
  // The variations side by side: one's rasterising (libvips's threads) overlaps the other's drawing.
  function draw(
    spec: DesignSpec,
    seeds: number[],
    customization?: EditSpec["customization"],
  ): Promise<RenderedImage[]> {
    return Promise.all(
      seeds.map(async (seed) => {
        const request: FlashArtRequest = { ...flashArtRequest(spec, seed), customization };
        if (spec.picture) {
          const result = await drawFromPicture(request, spec.picture);
          return { png: Buffer.from(result.png), svg: result.svg, seed, regions: result.regions };
        }
        // The free plan's watermark goes on as the drawing is rasterised (one encode, not two).
        const overlay = spec.watermark ? await watermarkOverlay(spec.resolution) : undefined;
        const result = await renderFlashArt(request, overlay);
        return {
          png: Buffer.from(result.png),
          svg: result.svg,
          seed,
          watermarked: Boolean(overlay),
          regions: result.regions,
          ...(result.metadata.lettering ? { lettering: result.metadata.lettering } : {}),
        };
      }),
    );
  }

  return {
    name: "flash",
    generate(spec, count) {
      const base = randomInt(0, 2 ** 30);
      return draw(
        spec,
        Array.from({ length: count }, (_, i) => base + i * 7919),
      );
    },
    edit(spec, count) {
      const keepsBase = spec.customization.mode !== "surprise" && typeof spec.original.seed === "number";
      const base = keepsBase ? spec.original.seed! : randomInt(0, 2 ** 30);
      return draw(
        spec,
        Array.from({ length: count }, (_, i) => base + i * 7919),
        spec.customization,
      );
    },
  };
}

/** The picture tracer, in the render pool; a full pool is the engine being busy (the job retries later). */
async function drawFromPicture(request: FlashArtRequest, picture: Buffer) {
  try {
    return await render({ kind: "picture-flash", request: { ...request, picture: new Uint8Array(picture) } });
  } catch (error) {
    if (error instanceof Response && error.status === 503) {
      throw new ImageEngineError("The picture renderer is busy. Please try again in a minute.", 503, true);
    }
    throw error;
  }
}
