import { getEnv } from "~/utils/env.server";
import { imageProviderDuration, imageProviderErrors } from "~/utils/metrics.server";
import { ImageEngineError, type ImageEngine } from "./image-engine-types.server";

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
  })().then(measured);
  return engine;
}

/** The engine with each call timed and each failure counted by kind (the metrics of /metrics). */
function measured(inner: ImageEngine): ImageEngine {
  const timed =
    <A extends unknown[]>(call: (...args: A) => Promise<Awaited<ReturnType<ImageEngine["generate"]>>>) =>
    async (...args: A) => {
      const stop = imageProviderDuration.startTimer({ engine: inner.name });
      try {
        const images = await call(...args);
        stop({ outcome: "ok" });
        return images;
      } catch (error) {
        const kind = failureKind(error);
        stop({ outcome: kind });
        imageProviderErrors.inc({ engine: inner.name, kind });
        throw error;
      }
    };
  return {
    name: inner.name,
    generate: timed((spec, count) => inner.generate(spec, count)),
    edit: timed((spec, count) => inner.edit(spec, count)),
  };
}

function failureKind(error: unknown): "rate_limited" | "unavailable" | "refused" | "other" {
  if (!(error instanceof ImageEngineError)) return "other";
  if (error.status === 429) return "rate_limited";
  if (error.retryable) return "unavailable";
  return error.status < 500 ? "refused" : "other";
}
