import { getCurrentSession } from "~/modules/auth/session.server";

/** The owner key (as jobs record it) of whoever asks, without creating anything. */
export async function viewerOwnerKey(request: Request): Promise<string | null> {
  const session = await getCurrentSession(request);
  if (session?.user) return `user:${session.user.id}`;
  if (session?.anonymousVisitorId) return `visitor:${session.anonymousVisitorId}`;
  return null;
}
