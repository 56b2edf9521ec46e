import type { ImageEngine } from "./image-engine-types.server";
import { getEnv } from "~/utils/env.server";

/**
 * Image generation behind one interface (types and error in `image-engine-types.server.ts`,
 * which the engines import, so there is no import loop): the OpenAI Images API, or the
 * embedded flash-art engine. Selected by configuration (IMAGE_ENGINE, OPENAI_API_KEY).
 */
export { ImageEngineError } from "./image-engine-types.server";
export type { DesignSpec, EditSpec, ImageEngine, RenderedImage } from "./image-engine-types.server";

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
