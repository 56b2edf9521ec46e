import { describe, expect, it } from "vitest";
import { describeCron } from "~/modules/trending/cron-description";
import { refreshIntervalOf } from "~/modules/trending/refresh-interval.server";

describe("cron expressions in words", () => {
  it.each([
    ["0 */6 * * *", "every 6 hours"],
    ["0 * * * *", "every hour"],
    ["30 */2 * * *", "every 2 hours at minute 30"],
    ["*/15 * * * *", "every 15 minutes"],
    ["* * * * *", "every minute"],
    ["15 * * * *", "every hour at minute 15"],
    ["0 3 * * *", "every day at 03:00 UTC"],
    ["30 6,18 * * *", "every day at 06:30, 18:30 UTC"],
    ["0 9 * * 1", "every Monday at 09:00 UTC"],
    ["0 9 * * 1,5", "every Monday and Friday at 09:00 UTC"],
    ["*/2 * * * * *", "every 2 seconds"],
    ["0 0 */6 * * *", "every 6 hours"],
  ])("%s is %s", (expression, words) => {
    expect(describeCron(expression)).toBe(words);
  });

  it("quotes what it cannot put simply", () => {
    expect(describeCron("0 0 1 * *")).toBe('on the schedule "0 0 1 * *" (UTC)');
    expect(describeCron("0 9-17 * * *")).toBe('on the schedule "0 9-17 * * *" (UTC)');
  });

  it("gives machines the expression and the time between runs", () => {
    expect(refreshIntervalOf("0 */6 * * *")).toEqual({
      cron: "0 */6 * * *",
      description: "every 6 hours",
      timezone: "UTC",
      approximateMs: 6 * 3600_000,
    });
    expect(refreshIntervalOf("*/15 * * * *").approximateMs).toBe(15 * 60_000);
  });
});
