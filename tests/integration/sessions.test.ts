import { describe, expect, it } from "vitest";
import { routeArgs } from "../support/users";

const { action: profileAction } = await import("~/routes/profile");
const { ADMIN_SESSION_MS, MEMBER_IDLE_MS, createUserSession, getCurrentSession, refreshSessionExpiry } =
  await import("~/modules/auth/session.server");
const { requireAdmin } = await import("~/modules/auth/guards.server");
const { adminMessages } = await import("~/utils/messages/admin");
const { ACCOUNT_MESSAGES } = await import("~/modules/lifecycle/account-forms");
const { prisma } = await import("~/utils/db.server");
const { APP_ORIGIN, createSessionCookie, createUser, get, sessionIdFrom } = await import("../support/users");
const { SESSION_COOKIE_NAME } = await import("../support/session-cookie");

const HOUR = 3600_000;

function postForm(fields: Record<string, string>, cookie: string) {
  return new Request(`${APP_ORIGIN}/profile`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, Cookie: cookie },
    body: new URLSearchParams(fields).toString(),
  });
}

async function act(request: Request) {
  try {
    const result = (await profileAction(routeArgs(request))) as unknown;
    if (result instanceof Response) return { status: result.status, response: result, data: null };
    const value = result as { data: Record<string, unknown>; init: ResponseInit | null };
    return { status: value.init?.status ?? 200, response: null, data: value.data };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, response: thrown, data: null };
    throw thrown;
  }
}

/** Moves a session's sign-in (and its authentication at the provider) back in time, as if made `ms` ago. */
async function signedInAgo(cookie: string, ms: number) {
  const then = new Date(Date.now() - ms);
  await prisma.session.update({
    where: { id: await sessionIdFrom(cookie) },
    data: { createdAt: then, authenticatedAt: then, lastSeenAt: then },
  });
}

describe("sessions", () => {
  it("gives an administrator a 12-hour session from sign-in and a member a 30-day one, neither extended", async () => {
    const admin = await createUser({ admin: true });
    const member = await createUser();
    const adminCookie = (await createUserSession(get("/auth/callback"), admin)).split(";")[0];
    const memberCookie = (await createUserSession(get("/auth/callback"), member)).split(";")[0];
    const expiry = async (cookie: string) =>
      (await prisma.session.findUniqueOrThrow({ where: { id: await sessionIdFrom(cookie) } })).expiresAt.getTime() -
      Date.now();
    expect(await expiry(adminCookie)).toBeLessThanOrEqual(ADMIN_SESSION_MS);
    expect(await expiry(adminCookie)).toBeGreaterThan(ADMIN_SESSION_MS - 60_000);
    expect(await expiry(memberCookie)).toBeGreaterThan(29 * 24 * HOUR);

    // A session made before the role was granted (a long member session) is no admin session past 12 hours.
    const promoted = await createUser();
    const old = await createSessionCookie({ userId: promoted.id });
    await signedInAgo(old, 13 * HOUR);
    expect(await getCurrentSession(get("/", old))).not.toBeNull();
    await prisma.user.update({ where: { id: promoted.id }, data: { role: "admin" } });
    expect(await getCurrentSession(get("/", old))).toBeNull();

    // A signed-in session is re-authenticated at least every 30 days: never extended (a guest's browser session rolls).
    await prisma.session.update({
      where: { id: await sessionIdFrom(memberCookie) },
      data: { expiresAt: new Date(Date.now() + 2 * 24 * HOUR) },
    });
    expect(await refreshSessionExpiry(get("/", memberCookie))).toBeNull();
    expect(await refreshSessionExpiry(get("/", adminCookie))).toBeNull();
  });

  it("ends a member's session after a week without a request: its idle limit (M6)", async () => {
    const member = await createUser();
    const cookie = await createSessionCookie({ userId: member.id });
    const id = await sessionIdFrom(cookie);
    // Six days idle: still signed in, and this request counts as seen.
    await prisma.session.update({ where: { id }, data: { lastSeenAt: new Date(Date.now() - 6 * 24 * HOUR) } });
    expect(await getCurrentSession(get("/", cookie))).not.toBeNull();
    const seen = (await prisma.session.findUniqueOrThrow({ where: { id } })).lastSeenAt.getTime();
    expect(Date.now() - seen).toBeLessThan(60_000);
    // A week and a minute: ended.
    await prisma.session.update({
      where: { id },
      data: { lastSeenAt: new Date(Date.now() - MEMBER_IDLE_MS - 60_000) },
    });
    expect(await getCurrentSession(get("/", cookie))).toBeNull();
  });

  it("opens the admin panel only to an admin whose provider did not report a sign-in without a second factor (M6)", async () => {
    const admin = await createUser({ admin: true });
    const session = async (secondFactor: boolean | null) =>
      (await createUserSession(get("/auth/callback"), admin, { authenticatedAt: new Date(), secondFactor })).split(
        ";",
      )[0];
    const admin_ = async (cookie: string, accept: string) =>
      requireAdmin(get("/admin", cookie, { Accept: accept })).then(
        () => 200,
        (refusal: unknown) => refusal as Response | { init: ResponseInit | null; data: unknown },
      );
    expect(await admin_(await session(true), "application/json")).toBe(200);
    // The provider said nothing of factors (Google, GitHub): as before (decision 025).
    expect(await admin_(await session(null), "application/json")).toBe(200);
    const refused = (await admin_(await session(false), "application/json")) as Response;
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: adminMessages.secondFactorRequired });
    const page = (await admin_(await session(false), "text/html")) as { init: ResponseInit | null; data: unknown };
    expect(page.init?.status).toBe(403);
    expect(page.data).toMatchObject({ message: adminMessages.secondFactorRequired });
  });

  it("signs out everywhere: every session of the account ends, others' stay", async () => {
    const user = await createUser({ plan: "premium" });
    const cookies = [await createSessionCookie({ userId: user.id }), await createSessionCookie({ userId: user.id })];
    const someoneElse = await createSessionCookie({ userId: (await createUser()).id });
    const result = await act(postForm({ intent: "sign-out-everywhere" }, cookies[0]));
    expect(result.status).toBe(302);
    expect(result.response!.headers.get("Location")).toBe("/");
    expect(result.response!.headers.get("Set-Cookie")).toMatch(
      new RegExp(`${SESSION_COOKIE_NAME}=;.*Expires=Thu, 01 Jan 1970`),
    );
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    for (const cookie of cookies) expect(await getCurrentSession(get("/", cookie))).toBeNull();
    expect(await getCurrentSession(get("/", someoneElse))).not.toBeNull();
  });

  it("asks for a sign-in of the last 10 minutes before deleting the account, and deletes nothing before", async () => {
    const user = await createUser({ plan: "free" });
    const cookie = await createSessionCookie({ userId: user.id });
    await signedInAgo(cookie, 11 * 60_000);
    const refused = await act(postForm({ intent: "delete-account", confirmEmail: user.email! }, cookie));
    expect(refused.status).toBe(403);
    // The form's reply: a 403 (the page offers "Sign in again" for it), marked on the email field.
    expect(refused.data).toMatchObject({
      form: "delete-account",
      status: 403,
      message: ACCOUNT_MESSAGES.signInAgain,
      fieldErrors: { confirmEmail: ACCOUNT_MESSAGES.signInAgain },
    });
    expect(await prisma.user.findUnique({ where: { id: user.id } })).not.toBeNull();

    // Signed in again: it goes through.
    const fresh = (await createUserSession(get("/auth/callback", cookie), user)).split(";")[0];
    const deleted = await act(postForm({ intent: "delete-account", confirmEmail: user.email! }, fresh));
    expect(deleted.status).toBe(302);
    expect(await prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
  });
});
