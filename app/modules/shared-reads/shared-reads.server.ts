import pg from "pg";
import { noteDatabaseError } from "~/utils/database-health.server";
import { getEnv } from "~/utils/env.server";

/**
 * Shared reads: tables every page reads and few requests change (styles, popular ideas,
 * trending topics) are kept in memory per instance, so the home page does not query them
 * on every request. Every instance LISTENs on one PostgreSQL channel; a trigger on each
 * table NOTIFYs it when a change commits (migration 20261123040000), from whichever
 * instance or tool made it, and each instance drops its copy. This instance's own writes
 * through Prisma also drop it at once (shared-write-watch.server.ts), so a person sees
 * their own change on the next request.
 *
 * Nothing is cached while the listener is not connected (a change could go unseen): reads
 * then go to the database, and the cache starts empty once it is back.
 */
export const SHARED_READ_CHANNEL = "inkwell_shared_reads";
export const SHARED_TABLES = ["Style", "PopularIdea", "TrendingTopic"] as const;
export type SharedTable = (typeof SHARED_TABLES)[number];

/** A safety net only: notifications drop copies long before this. */
const MAX_AGE_MS = 10 * 60_000;
const RECONNECT_MS = 2_000;

const entries = new Map<string, { value: Promise<unknown>; storedAt: number }>();
let state: "idle" | "connecting" | "listening" | "waiting" | "stopped" = "idle";
let client: pg.Client | null = null;
const stats = { loads: 0, hits: 0, invalidations: 0 };

/**
 * The value of `load()` for this key, from memory while it is fresh. `table` names the
 * table whose changes make it stale. Concurrent readers of a missing key share one load.
 */
export async function readShared<T>(table: SharedTable, key: string, load: () => Promise<T>): Promise<T> {
  if (state !== "listening") {
    startListening();
    stats.loads++;
    return load();
  }
  const fullKey = `${table}:${key}`;
  const entry = entries.get(fullKey);
  if (entry && Date.now() - entry.storedAt < MAX_AGE_MS) {
    stats.hits++;
    return entry.value as Promise<T>;
  }
  stats.loads++;
  const value = load();
  entries.set(fullKey, { value, storedAt: Date.now() });
  // A failed load is not kept.
  value.catch(() => {
    if (entries.get(fullKey)?.value === value) entries.delete(fullKey);
  });
  return value;
}

/** Drops every copy read from this table (or from all of them). */
export function invalidateShared(table?: string) {
  stats.invalidations++;
  if (!table) return entries.clear();
  for (const key of entries.keys()) if (key.startsWith(`${table}:`)) entries.delete(key);
}

/** Counters for tests and the bench. */
export function sharedReadStats() {
  return { ...stats, listening: state === "listening", entries: entries.size };
}

/** Connects the listener (once; again after a lost connection). */
export function startListening() {
  if (state !== "idle") return;
  const url = getEnv().DATABASE_URL;
  if (!url) return;
  state = "connecting";
  const listener = new pg.Client({ connectionString: url, application_name: "inkwell shared-read listener" });
  client = listener;
  listener.on("notification", (message) => {
    if (message.channel === SHARED_READ_CHANNEL) invalidateShared(message.payload || undefined);
  });
  listener.on("error", (error) => {
    noteDatabaseError(error);
    lost(listener);
  });
  listener.on("end", () => lost(listener));
  listener
    .connect()
    .then(() => listener.query(`LISTEN ${SHARED_READ_CHANNEL}`))
    .then(() => {
      if (client !== listener) return;
      // The listener must not keep a process alive on its own (tests, scripts).
      (listener as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
      entries.clear();
      state = "listening";
    })
    .catch(() => lost(listener));
}

function lost(listener: pg.Client) {
  if (client !== listener || state === "stopped") return;
  client = null;
  entries.clear();
  state = "waiting";
  listener.end().catch(() => {});
  setTimeout(() => {
    if (state === "waiting") state = "idle";
  }, RECONNECT_MS).unref();
}

/** Stops listening and forgets everything (shutdown, tests). */
export async function stopSharedReads() {
  const listener = client;
  client = null;
  state = "stopped";
  entries.clear();
  await listener?.end().catch(() => {});
}
