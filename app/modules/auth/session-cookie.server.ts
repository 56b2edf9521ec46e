import { createCookie } from "react-router";

/**
 * The session cookie's one definition: its name and how its value (the session id) is
 * signed. The app's session module builds its cookie here, and so does the tests' sign-in
 * helper (`tests/support/session-cookie.ts`), so the two can never drift apart. No database
 * and no environment here: the caller passes the secret and whether the cookie is Secure.
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

export function createSessionCookie(secret: string, options: { secure: boolean }) {
  return createCookie(sessionCookieName(options.secure), {
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    path: "/",
    secrets: [secret],
  });
}
