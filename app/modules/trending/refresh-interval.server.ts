import cron from "node-cron";
import { describeCron } from "./cron-description";

/** The refresh schedule, for people (description) and machines (expression, milliseconds). */
export interface RefreshInterval {
  cron: string;
  description: string;
  timezone: "UTC";
  /** Time between two runs (the first two upcoming ones), for machines. */
  approximateMs: number | null;
}

export function refreshIntervalOf(expression: string): RefreshInterval {
  let approximateMs: number | null = null;
  if (cron.validate(expression)) {
    const probe = cron.createTask(expression, () => {}, { timezone: "UTC" });
    const [first, second] = probe.getNextRuns(2);
    probe.destroy();
    if (first && second) approximateMs = second.getTime() - first.getTime();
  }
  return { cron: expression, description: describeCron(expression), timezone: "UTC", approximateMs };
}
