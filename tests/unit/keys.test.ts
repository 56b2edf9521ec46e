import { afterEach, describe, expect, it } from "vitest";
import { resetEnvCache } from "~/utils/env.server";
import { cookieSecrets, currentKey, deriveKey, readingKeys } from "~/utils/keys.server";

const saved = { current: process.env.SESSION_SECRET, previous: process.env.SESSION_SECRET_PREVIOUS };
afterEach(() => {
  process.env.SESSION_SECRET = saved.current;
  process.env.SESSION_SECRET_PREVIOUS = saved.previous;
  resetEnvCache();
});

function useSecrets(current: string, previous = "") {
  process.env.SESSION_SECRET = current;
  process.env.SESSION_SECRET_PREVIOUS = previous;
  resetEnvCache();
}

describe("keys derived from SESSION_SECRET", () => {
  const A = "a".repeat(40);
  const B = "b".repeat(40);

  it("gives each purpose its own key, never the secret itself, the same in every process", () => {
    useSecrets(A);
    const keys = (
      [
        "session-cookie",
        "toast-cookie",
        "share-link-token",
        "rate-limit-address",
        "quota-address",
        "catalog-author",
        "demo-webhook",
      ] as const
    ).map((purpose) => currentKey(purpose).toString("hex"));
    expect(new Set(keys).size).toBe(keys.length);
    expect(keys).not.toContain(Buffer.from(A).toString("hex"));
    expect(currentKey("session-cookie").equals(deriveKey(A, "session-cookie"))).toBe(true);
  });

  it("writes with the new secret after a rotation and reads with the new and previous ones", () => {
    useSecrets(B, `${A}, ${"c".repeat(40)}`);
    expect(currentKey("share-link-token").equals(deriveKey(B, "share-link-token"))).toBe(true);
    expect(readingKeys("share-link-token").map((key) => key.toString("hex"))).toEqual(
      [B, A, "c".repeat(40)].map((secret) => deriveKey(secret, "share-link-token").toString("hex")),
    );
    // Cookies: the first signs (the new secret's key); the raw secrets are read for cookies signed before keys were derived.
    expect(cookieSecrets("session-cookie")[0]).toBe(deriveKey(B, "session-cookie").toString("base64url"));
    expect(cookieSecrets("session-cookie")).toEqual(expect.arrayContaining([A, B]));
  });

  it("refuses a previous secret shorter than 32 characters at start", () => {
    useSecrets(B, "too-short");
    expect(() => currentKey("session-cookie")).toThrow(
      /SESSION_SECRET_PREVIOUS must be a comma-separated list of secrets of at least 32 characters/,
    );
  });
});
