import { describe, expect, it } from "vitest";
import { ConfigurationError, parseEnv } from "~/utils/env.server";

describe("configuration", () => {
  it("fills in defaults for a fresh machine", () => {
    const env = parseEnv({});
    expect(env.PORT).toBe(3000);
    expect(env.NODE_ENV).toBe("development");
    expect(env.VARIATIONS_PER_GENERATION).toBe(2);
    expect(env.SUPPORT_EMAIL).toBe("support@inkwell.example");
    expect(env.DATABASE_URL).toBeUndefined();
  });

  it("names each invalid variable and its problem", () => {
    let error: unknown;
    try {
      parseEnv({ PORT: "http", DATABASE_URL: "mysql://x", SUPPORT_EMAIL: "nobody" });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    const problems = (error as ConfigurationError).problems;
    expect(problems).toContain("PORT must be a port number");
    expect(problems.some((p) => p.startsWith("DATABASE_URL must be a PostgreSQL URL"))).toBe(true);
    expect(problems).toContain("SUPPORT_EMAIL must be an email address");
  });

  it("never writes a configuration value back, whatever the variable (L15)", () => {
    const token = "short-metrics-token";
    const values = {
      METRICS_TOKEN: token,
      APP_URL: "sk_live_pasted-in-the-wrong-place",
      PORT: "hunter2",
      TRENDING_CRON: "99 * * * *",
      DATABASE_URL: "mysql://user:password@x",
    };
    let error: unknown;
    try {
      parseEnv(values);
    } catch (caught) {
      error = caught;
    }
    const text = (error as ConfigurationError).problems.join("\n") + (error as Error).message;
    expect(text).toContain("METRICS_TOKEN must be at least 32 characters");
    for (const value of [...Object.values(values), "99"]) expect(text).not.toContain(value);
  });

  it("takes a METRICS_TOKEN of 32 characters or more", () => {
    expect(parseEnv({ METRICS_TOKEN: "m".repeat(32) }).METRICS_TOKEN).toHaveLength(32);
    expect(() => parseEnv({ METRICS_TOKEN: "m".repeat(31) })).toThrow(/METRICS_TOKEN must be at least 32/);
  });

  it("requires a session secret in production and Stripe settings together", () => {
    expect(() => parseEnv({ NODE_ENV: "production", APP_URL: "https://inkwell.example", TRUST_PROXY: "1" })).toThrow(
      /SESSION_SECRET is required in production/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
  });

  it("refuses to start in production without the public origin and the proxy count, saying what to set", () => {
    const secret = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      DATABASE_URL: "postgresql://inkwell@db:5432/inkwell",
      S3_BUCKET: "inkwell-designs",
    };
    let error: unknown;
    try {
      parseEnv(secret);
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ConfigurationError);
    expect((error as ConfigurationError).problems).toEqual([
      "APP_URL is required in production: the public origin, for example https://inkwell.example",
      'TRUST_PROXY is required in production: the number of proxies in front of the app (1 behind one load balancer), or "false" when clients connect directly',
    ]);
    // "false" written out is an answer: clients connect directly.
    expect(parseEnv({ ...secret, APP_URL: "https://inkwell.example", TRUST_PROXY: "false" }).TRUST_PROXY).toBe("false");
    expect(parseEnv({ ...secret, APP_URL: "https://inkwell.example", TRUST_PROXY: "1" }).TRUST_PROXY).toBe("1");
    // Outside production nothing is required: direct connections by default.
    expect(parseEnv({}).TRUST_PROXY).toBe("false");
  });

  it("treats empty values as unset and reads lists and flags", () => {
    const env = parseEnv({ PORT: "", ADMIN_EMAILS: "Ana@Example.com, bo@example.com", ALLOW_LOCAL_SIGNIN: "true" });
    expect(env.PORT).toBe(3000);
    expect(env.ADMIN_EMAILS).toEqual(["ana@example.com", "bo@example.com"]);
    expect(env.ALLOW_LOCAL_SIGNIN).toBe(true);
    expect(() => parseEnv({ ALLOW_LOCAL_SIGNIN: "maybe" })).toThrow(/ALLOW_LOCAL_SIGNIN must be "true" or "false"/);
  });

  it("refuses production without the shared database and bucket, unless one instance is stated", () => {
    const production = {
      NODE_ENV: "production",
      SESSION_SECRET: "s".repeat(40),
      APP_URL: "https://inkwell.example",
      TRUST_PROXY: "1",
    };
    let error: unknown;
    try {
      parseEnv(production);
    } catch (caught) {
      error = caught;
    }
    expect((error as ConfigurationError).problems).toEqual([
      "DATABASE_URL is required in production: every instance must use the same PostgreSQL (ALLOW_EMBEDDED_DATABASE=true runs one instance on a database of its own)",
      "S3_BUCKET is required in production: every instance must read the same design files (ALLOW_LOCAL_IMAGE_STORAGE=true keeps them under DATA_DIR, for one instance)",
    ]);
    const stated = parseEnv({ ...production, ALLOW_EMBEDDED_DATABASE: "true", ALLOW_LOCAL_IMAGE_STORAGE: "true" });
    expect(stated.DATABASE_URL).toBeUndefined();
    // Outside production the embedded stand-ins are the default.
    expect(() => parseEnv({})).not.toThrow();
  });

  it("reads the pool sizes and the stop's deadline, with their defaults", () => {
    expect(parseEnv({})).toMatchObject({
      DATABASE_POOL_MAX: 10,
      JOB_QUEUE_POOL_MAX: 4,
      RATE_LIMIT_POOL_MAX: 4,
      SHUTDOWN_TIMEOUT_SECONDS: 25,
      SHUTDOWN_DELAY_SECONDS: 0,
    });
    expect(parseEnv({ DATABASE_POOL_MAX: "30", SHUTDOWN_TIMEOUT_SECONDS: "55" })).toMatchObject({
      DATABASE_POOL_MAX: 30,
      SHUTDOWN_TIMEOUT_SECONDS: 55,
    });
    expect(() => parseEnv({ DATABASE_POOL_MAX: "0" })).toThrow(
      /DATABASE_POOL_MAX must be a whole number from 1 to 200/,
    );
    expect(() => parseEnv({ SHUTDOWN_DELAY_SECONDS: "25" })).toThrow(
      /SHUTDOWN_DELAY_SECONDS must be shorter than SHUTDOWN_TIMEOUT_SECONDS \(25\)/,
    );
  });
});
