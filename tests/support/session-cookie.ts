import { SESSION_COOKIE_NAME, sessionCookieSignedWith } from "~/modules/auth/session-cookie.server";

/**
 * The tests' one way to hold a session cookie, built with the app's own cookie definition
 * (name, signing) so its format never drifts from what the app reads. The secret defaults to
 * `SESSION_SECRET` (integration tests run the app in their own process); end-to-end tests,
 * which run the app in another process, pass `E2E_SESSION_SECRET`.
 */

export { SESSION_COOKIE_NAME };

function sessionCookie(secret = process.env.SESSION_SECRET) {
  if (!secret) throw new Error("No session secret: set SESSION_SECRET or pass { secret }.");
  return sessionCookieSignedWith(secret);
}

/** The signed cookie value for a session id (what a browser stores under SESSION_COOKIE_NAME). */
export async function sessionCookieValue(sessionId: string, options: { secret?: string } = {}): Promise<string> {
  const header = await sessionCookieFor(sessionId, options);
  return header.slice(SESSION_COOKIE_NAME.length + 1);
}

/** The `Cookie` request header that carries this session: `inkwell_session=<signed id>`. */
export async function sessionCookieFor(sessionId: string, options: { secret?: string } = {}): Promise<string> {
  return (await sessionCookie(options.secret).serialize(sessionId)).split(";")[0];
}

/** The session id inside a `Cookie` header; throws when it carries no validly signed session cookie. */
export async function sessionIdFrom(cookieHeader: string, options: { secret?: string } = {}): Promise<string> {
  const value: unknown = await sessionCookie(options.secret).parse(cookieHeader);
  if (typeof value !== "string" || value.length === 0)
    throw new Error(`No signed ${SESSION_COOKIE_NAME} cookie in: ${cookieHeader}`);
  return value;
}
