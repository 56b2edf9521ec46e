import { randomInt } from "node:crypto";
import { renderFlashArt } from "~/modules/flash-engine/index.server";
import type { DesignSpec, EditSpec, ImageEngine, RenderedImage } from "./image-engine-types.server";

/**
 * The embedded engine: vector tattoo flash drawn on this machine. Variations of one
 * request use consecutive seeds; a customization re-renders the original design's seed
 * with the changes applied (a surprise starts from a fresh seed).
 */
export function createFlashImageEngine(): ImageEngine {
  // The variations side by side: one's rasterising (libvips's threads) overlaps the other's drawing.
  function render(spec: DesignSpec, seeds: number[], customization?: EditSpec["customization"]): Promise<RenderedImage[]> {
    return Promise.all(
      seeds.map(async (seed) => {
        const result = await renderFlashArt({
          description: spec.description,
          style: spec.style,
          extraStyles: spec.extraStyles,
          size: spec.size,
          complexity: spec.complexity,
          seed,
          resolution: spec.resolution,
          customization,
        });
        return { png: result.png, svg: result.svg, seed };
      }),
    );
  }

  return {
    name: "flash",
    generate(spec, count) {
      const base = randomInt(0, 2 ** 30);
      return render(
        spec,
        Array.from({ length: count }, (_, i) => base + i * 7919),
      );
    },
    edit(spec, count) {
      const keepsBase = spec.customization.mode !== "surprise" && typeof spec.original.seed === "number";
      const base = keepsBase ? spec.original.seed! : randomInt(0, 2 ** 30);
      return render(
        spec,
        Array.from({ length: count }, (_, i) => base + i * 7919),
        spec.customization,
      );
    },
  };
}
