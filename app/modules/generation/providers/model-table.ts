import table from "./model-table.json" with { type: "json" };

/**
 * The providers' models as their documentation describes them (model-table.json, checked on
 * `table.checked`; decision 024 cites each page): which exist, when each shuts down, what sizes,
 * qualities and backgrounds each takes, and what it costs. Pure data and lookups: the request
 * each plan makes (image-request.ts), the lifecycle report and the stand-ins read it.
 */

export type ProviderName = "openai" | "google" | "xai";

export type SizeRule =
  /** Any WIDTHxHEIGHT divisible by `multipleOf`, within a pixel count and an edge (GPT Image 2.x). */
  | { rule: "pixels"; multipleOf: number; minPixels: number; maxPixels: number; maxEdge: number }
  /** Only the listed sizes (GPT Image 1.x). */
  | { rule: "list"; list: string[] }
  /** Named output tiers and the edge each gives (Gemini's imageSize). */
  | { rule: "tiers"; tiers: Record<string, number> };

export interface ModelPrice {
  textInputPerMillion?: number;
  imageInputPerMillion?: number;
  imageOutputPerMillion?: number;
  textOutputPerMillion?: number;
}

export interface ModelEntry {
  provider: ProviderName;
  id: string;
  kind: "image" | "text";
  /** YYYY-MM-DD, or null when none is announced. */
  shutdownDate: string | null;
  sizes?: SizeRule;
  transparent?: boolean;
  qualities?: string[];
  /** Output tokens by size tier (Gemini bills image output by tokens per tier). */
  outputTokens?: Record<string, number>;
  price?: ModelPrice;
  sources: string[];
}

export const MODEL_TABLE_CHECKED: string = table.checked;
export const MODEL_SOURCES: Record<string, { url: string; title: string }> = table.sources;
export const MODELS = table.models as ModelEntry[];

export function findModel(provider: ProviderName, id: string): ModelEntry | undefined {
  return MODELS.find((model) => model.provider === provider && model.id === id);
}

/** A date as YYYY-MM-DD in UTC (the providers publish shutdown dates as days). */
export const dayOf = (date: Date): string => date.toISOString().slice(0, 10);

/** Whole days from `today` to `day` (negative once past). */
export function daysBetween(today: Date, day: string): number {
  return Math.round((Date.parse(`${day}T00:00:00Z`) - Date.parse(`${dayOf(today)}T00:00:00Z`)) / 86_400_000);
}

/** A model is gone from the day of its shutdown on. */
export function isShutDown(shutdownDate: string | null | undefined, today: Date): boolean {
  return Boolean(shutdownDate) && daysBetween(today, shutdownDate!) <= 0;
}

/** What the docs say of a model on `today`: gone, leaving within `warnDays`, fine, or not in the table. */
export function tableStatus(
  provider: ProviderName,
  id: string,
  today: Date,
  warnDays = 30,
): "gone" | "leaving" | "active" | "unknown" {
  const entry = findModel(provider, id);
  if (!entry) return "unknown";
  if (isShutDown(entry.shutdownDate, today)) return "gone";
  if (entry.shutdownDate && daysBetween(today, entry.shutdownDate) <= warnDays) return "leaving";
  return "active";
}
