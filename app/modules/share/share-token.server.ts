import { createCipheriv, createDecipheriv, createHash, randomBytes } from "node:crypto";
import { currentKey, readingKeys } from "~/utils/keys.server";

/**
 * Share link tokens: 32 random bytes (256 bits) in base64url, 43 characters. The database
 * finds a link by the token's SHA-256 and keeps the token itself only sealed (AES-256-GCM
 * with its own key derived from SESSION_SECRET, app/utils/keys.server.ts), so the owner's
 * profile can show the link again while a copy of the database alone opens no shared page.
 * After a rotation, a token sealed with a previous secret still opens.
 */
export const SHARE_TOKEN_BYTES = 32;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export function newShareToken(): string {
  return randomBytes(SHARE_TOKEN_BYTES).toString("base64url");
}

/** Whether `value` has the shape of a token (checked before any database lookup). */
export function isShareTokenShaped(value: string | undefined): value is string {
  return typeof value === "string" && TOKEN_PATTERN.test(value);
}

export function hashShareToken(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

/** The token sealed for storage: base64url of iv (12 bytes), tag (16 bytes) and ciphertext. */
export function sealShareToken(token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv("aes-256-gcm", currentKey("share-link-token"), iv);
  const sealed = Buffer.concat([cipher.update(token, "utf8"), cipher.final()]);
  return Buffer.concat([iv, cipher.getAuthTag(), sealed]).toString("base64url");
}

/** The token back from its sealed copy; null when no key opens it (a secret no longer listed). */
export function openShareToken(sealed: string): string | null {
  const bytes = Buffer.from(sealed, "base64url");
  for (const key of readingKeys("share-link-token")) {
    try {
      const decipher = createDecipheriv("aes-256-gcm", key, bytes.subarray(0, 12));
      decipher.setAuthTag(bytes.subarray(12, 28));
      return Buffer.concat([decipher.update(bytes.subarray(28)), decipher.final()]).toString("utf8");
    } catch {
      // sealed with another secret's key: try the next
    }
  }
  return null;
}
