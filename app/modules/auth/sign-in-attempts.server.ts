import { createCookie } from "react-router";
import { z } from "zod";
import { getAppUrl, isProduction } from "~/utils/env.server";
import { cookieSecrets } from "~/utils/keys.server";
import { safeRedirect } from "~/utils/safe-redirect";

/**
 * A sign-in in progress, between GET /api/login and the provider's redirect back to
 * /auth/callback: its OAuth state, its PKCE verifier, where to land afterwards and whether a
 * new authentication was asked for (before deleting the account). Kept in one cookie that is
 * signed (a cookie a sibling subdomain or a plain-http page planted is refused, so nobody can
 * make a browser finish a sign-in they started: login CSRF) and, whenever the cookie is
 * Secure (production, an https APP_URL), `__Host-` prefixed (L2). A browser keeps its three
 * latest attempts (tabs), each for 10 minutes.
 */
export interface SignInAttempt {
  state: string;
  verifier: string;
  returnTo: string;
  /** A new authentication was asked for (prompt=login, max_age=0). */
  reauth: boolean;
  /** When it started (ms), for the provider's auth_time check. */
  startedAt: number;
}

const attemptSchema = z.object({
  state: z.string().min(1).max(200),
  verifier: z.string().min(1).max(200),
  returnTo: z.string().max(2000),
  reauth: z.boolean(),
  startedAt: z.number(),
});

export const SIGN_IN_COOKIE_NAME = "inkwell_sign_in";
const ATTEMPTS_KEPT = 3;
const MAX_AGE_SECONDS = 10 * 60;

let cookie: ReturnType<typeof createCookie> | undefined;
function attemptsCookie() {
  const secure = isProduction() || getAppUrl().startsWith("https://");
  cookie ??= createCookie(secure ? `__Host-${SIGN_IN_COOKIE_NAME}` : SIGN_IN_COOKIE_NAME, {
    httpOnly: true,
    sameSite: "lax",
    secure,
    path: "/",
    maxAge: MAX_AGE_SECONDS,
    secrets: cookieSecrets("sign-in-attempt"),
  });
  return cookie;
}

/** This browser's sign-ins in progress, newest first; none when the cookie is missing, forged or expired. */
export async function readAttempts(request: Request): Promise<SignInAttempt[]> {
  const value: unknown = await attemptsCookie().parse(request.headers.get("cookie"));
  const parsed = z.array(attemptSchema).safeParse(value);
  const live = Date.now() - MAX_AGE_SECONDS * 1000;
  return parsed.success ? parsed.data.filter((attempt) => attempt.startedAt > live) : [];
}

/** The Set-Cookie that remembers one more attempt (beside this browser's latest others). */
export async function rememberAttempt(request: Request, attempt: Omit<SignInAttempt, "startedAt">): Promise<string> {
  const earlier = (await readAttempts(request)).filter((other) => other.state !== attempt.state);
  const next = [{ ...attempt, returnTo: safeRedirect(attempt.returnTo), startedAt: Date.now() }, ...earlier];
  return attemptsCookie().serialize(next.slice(0, ATTEMPTS_KEPT));
}

/** The Set-Cookie that forgets every attempt (a sign-in finished or failed). */
export function clearAttempts(): Promise<string> {
  return attemptsCookie().serialize([], { maxAge: 0, expires: new Date(0) });
}
