import { getEnv, type Env } from "~/utils/env.server";
import type { ImageEngine } from "./image-engine-types.server";
import type { ChainLink } from "./providers/provider-chain.server";
import type { ImageProvider } from "./providers/provider-types.server";

/**
 * Image generation behind one interface (types and error in `image-engine-types.server.ts`,
 * which the engines import, so there is no import loop): the ordered chain of providers
 * (IMAGE_PROVIDERS: OpenAI, Google, the embedded engine; decision 024), or the embedded
 * flash-art engine alone when no real provider is configured.
 */
export { ImageEngineError } from "./image-engine-types.server";
export type { DesignSpec, EditSpec, ImageEngine, RenderedImage } from "./image-engine-types.server";

type Link = "openai" | "google" | "flash";

/**
 * The chain's order: IMAGE_PROVIDERS as written; unset, the providers with a key (OpenAI, then
 * Google) and the embedded engine last; the legacy IMAGE_ENGINE=flash keeps everything local.
 */
export function providerOrder(env: Env): Link[] {
  if (env.IMAGE_PROVIDERS) return env.IMAGE_PROVIDERS;
  if (env.IMAGE_ENGINE === "flash") return ["flash"];
  const order: Link[] = [];
  if (env.OPENAI_API_KEY) order.push("openai");
  if (env.GOOGLE_API_KEY) order.push("google");
  if (env.IMAGE_ENGINE === "openai" && !env.OPENAI_API_KEY) throw new Error("IMAGE_ENGINE=openai needs OPENAI_API_KEY");
  return env.IMAGE_ENGINE === "openai" ? order : [...order, "flash"];
}

let providers: Promise<ImageProvider[]> | undefined;

/** The configured real providers, in the chain's order (each made once). */
export function getImageProviders(): Promise<ImageProvider[]> {
  providers ??= (async () => {
    const env = getEnv();
    const made: ImageProvider[] = [];
    for (const name of providerOrder(env)) {
      if (name === "openai" && env.OPENAI_API_KEY) {
        const { createOpenAiImages } = await import("./providers/openai-images.server");
        made.push(
          createOpenAiImages({
            apiKey: env.OPENAI_API_KEY,
            baseURL: env.OPENAI_BASE_URL,
            timeoutMs: env.OPENAI_TIMEOUT_MS,
            models: {
              generate: env.OPENAI_IMAGE_MODEL,
              pro: env.OPENAI_IMAGE_PRO_MODEL,
              edit: env.OPENAI_IMAGE_EDIT_MODEL,
            },
          }),
        );
      }
      if (name === "google" && env.GOOGLE_API_KEY) {
        const { createGoogleImages } = await import("./providers/google-images.server");
        made.push(
          createGoogleImages({
            apiKey: env.GOOGLE_API_KEY,
            baseURL: env.GOOGLE_BASE_URL,
            timeoutMs: env.GOOGLE_TIMEOUT_MS,
            models: {
              generate: env.GOOGLE_IMAGE_MODEL,
              pro: env.GOOGLE_IMAGE_PRO_MODEL,
              edit: env.GOOGLE_IMAGE_EDIT_MODEL,
            },
          }),
        );
      }
    }
    return made;
  })();
  return providers;
}

let engine: Promise<ImageEngine> | undefined;

async function flashEngine(): Promise<ImageEngine> {
  const { createFlashImageEngine } = await import("./flash-image-engine.server");
  return createFlashImageEngine();
}

/** For tests: forget the providers and the chain, so the next call reads the configuration again. */
export function resetImageEngine() {
  providers = undefined;
  engine = undefined;
}

export function getImageEngine(): Promise<ImageEngine> {
  engine ??= (async () => {
    const order = providerOrder(getEnv());
    const real = await getImageProviders();
    const { createProviderChain } = await import("./providers/provider-chain.server");
    // The embedded engine alone is a chain of one: timed and counted on /metrics as any link.
    if (real.length === 0) return createProviderChain([{ name: "flash", engine: flashEngine }]);
    let flash: Promise<ImageEngine> | undefined;
    const links: ChainLink[] = order.flatMap((name): ChainLink[] => {
      if (name === "flash") return [{ name: "flash", engine: () => (flash ??= flashEngine()) }];
      return real.filter((provider) => provider.name === name);
    });
    return createProviderChain(links);
  })();
  return engine;
}
