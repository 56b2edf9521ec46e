import type { ImageAsk } from "./image-request";

/**
 * One real image provider behind the chain (provider-chain.server.ts): OpenAI's Images API or
 * Google's Gemini image models. Each draws one job's images with the model configured for that
 * job and says what the call cost; the lifecycle check asks it about its models.
 */

/** The jobs a model is chosen for (decision 024): a description, a Pro design, a customization or picture. */
export type ImageJob = "generate" | "pro" | "edit";

export type ModelsByJob = Record<ImageJob, string>;

export interface DrawRequest {
  job: ImageJob;
  prompt: string;
  count: number;
  ask: ImageAsk;
  /** The image to work from: the design being customized, or the person's picture. */
  input?: { bytes: Buffer; type: "image/png" | "image/jpeg"; name: string };
  /** What a safety refusal tells the person (a description's or a picture's wording). */
  refusedMessage: string;
}

export interface ProviderDrawing {
  provider: "openai" | "google";
  model: string;
  images: Buffer[];
  /** Estimated from the provider's published prices and the call (tokens, size, quality). */
  costUsd: number;
  /** The edge the model was asked to draw. */
  edge: number;
}

/** What a provider's own models endpoint says of a model. */
export interface ModelCheck {
  exists: boolean;
  shutdownDate: string | null;
}

export interface ImageProvider {
  readonly name: "openai" | "google";
  readonly models: ModelsByJob;
  draw(request: DrawRequest): Promise<ProviderDrawing>;
  checkModel(id: string): Promise<ModelCheck>;
}
