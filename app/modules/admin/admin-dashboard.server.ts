import { displayName } from "~/modules/auth/users.server";
import { PUBLIC_AFTER_USES } from "~/modules/catalog/catalog.server";
import { BUILT_IN_STYLE_PREFIX, DEFAULT_STYLES } from "~/modules/catalog/defaults";
import { getSchedulerStatus } from "~/modules/trending/scheduler-status.server";
import { listTrendingTopics } from "~/modules/trending/trending-topics.server";
import { prisma } from "~/utils/db.server";
import { loadImageServiceStatus } from "./image-service-status.server";

/** Everything /admin shows (spec §2 Admin), in one round of queries. */
export const ADMIN_LIST_LIMIT = 200;

const userMade = { NOT: { id: { startsWith: BUILT_IN_STYLE_PREFIX } } };
const author = { select: { firstName: true, lastName: true, email: true } } as const;

export interface SuggestionRow {
  id: string;
  label: string;
  usageCount: number;
  createdAt: string;
  isPublic: boolean;
  author: string | null;
}

export async function loadAdminDashboard() {
  const [totalStyles, userStyles, totalIdeas, userIdeas, styles, ideas, defaults, topics, scheduler, imageService] =
    await Promise.all([
      prisma.style.count(),
      prisma.style.count({ where: userMade }),
      prisma.popularIdea.count(),
      prisma.popularIdea.count({ where: userMade }),
      prisma.style.findMany({
        where: userMade,
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: ADMIN_LIST_LIMIT,
        include: { suggestedBy: author },
      }),
      prisma.popularIdea.findMany({
        where: userMade,
        orderBy: [{ createdAt: "desc" }, { id: "asc" }],
        take: ADMIN_LIST_LIMIT,
        include: { suggestedBy: author },
      }),
      prisma.style.findMany({
        where: { id: { startsWith: BUILT_IN_STYLE_PREFIX } },
        select: { id: true, name: true, usageCount: true },
      }),
      listTrendingTopics(),
      getSchedulerStatus(),
      loadImageServiceStatus(),
    ]);

  const row = (entry: (typeof styles)[number] | (typeof ideas)[number], label: string): SuggestionRow => ({
    id: entry.id,
    label,
    usageCount: entry.usageCount,
    createdAt: entry.createdAt.toISOString(),
    isPublic: entry.usageCount >= PUBLIC_AFTER_USES,
    author: entry.suggestedBy ? (entry.suggestedBy.email ?? displayName(entry.suggestedBy)) : null,
  });
  const order = new Map<string, number>(DEFAULT_STYLES.map((style, index) => [style.id, index]));

  return {
    stats: {
      totalStyles,
      userSuggestions: userStyles,
      ideaSuggestions: userIdeas,
      totalIdeas,
      xaiTopics: topics.length,
    },
    publicAfterUses: PUBLIC_AFTER_USES,
    suggestedStyles: styles.map((style) => row(style, style.name)),
    suggestedIdeas: ideas.map((idea) => row(idea, idea.text)),
    defaultStyles: defaults.sort((a, b) => (order.get(a.id) ?? 99) - (order.get(b.id) ?? 99)),
    topics,
    scheduler,
    imageService,
  };
}

export type AdminDashboard = Awaited<ReturnType<typeof loadAdminDashboard>>;
