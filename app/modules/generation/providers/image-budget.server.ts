import { prisma } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { imageProviderCost } from "~/utils/metrics.server";
import type { ImageJob, ProviderDrawing } from "./provider-types.server";

/**
 * What the paid image providers cost (decision 024): each call's estimate, from the provider's
 * published prices and the call, is written to ImageSpend (shared by every instance) and counted
 * in /metrics. IMAGE_DAILY_BUDGET_USD caps a provider's spend a day (UTC): past it, its
 * generations go to the next provider in the chain, the embedded engine last.
 */

type Paid = ProviderDrawing["provider"];

const startOfDay = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
const startOfMonth = (now: Date) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));

export async function recordSpend(drawing: ProviderDrawing, job: ImageJob): Promise<void> {
  imageProviderCost.inc({ provider: drawing.provider, model: drawing.model }, drawing.costUsd);
  await prisma.imageSpend.create({
    data: { provider: drawing.provider, model: drawing.model, job, costUsd: drawing.costUsd },
  });
}

export function dailyBudgetOf(provider: Paid): number | undefined {
  return getEnv().IMAGE_DAILY_BUDGET_USD?.[provider];
}

/** Whether the provider has spent its daily budget (never, without one). */
export async function overDailyBudget(provider: Paid, now = new Date()): Promise<boolean> {
  const budget = dailyBudgetOf(provider);
  if (budget === undefined) return false;
  const spent = await prisma.imageSpend.aggregate({
    _sum: { costUsd: true },
    where: { provider, createdAt: { gte: startOfDay(now) } },
  });
  return (spent._sum.costUsd ?? 0) >= budget;
}

export interface ProviderSpend {
  provider: Paid;
  today: number;
  month: number;
  calls: number;
  budget: number | null;
  overBudget: boolean;
}

/** Each paid provider's spend today and this month (UTC), for the admin panel: two grouped sums. */
export async function spendSummary(providers: Paid[], now = new Date()): Promise<ProviderSpend[]> {
  if (providers.length === 0) return [];
  const sums = (since: Date) =>
    prisma.imageSpend.groupBy({
      by: ["provider"],
      where: { provider: { in: providers }, createdAt: { gte: since } },
      _sum: { costUsd: true },
      _count: { _all: true },
    });
  const [daily, monthly] = await Promise.all([sums(startOfDay(now)), sums(startOfMonth(now))]);
  return providers.map((provider) => {
    const day = daily.find((row) => row.provider === provider);
    const month = monthly.find((row) => row.provider === provider);
    const today = day?._sum.costUsd ?? 0;
    const budget = dailyBudgetOf(provider) ?? null;
    return {
      provider,
      today,
      month: month?._sum.costUsd ?? 0,
      calls: day?._count._all ?? 0,
      budget,
      overBudget: budget !== null && today >= budget,
    };
  });
}
