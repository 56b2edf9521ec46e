import { createCookie } from "react-router";

/**
 * The session cookie's one definition: its name and how its value (the session id) is
 * signed. The app's session module builds its cookie here, and so does the tests' sign-in
 * helper (`tests/support/session-cookie.ts`), so the two can never drift apart. No database
 * and no environment here: the caller passes the secret.
 */

export const SESSION_COOKIE_NAME = "inkwell_session";

export function createSessionCookie(secret: string, options: { secure: boolean }) {
  return createCookie(SESSION_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure: options.secure,
    path: "/",
    secrets: [secret],
  });
}
