import type { FlashArtRequest } from "~/modules/flash-engine/types";
import type { DesignSpec } from "./image-engine-types.server";

/**
 * The embedded engine's request for one variation of a design (its seed varies the drawing and a
 * banner's lie): what the engine draws, and what it letters over a provider's art.
 */
export function flashArtRequest(spec: DesignSpec, seed: number): FlashArtRequest {
  return {
    description: spec.description,
    style: spec.style,
    extraStyles: spec.extraStyles,
    size: spec.size,
    placement: spec.placement ?? null,
    complexity: spec.complexity,
    seed,
    resolution: spec.resolution,
    ...(spec.lettering ? { lettering: spec.lettering } : {}),
  };
}
