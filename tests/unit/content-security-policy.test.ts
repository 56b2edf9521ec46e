import { describe, expect, it } from "vitest";
import { isAllowedAvatarUrl } from "~/utils/avatar-origins";
import { contentSecurityPolicy, CSP_REPORT_PATH, ORIGIN_CHECK_EXEMPT_PATHS } from "~/utils/security.server";

const policy = contentSecurityPolicy({ nonce: "abc", formActionOrigins: [], production: true });
const directive = (name: string) =>
  policy
    .split("; ")
    .find((part) => part.startsWith(`${name} `))
    ?.slice(name.length + 1);

describe("the Content-Security-Policy", () => {
  it("allows images from the app and the sign-in providers' picture hosts, never any https address", () => {
    const images = directive("img-src")!.split(" ");
    expect(images).not.toContain("https:");
    expect(images.slice(0, 3)).toEqual(["'self'", "data:", "blob:"]);
    expect(images.slice(3).every((origin) => /^https:\/\/[a-z0-9.-]+$/.test(origin))).toBe(true);
  });

  it("allows <style> elements only from the app or with the request's nonce", () => {
    expect(directive("style-src")).toBe("'self' 'nonce-abc'");
    expect(policy).not.toMatch(/style-src [^;]*'unsafe-inline'/);
  });

  it("reports violations to the app's report endpoint, which the Origin check lets through", () => {
    expect(directive("report-uri")).toBe(CSP_REPORT_PATH);
    expect(directive("report-to")).toBe("csp");
    expect(ORIGIN_CHECK_EXEMPT_PATHS.has(CSP_REPORT_PATH)).toBe(true);
  });

  it("shows a profile picture only from an allowed host (else the default icon)", () => {
    expect(isAllowedAvatarUrl("https://lh3.googleusercontent.com/a/photo=s96-c")).toBe(true);
    expect(isAllowedAvatarUrl("https://evil.example/pixel.png")).toBe(false);
    expect(isAllowedAvatarUrl("http://lh3.googleusercontent.com/a")).toBe(false);
    expect(isAllowedAvatarUrl("not a url")).toBe(false);
    expect(isAllowedAvatarUrl(null)).toBe(false);
  });
});
