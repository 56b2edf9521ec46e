import { z } from "zod";
import { askForJson, getTextEngine, type TextEngine } from "~/modules/text-engine/text-engine.server";
import { errorFields, logger } from "~/utils/logger.server";

const log = logger("suggestions");

/**
 * Home-page suggestions from the text engine, when one is configured: a batch of ideas
 * fetched at most once an hour and served from memory. Page requests never wait for the
 * engine: while the first batch loads, or when the engine fails, the local writer answers
 * (and a failed engine is not asked again for a few minutes).
 */
export const AI_SUGGESTIONS_TTL_MS = 60 * 60 * 1000;
const RETRY_AFTER_FAILURE_MS = 5 * 60 * 1000;
const BATCH_SIZE = 12;

const answerSchema = z.object({
  suggestions: z.array(z.string().trim().min(8).max(240)).min(3).max(40),
});

interface Batch {
  engineKey: string;
  ideas: string[];
  fetchedAt: number;
  failedAt: number;
  inFlight: Promise<void> | null;
}

let batch: Batch | null = null;

/** One AI-written suggestion, or null (no engine, or no batch yet): callers fall back. */
export function aiSuggestion(random: () => number = Math.random, now = Date.now()): string | null {
  const engine = getTextEngine();
  if (!engine) return null;
  const engineKey = `${engine.provider}:${engine.model}`;
  if (batch?.engineKey !== engineKey) batch = { engineKey, ideas: [], fetchedAt: 0, failedAt: 0, inFlight: null };
  const current = batch;
  const stale = now - current.fetchedAt > AI_SUGGESTIONS_TTL_MS;
  const resting = now - current.failedAt < RETRY_AFTER_FAILURE_MS;
  if (stale && !resting && !current.inFlight) {
    current.inFlight = fetchBatch(engine)
      .then((ideas) => {
        current.ideas = ideas;
        current.fetchedAt = Date.now();
      })
      .catch((error: unknown) => {
        current.failedAt = Date.now();
        log.error({ engine: engine.label, ...errorFields(error) }, "suggestions failed, using the local writer");
      })
      .finally(() => {
        current.inFlight = null;
      });
  }
  if (current.ideas.length === 0) return null;
  return current.ideas[Math.floor(random() * current.ideas.length)];
}

/** Settles when the batch being fetched (if any) is in: for tests and warm-up. */
export async function aiSuggestionsSettled(): Promise<void> {
  await batch?.inFlight;
}

/** Forgets the batch (tests switch engines and answers). */
export function resetAiSuggestions() {
  batch = null;
}

async function fetchBatch(engine: TextEngine): Promise<string[]> {
  const answer = await askForJson(engine, {
    system: "You write tattoo ideas for a tattoo design generator. You answer with JSON only.",
    user:
      `Write ${BATCH_SIZE} varied tattoo ideas, one sentence each, naming a subject, what goes with it and a finish ` +
      '(for example "A fox curled around a crescent moon, fine linework and soft shading"). ' +
      'Answer exactly this JSON shape: {"suggestions":["..."]}',
    temperature: 0.9,
  });
  const result = answerSchema.safeParse(answer);
  if (!result.success) throw new Error(`${engine.label} answered with malformed suggestions.`);
  return [...new Set(result.data.suggestions)];
}
