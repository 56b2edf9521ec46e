import { readShared } from "~/modules/shared-reads/shared-reads.server";
import { prisma } from "~/utils/db.server";
import { aiSuggestion } from "./ai-suggestions.server";
import { localSuggestion } from "./local-suggestions";

/**
 * One tattoo idea for the home page's rotating suggestion. Ideas from the current
 * trending topics come up about a third of the time; otherwise the text engine's batch
 * when one is configured (ai-suggestions.server), else the local writer.
 */
export async function getSuggestion(random: () => number = Math.random): Promise<string> {
  if (random() < 0.35) {
    const topics = await readShared("TrendingTopic", "ideas", () =>
      prisma.trendingTopic.findMany({ select: { tattooIdeas: true }, take: 20 }),
    );
    const ideas = topics.flatMap((topic) => topic.tattooIdeas).filter((idea) => idea.trim().length > 0);
    if (ideas.length > 0) return ideas[Math.floor(random() * ideas.length)];
  }
  return aiSuggestion(random) ?? localSuggestion(random);
}
