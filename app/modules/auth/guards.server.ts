import { adminMessages } from "~/utils/messages/admin";
import { authMessages } from "~/utils/messages/auth";
import { jsonError } from "~/utils/http.server";
import type { User } from "~/utils/db.server";
import { getOptionalUser } from "./session.server";
import { data } from "react-router";
import { goHome, type StatusPayload } from "~/components/layout/status-page";

const noStore = { "Cache-Control": "private, no-store" };

function statusResponse(status: number, payload: StatusPayload) {
  return data(payload, { status, headers: noStore });
}

const loginAction = (returnTo: string) => ({ href: `/api/login?returnTo=${returnTo}`, label: "Login", variant: "accent" as const });

/**
 * The access rules, one per need, called first in every loader and action that needs them:
 * - API flavour (`requireUser`, `requireAdmin`): throw JSON `{ message }` with 401/403.
 * - Page flavour (`requireUserPage`, `requireAdminPage`): throw a response whose data is a
 *   status page; the route's `GeneralErrorBoundary` renders it inside the app shell.
 */
export async function requireUser(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) throw jsonError(401, authMessages.unauthorized);
  return user;
}

export async function requireAdmin(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) throw jsonError(401, authMessages.unauthorized);
  if (user.role !== "admin") throw jsonError(403, adminMessages.notAdmin);
  return user;
}

export function isAdmin(user: Pick<User, "role"> | null | undefined): boolean {
  return user?.role === "admin";
}

/** A page only for signed-in people: 401 'Sign In Required' (Login, Go Home) otherwise. */
export async function requireUserPage(request: Request, page: { returnTo: string; message: string }): Promise<User> {
  const user = await getOptionalUser(request);
  if (!user) {
    throw statusResponse(401, {
      heading: authMessages.signInRequired,
      message: page.message,
      actions: [loginAction(page.returnTo), goHome],
    });
  }
  return user;
}

/** The admin panel: 401 'Please log in to access admin panel.', 403 'Access denied. Admin privileges required.'. */
export async function requireAdminPage(request: Request): Promise<User> {
  const user = await getOptionalUser(request);
  const heading = "Admin Panel";
  if (!user) {
    throw statusResponse(401, { heading, icon: "shield", message: adminMessages.signedOut, actions: [loginAction("/admin"), goHome] });
  }
  if (!isAdmin(user)) throw statusResponse(403, { heading, icon: "shield", message: adminMessages.notAdmin, alert: true });
  return user;
}
