import { describe, expect, it } from "vitest";
import {
  connectionBudget,
  isLoopbackUrl,
  localOnlyFeaturesAllowed,
  refusedOverrides,
  singleInstanceWarnings,
} from "~/utils/deployment.server";

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

describe("what an instance asks of its database and says at start", () => {
  it("adds up the connections of one instance", () => {
    const budget = connectionBudget({
      DATABASE_POOL_MAX: 10,
      JOB_QUEUE_POOL_MAX: 4,
      RATE_LIMIT_POOL_MAX: 4,
      GENERATION_CONCURRENCY: 2,
    });
    expect(budget).toEqual({
      total: 22,
      parts: "app 10, job queue 4, rate limits 4, generation workers 2, listeners 2",
    });
  });

  it("warns when a production instance keeps its database or files to itself, and only then", () => {
    const alone = {
      NODE_ENV: "production",
      DATABASE_URL: undefined,
      S3_BUCKET: undefined,
      ALLOW_EMBEDDED_DATABASE: true,
      ALLOW_LOCAL_IMAGE_STORAGE: true,
    } as const;
    expect(singleInstanceWarnings(alone).map((line) => line.split(":")[1].trim())).toEqual([
      "ALLOW_EMBEDDED_DATABASE=true",
      "ALLOW_LOCAL_IMAGE_STORAGE=true",
    ]);
    expect(singleInstanceWarnings({ ...alone, DATABASE_URL: "postgresql://db/inkwell", S3_BUCKET: "b" })).toEqual([]);
    expect(singleInstanceWarnings({ ...alone, NODE_ENV: "development" })).toEqual([]);
  });
});
