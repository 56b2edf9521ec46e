import { describe, expect, it } from "vitest";
import { formatDate, formatDateTime, formatPrice, formatRecentDateTime } from "~/utils/format";

describe("formatting shown on pages and in the API", () => {
  const moment = "2026-11-21T22:02:00Z";

  it("prices read as en-US currency from cents, with the billing interval", () => {
    expect(formatPrice(999, "usd", "month")).toBe("$9.99/month");
    expect(formatPrice(1999, "USD")).toBe("$19.99");
  });

  it("dates and times are in UTC whatever the server's zone", () => {
    expect(formatDate(moment)).toBe("November 21, 2026");
    expect(formatDateTime(moment)).toMatch(/^Nov 21, 2026, 10:02\sPM UTC$/);
  });

  it("recent times leave out the year", () => {
    expect(formatRecentDateTime(new Date(moment))).toMatch(/^Nov 21, 10:02\sPM UTC$/);
  });
});
