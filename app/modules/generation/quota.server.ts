import { createHmac } from "node:crypto";
import { ANONYMOUS_DAILY_LIMIT_PER_NETWORK, getPlan, type PlanId } from "~/modules/plans/plans";
import { usageAsOf, utcDay, utcMonth } from "~/modules/plans/usage";
import { addressGroups, type AddressGroup } from "~/utils/client-address";
import { prisma, type User } from "~/utils/db.server";
import { HttpError } from "~/utils/http-error";
import { currentKey } from "~/utils/keys.server";
import { generateMessages } from "~/utils/messages/generate";
import { rateLimitRefusals } from "~/utils/metrics.server";

/**
 * Generation quotas (UTC days and months), consumed atomically before the work and
 * refunded when it fails. Each consumption is one conditional UPDATE: PostgreSQL
 * serialises concurrent updates of a row and re-checks the condition, so parallel
 * requests can never exceed a limit.
 */

export type QuotaSubject =
  { kind: "user"; userId: string; plan: PlanId } | { kind: "anonymous"; visitorId: string; clientIp: string };

/** Who consumed, as a job keeps it: a guest's address is never in a job's payload, only its keyed hashes (L18). */
export type ConsumedSubject = { kind: "user"; userId: string; plan: PlanId } | { kind: "anonymous"; visitorId: string };

export type LimitKind = "daily" | "monthly" | "anonymous";

/** A 429 that also says which limit (the no-JavaScript page picks its title from it). */
export class GenerationLimitError extends HttpError {
  override name = "GenerationLimitError";
  constructor(public readonly kind: LimitKind) {
    super(
      429,
      kind === "daily"
        ? generateMessages.dailyLimit
        : kind === "monthly"
          ? generateMessages.monthlyLimit
          : generateMessages.anonymousLimit,
    );
    rateLimitRefusals.inc({ limit: `quota:${kind}` });
  }
}

/** What a consumption changed, so exactly that can be given back. */
export interface Consumption {
  subject: ConsumedSubject;
  day: string;
  month: string;
  /** A guest's per-network counters (keyed hashes: its address or /64, then its /56 and /48). */
  ipHashes?: string[];
  /** Jobs sent before the per-network counters (one hash, of the address or /64). */
  ipHash?: string;
}

/** One of a guest's networks (its address or /64, its /56, its /48): its keyed hash, and its day's limit. */
export interface NetworkCounter {
  scope: AddressGroup["scope"];
  hash: string;
  limit: number;
}

export function guestNetworkCounters(clientIp: string): NetworkCounter[] {
  return addressGroups(clientIp).map((group) => ({
    scope: group.scope,
    hash: hashIp(group.key),
    limit: ANONYMOUS_DAILY_LIMIT_PER_NETWORK[group.scope],
  }));
}

export async function consumeGeneration(subject: QuotaSubject, now = new Date()): Promise<Consumption> {
  const day = utcDay(now);
  const month = utcMonth(now);
  if (subject.kind === "user") {
    await consumeForUser(subject, day, month);
    return { subject, day, month };
  }
  const counters = guestNetworkCounters(subject.clientIp);
  await consumeForAnonymous(subject.visitorId, counters, day);
  return {
    subject: { kind: "anonymous", visitorId: subject.visitorId },
    day,
    month,
    ipHashes: counters.map((counter) => counter.hash),
  };
}

/**
 * The refusal consumeGeneration would give now, found by reading only: the early answer, given
 * before anything is written for the request (a visitor, a session, a job). consumeGeneration
 * still decides, atomically; this only lets every limit refusal come first.
 */
export async function assertHasQuota(pending: PendingSubject, now = new Date()): Promise<void> {
  if (pending.kind === "user") {
    const { user } = pending;
    const plan = getPlan(user.subscriptionType);
    const { generationsUsedToday: usedToday, generationsUsedThisMonth: usedThisMonth } = usageAsOf(user, now);
    // As consumeForUser: the monthly limit is the harder one to lift, so it is reported first.
    if (plan.generationsPerMonth >= 0 && usedThisMonth >= plan.generationsPerMonth)
      throw new GenerationLimitError("monthly");
    if (plan.generationsPerDay >= 0 && usedToday >= plan.generationsPerDay) throw new GenerationLimitError("daily");
    return;
  }
  await assertGuestAddressHasRoom(pending.clientIp, now);
  if (!pending.visitorId) return;
  const rows = await prisma.$queryRaw<Array<{ used: number }>>`
    SELECT "generationsUsedToday" AS used FROM "AnonymousVisitor" WHERE id = ${pending.visitorId} AND "generationsDay" = ${utcDay(now)}::date`;
  if ((rows[0]?.used ?? 0) >= getPlan("anonymous").generationsPerDay) throw new GenerationLimitError("anonymous");
}

/** Who will consume, before anything is written: a user, or a guest with the visitor its session has (if any). */
export type PendingSubject =
  | {
      kind: "user";
      user: Pick<
        User,
        "subscriptionType" | "generationsUsedToday" | "generationsDay" | "generationsUsedThisMonth" | "generationsMonth"
      >;
    }
  | { kind: "anonymous"; visitorId: string | null; clientIp: string };

/**
 * Refuses a guest whose address, /56 or /48 has used its day already, before anything is written for
 * them (a cookie-less script must not create a visitor and a session per refused request).
 * consumeGeneration checks again in its transaction; this is the cheap early answer.
 */
export async function assertGuestAddressHasRoom(clientIp: string, now = new Date()): Promise<void> {
  const counters = guestNetworkCounters(clientIp);
  const rows = await prisma.anonymousIpUsage.findMany({
    where: { ipHash: { in: counters.map((counter) => counter.hash) }, day: new Date(`${utcDay(now)}T00:00:00Z`) },
  });
  const used = new Map(rows.map((row) => [row.ipHash, row.count]));
  if (counters.some((counter) => (used.get(counter.hash) ?? 0) >= counter.limit))
    throw new GenerationLimitError("anonymous");
}

async function consumeForUser(subject: Extract<QuotaSubject, { kind: "user" }>, day: string, month: string) {
  const plan = getPlan(subject.plan);
  // -1 means unlimited; the counters still count, for the profile's statistics.
  const dayLimit = plan.generationsPerDay < 0 ? 2_147_483_647 : plan.generationsPerDay;
  const monthLimit = plan.generationsPerMonth < 0 ? 2_147_483_647 : plan.generationsPerMonth;
  const updated = await prisma.$executeRaw`
    UPDATE "User" SET
      "generationsUsedToday" = CASE WHEN "generationsDay" = ${day}::date THEN "generationsUsedToday" + 1 ELSE 1 END,
      "generationsDay" = ${day}::date,
      "generationsUsedThisMonth" = CASE WHEN "generationsMonth" = ${month}::date THEN "generationsUsedThisMonth" + 1 ELSE 1 END,
      "generationsMonth" = ${month}::date
    WHERE id = ${subject.userId}
      AND (CASE WHEN "generationsDay" = ${day}::date THEN "generationsUsedToday" ELSE 0 END) < ${dayLimit}
      AND (CASE WHEN "generationsMonth" = ${month}::date THEN "generationsUsedThisMonth" ELSE 0 END) < ${monthLimit}`;
  if (updated === 1) return;
  const user = await prisma.user.findUniqueOrThrow({ where: { id: subject.userId } });
  const usedThisMonth = user.generationsMonth?.toISOString().slice(0, 10) === month ? user.generationsUsedThisMonth : 0;
  // The monthly limit is the harder one to lift: report it first when both are reached.
  throw new GenerationLimitError(usedThisMonth >= monthLimit ? "monthly" : "daily");
}

async function consumeForAnonymous(visitorId: string, counters: NetworkCounter[], day: string) {
  const dayLimit = getPlan("anonymous").generationsPerDay;
  await prisma.$transaction(async (tx) => {
    const visitor = await tx.$executeRaw`
      UPDATE "AnonymousVisitor" SET
        "generationsUsedToday" = CASE WHEN "generationsDay" = ${day}::date THEN "generationsUsedToday" + 1 ELSE 1 END,
        "generationsDay" = ${day}::date
      WHERE id = ${visitorId}
        AND (CASE WHEN "generationsDay" = ${day}::date THEN "generationsUsedToday" ELSE 0 END) < ${dayLimit}`;
    if (visitor !== 1) throw new GenerationLimitError("anonymous");
    for (const counter of counters) {
      const counted = await tx.$queryRaw<Array<{ count: number }>>`
        INSERT INTO "AnonymousIpUsage" ("ipHash", day, count) VALUES (${counter.hash}, ${day}::date, 1)
        ON CONFLICT ("ipHash", day) DO UPDATE SET count = "AnonymousIpUsage".count + 1
          WHERE "AnonymousIpUsage".count < ${counter.limit}
        RETURNING count`;
      // No row: this address (or its network) reached its limit. Throwing rolls every count back.
      if (counted.length === 0) throw new GenerationLimitError("anonymous");
    }
  });
}

/** Gives back a consumption after the generation failed (only within the same day/month). */
export async function refundGeneration(consumption: Consumption): Promise<void> {
  const { subject, day, month } = consumption;
  if (subject.kind === "user") {
    await prisma.$executeRaw`
      UPDATE "User" SET
        "generationsUsedToday" = CASE WHEN "generationsDay" = ${day}::date THEN GREATEST("generationsUsedToday" - 1, 0) ELSE "generationsUsedToday" END,
        "generationsUsedThisMonth" = CASE WHEN "generationsMonth" = ${month}::date THEN GREATEST("generationsUsedThisMonth" - 1, 0) ELSE "generationsUsedThisMonth" END
      WHERE id = ${subject.userId}`;
    return;
  }
  const hashes = consumption.ipHashes ?? [consumption.ipHash ?? ""];
  await prisma.$transaction([
    prisma.$executeRaw`
      UPDATE "AnonymousVisitor" SET "generationsUsedToday" = GREATEST("generationsUsedToday" - 1, 0)
      WHERE id = ${subject.visitorId} AND "generationsDay" = ${day}::date`,
    prisma.$executeRaw`
      UPDATE "AnonymousIpUsage" SET count = GREATEST(count - 1, 0)
      WHERE "ipHash" = ANY(${hashes}) AND day = ${day}::date`,
    // A counter given back to nothing is no row at all: a refused request leaves none behind (L9).
    prisma.$executeRaw`DELETE FROM "AnonymousIpUsage" WHERE "ipHash" = ANY(${hashes}) AND day = ${day}::date AND count = 0`,
  ]);
}

/** Records the time of a successful generation (shown as 'last generated'). */
export async function markGenerated(subject: ConsumedSubject, at = new Date()): Promise<void> {
  if (subject.kind === "user") {
    await prisma.user.update({ where: { id: subject.userId }, data: { lastGenerationDate: at } });
  }
}

/** IP addresses are kept only as a keyed hash (privacy), stable for the counting day. */
function hashIp(ip: string): string {
  return createHmac("sha256", currentKey("quota-address")).update(ip).digest("base64url").slice(0, 32);
}
