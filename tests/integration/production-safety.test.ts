import { afterEach, describe, expect, it } from "vitest";
import { isLocalSignIn } from "~/modules/auth/oauth.server";
import { upsertUserFromProfile } from "~/modules/auth/users.server";
import { resetEnvCache } from "~/utils/env.server";

/** Admin by email only with a verified email; the local provider's admin claim only where local sign-in may run. */
const saved = { ...process.env };
afterEach(() => {
  const names = [
    "ADMIN_EMAILS",
    "INKWELL_LOCAL_SIGNIN",
    "APP_URL",
    "NODE_ENV",
    "TRUST_PROXY",
    "ALLOW_LOCAL_IMAGE_STORAGE",
  ];
  for (const name of names) {
    if (saved[name] === undefined) delete process.env[name];
    else process.env[name] = saved[name];
  }
  resetEnvCache();
});

const subject = () => `sub-${Math.random().toString(36).slice(2)}`;

describe("admin by ADMIN_EMAILS", () => {
  it("needs email_verified === true from the provider", async () => {
    process.env.ADMIN_EMAILS = "boss@example.com, chief@example.com, head@example.com";
    resetEnvCache();
    const omitted = await upsertUserFromProfile(
      { sub: subject(), email: "boss@example.com" },
      { provider: "p1", trustAdminClaim: false },
    );
    expect(omitted.role).toBe("user");
    const unverified = await upsertUserFromProfile(
      { sub: subject(), email: "chief@example.com", email_verified: false },
      { provider: "p1", trustAdminClaim: false },
    );
    expect(unverified.role).toBe("user");
    const verified = await upsertUserFromProfile(
      { sub: subject(), email: "head@example.com", email_verified: true },
      { provider: "p1", trustAdminClaim: false },
    );
    expect(verified.role).toBe("admin");
  });
});

describe("the local provider's administrator box", () => {
  it("is trusted only on a loopback APP_URL outside production, whatever the launcher flag says", () => {
    process.env.INKWELL_LOCAL_SIGNIN = "true";
    process.env.APP_URL = "http://localhost:3000";
    resetEnvCache();
    expect(isLocalSignIn()).toBe(true);

    process.env.APP_URL = "https://inkwell.example";
    resetEnvCache();
    expect(isLocalSignIn()).toBe(false);

    process.env.APP_URL = "http://127.0.0.1:3000";
    process.env.NODE_ENV = "production";
    process.env.TRUST_PROXY = "false";
    process.env.ALLOW_LOCAL_IMAGE_STORAGE = "true";
    process.env.SESSION_SECRET ??= "s".repeat(40);
    resetEnvCache();
    expect(isLocalSignIn()).toBe(false);
  });
});
