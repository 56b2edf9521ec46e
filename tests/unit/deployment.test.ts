import { describe, expect, it } from "vitest";
import { isLoopbackUrl, localOnlyFeaturesAllowed, refusedOverrides } from "~/utils/deployment.server";

describe("loopback addresses", () => {
  it("knows localhost, 127/8 and ::1, and nothing else", () => {
    for (const url of [
      "http://localhost:3000",
      "http://app.localhost",
      "http://127.0.0.1:8080",
      "http://127.8.9.10",
      "http://[::1]:3000",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(true);
    }
    for (const url of [
      "https://inkwell.example",
      "http://10.0.0.5:3000",
      "http://192.168.1.2",
      "http://0.0.0.0:3000",
      "http://localhost.example.com",
      "http://127.0.0.1.nip.io",
      "http://[::2]",
      "not a url",
    ]) {
      expect(isLoopbackUrl(url), url).toBe(false);
    }
  });
});

describe("local-only features (demo checkout, local sign-in, administrator box)", () => {
  it("run only on a loopback APP_URL outside production", () => {
    expect(
      localOnlyFeaturesAllowed({ APP_URL: "http://localhost:3000", PORT: 3000, NODE_ENV: "development" }).allowed,
    ).toBe(true);
    expect(localOnlyFeaturesAllowed({ APP_URL: undefined, PORT: 3000, NODE_ENV: "test" }).allowed).toBe(true);
    expect(
      localOnlyFeaturesAllowed({ APP_URL: "https://inkwell.example", PORT: 3000, NODE_ENV: "development" }),
    ).toEqual({
      allowed: false,
      reason: "APP_URL https://inkwell.example is not a loopback address",
    });
    expect(localOnlyFeaturesAllowed({ APP_URL: "http://localhost:3000", PORT: 3000, NODE_ENV: "production" })).toEqual({
      allowed: false,
      reason: "NODE_ENV is production",
    });
  });

  it("refuses the ALLOW_* overrides in production, and on a public address", () => {
    const base = { APP_URL: "http://localhost:3000", PORT: 3000, ALLOW_DEMO_CHECKOUT: true, ALLOW_LOCAL_SIGNIN: true };
    expect(refusedOverrides({ ...base, NODE_ENV: "production" })).toEqual([
      "warning: ALLOW_DEMO_CHECKOUT=true is refused in production: the demo checkout stays off.",
      "warning: ALLOW_LOCAL_SIGNIN=true is refused in production: the local sign-in stays off.",
    ]);
    expect(refusedOverrides({ ...base, APP_URL: "https://inkwell.example", NODE_ENV: "development" })).toHaveLength(2);
    expect(refusedOverrides({ ...base, NODE_ENV: "development" })).toEqual([]);
  });
});
