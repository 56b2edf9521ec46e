import type { Complexity, FlashArtCustomization } from "~/modules/flash-engine/types";
import { getEnv } from "~/utils/env.server";

/**
 * Image generation behind one interface: the OpenAI Images API, or the embedded
 * flash-art engine. Selected by configuration (IMAGE_ENGINE, OPENAI_API_KEY).
 */
export interface DesignSpec {
  description: string;
  style: string;
  /** The other selected styles. */
  extraStyles: string[];
  /** A size label or custom size text. */
  size: string;
  complexity: Complexity;
  /** Final edge of the stored image in pixels (the plan's resolution). */
  resolution: 512 | 1024 | 2048;
}

export interface RenderedImage {
  png: Buffer;
  /** Vector source, when the engine draws one (the embedded engine does). */
  svg?: string;
  /** The embedded engine's seed, kept so customizations start from the same design. */
  seed?: number;
}

export interface EditSpec extends DesignSpec {
  /** The design being customized: its image, and what made it when it is one of ours. */
  original: { png: Buffer; seed?: number | null; engine?: string | null };
  customization: FlashArtCustomization;
}

export interface ImageEngine {
  readonly name: "openai" | "flash";
  generate(spec: DesignSpec, count: number): Promise<RenderedImage[]>;
  edit(spec: EditSpec, count: number): Promise<RenderedImage[]>;
}

/** A failure whose message can be shown to the user as it is. */
export class ImageEngineError extends Error {
  override name = "ImageEngineError";
  constructor(
    message: string,
    /** 4xx when the request itself was refused (e.g. content policy), else 502. */
    public readonly status = 502,
    /** The provider was busy or failed (429, 5xx, unreachable): worth another try later. */
    public readonly retryable = false,
  ) {
    super(message);
  }
}

let engine: Promise<ImageEngine> | undefined;

export function getImageEngine(): Promise<ImageEngine> {
  engine ??= (async () => {
    const env = getEnv();
    const useOpenAi = env.IMAGE_ENGINE === "openai" || (env.IMAGE_ENGINE === "auto" && Boolean(env.OPENAI_API_KEY));
    if (useOpenAi) {
      if (!env.OPENAI_API_KEY) throw new Error("IMAGE_ENGINE=openai needs OPENAI_API_KEY");
      const { createOpenAiImageEngine } = await import("./openai-image-engine.server");
      return createOpenAiImageEngine({
        apiKey: env.OPENAI_API_KEY,
        baseURL: env.OPENAI_BASE_URL,
        model: env.OPENAI_IMAGE_MODEL,
        timeoutMs: env.OPENAI_TIMEOUT_MS,
      });
    }
    const { createFlashImageEngine } = await import("./flash-image-engine.server");
    return createFlashImageEngine();
  })();
  return engine;
}
