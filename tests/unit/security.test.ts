import { describe, expect, it } from "vitest";
import { safeRedirect } from "~/utils/safe-redirect";
import { isCrossOriginRequest } from "~/utils/security.server";

const own = ["localhost:3000"];

describe("the Origin check", () => {
  it("lets reads through whatever their origin", () => {
    expect(isCrossOriginRequest({ method: "GET", path: "/", origin: "https://evil.example", ownHosts: own })).toBe(
      false,
    );
  });

  it.each(["POST", "PUT", "PATCH", "DELETE"])("refuses a %s from another site", (method) => {
    expect(isCrossOriginRequest({ method, path: "/api/generate", origin: "https://evil.example", ownHosts: own })).toBe(
      true,
    );
  });

  it("uses the Referer when there is no Origin, and refuses opaque origins", () => {
    expect(
      isCrossOriginRequest({ method: "POST", path: "/x", referer: "http://localhost:3000/p", ownHosts: own }),
    ).toBe(false);
    expect(
      isCrossOriginRequest({ method: "POST", path: "/x", referer: "http://localhost:4000/p", ownHosts: own }),
    ).toBe(true);
    expect(isCrossOriginRequest({ method: "POST", path: "/x", origin: "null", ownHosts: own })).toBe(true);
  });

  it("accepts the app's own origin and exempts only the payment webhook", () => {
    expect(isCrossOriginRequest({ method: "POST", path: "/x", origin: "http://localhost:3000", ownHosts: own })).toBe(
      false,
    );
    expect(
      isCrossOriginRequest({
        method: "POST",
        path: "/api/stripe/webhook",
        origin: "https://stripe.example",
        ownHosts: own,
      }),
    ).toBe(false);
    expect(
      isCrossOriginRequest({
        method: "POST",
        path: "/api/stripe/webhook/x",
        origin: "https://stripe.example",
        ownHosts: own,
      }),
    ).toBe(true);
  });
});

describe("safeRedirect", () => {
  it.each([
    ["/profile", "/profile"],
    ["/a?b=c#d", "/a?b=c#d"],
    ["//evil.example", "/"],
    ["/\\evil.example", "/"],
    ["https://evil.example", "/"],
    ["javascript:alert(1)", "/"],
    ["", "/"],
    [null, "/"],
  ])("%s becomes %s", (input, expected) => {
    expect(safeRedirect(input)).toBe(expected);
  });
});
