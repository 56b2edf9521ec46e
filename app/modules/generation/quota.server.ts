import { createHmac } from "node:crypto";
import { ANONYMOUS_DAILY_LIMIT_PER_IP, getPlan, type PlanId } from "~/modules/plans/plans";
import { usageAsOf, utcDay, utcMonth } from "~/modules/plans/usage";
import { addressKey } from "~/utils/client-address";
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
  subject: QuotaSubject;
  day: string;
  month: string;
  ipHash?: string;
}

export async function consumeGeneration(subject: QuotaSubject, now = new Date()): Promise<Consumption> {
  const day = utcDay(now);
  const month = utcMonth(now);
  if (subject.kind === "user") {
    await consumeForUser(subject, day, month);
    return { subject, day, month };
  }
  const ipHash = hashIp(addressKey(subject.clientIp));
  await consumeForAnonymous(subject.visitorId, ipHash, day);
  return { subject, day, month, ipHash };
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
 * Refuses a guest whose address has used its day already, before anything is written for
 * them (a cookie-less script must not create a visitor and a session per refused request).
 * consumeGeneration checks again in its transaction; this is the cheap early answer.
 */
export async function assertGuestAddressHasRoom(clientIp: string, now = new Date()): Promise<void> {
  const rows = await prisma.$queryRaw<Array<{ count: number }>>`
    SELECT count FROM "AnonymousIpUsage" WHERE "ipHash" = ${hashIp(addressKey(clientIp))} AND day = ${utcDay(now)}::date`;
  if ((rows[0]?.count ?? 0) >= ANONYMOUS_DAILY_LIMIT_PER_IP) throw new GenerationLimitError("anonymous");
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

async function consumeForAnonymous(visitorId: string, ipHash: string, day: string) {
  const dayLimit = getPlan("anonymous").generationsPerDay;
  await prisma.$transaction(async (tx) => {
    const visitor = await tx.$executeRaw`
      UPDATE "AnonymousVisitor" SET
        "generationsUsedToday" = CASE WHEN "generationsDay" = ${day}::date THEN "generationsUsedToday" + 1 ELSE 1 END,
        "generationsDay" = ${day}::date
      WHERE id = ${visitorId}
        AND (CASE WHEN "generationsDay" = ${day}::date THEN "generationsUsedToday" ELSE 0 END) < ${dayLimit}`;
    if (visitor !== 1) throw new GenerationLimitError("anonymous");
    const byIp = await tx.$queryRaw<Array<{ count: number }>>`
      INSERT INTO "AnonymousIpUsage" ("ipHash", day, count) VALUES (${ipHash}, ${day}::date, 1)
      ON CONFLICT ("ipHash", day) DO UPDATE SET count = "AnonymousIpUsage".count + 1
        WHERE "AnonymousIpUsage".count < ${ANONYMOUS_DAILY_LIMIT_PER_IP}
      RETURNING count`;
    // No row: this address reached its limit. Throwing rolls the visitor's count back too.
    if (byIp.length === 0) throw new GenerationLimitError("anonymous");
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
  await prisma.$transaction([
    prisma.$executeRaw`
      UPDATE "AnonymousVisitor" SET "generationsUsedToday" = GREATEST("generationsUsedToday" - 1, 0)
      WHERE id = ${subject.visitorId} AND "generationsDay" = ${day}::date`,
    prisma.$executeRaw`
      UPDATE "AnonymousIpUsage" SET count = GREATEST(count - 1, 0)
      WHERE "ipHash" = ${consumption.ipHash ?? ""} AND day = ${day}::date`,
  ]);
}

/** Records the time of a successful generation (shown as 'last generated'). */
export async function markGenerated(subject: QuotaSubject, at = new Date()): Promise<void> {
  if (subject.kind === "user") {
    await prisma.user.update({ where: { id: subject.userId }, data: { lastGenerationDate: at } });
  }
}

/** IP addresses are kept only as a keyed hash (privacy), stable for the counting day. */
function hashIp(ip: string): string {
  return createHmac("sha256", currentKey("quota-address")).update(ip).digest("base64url").slice(0, 32);
}
