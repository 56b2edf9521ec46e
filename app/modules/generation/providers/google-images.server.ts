import { ApiError, FinishReason, GoogleGenAI, type GenerateContentResponse } from "@google/genai";
import { costOf, geminiOutputTokens, geminiSizeFor } from "./image-request";
import { findModel } from "./model-table";
import { failureMessages, ProviderFailure, type FailureKind } from "./provider-failure.server";
import type { DrawRequest, ImageProvider, ModelCheck, ModelsByJob, ProviderDrawing } from "./provider-types.server";

/**
 * Google's Gemini image models ("Nano Banana") through Google's own SDK, @google/genai
 * (Apache-2.0; decision 024 says why not the AI SDK): `models.generateContent` with an image
 * answer, the plan's size tier (imageConfig.imageSize) and a square frame; an input image (a
 * design to customize, a picture) goes in as inline data. One image per call, the variations
 * side by side. Gemini draws no transparent background: the prompt asks for white.
 * `models.get` answers the lifecycle check.
 */
export function createGoogleImages(options: {
  apiKey: string;
  baseURL?: string;
  models: ModelsByJob;
  timeoutMs: number;
}): ImageProvider {
  const client = new GoogleGenAI({
    apiKey: options.apiKey,
    httpOptions: { ...(options.baseURL ? { baseUrl: options.baseURL } : {}), timeout: options.timeoutMs },
  });

  async function drawOne(request: DrawRequest, model: string, imageSize: string) {
    const parts = [
      { text: request.prompt },
      ...(request.input
        ? [{ inlineData: { mimeType: request.input.type, data: request.input.bytes.toString("base64") } }]
        : []),
    ];
    const response = await client.models
      .generateContent({
        model,
        contents: [{ role: "user", parts }],
        config: { responseModalities: ["IMAGE"], imageConfig: { imageSize, aspectRatio: "1:1" } },
      })
      .catch((error: unknown) => translateError(error, model));
    return { image: imageOf(response, model, request.refusedMessage), usage: response.usageMetadata };
  }

  async function draw(request: DrawRequest): Promise<ProviderDrawing> {
    const model = options.models[request.job];
    const entry = findModel("google", model);
    const { imageSize, edge } = geminiSizeFor(entry, request.ask.resolution);
    const calls = await Promise.all(Array.from({ length: request.count }, () => drawOne(request, model, imageSize)));
    const costUsd = calls.reduce((sum, call) => {
      const output = call.usage?.candidatesTokenCount ?? geminiOutputTokens(entry, imageSize);
      return (
        sum + costOf(entry?.price, { textInput: call.usage?.promptTokenCount ?? 0, imageInput: 0, imageOutput: output })
      );
    }, 0);
    return { provider: "google", model, images: calls.map((call) => call.image), costUsd, edge };
  }

  async function checkModel(id: string): Promise<ModelCheck> {
    try {
      await client.models.get({ model: id });
      return { exists: true, shutdownDate: null };
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) return { exists: false, shutdownDate: null };
      throw error;
    }
  }

  return { name: "google", models: options.models, draw, checkModel };
}

const SAFETY_FINISH = new Set<string>([
  FinishReason.SAFETY,
  FinishReason.IMAGE_SAFETY,
  FinishReason.PROHIBITED_CONTENT,
  FinishReason.IMAGE_PROHIBITED_CONTENT,
  FinishReason.BLOCKLIST,
  FinishReason.SPII,
]);

/** The answer's image, or why there is none: a safety block is a refusal, anything else no image. */
function imageOf(response: GenerateContentResponse, model: string, refused: string): Buffer {
  const blocked = response.promptFeedback?.blockReason;
  const candidate = response.candidates?.[0];
  if (blocked || (candidate?.finishReason && SAFETY_FINISH.has(candidate.finishReason))) {
    throw new ProviderFailure(refused, "refused", "google", model, {
      detail: `${blocked ?? candidate?.finishReason}`,
    });
  }
  const data = candidate?.content?.parts?.find((part) => part.inlineData?.data)?.inlineData?.data;
  if (!data) throw new ProviderFailure(failureMessages.noImage, "unavailable", "google", model);
  return Buffer.from(data, "base64");
}

/**
 * Google's error body:
 * { error: { code, message, status, details: [{ "@type": …RetryInfo, retryDelay: "37s" }] } }.
 */
interface GoogleErrorBody {
  error?: { code?: number; message?: string; status?: string; details?: Array<{ retryDelay?: string }> };
}

function translateError(error: unknown, model: string): never {
  const fail = (
    message: string,
    kind: FailureKind,
    extra: { status?: number; retryAfterSeconds?: number; detail?: string } = {},
  ): never => {
    throw new ProviderFailure(message, kind, "google", model, extra);
  };
  if (!(error instanceof ApiError)) {
    const name = (error as { name?: string } | null)?.name;
    if (name === "AbortError" || name === "TimeoutError") fail(failureMessages.timeout, "timeout");
    if (error instanceof TypeError) fail(failureMessages.unavailable, "unavailable");
    throw error;
  }
  let body: GoogleErrorBody = {};
  try {
    body = JSON.parse(error.message) as GoogleErrorBody;
  } catch {
    // Not JSON: the status says enough.
  }
  const detail = body.error?.message ?? error.message;
  const status = body.error?.status;
  if (error.status === 404) fail(failureMessages.failed(404), "model_gone", { detail });
  if (error.status === 429) {
    // A spent prepaid balance or a billing cap is not a wait: the account needs credit.
    if (/billing|credit|prepa(id|y)/i.test(detail))
      fail(failureMessages.busy, "out_of_credit", { status: 503, detail });
    const delay = body.error?.details?.find((entry) => entry.retryDelay)?.retryDelay;
    const seconds = delay && /^\d+(\.\d+)?s$/.test(delay) ? Math.ceil(parseFloat(delay)) : undefined;
    fail(failureMessages.busy, "rate_limited", { status: 503, retryAfterSeconds: seconds, detail });
  }
  if (error.status === 402) fail(failureMessages.busy, "out_of_credit", { status: 503, detail });
  if (error.status >= 500) fail(failureMessages.failed(error.status), "unavailable", { detail });
  return fail(failureMessages.failed(error.status), "rejected", { detail: `${status ?? ""} ${detail}`.trim() });
}
