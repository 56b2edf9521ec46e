import { randomBytes } from "node:crypto";
import type { AppLoadContext, LoaderFunctionArgs } from "react-router";
import { prisma } from "~/utils/db.server";
import { SESSION_COOKIE_NAME, sessionCookieFor } from "./session-cookie";

export { sessionIdFrom } from "./session-cookie";

/** Test users and their sessions, made the way the app makes them (a row and a signed cookie). */

export const APP_ORIGIN = "http://localhost:3000";
export const testContext = { clientIp: "203.0.113.7", cspNonce: "test-nonce" };

export async function createUser(options: { plan?: "free" | "premium" | "pro"; admin?: boolean; email?: string } = {}) {
  const id = `u_${randomBytes(6).toString("hex")}`;
  return prisma.user.create({
    data: {
      id,
      authProvider: "test",
      authSubject: id,
      email: options.email ?? `${id}@example.com`,
      firstName: "Test",
      lastName: "User",
      subscriptionType: options.plan ?? "free",
      role: options.admin ? "admin" : "user",
    },
  });
}

/** A session (optionally signed in, optionally carrying an anonymous visitor); answers its Cookie header. */
export async function createSessionCookie(
  options: { userId?: string | null; anonymousVisitorId?: string | null } = {},
) {
  const id = randomBytes(24).toString("base64url");
  await prisma.session.create({
    data: {
      id,
      userId: options.userId ?? null,
      anonymousVisitorId: options.anonymousVisitorId ?? null,
      expiresAt: new Date(Date.now() + 24 * 3600_000),
      // Just signed in: a recent authentication at the provider (deleting the account asks for one).
      authenticatedAt: options.userId ? new Date() : null,
    },
  });
  return sessionCookieFor(id);
}

export async function signedInCookie(plan: "free" | "premium" | "pro" = "free") {
  const user = await createUser({ plan });
  return { user, cookie: await createSessionCookie({ userId: user.id }) };
}

export function postJson(path: string, body: unknown, cookie?: string) {
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/json",
      Origin: APP_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

export function get(path: string, cookie?: string, headers: Record<string, string> = {}) {
  return new Request(`${APP_ORIGIN}${path}`, { headers: { ...(cookie ? { Cookie: cookie } : {}), ...headers } });
}

/** The cookie a response set (e.g. a new anonymous session), as a Cookie header value. */
export function cookieFrom(response: Response, name = SESSION_COOKIE_NAME): string | undefined {
  return response.headers
    .getSetCookie()
    .find((line) => line.startsWith(`${name}=`))
    ?.split(";")[0];
}

/**
 * A route module's loader or action, as the tests call it. Written as a method so that a route typed with its own
 * `Route.LoaderArgs` (params `{ id: string }`, not any loader's) is accepted: the test passes the params it names.
 */
export type RouteHandler = { handle(args: LoaderFunctionArgs): unknown }["handle"];

/** The arguments React Router passes a loader or action for this request. */
export function routeArgs(
  request: Request,
  params: Record<string, string> = {},
  context: AppLoadContext = testContext,
): LoaderFunctionArgs {
  return { request, params, context, url: new URL(request.url), pattern: "" };
}

/** Calls a route module's action or loader as React Router would. */
export async function call(
  handler: RouteHandler,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  try {
    const result = await handler(routeArgs(request, params));
    if (result instanceof Response) return result;
    throw new Error(`Expected a Response, got ${typeof result}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** What a page route's loader or action answered, returned or thrown: a Response, or React Router's `data(value, init)`. */
export interface PageAnswer {
  status: number;
  headers: Headers;
  /** Where a redirect goes. */
  location: string | null;
  /** The action or loader data (null for a redirect or an empty body). */
  data: unknown;
}

/** Calls a page route's action or loader as React Router would, and reads its answer. */
export async function callPage(
  handler: RouteHandler,
  request: Request,
  options: { params?: Record<string, string>; clientIp?: string } = {},
): Promise<PageAnswer> {
  const context = options.clientIp ? { ...testContext, clientIp: options.clientIp } : testContext;
  const result: unknown = await Promise.resolve()
    .then(() => handler(routeArgs(request, options.params ?? {}, context)))
    .catch((thrown: unknown) => thrown);
  if (result instanceof Response) {
    const text = await result.text();
    let data: unknown = null;
    if (text) {
      try {
        data = JSON.parse(text);
      } catch {
        data = text;
      }
    }
    return { status: result.status, headers: result.headers, location: result.headers.get("Location"), data };
  }
  if (typeof result === "object" && result !== null && "init" in result && "data" in result) {
    const { data, init } = result as { data: unknown; init: ResponseInit | null };
    return { status: init?.status ?? 200, headers: new Headers(init?.headers), location: null, data };
  }
  if (result instanceof Error) throw result;
  return { status: 200, headers: new Headers(), location: null, data: result };
}
