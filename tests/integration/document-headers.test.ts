import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../support/app-server";

/** What the built app sends with its HTML: the loaders' cache rules, a refusal's Retry-After, the CSP. */
const { startAppOnThisDatabase } = await import("../support/built-app");
const { consumeRateLimit } = await import("~/modules/limits/rate-limit.server");
const { RATE_LIMITS } = await import("~/modules/limits/limits");
const { createSessionCookie, createUser } = await import("../support/users");

let app: RunningApp;
beforeAll(async () => {
  app = await startAppOnThisDatabase({ TRUST_PROXY: "1" });
});
afterAll(() => app?.dispose());

describe("document headers", () => {
  it("carry each page loader's Cache-Control into the HTML (private, never kept by a shared cache)", async () => {
    const user = await createUser({ plan: "premium" });
    const cookie = await createSessionCookie({ userId: user.id });
    const profile = await fetch(`${app.url}/profile`, { headers: { Cookie: cookie } });
    expect(profile.status).toBe(200);
    expect(profile.headers.get("content-type")).toContain("text/html");
    expect(profile.headers.get("cache-control")).toBe("private, no-store");
    const home = await fetch(app.url);
    expect(home.headers.get("cache-control")).toBe("private, no-cache");
    // A page without a rule of its own gets the root's.
    const cancel = await fetch(`${app.url}/checkout/cancel`);
    expect(cancel.headers.get("cache-control")).toBe("private, no-cache");
  });

  it("keep a refused page's Retry-After: a shared design past its limit is a 429 page", async () => {
    const clientIp = "198.51.100.201";
    for (let i = 0; i < RATE_LIMITS.sharedDesign.address.points; i++) {
      await consumeRateLimit("sharedDesign", { tier: "anonymous", accountId: null, clientIp });
    }
    const refused = await fetch(`${app.url}/s/${"A".repeat(43)}`, { headers: { "X-Forwarded-For": clientIp } });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
    expect(refused.headers.get("cache-control")).toBe("no-store");
    expect(await refused.text()).toContain("Too many requests for shared designs from this network.");
  });

  it("send a CSP without any-https images or inline <style>, and where to report", async () => {
    const home = await fetch(app.url);
    const policy = home.headers.get("content-security-policy")!;
    expect(policy).not.toMatch(/img-src[^;]* https:(;|\s|$)/);
    expect(policy).toMatch(/style-src 'self' 'nonce-[^']+'/);
    expect(policy).toContain("report-uri /api/csp-report");
    expect(home.headers.get("reporting-endpoints")).toBe('csp="/api/csp-report"');
    const report = await fetch(`${app.url}/api/csp-report`, {
      method: "POST",
      headers: { "Content-Type": "application/csp-report" },
      body: JSON.stringify({
        "csp-report": {
          "document-uri": `${app.url}/`,
          "effective-directive": "img-src",
          "blocked-uri": "https://x.example",
        },
      }),
    });
    expect(report.status).toBe(204);
  });
});
