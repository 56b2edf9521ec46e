import OpenAI, { toFile } from "openai";
import {
  costOf,
  estimateOpenAiOutputTokens,
  openAiParamsFor,
  type OpenAiImageParams,
  type TokenUsage,
} from "./image-request";
import { findModel } from "./model-table";
import { failureMessages, ProviderFailure, retryAfterSeconds } from "./provider-failure.server";
import type { DrawRequest, ImageProvider, ModelCheck, ModelsByJob, ProviderDrawing } from "./provider-types.server";

/**
 * OpenAI's Images API (decision 024): `images.generate` for a description, `images.edit` for a
 * customization or a picture, each with the job's model (ModelsByJob), at the plan's size,
 * quality, background and format (image-request.ts). Any compatible service through baseURL.
 * The SDK's errors become ProviderFailures the chain can act on; a call's cost comes from the
 * `usage` OpenAI answers with and the model's published prices.
 */
export function createOpenAiImages(options: {
  apiKey: string;
  baseURL?: string;
  models: ModelsByJob;
  timeoutMs: number;
}): ImageProvider {
  const client = new OpenAI({
    apiKey: options.apiKey,
    baseURL: options.baseURL,
    timeout: options.timeoutMs,
    maxRetries: 0,
  });

  async function draw(request: DrawRequest): Promise<ProviderDrawing> {
    const model = options.models[request.job];
    const entry = findModel("openai", model);
    const params = openAiParamsFor(entry, request.ask);
    const common = {
      model,
      prompt: request.prompt,
      n: request.count,
      size: params.size,
      quality: params.quality,
      output_format: params.outputFormat,
      ...(params.outputFormat === "jpeg" ? { output_compression: 90 } : {}),
      ...(params.background ? { background: params.background } : {}),
    };
    const response = await (
      request.input
        ? client.images.edit({
            ...common,
            image: await toFile(request.input.bytes, request.input.name, { type: request.input.type }),
          })
        : client.images.generate(common)
    ).catch((error: unknown) => translateError(error, model, request.refusedMessage));
    const images = (response.data ?? []).map((item) => {
      if (!item.b64_json) throw new ProviderFailure(failureMessages.noImage, "unavailable", "openai", model);
      return Buffer.from(item.b64_json, "base64");
    });
    if (images.length === 0) throw new ProviderFailure(failureMessages.noImage, "unavailable", "openai", model);
    const usage = usageOf(response.usage, params, images.length);
    return { provider: "openai", model, images, costUsd: costOf(entry?.price, usage), edge: params.edge };
  }

  return { name: "openai", models: options.models, draw, checkModel: (id) => checkModel(client, id) };
}

/** The tokens OpenAI reported, or an estimate from the size and quality when it did not. */
function usageOf(reported: OpenAI.ImagesResponse["usage"], params: OpenAiImageParams, count: number): TokenUsage {
  if (reported) {
    const details = reported.input_tokens_details;
    return {
      textInput: details?.text_tokens ?? reported.input_tokens,
      imageInput: details?.image_tokens ?? 0,
      imageOutput: reported.output_tokens,
    };
  }
  return { textInput: 0, imageInput: 0, imageOutput: estimateOpenAiOutputTokens(params) * count };
}

/** The Models API: each configured model's `shutdown_date` (null when none is announced), or that it is unknown. */
async function checkModel(client: OpenAI, id: string): Promise<ModelCheck> {
  try {
    const model = await client.models.retrieve(id);
    return { exists: true, shutdownDate: model.shutdown_date ?? null };
  } catch (error) {
    if (error instanceof OpenAI.NotFoundError) return { exists: false, shutdownDate: null };
    throw error;
  }
}

function translateError(error: unknown, model: string, refused: string): never {
  const fail = (message: string, kind: ConstructorParameters<typeof ProviderFailure>[1], extra = {}): never => {
    throw new ProviderFailure(message, kind, "openai", model, extra);
  };
  if (error instanceof OpenAI.APIConnectionTimeoutError) fail(failureMessages.timeout, "timeout");
  if (error instanceof OpenAI.APIConnectionError) fail(failureMessages.unavailable, "unavailable");
  if (!(error instanceof OpenAI.APIError)) throw error;
  const code = (error.code ?? (error.error as { code?: string } | undefined)?.code) as string | undefined;
  const detail = error.message;
  if (code === "content_policy_violation" || code === "moderation_blocked") fail(refused, "refused", { detail });
  if (error.status === 404 || code === "model_not_found") {
    fail(failureMessages.failed(error.status ?? 404), "model_gone", { detail });
  }
  if (code === "insufficient_quota" || code === "billing_hard_limit_reached" || error.status === 402) {
    fail(failureMessages.busy, "out_of_credit", { status: 503, detail });
  }
  if (error.status === 429) {
    const wait = retryAfterSeconds(error.headers?.get("retry-after"));
    fail(failureMessages.busy, "rate_limited", { status: 503, retryAfterSeconds: wait, detail });
  }
  if (error.status === undefined || error.status >= 500)
    fail(failureMessages.failed(error.status ?? "error"), "unavailable", { detail });
  return fail(failureMessages.failed(error.status), "rejected", { detail });
}
