import { PLANS, type Tier } from "./plans";

/**
 * Usage counters are stored with the UTC day and month they count for; a counter from an
 * earlier day or month reads as zero. Shared by the server (quota) and the interface.
 */

export function utcDay(now: Date): string {
  return now.toISOString().slice(0, 10);
}

export function utcMonth(now: Date): string {
  return `${now.toISOString().slice(0, 7)}-01`;
}

export interface StoredUsage {
  generationsUsedToday: number;
  generationsDay: Date | string | null;
  generationsUsedThisMonth: number;
  generationsMonth: Date | string | null;
}

function dayString(value: Date | string | null): string | null {
  if (value === null) return null;
  return typeof value === "string" ? value.slice(0, 10) : value.toISOString().slice(0, 10);
}

export function usageAsOf(usage: StoredUsage, now = new Date()) {
  return {
    generationsUsedToday: dayString(usage.generationsDay) === utcDay(now) ? usage.generationsUsedToday : 0,
    generationsUsedThisMonth: dayString(usage.generationsMonth) === utcMonth(now) ? usage.generationsUsedThisMonth : 0,
  };
}

export function remainingToday(tier: Tier, usedToday: number): number {
  const limit = PLANS[tier].generationsPerDay;
  return limit < 0 ? Number.POSITIVE_INFINITY : Math.max(0, limit - usedToday);
}
