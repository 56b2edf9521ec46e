import { getEnv } from "~/utils/env.server";
import { errorFields, logger } from "~/utils/logger.server";
import { pictureMessages } from "~/utils/messages/picture";
import { imageProviderDuration, imageProviderErrors, imageProviderFailovers } from "~/utils/metrics.server";
import {
  ImageEngineError,
  type DesignSpec,
  type EditSpec,
  type ImageEngine,
  type RenderedImage,
} from "../image-engine-types.server";
import { buildEditPrompt, buildPicturePrompt, buildTattooPrompt } from "../tattoo-prompt";
import { overDailyBudget, recordSpend } from "./image-budget.server";
import type { ImageAsk } from "./image-request";
import { isUsable, markAnswered, markGone } from "./model-lifecycle.server";
import { finaliseProviderDesign } from "./provider-design.server";
import { failureMessages, ProviderFailure } from "./provider-failure.server";
import { letteringRequest, providerLettering } from "./provider-lettering.server";
import type { DrawRequest, ImageJob, ImageProvider, ProviderDrawing } from "./provider-types.server";

type ProviderName = ImageProvider["name"];

/**
 * The ordered chain of image providers (IMAGE_PROVIDERS, e.g. `openai,google,flash`; decision
 * 024), run inside one generation job, so it keeps the job's queue place, its quota (consumed
 * once, when the job was sent), the per-account limits and the global concurrency slot. Each
 * provider in turn draws with the model for the job, unless that model is known to be gone or the
 * provider has spent its daily budget. A provider that fails (5xx, timeout, no such model, out of
 * credit, a 429 asking for a long wait) hands the job to the next; a short 429 is retried later by
 * the job queue; a safety refusal is an answer and goes nowhere else. The embedded engine, where
 * listed, draws whatever reaches it. Every provider's image is traced to SVG, and the generation's
 * lettering is set over it by the engine (provider-design); lettering alone the engine draws.
 */

const log = logger("image-providers");

export type ChainLink = ImageProvider | { name: "flash"; engine: () => Promise<ImageEngine> };

/** The job a spec is for: a customization or picture is an edit; a Pro design (2048 px) is Pro's. */
export function jobOf(spec: DesignSpec, isEdit: boolean): ImageJob {
  if (isEdit || spec.picture) return "edit";
  return spec.resolution === 2048 ? "pro" : "generate";
}

const TIER_BY_RESOLUTION = { 512: "free", 1024: "premium", 2048: "pro" } as const;

function requestOf(spec: DesignSpec | EditSpec, count: number): DrawRequest {
  const isEdit = "original" in spec;
  const ask: ImageAsk = { resolution: spec.resolution, tier: TIER_BY_RESOLUTION[spec.resolution] };
  const job = jobOf(spec, isEdit);
  const refusedMessage = spec.picture && !isEdit ? pictureMessages.refused : failureMessages.descriptionRefused;
  if (isEdit) {
    const prompt = buildEditPrompt(spec);
    return {
      job,
      prompt,
      count,
      ask,
      refusedMessage,
      input: { bytes: spec.original.png, type: "image/png", name: "design.png" },
    };
  }
  if (spec.picture) {
    const input = { bytes: spec.picture, type: "image/jpeg" as const, name: "picture.jpg" };
    return { job, prompt: buildPicturePrompt(spec), count, ask, refusedMessage, input };
  }
  return { job, prompt: buildTattooPrompt(spec), count, ask, refusedMessage };
}

/**
 * A provider's images as the design's files: each traced to SVG, each saying who drew it, and
 * the engine's lettering set over each when the generation has some (issue 37).
 */
async function finalise(
  drawing: ProviderDrawing,
  insteadOf: ProviderName | undefined,
  spec: DesignSpec | EditSpec,
): Promise<RenderedImage[]> {
  const lettered = providerLettering(spec) !== null;
  return Promise.all(
    drawing.images.map(async (image, i) => {
      const lettering = lettered ? letteringRequest(spec, i * 7919) : null;
      const files = await finaliseProviderDesign(image, lettering);
      return { ...files, drawnBy: { provider: drawing.provider, model: drawing.model }, insteadOf };
    }),
  );
}

/**
 * Lettering alone is type and ornament, which the engine sets exactly: it draws it, and customizes
 * it, whatever the chain.
 */
async function letteringAlone(spec: DesignSpec | EditSpec, count: number): Promise<RenderedImage[] | null> {
  if (spec.picture || !providerLettering(spec)?.only) return null;
  const { createFlashImageEngine } = await import("../flash-image-engine.server");
  const engine = createFlashImageEngine();
  return timed("flash", () => ("original" in spec ? engine.edit(spec, count) : engine.generate(spec, count)));
}

/** Why a link's call failed, as /metrics counts it: the chain's kind, or the embedded engine's error by its status. */
function failureKind(error: unknown): string {
  if (error instanceof ProviderFailure) return error.kind;
  if (!(error instanceof ImageEngineError)) return "other";
  if (error.status === 429) return "rate_limited";
  if (error.retryable) return "unavailable";
  return error.status < 500 ? "refused" : "other";
}

/** One link's call, timed and its failure counted by kind (inkwell_image_provider_*), the embedded engine's too. */
async function timed<T>(engine: ChainLink["name"], call: () => Promise<T>): Promise<T> {
  const stop = imageProviderDuration.startTimer({ engine });
  try {
    const result = await call();
    stop({ outcome: "ok" });
    return result;
  } catch (error) {
    const kind = failureKind(error);
    stop({ outcome: kind });
    imageProviderErrors.inc({ engine, kind });
    throw error;
  }
}

export function createProviderChain(links: ChainLink[]): ImageEngine {
  async function run(spec: DesignSpec | EditSpec, count: number): Promise<RenderedImage[]> {
    const alone = await letteringAlone(spec, count);
    if (alone) return alone;
    const request = requestOf(spec, count);
    const env = getEnv();
    // The first provider passed over: the one whose design another link draws instead.
    let insteadOf: ProviderName | undefined;
    const passOver = (link: ImageProvider, model: string, reason: string, detail?: string) => {
      insteadOf ??= link.name;
      imageProviderFailovers.inc({ provider: link.name, reason });
      const next = links[links.indexOf(link) + 1]?.name;
      log.warn(
        { provider: link.name, model, job: request.job, reason, detail, next: next ?? null },
        next
          ? `image provider ${link.name} (${model}) passed over (${reason}): ${next === "flash" ? "the embedded engine" : next} draws instead`
          : `image provider ${link.name} (${model}) passed over (${reason}) and no provider is left in IMAGE_PROVIDERS`,
      );
    };
    let last: ProviderFailure | undefined;
    for (const link of links) {
      if (link.name === "flash") {
        const engine = await link.engine();
        const images = await timed("flash", () =>
          "original" in spec ? engine.edit(spec, count) : engine.generate(spec, count),
        );
        return insteadOf ? images.map((image) => ({ ...image, insteadOf })) : images;
      }
      const model = link.models[request.job];
      const skip = !isUsable(link.name, model) ? "model_gone" : (await overDailyBudget(link.name)) ? "budget" : null;
      if (skip) {
        passOver(link, model, skip);
        continue;
      }
      try {
        const drawing = await timed(link.name, () => link.draw(request));
        markAnswered(link.name, model);
        await recordSpend(drawing, request.job).catch((error: unknown) =>
          log.error({ ...errorFields(error), provider: link.name }, "could not record an image provider's cost"),
        );
        return await finalise(drawing, insteadOf, spec);
      } catch (error) {
        if (!(error instanceof ProviderFailure)) throw error;
        const shortWait =
          error.kind === "rate_limited" && (error.retryAfterSeconds ?? 0) <= env.IMAGE_FAILOVER_AFTER_SECONDS;
        if (error.kind === "refused" || shortWait) throw error;
        if (error.kind === "model_gone") markGone(link.name, model, [request.job]);
        passOver(link, model, error.kind, error.detail);
        last = error;
      }
    }
    // Nothing left to draw: worth a later try only when the last provider's trouble passes (5xx, timeout).
    throw last ?? new ImageEngineError(failureMessages.unavailable, 503);
  }
  return {
    name: "chain",
    generate: (spec, count) => run(spec, count),
    edit: (spec, count) => run(spec, count),
  };
}
