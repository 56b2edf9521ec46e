import { createHmac } from "node:crypto";
import pg from "pg";
import { RateLimiterPostgres, RateLimiterRes } from "rate-limiter-flexible";
import type { Tier } from "~/modules/plans/plans";
import { addressKey } from "~/utils/client-address";
import { getEnv } from "~/utils/env.server";
import { HttpError } from "~/utils/http-error";
import { currentKey } from "~/utils/keys.server";
import { errorFields, logger } from "~/utils/logger.server";
import { limitMessages } from "~/utils/messages/limits";
import { rateLimitRefusals, watchPool } from "~/utils/metrics.server";
import {
  FAIR_USE_BY_PLAN,
  RATE_LIMITS,
  upgradeRaisingCeiling,
  type ActionLimits,
  type LimitedAction,
  type LimitWindow,
} from "./limits";

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
  /**
   * The request being counted: it counts once per action, however many of its steps check (a picture upload is
   * counted before its body is read, M8, and its generation starts after).
   */
  request?: Request;
}

const countedRequests = new WeakMap<Request, Set<LimitedAction>>();

/** Whether `request` was counted for `action` already (and, if not, marks it counted now). */
function countedBefore(request: Request | undefined, action: LimitedAction): boolean {
  if (!request) return false;
  const counted = countedRequests.get(request) ?? new Set<LimitedAction>();
  countedRequests.set(request, counted);
  if (counted.has(action)) return true;
  counted.add(action);
  return false;
}

export interface RateLimitRefusal {
  message: string;
  retryAfterSeconds: number;
  /** Which limit refused: `<action>:<scope>`, e.g. "generation:account" (the per-minute ceiling). */
  limit: string;
  /** The plan whose ceiling is higher, when an upgrade would let this person go on. */
  upgradeTo: "premium" | "pro" | null;
}

const TABLE = "RateLimit";

interface Store {
  url: string;
  pool: pg.Pool;
  limiters: Map<string, RateLimiterPostgres>;
}

const globalForLimits = globalThis as unknown as { inkwellRateLimits?: Store };

function store(): Store {
  const env = getEnv();
  const url = env.DATABASE_URL ?? "";
  const current = globalForLimits.inkwellRateLimits;
  if (current && current.url === url) return current;
  if (!url) throw new Error("DATABASE_URL is not set.");
  const pool = new pg.Pool({
    connectionString: url,
    max: env.RATE_LIMIT_POOL_MAX,
    idleTimeoutMillis: 10_000,
    allowExitOnIdle: true,
  });
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

/** "40 seconds", "3 minutes", "2 hours": how long until a refused request may try again. */
export function humanWait(seconds: number): string {
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
  upgradeTo: RateLimitRefusal["upgradeTo"];
}

type AccountWindow = keyof ActionLimits["account"];

const PER: Record<AccountWindow, string> = { minute: "a minute", hour: "an hour", day: "in 24 hours" };
const PLAN_NAME = { premium: "Premium", pro: "Pro" } as const;

/** The message of an account window: a paid plan's generation ceiling is named as its fair use. */
function accountMessage(
  action: LimitedAction,
  window: AccountWindow,
  points: number,
  tier: Tier,
): (wait: string) => string {
  const plan = tier === "premium" || tier === "pro" ? PLAN_NAME[tier] : null;
  switch (action) {
    case "generation":
      return window === "day"
        ? (wait) => limitMessages.generationPerDay(points, wait, plan)
        : (wait) => limitMessages.generationPerMinute(points, wait, plan);
    case "dataExport":
      return (wait) => limitMessages.dataExport(points, PER[window], wait);
    case "suggestion":
      return (wait) => limitMessages.suggestion(points, PER[window], wait);
    default:
      return addressMessage(action);
  }
}

function addressMessage(action: LimitedAction): (wait: string) => string {
  switch (action) {
    case "generation":
      return limitMessages.generationPerAddress;
    case "render":
      return limitMessages.render;
    case "ageing":
      return limitMessages.ageing;
    case "signIn":
      return limitMessages.signIn;
    case "checkout":
      return limitMessages.checkout;
    case "dataExport":
      return (wait) =>
        limitMessages.dataExport(RATE_LIMITS.dataExport.address.points, "an hour from one network", wait);
    case "suggestion":
      return (wait) =>
        limitMessages.suggestion(RATE_LIMITS.suggestion.address.points, "an hour from one network", wait);
    case "sharedDesign":
      return limitMessages.sharedDesign;
    case "cspReport":
      return limitMessages.cspReport;
    case "lettering":
      return limitMessages.lettering;
  }
}

/** The windows of an action for this account's plan (generation: the plan's fair-use ceiling). */
function accountWindows(action: LimitedAction, tier: Tier): ActionLimits["account"] {
  if (action !== "generation") return RATE_LIMITS[action].account;
  const ceiling = FAIR_USE_BY_PLAN[tier];
  return { minute: { points: ceiling.perMinute, seconds: 60 }, day: { points: ceiling.perDay, seconds: 24 * 60 * 60 } };
}

function checksFor(action: LimitedAction, subject: RateLimitSubject): Check[] {
  const checks: Check[] = [];
  if (subject.accountId) {
    const windows = accountWindows(action, subject.tier);
    for (const window of ["minute", "hour", "day"] as const) {
      const limit = windows[window];
      if (!limit) continue;
      // The per-minute window keeps its historical name (its counters live under it).
      const name = window === "minute" ? `${action}:account` : `${action}:account-${window}`;
      const upgradeTo =
        action === "generation" && window !== "hour"
          ? upgradeRaisingCeiling(subject.tier, window === "day" ? "perDay" : "perMinute")
          : null;
      checks.push({
        name,
        key: `a:${subject.accountId}`,
        window: limit,
        message: accountMessage(action, window, limit.points, subject.tier),
        upgradeTo,
      });
    }
  }
  checks.push({
    name: `${action}:address`,
    key: `ip:${hashedAddressKey(subject.clientIp)}`,
    window: RATE_LIMITS[action].address,
    message: addressMessage(action),
    upgradeTo: null,
  });
  return checks;
}

/**
 * Counts one `action` for this subject against every window that applies. Answers null
 * when allowed, or the refusal with its wait. A store failure lets the request through
 * (logged): the limits protect cost, they must not take the app down with the database.
 */
export async function consumeRateLimit(
  action: LimitedAction,
  subject: RateLimitSubject,
): Promise<RateLimitRefusal | null> {
  if (countedBefore(subject.request, action)) return null;
  for (const check of checksFor(action, subject)) {
    try {
      await limiterFor(check.name, check.window).consume(check.key, 1);
    } catch (outcome) {
      if (outcome instanceof RateLimiterRes) {
        const retryAfterSeconds = Math.max(1, Math.ceil(outcome.msBeforeNext / 1000));
        rateLimitRefusals.inc({ limit: check.name });
        return {
          message: check.message(humanWait(retryAfterSeconds)),
          retryAfterSeconds,
          limit: check.name,
          upgradeTo: check.upgradeTo,
        };
      }
      log.error(
        { limit: check.name, ...errorFields(outcome) },
        "a limit could not be counted (the request was let through)",
      );
    }
  }
  return null;
}

/**
 * Takes one point of an account's allowance `name` (a window counted for the account alone, not a request's limit:
 * REFUNDED_PICTURE_REFUSALS). False when the window has none left; true when the store cannot be reached (logged).
 */
export async function takeAccountAllowance(name: string, accountId: string, window: LimitWindow): Promise<boolean> {
  try {
    await limiterFor(name, window).consume(`a:${accountId}`, 1);
    return true;
  } catch (outcome) {
    if (outcome instanceof RateLimiterRes) return false;
    log.error({ limit: name, ...errorFields(outcome) }, "an allowance could not be counted (it was granted)");
    return true;
  }
}

/**
 * The 429 answer for a refusal, with Retry-After: JSON `{ message, limit, retryAfterSeconds,
 * upgradeTo }` (the client shows the message, and an Upgrade button only with `upgradeTo`),
 * or the message as plain text for navigations.
 */
export function rateLimitResponse(refusal: RateLimitRefusal, format: "json" | "text" = "json"): Response {
  const headers = { "Retry-After": String(refusal.retryAfterSeconds), "Cache-Control": "no-store" };
  if (format === "text") {
    return new Response(refusal.message, {
      status: 429,
      headers: { ...headers, "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const { message, limit, retryAfterSeconds, upgradeTo } = refusal;
  return Response.json({ message, limit, retryAfterSeconds, upgradeTo }, { status: 429, headers });
}

/**
 * A refusal as the HttpError both paths answer: JSON as rateLimitResponse's, with Retry-After; its message also marked
 * on `field`.
 */
export function rateLimitError(refusal: RateLimitRefusal, field?: string): HttpError {
  const { limit, retryAfterSeconds, upgradeTo } = refusal;
  const fieldErrors = field ? { [field]: [refusal.message] } : undefined;
  return new HttpError(429, refusal.message, {
    retryAfterSeconds,
    fieldErrors,
    details: { limit, retryAfterSeconds, upgradeTo },
  });
}

/**
 * The one guard a route calls at its top: counts the action and throws the 429 Response
 * when a limit is reached.
 */
export async function enforceRateLimit(
  action: LimitedAction,
  subject: RateLimitSubject,
  format: "json" | "text" = "json",
): Promise<void> {
  const refusal = await consumeRateLimit(action, subject);
  if (refusal) throw rateLimitResponse(refusal, format);
}

/**
 * The same guard for modules whose callers answer HttpErrors (one module function for a JSON
 * route and a plain form alike): a 429 HttpError with Retry-After, its message also marked on `field`.
 */
export async function assertWithinRateLimit(
  action: LimitedAction,
  subject: RateLimitSubject,
  field?: string,
): Promise<void> {
  const refusal = await consumeRateLimit(action, subject);
  if (refusal) throw rateLimitError(refusal, field);
}
