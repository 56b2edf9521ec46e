import { adminMessages } from "~/utils/messages/admin";
import { authMessages } from "~/utils/messages/auth";
import { jsonError } from "~/utils/http.server";
import type { User } from "~/utils/db.server";
import { getOptionalUser } from "./session.server";

/**
 * Permission checks for resource routes (JSON answers). Pages render their own signed-out
 * and denied states, reading getOptionalUser.
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
