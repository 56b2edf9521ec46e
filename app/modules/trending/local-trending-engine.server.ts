import { PUBLIC_AFTER_USES } from "~/modules/catalog/catalog.server";
import { BUILT_IN_STYLE_PREFIX } from "~/modules/catalog/defaults";
import { prisma } from "~/utils/db.server";
import { localTrendingTopics, type TopicDraft } from "./local-trends";
import type { Hemisphere } from "./season";

/** Days of designs the local engine reads; the last 7 are compared with the 7 before. */
export const LOCAL_WINDOW_DAYS = 14;
/** Enough to read a trend; bounded so a busy site reads a sample, not its whole history. */
const MAX_DESIGNS_READ = 5000;

/** Reads this app's recent activity and turns it into topics (see local-trends.ts). */
export async function fetchLocalTrendingTopics(options: { now: Date; hemisphere: Hemisphere }): Promise<TopicDraft[]> {
  const since = new Date(options.now.getTime() - LOCAL_WINDOW_DAYS * 24 * 3600_000);
  const [designs, communityStyles, ideas] = await Promise.all([
    prisma.design.findMany({
      // Customizations repeat their original's description: count each design once.
      where: { createdAt: { gte: since, lte: options.now }, customizedFromId: null },
      select: { description: true, style: true, createdAt: true },
      orderBy: { createdAt: "desc" },
      take: MAX_DESIGNS_READ,
    }),
    prisma.style.findMany({
      where: { NOT: { id: { startsWith: BUILT_IN_STYLE_PREFIX } }, usageCount: { gte: PUBLIC_AFTER_USES } },
      select: { name: true, usageCount: true },
    }),
    prisma.popularIdea.findMany({
      where: { OR: [{ suggestedById: null }, { usageCount: { gte: PUBLIC_AFTER_USES } }] },
      select: { text: true, usageCount: true },
    }),
  ]);
  return localTrendingTopics({
    now: options.now,
    hemisphere: options.hemisphere,
    windowDays: LOCAL_WINDOW_DAYS,
    designs,
    communityStyles,
    ideas,
  });
}
