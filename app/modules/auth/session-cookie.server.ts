import { createCookie } from "react-router";
import { deriveKey } from "~/utils/keys.server";

/**
 * The session cookie's one definition: its name and how its value (the session id) is
 * signed. The app's session module builds its cookie here, and so does the tests' sign-in
 * helper (`tests/support/session-cookie.ts`), so the two can never drift apart. No database
 * and no environment here: the caller passes the secrets and whether the cookie is Secure.
 *
 * A Secure cookie carries the `__Host-` prefix: browsers then refuse it unless it is Secure,
 * has Path=/ and no Domain, so a sibling subdomain or a plain-http page cannot set or
 * overwrite the session (cookie tossing).
 */

export const SESSION_COOKIE_NAME = "inkwell_session";
export const SECURE_SESSION_COOKIE_NAME = `__Host-${SESSION_COOKIE_NAME}`;

export function sessionCookieName(secure: boolean): string {
  return secure ? SECURE_SESSION_COOKIE_NAME : SESSION_COOKIE_NAME;
}

/** `secrets`: the first signs, all are accepted (app/utils/keys.server.ts, cookieSecrets). */
export function createSessionCookie(secrets: string[], options: { secure: boolean }) {
  return createCookie(sessionCookieName(options.secure), {
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    path: "/",
    secrets,
  });
}

/** The cookie as the app signs it under this secret (scripts and tests that hold a session). */
export function sessionCookieSignedWith(secret: string, options: { secure: boolean } = { secure: false }) {
  return createSessionCookie([deriveKey(secret, "session-cookie").toString("base64url")], options);
}
