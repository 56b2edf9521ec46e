import { z } from "zod";
import { askForJson, TextEngineError, type TextEngine } from "~/modules/text-engine/text-engine.server";
import type { TopicDraft } from "./local-trends";
import { seasonOf, type Hemisphere } from "./season";

/**
 * Trending topics from a text engine (xAI or OpenAI). The answer is validated before
 * anything is stored: a malformed answer is an error, never a half-usable set.
 */
export const AI_TOPIC_COUNT = 6;

const text = (max: number) => z.string().trim().min(1).max(max);

const topicSchema = z.object({
  topic: text(80),
  reason: text(400),
  // 3 to 5 ideas are asked for; a model that sends a few more still gives a usable topic.
  tattooIdeas: z
    .array(text(300))
    .min(3)
    .max(8)
    .transform((ideas) => ideas.slice(0, 5)),
});

const answerSchema = z.preprocess(
  (value) => (Array.isArray(value) ? { topics: value } : value),
  z.object({ topics: z.array(topicSchema).min(1).max(12) }),
);

/** The topics of a parsed JSON answer; throws TextEngineError when it is not what was asked. */
export function parseTopicsAnswer(answer: unknown, engineLabel: string): TopicDraft[] {
  const result = answerSchema.safeParse(answer);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length ? ` at ${issue.path.join(".")}` : "";
    throw new TextEngineError(`${engineLabel} answered with malformed trending topics (${issue.message}${where}).`);
  }
  const seen = new Set<string>();
  return result.data.topics.filter((topic) => {
    const key = topic.topic.toLowerCase();
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

export async function fetchAiTrendingTopics(
  engine: TextEngine,
  options: { now: Date; hemisphere: Hemisphere },
): Promise<TopicDraft[]> {
  const day = options.now.toISOString().slice(0, 10);
  const season = seasonOf(options.now, options.hemisphere);
  const answer = await askForJson(engine, {
    system:
      "You follow the tattoo industry closely: studio flash days, social media, conventions and artists. " +
      "You answer with JSON only, no prose and no Markdown.",
    user:
      `Today is ${day} (${season} in the ${options.hemisphere} hemisphere). ` +
      `List the ${AI_TOPIC_COUNT} tattoo trends people are asking for right now. ` +
      'Answer exactly this JSON shape: {"topics":[{"topic":"short trend name, at most 60 characters",' +
      '"reason":"one sentence on why it is trending now",' +
      '"tattooIdeas":["3 to 5 concrete tattoo descriptions someone could paste into a tattoo generator, one sentence each"]}]}',
  });
  return parseTopicsAnswer(answer, engine.label);
}
