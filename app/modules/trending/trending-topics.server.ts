import { randomBytes } from "node:crypto";
import { getTextEngine, TEXT_ENGINE_TIMEOUT_MS, TextEngineError } from "~/modules/text-engine/text-engine.server";
import { prisma, type TrendingTopic } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { HttpError } from "~/utils/http-error";
import { fetchAiTrendingTopics } from "./ai-trending-engine.server";
import { fetchLocalTrendingTopics } from "./local-trending-engine.server";
import type { TopicDraft } from "./local-trends";

/**
 * AI-sourced trending topics: reading, removing, and refreshing them. A refresh replaces
 * the whole set in one transaction, under a PostgreSQL advisory lock, so however many app
 * instances (or admins) ask at once, one refresh runs and the others share its result.
 */
export type TrendingSource = "xai" | "openai" | "local";

export interface PublicTopic {
  id: string;
  topic: string;
  reason: string;
  tattooIdeas: string[];
  source: string;
  fetchedAt: string;
}

export type RefreshOutcome = {
  /**
   * refreshed: this call fetched the set; joined: another refresh finished while this one waited; skipped: still fresh.
   */
  status: "refreshed" | "joined" | "skipped";
  count: number;
  source: string | null;
  fetchedAt: string | null;
};

/** A refresh that failed and kept the previous topics (an HttpError: 502 engine, 503 busy). */
export class TrendingRefreshError extends HttpError {
  override name = "TrendingRefreshError";
  constructor(message: string, status: number) {
    super(status, message);
  }
}

/** Key of the advisory lock every instance takes to refresh ("inkw" in ASCII). */
export const TRENDING_LOCK_KEY = 0x696e6b77;
/** How long a refresh waits for another one to finish before giving up. */
const LOCK_WAIT_MS = TEXT_ENGINE_TIMEOUT_MS + 30_000;

export function toPublicTopic(topic: TrendingTopic): PublicTopic {
  return {
    id: topic.id,
    topic: topic.topic,
    reason: topic.reason,
    tattooIdeas: topic.tattooIdeas,
    source: topic.source,
    fetchedAt: topic.fetchedAt.toISOString(),
  };
}

/** The current set, in the order the engine ranked it. */
export async function listTrendingTopics(): Promise<PublicTopic[]> {
  const topics = await prisma.trendingTopic.findMany({ orderBy: [{ fetchedAt: "desc" }, { id: "asc" }] });
  return topics.map(toPublicTopic);
}

/** Removes one topic; answers it, or null when there is none with that id. */
export async function deleteTrendingTopic(id: string): Promise<PublicTopic | null> {
  const topic = await prisma.trendingTopic.findUnique({ where: { id } });
  if (!topic) return null;
  const { count } = await prisma.trendingTopic.deleteMany({ where: { id } });
  return count ? toPublicTopic(topic) : null;
}

export async function trendingFacts(): Promise<{ totalTopicsInDB: number; latestTopicFetchedAt: string | null }> {
  const facts = await prisma.trendingTopic.aggregate({ _count: { _all: true }, _max: { fetchedAt: true } });
  return {
    totalTopicsInDB: facts._count._all,
    latestTopicFetchedAt: facts._max.fetchedAt?.toISOString() ?? null,
  };
}

/** Where the next refresh gets its topics (DECISIONS.md: xAI, else OpenAI, else local). */
export function currentTrendingSource(): { source: TrendingSource; label: string; model: string | null } {
  const engine = getTextEngine();
  return engine
    ? { source: engine.provider, label: engine.label, model: engine.model }
    : { source: "local", label: "Local trends", model: null };
}

async function fetchTopics(now: Date): Promise<{ source: TrendingSource; topics: TopicDraft[] }> {
  const hemisphere = getEnv().TRENDING_HEMISPHERE;
  const engine = getTextEngine();
  if (engine) return { source: engine.provider, topics: await fetchAiTrendingTopics(engine, { now, hemisphere }) };
  return { source: "local", topics: await fetchLocalTrendingTopics({ now, hemisphere }) };
}

/**
 * Replaces the topics with a fresh set. Waits while another instance refreshes, then
 * answers that refresh's result instead of asking the engine again. With
 * `skipIfYoungerThanMs` (the scheduler), a set younger than that is kept. Any failure
 * (engine down, malformed answer) rolls back: the previous topics stay.
 */
export async function refreshTrendingTopics(options: { skipIfYoungerThanMs?: number } = {}): Promise<RefreshOutcome> {
  const requestedAt = await databaseNow();
  try {
    return await prisma.$transaction(
      async (tx) => {
        await tx.$executeRawUnsafe(`SET LOCAL lock_timeout = ${LOCK_WAIT_MS}`);
        await tx.$executeRawUnsafe(`SELECT pg_advisory_xact_lock(${TRENDING_LOCK_KEY})`);

        const current = await tx.trendingTopic.aggregate({ _count: { _all: true }, _max: { fetchedAt: true } });
        const latest = current._max.fetchedAt;
        const existing = async (status: "joined" | "skipped"): Promise<RefreshOutcome> => {
          const newest = await tx.trendingTopic.findFirst({ orderBy: { fetchedAt: "desc" }, select: { source: true } });
          return {
            status,
            count: current._count._all,
            source: newest?.source ?? null,
            fetchedAt: latest?.toISOString() ?? null,
          };
        };
        if (latest && latest >= requestedAt) return existing("joined");
        if (
          latest &&
          options.skipIfYoungerThanMs &&
          requestedAt.getTime() - latest.getTime() < options.skipIfYoungerThanMs
        ) {
          return existing("skipped");
        }

        const { source, topics } = await fetchTopics(requestedAt);
        if (topics.length === 0)
          throw new TrendingRefreshError("The trending engine found no topics; nothing was changed.", 502);
        const [{ now: fetchedAt }] = await tx.$queryRaw<Array<{ now: Date }>>`SELECT clock_timestamp() AS now`;
        const batch = `${fetchedAt.getTime().toString(36)}${randomBytes(3).toString("hex")}`;
        await tx.trendingTopic.deleteMany({});
        await tx.trendingTopic.createMany({
          // Ids sort in the engine's order within a set (listTrendingTopics orders by id).
          data: topics.map((topic, index) => ({
            id: `trend_${batch}_${String(index).padStart(2, "0")}`,
            topic: topic.topic,
            reason: topic.reason,
            tattooIdeas: topic.tattooIdeas,
            source,
            fetchedAt,
          })),
        });
        return { status: "refreshed", count: topics.length, source, fetchedAt: fetchedAt.toISOString() };
      },
      { maxWait: 10_000, timeout: LOCK_WAIT_MS + TEXT_ENGINE_TIMEOUT_MS + 15_000 },
    );
  } catch (error) {
    throw asRefreshError(error);
  }
}

async function databaseNow(): Promise<Date> {
  // The database's clock, not this instance's: instances compare it with fetchedAt.
  const [{ now }] = await prisma.$queryRaw<Array<{ now: Date }>>`SELECT clock_timestamp() AS now`;
  return now;
}

function asRefreshError(error: unknown): unknown {
  if (error instanceof TrendingRefreshError) return error;
  if (error instanceof TextEngineError) {
    return new TrendingRefreshError(`${error.message} The previous topics were kept.`, error.status);
  }
  // 55P03: lock_timeout expired while another refresh held the lock.
  if (/55P03|lock timeout/i.test(String((error as { message?: unknown })?.message ?? ""))) {
    return new TrendingRefreshError("Another refresh is still running. Try again in a minute.", 503);
  }
  return error;
}
