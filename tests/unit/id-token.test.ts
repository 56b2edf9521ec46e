import { describe, expect, it } from "vitest";
import { proofOf, readIdToken, usedSecondFactor } from "~/modules/auth/id-token.server";

const issuer = "https://id.example";
const token = (claims: Record<string, unknown>) =>
  ["eyJhbGciOiJSUzI1NiJ9", Buffer.from(JSON.stringify(claims)).toString("base64url"), "signature"].join(".");
const now = Math.floor(Date.now() / 1000);
const base = { iss: issuer, aud: "inkwell", exp: now + 300 };

describe("what a sign-in proved (M6)", () => {
  it("reads auth_time and amr from an ID token for this client from this issuer, still valid", () => {
    expect(
      readIdToken(token({ ...base, auth_time: now - 30, amr: ["pwd", "otp"] }), { issuer, clientId: "inkwell" }),
    ).toEqual({ authTime: new Date((now - 30) * 1000), amr: ["pwd", "otp"] });
    expect(readIdToken(token({ ...base, aud: ["other", "inkwell"] }), { issuer, clientId: "inkwell" })).toEqual({
      authTime: null,
      amr: null,
    });
    for (const wrong of [{ iss: "https://evil.example" }, { aud: "other" }, { exp: now - 3600 }, { iss: 7 }])
      expect(readIdToken(token({ ...base, ...wrong }), { issuer, clientId: "inkwell" })).toBeNull();
    expect(readIdToken("not-a-jwt", { issuer, clientId: "inkwell" })).toBeNull();
  });

  it("counts a second factor from amr: mfa, or two distinct methods", () => {
    expect(usedSecondFactor(["pwd", "mfa"])).toBe(true);
    expect(usedSecondFactor(["mfa"])).toBe(true);
    expect(usedSecondFactor(["pwd", "otp"])).toBe(true);
    expect(usedSecondFactor(["hwk", "user"])).toBe(true);
    expect(usedSecondFactor(["pwd"])).toBe(false);
    expect(usedSecondFactor(["pwd", "pwd"])).toBe(false);
  });

  it("takes the provider's auth_time, so a provider that did not ask again leaves no recent authentication", () => {
    const hourAgo = new Date(Date.now() - 3600_000);
    // Asked for a new authentication, but the provider's answer says the last one was an hour ago.
    expect(proofOf({ authTime: hourAgo, amr: ["pwd"] }, { reauth: true })).toEqual({
      authenticatedAt: hourAgo,
      secondFactor: false,
    });
    // An OpenID provider silent on auth_time: only a sign-in that asked for prompt=login counts as now.
    expect(proofOf({ authTime: null, amr: null }, { reauth: false })).toEqual({
      authenticatedAt: null,
      secondFactor: null,
    });
    expect(proofOf({ authTime: null, amr: null }, { reauth: true }).authenticatedAt).toBeInstanceOf(Date);
    // A plain OAuth 2 provider (no ID token) cannot say: the sign-in's own time.
    expect(proofOf(null, { reauth: false }).authenticatedAt).toBeInstanceOf(Date);
  });
});
