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
    expect(problems).toContain('PORT must be a port number (got "http")');
    expect(problems.some((p) => p.startsWith("DATABASE_URL must be a PostgreSQL URL"))).toBe(true);
    // Secrets and URLs with passwords are never echoed back.
    expect(problems.join("\n")).not.toContain("mysql://x");
    expect(problems).toContain('SUPPORT_EMAIL must be an email address (got "nobody")');
  });

  it("requires a session secret in production and Stripe settings together", () => {
    expect(() => parseEnv({ NODE_ENV: "production", APP_URL: "https://inkwell.example", TRUST_PROXY: "1" })).toThrow(
      /SESSION_SECRET is required in production/,
    );
    expect(() => parseEnv({ STRIPE_SECRET_KEY: "sk_test_1" })).toThrow(/STRIPE_WEBHOOK_SECRET is required/);
  });

  it("refuses to start in production without the public origin and the proxy count, saying what to set", () => {
    const secret = { NODE_ENV: "production", SESSION_SECRET: "s".repeat(40) };
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
});
