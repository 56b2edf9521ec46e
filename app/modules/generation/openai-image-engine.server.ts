import OpenAI, { toFile } from "openai";
import { pictureMessages } from "~/utils/messages/picture";
import { describeCustomization } from "./customization";
import {
  ImageEngineError,
  type DesignSpec,
  type EditSpec,
  type ImageEngine,
  type RenderedImage,
} from "./image-engine-types.server";
import { buildEditPrompt, buildPicturePrompt, buildTattooPrompt } from "./tattoo-prompt";

/**
 * Designs from the OpenAI Images API (gpt-image-1 by default; any compatible service
 * through OPENAI_BASE_URL). Images come back as base64 PNG at 1024 px; the pipeline
 * resizes them to the plan's resolution. A generation from a picture (issue 28) is the edit
 * call with the picture as its reference image and the tattoo prompt.
 */
export function createOpenAiImageEngine(options: {
  apiKey: string;
  baseURL?: string;
  model: string;
  timeoutMs: number;
}): ImageEngine {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });
  // DALL·E models need an explicit base64 format and make one image per call (dall-e-3).
  const isDalle = options.model.startsWith("dall-e");
  const perCall = options.model === "dall-e-3" ? 1 : 4;

  async function collect(
    count: number,
    call: (n: number) => Promise<OpenAI.ImagesResponse>,
    refused: string = descriptionRefused,
  ) {
    const images: RenderedImage[] = [];
    while (images.length < count) {
      const response = await call(Math.min(perCall, count - images.length)).catch((error: unknown) =>
        translateError(error, refused),
      );
      for (const item of response.data ?? []) {
        if (!item.b64_json) throw new ImageEngineError("The image service answered without an image.");
        images.push({ png: Buffer.from(item.b64_json, "base64") });
      }
      if (!response.data?.length) throw new ImageEngineError("The image service answered without an image.");
    }
    return images.slice(0, count);
  }

  return {
    name: "openai",
    async generate(spec: DesignSpec, count: number) {
      if (spec.picture) {
        const image = await toFile(spec.picture, "picture.jpg", { type: "image/jpeg" });
        const prompt = buildPicturePrompt(spec);
        return collect(
          count,
          (n) =>
            client.images.edit({
              model: options.model,
              image,
              prompt,
              n,
              size: "1024x1024",
              ...(isDalle ? { response_format: "b64_json" as const } : { quality: qualityFor(spec) }),
            }),
          pictureMessages.refused,
        );
      }
      const prompt = buildTattooPrompt(spec);
      return collect(count, (n) =>
        client.images.generate({
          model: options.model,
          prompt,
          n,
          size: "1024x1024",
          ...(isDalle ? { response_format: "b64_json" as const } : { quality: qualityFor(spec) }),
        }),
      );
    },
    async edit(spec: EditSpec, count: number) {
      const image = await toFile(spec.original.png, "design.png", { type: "image/png" });
      const prompt = buildEditPrompt({ ...spec, instructions: describeCustomization(spec.customization) });
      return collect(count, (n) =>
        client.images.edit({
          model: options.model,
          image,
          prompt,
          n,
          size: "1024x1024",
          ...(isDalle ? { response_format: "b64_json" as const } : {}),
        }),
      );
    },
  };
}

function qualityFor(spec: DesignSpec): "low" | "medium" | "high" {
  return spec.complexity === "Simple" ? "medium" : "high";
}

const descriptionRefused = "The image service's safety rules refused this description. Try describing it differently.";

/**
 * The SDK's errors as ImageEngineErrors; `refused` is what a safety refusal says (of a description or of a picture).
 */
function translateError(error: unknown, refused: string): never {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    throw new ImageEngineError("The image service took too long to answer. Please try again.", 504, true);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    throw new ImageEngineError("The image service cannot be reached right now. Please try again.", 502, true);
  }
  if (error instanceof OpenAI.APIError) {
    const code = (error.code ?? (error.error as { code?: string } | undefined)?.code) as string | undefined;
    if (code === "content_policy_violation" || code === "moderation_blocked") {
      throw new ImageEngineError(refused, 422, false, true);
    }
    if (error.status === 429)
      throw new ImageEngineError("The image service is busy. Please try again in a minute.", 503, true);
    const retryable = error.status === undefined || error.status >= 500;
    throw new ImageEngineError(
      `The image service could not make this design (${error.status ?? "error"}).`,
      502,
      retryable,
    );
  }
  throw error;
}
