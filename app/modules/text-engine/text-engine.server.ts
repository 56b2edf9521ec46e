import OpenAI from "openai";
import { getEnv } from "~/utils/env.server";

/**
 * The configured text engine (DECISIONS.md): xAI through its OpenAI-compatible endpoint
 * when XAI_API_KEY is set, else OpenAI when OPENAI_API_KEY is set, else none (callers then
 * use their local generator). Both go through the real `openai` SDK.
 */
export type TextEngineProvider = "xai" | "openai";

export interface TextEngine {
  provider: TextEngineProvider;
  /** For messages: "xAI" or "OpenAI". */
  label: string;
  model: string;
  client: OpenAI;
}

/** Text answers are short: a minute is plenty, and the admin waits for it. */
export const TEXT_ENGINE_TIMEOUT_MS = 60_000;

export class TextEngineError extends Error {
  constructor(
    message: string,
    /** The HTTP status to answer with: 502 (bad answer), 503 (busy) or 504 (timeout). */
    public readonly status = 502,
  ) {
    super(message);
    this.name = "TextEngineError";
  }
}

let cached: { key: string; engine: TextEngine } | undefined;

export function getTextEngine(): TextEngine | null {
  const env = getEnv();
  const settings = env.XAI_API_KEY
    ? {
        provider: "xai" as const,
        label: "xAI",
        apiKey: env.XAI_API_KEY,
        baseURL: env.XAI_BASE_URL,
        model: env.XAI_MODEL,
      }
    : env.OPENAI_API_KEY
      ? {
          provider: "openai" as const,
          label: "OpenAI",
          apiKey: env.OPENAI_API_KEY,
          baseURL: env.OPENAI_BASE_URL,
          model: env.OPENAI_TEXT_MODEL,
        }
      : null;
  if (!settings) return null;
  const key = JSON.stringify(settings);
  if (cached?.key !== key) {
    const client = new OpenAI({
      apiKey: settings.apiKey,
      baseURL: settings.baseURL,
      timeout: TEXT_ENGINE_TIMEOUT_MS,
      maxRetries: 0,
    });
    cached = { key, engine: { provider: settings.provider, label: settings.label, model: settings.model, client } };
  }
  return cached.engine;
}

/**
 * Asks for a JSON object and answers it parsed (not yet validated: callers hold the
 * schema). Every failure becomes a TextEngineError with a message an admin can act on.
 */
export async function askForJson(
  engine: TextEngine,
  prompt: { system: string; user: string; temperature?: number },
): Promise<unknown> {
  let content: string | null | undefined;
  try {
    const completion = await engine.client.chat.completions.create({
      model: engine.model,
      temperature: prompt.temperature ?? 0.7,
      response_format: { type: "json_object" },
      messages: [
        { role: "system", content: prompt.system },
        { role: "user", content: prompt.user },
      ],
    });
    content = completion.choices[0]?.message?.content;
  } catch (error) {
    throw translateError(engine, error);
  }
  if (!content?.trim()) throw new TextEngineError(`${engine.label} answered with an empty message.`);
  try {
    return JSON.parse(stripCodeFence(content));
  } catch {
    throw new TextEngineError(`${engine.label} answered with text that is not JSON.`);
  }
}

/** Models sometimes wrap JSON in a Markdown code fence even when asked not to. */
export function stripCodeFence(text: string): string {
  const fenced = /^\s*```(?:json)?\s*([\s\S]*?)\s*```\s*$/i.exec(text);
  return fenced ? fenced[1] : text.trim();
}

function translateError(engine: TextEngine, error: unknown): TextEngineError {
  if (error instanceof OpenAI.APIConnectionTimeoutError) {
    return new TextEngineError(`${engine.label} did not answer within ${TEXT_ENGINE_TIMEOUT_MS / 1000} seconds.`, 504);
  }
  if (error instanceof OpenAI.APIConnectionError) {
    return new TextEngineError(`${engine.label} cannot be reached right now.`);
  }
  if (error instanceof OpenAI.APIError) {
    if (error.status === 401 || error.status === 403) {
      return new TextEngineError(`${engine.label} refused the API key (${error.status}). Check its configuration.`);
    }
    if (error.status === 429) return new TextEngineError(`${engine.label} is busy (429). Try again in a minute.`, 503);
    return new TextEngineError(`${engine.label} answered with an error (${error.status ?? "unknown status"}).`);
  }
  return new TextEngineError(
    `${engine.label} could not be asked: ${error instanceof Error ? error.message : String(error)}`,
  );
}
