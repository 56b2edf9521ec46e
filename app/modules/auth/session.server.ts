import { randomBytes } from "node:crypto";
import { prisma, type Session, type User } from "~/utils/db.server";
import { getAppUrl, isProduction } from "~/utils/env.server";
import { cookieSecrets } from "~/utils/keys.server";
import { createSessionCookie } from "./session-cookie.server";

/**
 * Sessions live in PostgreSQL; the cookie carries only the signed session id, so signing
 * out (or deleting the row) revokes the session everywhere. A member's session ends 30 days
 * after its sign-in, or after a week without a request (its idle limit, M6); an
 * administrator's 12 hours after its sign-in, used or not (an admin's stolen cookie is worth
 * more, and an admin signs in daily anyway). A guest's browser session rolls for 30 days.
 * Deleting the account asks for an authentication at the provider of the last 10 minutes
 * (the provider's auth_time, M6); the admin panel asks for a second factor where the
 * provider reports how the person signed in (its amr claim).
 */

export { SESSION_COOKIE_NAME } from "./session-cookie.server";
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;
const SESSION_TTL_MS = 30 * DAY_MS;
/** Extend a guest's expiry at most once a day, so ordinary requests do not write. */
const ROLLING_REFRESH_AFTER_MS = DAY_MS;
/** A member's session without a request for this long has ended (its idle limit). */
export const MEMBER_IDLE_MS = 7 * DAY_MS;
/** A member's last request is written at most this often. */
const SEEN_EVERY_MS = HOUR_MS;
/** An administrator's session: this long after sign-in, never extended. */
export const ADMIN_SESSION_MS = 12 * HOUR_MS;
/** What counts as a recent authentication (deleting the account asks for one). */
export const RECENT_SIGN_IN_MS = 10 * 60 * 1000;

/** What a sign-in proved, as the provider reported it (sign-in-flow.server.ts). */
export interface SessionProof {
  /** When the person last authenticated at the provider; null: nothing recent is known. */
  authenticatedAt: Date | null;
  /** Whether with a second factor; null: the provider did not say. */
  secondFactor: boolean | null;
}

let cookie: ReturnType<typeof createSessionCookie> | undefined;
function sessionCookie() {
  // Secure (and so `__Host-`) when the public address is https, and always in production.
  cookie ??= createSessionCookie(cookieSecrets("session-cookie"), {
    secure: isProduction() || getAppUrl().startsWith("https://"),
  });
  return cookie;
}

export type CurrentSession = Session & { user: User | null };

const sessionsByRequest = new WeakMap<Request, Promise<CurrentSession | null>>();

async function readSessionId(request: Request): Promise<string | null> {
  const value: unknown = await sessionCookie().parse(request.headers.get("cookie"));
  return typeof value === "string" && value.length > 0 ? value : null;
}

/** The valid session of this request with its user, looked up once per request. */
export function getCurrentSession(request: Request): Promise<CurrentSession | null> {
  let pending = sessionsByRequest.get(request);
  if (!pending) {
    pending = (async () => {
      const id = await readSessionId(request);
      if (!id) return null;
      const session = await prisma.session.findUnique({ where: { id }, include: { user: true } });
      const now = Date.now();
      if (!session || hasEnded(session, now)) return null;
      if (session.user && now - session.lastSeenAt.getTime() >= SEEN_EVERY_MS) {
        const lastSeenAt = new Date(now);
        await prisma.session.updateMany({ where: { id }, data: { lastSeenAt } });
        return { ...session, lastSeenAt };
      }
      return session;
    })();
    sessionsByRequest.set(request, pending);
  }
  return pending;
}

/** Whether a session has ended: past its expiry, a member's idle week, or an administrator's 12 hours. */
function hasEnded(session: CurrentSession, now: number): boolean {
  if (session.expiresAt.getTime() <= now) return true;
  if (!session.user) return false;
  // A member made administrator keeps no older session as an admin one.
  if (session.user.role === "admin" && now - session.createdAt.getTime() >= ADMIN_SESSION_MS) return true;
  return now - session.lastSeenAt.getTime() >= MEMBER_IDLE_MS;
}

export async function getOptionalUser(request: Request): Promise<User | null> {
  return (await getCurrentSession(request))?.user ?? null;
}

function newSessionId() {
  return randomBytes(32).toString("base64url");
}

async function serializeSessionCookie(id: string, expiresAt: Date) {
  return sessionCookie().serialize(id, { expires: expiresAt });
}

/**
 * Starts a signed-in session after sign-in, with what the sign-in proved (by default: an authentication now, the
 * provider silent about factors). The browser's previous session is replaced (a new id, against session fixation)
 * but its anonymous visitor is carried over, so designs made before signing in can be restored.
 */
export async function createUserSession(
  request: Request,
  user: Pick<User, "id" | "role">,
  proof: SessionProof = { authenticatedAt: new Date(), secondFactor: null },
): Promise<string> {
  const previous = await getCurrentSession(request);
  const expiresAt = new Date(Date.now() + (user.role === "admin" ? ADMIN_SESSION_MS : SESSION_TTL_MS));
  const session = await prisma.$transaction(async (tx) => {
    if (previous) await tx.session.deleteMany({ where: { id: previous.id } });
    return tx.session.create({
      data: {
        id: newSessionId(),
        userId: user.id,
        anonymousVisitorId: previous?.anonymousVisitorId ?? null,
        expiresAt,
        authenticatedAt: proof.authenticatedAt,
        secondFactor: proof.secondFactor,
      },
    });
  });
  return serializeSessionCookie(session.id, session.expiresAt);
}

/** Whether the person authenticated at the provider within RECENT_SIGN_IN_MS (its auth_time, M6). */
export function isRecentSignIn(session: Pick<Session, "authenticatedAt">, now = Date.now()): boolean {
  return session.authenticatedAt !== null && now - session.authenticatedAt.getTime() < RECENT_SIGN_IN_MS;
}

/**
 * Whether this session may open the admin panel as far as its sign-in goes: unless the provider reported how the
 * person signed in (amr) and that was without a second factor. A provider that reports nothing (Google, GitHub) is
 * trusted as before: require a second factor for administrators there (decision 025).
 */
export function sessionMayAdminister(session: Pick<Session, "secondFactor">): boolean {
  return session.secondFactor !== false;
}

/** "Sign out everywhere": revokes every session of the account; answers the Set-Cookie that clears this browser's. */
export async function destroyAllSessionsOf(userId: string): Promise<string> {
  await prisma.session.deleteMany({ where: { userId } });
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Revokes this browser's session; answers the Set-Cookie that clears the cookie. */
export async function destroyCurrentSession(request: Request): Promise<string> {
  const id = await readSessionId(request);
  if (id) await prisma.session.deleteMany({ where: { id } });
  return sessionCookie().serialize("", { maxAge: 0, expires: new Date(0) });
}

/** Extends a guest's session when last extended over a day ago (a member's never: it ends 30 days after sign-in). */
export async function refreshSessionExpiry(request: Request): Promise<string | null> {
  const session = await getCurrentSession(request);
  if (!session || session.user) return null;
  const extendedAt = session.expiresAt.getTime() - SESSION_TTL_MS;
  if (Date.now() - extendedAt < ROLLING_REFRESH_AFTER_MS) return null;
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  await prisma.session.updateMany({ where: { id: session.id }, data: { expiresAt } });
  return serializeSessionCookie(session.id, expiresAt);
}

/**
 * The anonymous visitor of this browser, created with a session on first need (the
 * first generation), so page views alone never write to the database.
 */
export async function getOrCreateAnonymousVisitor(
  request: Request,
): Promise<{ visitorId: string; setCookie: string | null; undo: () => Promise<void> }> {
  const session = await getCurrentSession(request);
  if (session?.anonymousVisitorId) return { visitorId: session.anonymousVisitorId, setCookie: null, undo: nothing };
  // What was written here is taken back when the request is refused after all (a full queue): no rows for a refusal.
  const forget = (visitorId: string, sessionId?: string) => async () => {
    if (sessionId) await prisma.session.deleteMany({ where: { id: sessionId } });
    await prisma.anonymousVisitor.deleteMany({ where: { id: visitorId } });
    sessionsByRequest.delete(request);
  };
  if (session) {
    const visitor = await prisma.anonymousVisitor.create({ data: {} });
    await prisma.session.update({ where: { id: session.id }, data: { anonymousVisitorId: visitor.id } });
    return { visitorId: visitor.id, setCookie: null, undo: forget(visitor.id) };
  }
  const expiresAt = new Date(Date.now() + SESSION_TTL_MS);
  const visitor = await prisma.anonymousVisitor.create({
    data: { sessions: { create: { id: newSessionId(), expiresAt } } },
    include: { sessions: true },
  });
  const created = visitor.sessions[0];
  sessionsByRequest.set(request, Promise.resolve({ ...created, user: null }));
  return {
    visitorId: visitor.id,
    setCookie: await serializeSessionCookie(created.id, expiresAt),
    undo: forget(visitor.id, created.id),
  };
}

const nothing = async () => {};

/** Deletes sessions that expired (run now and then by the background jobs). */
export async function deleteExpiredSessions(): Promise<number> {
  const { count } = await prisma.session.deleteMany({ where: { expiresAt: { lt: new Date() } } });
  return count;
}
