import type { PublicUser } from "~/modules/auth/users.server";
import { getPlan, isPaidPlan } from "./plans";

/** The navigation bar's usage counter (free tier only): 'Today: n/limit', 'Month: n/limit'. */
export interface NavigationUsage {
  today: string;
  month: string;
}

export function navigationUsage(user: PublicUser): NavigationUsage | null {
  if (isPaidPlan(user.subscriptionType)) return null;
  const plan = getPlan(user.subscriptionType);
  return {
    today: `${user.generationsUsedToday}/${plan.generationsPerDay}`,
    month: `${user.generationsUsedThisMonth}/${plan.generationsPerMonth}`,
  };
}
