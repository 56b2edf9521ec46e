import { z } from "zod";
import type { SessionProof } from "./session.server";
import type { SignInAttempt } from "./sign-in-attempts.server";

/**
 * What the app reads of an OpenID Connect ID token: when the person authenticated at the provider (auth_time) and
 * how (amr, RFC 8176). The token comes straight from the provider's token endpoint over the code flow's own TLS
 * connection, so its issuer, audience and expiry are checked and its signature is not (OpenID Connect Core 3.1.3.7,
 * item 6). A plain OAuth 2 provider (GitHub) sends no ID token: its sign-ins report neither.
 */
export interface IdTokenClaims {
  /** When the person authenticated, if the provider said. */
  authTime: Date | null;
  /** The authentication methods, if the provider said (["pwd", "mfa"], ["pwd", "otp"], ["hwk", "user"]...). */
  amr: string[] | null;
}

const claimsSchema = z.object({
  iss: z.string(),
  aud: z.union([z.string(), z.array(z.string())]),
  exp: z.number(),
  auth_time: z.number().optional(),
  amr: z.array(z.string()).optional(),
});

/** The token's claims; null when it is not a JWT for this client from this issuer, or has expired. */
export function readIdToken(
  idToken: string,
  expected: { issuer: string; clientId: string },
  now = Date.now(),
): IdTokenClaims | null {
  const payload = idToken.split(".")[1];
  if (!payload) return null;
  let decoded: unknown;
  try {
    decoded = JSON.parse(Buffer.from(payload, "base64url").toString("utf8"));
  } catch {
    return null;
  }
  const parsed = claimsSchema.safeParse(decoded);
  if (!parsed.success) return null;
  const claims = parsed.data;
  const audiences = Array.isArray(claims.aud) ? claims.aud : [claims.aud];
  const issuer = (value: string) => value.replace(/\/+$/, "");
  if (issuer(claims.iss) !== issuer(expected.issuer) || !audiences.includes(expected.clientId)) return null;
  if (claims.exp * 1000 < now - 60_000) return null;
  return {
    authTime: claims.auth_time === undefined ? null : new Date(claims.auth_time * 1000),
    amr: claims.amr ?? null,
  };
}

/**
 * Whether the methods name a second factor: "mfa", or two or more distinct methods (a password and a one-time code,
 * a security key and its PIN). Microsoft Entra reports ["pwd", "mfa"], Okta ["pwd", "otp", "mfa"], Auth0 ["mfa"].
 */
export function usedSecondFactor(amr: string[]): boolean {
  return amr.includes("mfa") || new Set(amr).size >= 2;
}

/**
 * What the session records of the sign-in (M6): when the person last proved who they are, and whether with a
 * second factor. The provider's auth_time, when it reports one; a provider that sends no ID token (plain OAuth 2)
 * cannot say, so the sign-in's own time counts; an OpenID provider that asked for nothing new (no `fresh`) and
 * reports no auth_time proves nothing recent.
 */
export function proofOf(claims: IdTokenClaims | null, attempt: Pick<SignInAttempt, "reauth">): SessionProof {
  const authenticatedAt = claims ? (claims.authTime ?? (attempt.reauth ? new Date() : null)) : new Date();
  return { authenticatedAt, secondFactor: claims?.amr ? usedSecondFactor(claims.amr) : null };
}
