import type { ModelEntry, ModelPrice } from "./model-table";

/**
 * What each plan asks of an image model (decision 024), from what the model takes
 * (model-table.json): its resolution made natively where the model allows it (Pro's 2048 px
 * asked at 2048, Premium's 1024 at 1024; Free's 512 at the smallest square the model draws),
 * a quality tier per plan, a transparent background where the model offers one (stencils and
 * try-on want no white box) and an opaque one where it refuses it, and the output format.
 * Pure: the providers turn it into their request, the unit tests read it directly.
 */

export type PlanTier = "anonymous" | "free" | "premium" | "pro";

export interface ImageAsk {
  /** The plan's stored edge: what the design is finished at. */
  resolution: 512 | 1024 | 2048;
  tier: PlanTier;
}

export interface OpenAiImageParams {
  size: string;
  /** The edge the model draws (the pipeline resizes it to the plan's resolution). */
  edge: number;
  quality: "low" | "medium" | "high";
  /** Omitted for a model the table does not know (the API's default then applies). */
  background?: "transparent" | "opaque";
  outputFormat: "png" | "jpeg";
}

const QUALITY_BY_TIER: Record<PlanTier, OpenAiImageParams["quality"]> = {
  anonymous: "low",
  free: "low",
  premium: "medium",
  pro: "high",
};

/** The size every GPT Image model takes (Create image reference): the fallback for a model not in the table. */
const STANDARD_SIZE = 1024;

/** The square edge to ask: the plan's own when the model draws it, else the nearest it does (larger first). */
export function squareEdgeFor(model: ModelEntry | undefined, resolution: number): number {
  const sizes = model?.sizes;
  if (!sizes) return STANDARD_SIZE;
  if (sizes.rule === "pixels") {
    const fits = (edge: number) =>
      edge % sizes.multipleOf === 0 &&
      edge * edge >= sizes.minPixels &&
      edge * edge <= sizes.maxPixels &&
      edge <= sizes.maxEdge;
    if (fits(resolution)) return resolution;
    // The smallest square the model draws that is at least the plan's edge (Free's 512: 816).
    const smallest = Math.ceil(Math.sqrt(sizes.minPixels) / sizes.multipleOf) * sizes.multipleOf;
    const edge = Math.max(smallest, Math.ceil(resolution / sizes.multipleOf) * sizes.multipleOf);
    return fits(edge) ? edge : STANDARD_SIZE;
  }
  const edges =
    sizes.rule === "list"
      ? sizes.list.flatMap((size) => {
          const [w, h] = size.split("x").map(Number);
          return w === h ? [w] : [];
        })
      : Object.values(sizes.tiers);
  const sorted = [...edges].sort((a, b) => a - b);
  return sorted.find((edge) => edge >= resolution) ?? sorted.at(-1) ?? STANDARD_SIZE;
}

export function openAiParamsFor(model: ModelEntry | undefined, ask: ImageAsk): OpenAiImageParams {
  const edge = squareEdgeFor(model, ask.resolution);
  // Free's small watermarked design needs no alpha: a JPEG is a third of the bytes to download.
  const outputFormat = ask.tier === "anonymous" || ask.tier === "free" ? "jpeg" : "png";
  const background = !model ? undefined : model.transparent && outputFormat === "png" ? "transparent" : "opaque";
  return { size: `${edge}x${edge}`, edge, quality: QUALITY_BY_TIER[ask.tier], background, outputFormat };
}

/** Gemini's imageSize tier for a plan, and the edge it gives. */
export function geminiSizeFor(model: ModelEntry | undefined, resolution: number): { imageSize: string; edge: number } {
  const sizes = model?.sizes;
  if (sizes?.rule !== "tiers") return { imageSize: "1K", edge: 1024 };
  const edge = squareEdgeFor(model, resolution);
  const imageSize = Object.entries(sizes.tiers).find(([, tierEdge]) => tierEdge === edge)?.[0] ?? "1K";
  return { imageSize, edge };
}

/** Token counts a provider reported (or we estimated) for one call. */
export interface TokenUsage {
  textInput: number;
  imageInput: number;
  imageOutput: number;
}

/** The cost of a call in US dollars from the published prices per million tokens. */
export function costOf(price: ModelPrice | undefined, usage: TokenUsage): number {
  if (!price) return 0;
  const dollars =
    (usage.textInput * (price.textInputPerMillion ?? 0) +
      usage.imageInput * (price.imageInputPerMillion ?? 0) +
      usage.imageOutput * (price.imageOutputPerMillion ?? 0)) /
    1_000_000;
  return Math.round(dollars * 1_000_000) / 1_000_000;
}

/**
 * Output tokens of one GPT Image at 1024x1024 by quality, scaled by area: only used when an
 * answer carries no `usage` (OpenAI's answers do). The published per-size table of the GPT Image
 * models, the figures of the first one; an estimate, and said to be one in the decision.
 */
const OPENAI_OUTPUT_TOKENS_1024 = { low: 272, medium: 1056, high: 4160 } as const;

export function estimateOpenAiOutputTokens(params: Pick<OpenAiImageParams, "edge" | "quality">): number {
  return Math.round(OPENAI_OUTPUT_TOKENS_1024[params.quality] * ((params.edge * params.edge) / (1024 * 1024)));
}

/** Gemini's image output tokens for a tier (the model page's table), 1120 (1K) when unknown. */
export function geminiOutputTokens(model: ModelEntry | undefined, imageSize: string): number {
  return model?.outputTokens?.[imageSize] ?? 1120;
}
