import { createHmac } from "node:crypto";
import pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Tier } from "~/modules/plans/plans";
import { addressKey } from "~/utils/client-address";
import { getEnv } from "~/utils/env.server";
import { HttpError } from "~/utils/http-error";
import { limitMessages } from "~/utils/messages/limits";
import { RATE_LIMITS, type LimitedAction, type LimitWindow } from "./limits";
import { errorFields, logger } from "~/utils/logger.server";
import { rateLimitRefusals, watchPool } from "~/utils/metrics.server";
import { currentKey } from "~/utils/keys.server";

const log = logger("rate-limit");

/**
 * Enforces RATE_LIMITS (limits.ts) with rate-limiter-flexible's PostgreSQL store, so every
 * instance shares the same counters. The table "RateLimit" comes from our migration
 * (20261123020000_rate_limits), never from the library at run time. Client addresses are
 * stored only as a keyed hash, IPv6 by its /64 (one subscriber's network).
 */

export interface RateLimitSubject {
  tier: Tier;
  /** The signed-in account, or null for a visitor. */
  accountId: string | null;
  clientIp: string;
}

export interface RateLimitRefusal {
  message: string;
  retryAfterSeconds: number;
}

const TABLE = "RateLimit";

interface Store {
  url: string;
  pool: pg.Pool;
  limiters: Map<string, RateLimiterPostgres>;
}

const globalForLimits = globalThis as unknown as { inkwellRateLimits?: Store };

function store(): Store {
  const url = getEnv().DATABASE_URL ?? "";
  const current = globalForLimits.inkwellRateLimits;
  if (current && current.url === url) return current;
  if (!url) throw new Error("DATABASE_URL is not set.");
  const pool = new pg.Pool({ connectionString: url, max: 4, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
  pool.on("error", (error) => log.error(errorFields(error), "an idle connection failed"));
  watchPool("rate-limits", pool);
  const created: Store = { url, pool, limiters: new Map() };
  globalForLimits.inkwellRateLimits = created;
  return created;
}

/** Ends the rate limits' connection pool (at shutdown, before the database goes away). */
export async function closeRateLimitPool(): Promise<void> {
  const current = globalForLimits.inkwellRateLimits;
  globalForLimits.inkwellRateLimits = undefined;
  await current?.pool.end();
}

function limiterFor(name: string, window: LimitWindow): RateLimiterPostgres {
  const { pool, limiters } = store();
  const id = `${name}:${window.points}/${window.seconds}`;
  let limiter = limiters.get(id);
  if (!limiter) {
    limiter = new RateLimiterPostgres({
      storeClient: pool,
      storeType: "pool",
      tableName: TABLE,
      tableCreated: true,
      // Expired rows are deleted by the library every 5 minutes (rows expired an hour ago).
      clearExpiredByTimeout: true,
      keyPrefix: id,
      points: window.points,
      duration: window.seconds,
    });
    limiters.set(id, limiter);
  }
  return limiter;
}

/** The key an address counts under: the address (IPv6 by its /64), kept only as a keyed hash. */
export function hashedAddressKey(ip: string): string {
  return createHmac("sha256", currentKey("rate-limit-address"))
    .update(`rate-limit:${addressKey(ip)}`)
    .digest("base64url")
    .slice(0, 27);
}

function humanWait(seconds: number): string {
  if (seconds < 90) return `${seconds} second${seconds === 1 ? "" : "s"}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 90) return `${minutes} minutes`;
  return `${Math.ceil(minutes / 60)} hours`;
}

interface Check {
  name: string;
  key: string;
  window: LimitWindow;
  message: (wait: string) => string;
}

function checksFor(action: LimitedAction, subject: RateLimitSubject): Check[] {
  const limits = RATE_LIMITS[action];
  const checks: Check[] = [];
  const { minute, day } = limits.account;
  if (subject.accountId) {
    const accountKey = `a:${subject.accountId}`;
    if (minute) {
      const message =
        action === "generation" ? (wait: string) => limitMessages.generationPerMinute(minute.points, wait) : otherMessage(action);
      checks.push({ name: `${action}:account`, key: accountKey, window: minute, message });
    }
    if (day) {
      const message = action === "generation" ? (wait: string) => limitMessages.generationPerDay(day.points, wait) : otherMessage(action);
      checks.push({ name: `${action}:account-day`, key: accountKey, window: day, message });
    }
  }
  checks.push({
    name: `${action}:address`,
    key: `ip:${hashedAddressKey(subject.clientIp)}`,
    window: limits.address,
    message: action === "generation" ? limitMessages.generationPerAddress : otherMessage(action),
  });
  return checks;
}

function otherMessage(action: LimitedAction): (wait: string) => string {
  if (action === "render") return limitMessages.render;
  if (action === "signIn") return limitMessages.signIn;
  if (action === "checkout") return limitMessages.checkout;
  return (wait) => limitMessages.generationPerAddress(wait);
}

/**
 * Counts one `action` for this subject against every window that applies. Answers null
 * when allowed, or the refusal with its wait. A store failure lets the request through
 * (logged): the limits protect cost, they must not take the app down with the database.
 */
export async function consumeRateLimit(action: LimitedAction, subject: RateLimitSubject): Promise<RateLimitRefusal | null> {
  for (const check of checksFor(action, subject)) {
    try {
      await limiterFor(check.name, check.window).consume(check.key, 1);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        const retryAfterSeconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
        rateLimitRefusals.inc({ limit: check.name });
        return { message: check.message(humanWait(retryAfterSeconds)), retryAfterSeconds };
      }
      log.error({ limit: check.name, ...errorFields(outcome) }, "a limit could not be counted (the request was let through)");
    }
  }
  return null;
}

/** The 429 answer for a refusal: JSON `{ message }` (or plain text) with Retry-After. */
export function rateLimitResponse(refusal: RateLimitRefusal, format: "json" | "text" = "json"): Response {
  const headers = { "Retry-After": String(refusal.retryAfterSeconds) };
  if (format === "text") {
    return new Response(refusal.message, { status: 429, headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" } });
  }
  return Response.json({ message: refusal.message }, { status: 429, headers });
}

/**
 * For work that a form and a JSON route share (one module function): counts the action and
 * throws the refusal as a 429 HttpError with Retry-After, which each answers its own way.
 */
export async function assertWithinRateLimit(action: LimitedAction, subject: RateLimitSubject): Promise<void> {
  const refusal = await consumeRateLimit(action, subject);
  if (refusal) {
    throw new HttpError(429, refusal.message, { headers: { "Retry-After": String(refusal.retryAfterSeconds) } });
  }
}

/**
 * The one guard a route calls at its top: counts the action and throws the 429 Response
 * when a limit is reached.
 */
export async function enforceRateLimit(action: LimitedAction, subject: RateLimitSubject, format: "json" | "text" = "json"): Promise<void> {
  const refusal = await consumeRateLimit(action, subject);
  if (refusal) throw rateLimitResponse(refusal, format);
}
