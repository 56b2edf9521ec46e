import type { DesignLettering } from "~/modules/flash-engine/composition";
import type { LetteringChoice } from "~/modules/flash-engine/lettering/lettering-choice";
import type { Complexity, FlashArtCustomization } from "~/modules/flash-engine/types";
import { HttpError } from "~/utils/http-error";

/**
 * Image generation behind one interface: the chain of real providers (OpenAI, Google; the
 * embedded engine last, providers/provider-chain.server.ts), or the embedded flash-art engine
 * alone. Selected by configuration (IMAGE_PROVIDERS; decision 024).
 */
export interface DesignSpec {
  description: string;
  style: string;
  /** The other selected styles. */
  extraStyles: string[];
  /** A size label or custom size text (a band's: "16 x 1.2 cm", circumference by height). */
  size: string;
  /** Where it goes (issue 38; app/modules/ink/placements.ts), or null for anywhere. */
  placement?: string | null;
  complexity: Complexity;
  /** Final edge of the stored image in pixels (the plan's resolution). */
  resolution: 512 | 1024 | 2048;
  /**
   * The plan's watermark, for an engine that can lay it over its drawing as it rasterises (the
   * embedded engine; its image then says `watermarked`). Any other image is watermarked when stored.
   */
  watermark?: boolean;
  /**
   * "Start from a picture" (issue 28): the stored reference picture's bytes (JPEG, upright,
   * cropped, no metadata). Set only where a job renders: a job's payload carries its key.
   */
  picture?: Buffer;
  /** The lettering studio's choices (issue 37); the words are those the person confirmed. */
  lettering?: LetteringChoice;
}

export interface RenderedImage {
  png: Buffer;
  /** Vector source: the embedded engine's own, or a provider's image traced to SVG. */
  svg?: string;
  /** The real provider and model that drew it (absent: the embedded engine). */
  drawnBy?: { provider: "openai" | "google"; model: string };
  /** The provider whose turn it was, when it was passed over (failure, gone model, budget) and another drew. */
  insteadOf?: "openai" | "google";
  /** The embedded engine's seed, kept so customizations start from the same design. */
  seed?: number;
  /** The plan's watermark is already on it (DesignSpec.watermark). */
  watermarked?: boolean;
  /** Where each subject was drawn (the embedded engine says), for the ageing verdict. */
  regions?: Array<{ name: string; minX: number; minY: number; maxX: number; maxY: number }>;
  /** The lettering as inked (lines, fonts, layout, legibility measures), when the engine set it. */
  lettering?: DesignLettering;
}

export interface EditSpec extends DesignSpec {
  /**
   * The design being customized: its image, and what made it when it is one of ours. `unlettered`:
   * the image is a lettered provider design's art with its words taken out (issue 37), so the
   * engine sets the lettering again over the rework.
   */
  original: { png: Buffer; seed?: number | null; engine?: string | null; unlettered?: boolean };
  customization: FlashArtCustomization;
}

export interface ImageEngine {
  readonly name: "chain" | "flash";
  generate(spec: DesignSpec, count: number): Promise<RenderedImage[]>;
  edit(spec: EditSpec, count: number): Promise<RenderedImage[]>;
}

/** A failure whose message can be shown to the user as it is. */
export class ImageEngineError extends HttpError {
  override name = "ImageEngineError";
  /**
   * status: 4xx when the request itself was refused (e.g. content policy), else 502.
   * retryable: the provider was busy or failed (429, 5xx, unreachable): worth another try later.
   * refusedBySafety: the provider's safety system refused the request. A refused description still
   * counts (a refund would make refused prompts free to repeat); a refused picture is given back
   * a few times a day per account (`refundsQuota`, decisions 023 and 025).
   */
  constructor(
    message: string,
    status = 502,
    public readonly retryable = false,
    public readonly refusedBySafety = false,
  ) {
    super(status, message);
  }
}
