import { hkdfSync } from "node:crypto";
import { getEnv } from "./env.server";

/**
 * One secret, a key for each purpose. Every use of SESSION_SECRET goes through here: each purpose
 * gets its own key derived with HKDF-SHA256 (its name as the info), so no two uses share a key.
 *
 * Rotation: set SESSION_SECRET to a new secret and list the old one in SESSION_SECRET_PREVIOUS.
 * New cookies and sealed tokens use the new secret's keys; everything made with a previous
 * secret's keys is still read (`readingKeys`), so nobody is signed out and no share link breaks.
 * Counters keyed by a hash (rate limits, a guest address's daily count) start afresh with the
 * new secret, and so do the public pseudonyms of suggestion authors.
 */
export type KeyPurpose =
  | "session-cookie"
  | "toast-cookie"
  | "sign-in-attempt"
  | "share-link-token"
  | "rate-limit-address"
  | "quota-address"
  | "catalog-author"
  | "demo-webhook";

function secrets(): string[] {
  const env = getEnv();
  if (!env.SESSION_SECRET)
    throw new Error("SESSION_SECRET is not set: start the app with `npm start`, which provides one.");
  return [env.SESSION_SECRET, ...env.SESSION_SECRET_PREVIOUS];
}

const derived = new Map<string, Buffer>();
/** The key of `purpose` under `secret` (the same for the same two, in any process). */
export function deriveKey(secret: string, purpose: KeyPurpose): Buffer {
  const cacheKey = `${purpose}\u0000${secret}`;
  let key = derived.get(cacheKey);
  if (!key) {
    key = Buffer.from(hkdfSync("sha256", secret, "inkwell", purpose, 32));
    derived.set(cacheKey, key);
  }
  return key;
}

/** The key that signs, seals or hashes for `purpose` now. */
export function currentKey(purpose: KeyPurpose): Buffer {
  return deriveKey(secrets()[0], purpose);
}

/** Every key something made for `purpose` may have used: the current one first, then each previous secret's. */
export function readingKeys(purpose: KeyPurpose): Buffer[] {
  return secrets().map((secret) => deriveKey(secret, purpose));
}

/**
 * The secrets a signed cookie accepts, the first one signing: each secret's cookie key, then the
 * secrets themselves, which signed cookies before keys were derived (so an upgrade signs nobody out).
 */
export function cookieSecrets(purpose: "session-cookie" | "toast-cookie" | "sign-in-attempt"): string[] {
  const all = secrets();
  return [...all.map((secret) => deriveKey(secret, purpose).toString("base64url")), ...all];
}
