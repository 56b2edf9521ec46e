import { getCurrentSession, getOrCreateAnonymousVisitor } from "~/modules/auth/session.server";
import type { Tier } from "~/modules/plans/plans";
import type { User } from "~/utils/db.server";
import { assertGuestAddressHasRoom, assertHasQuota, type QuotaSubject } from "./quota.server";

/**
 * Who is generating: a signed-in user, or this browser's anonymous visitor (created only
 * once the request has passed validation, so a refused request writes nothing).
 */
export interface Requester {
  user: User | null;
  tier: Tier;
  viewerId: string | null;
  /** Refuses (429) when the quota is used up, by reading only: before anything is written. */
  assertHasQuota(): Promise<void>;
  /**
   * The quota subject, creating the anonymous visitor and its cookie on first need; `undo` deletes what that wrote
   * (the request was refused after all).
   */
  subject(): Promise<{ subject: QuotaSubject; setCookie: string | null; undo: () => Promise<void> }>;
}

export async function resolveRequester(request: Request, clientIp: string): Promise<Requester> {
  const session = await getCurrentSession(request);
  const user = session?.user ?? null;
  if (user) {
    return {
      user,
      tier: user.subscriptionType,
      viewerId: user.id,
      assertHasQuota: () => assertHasQuota({ kind: "user", user }),
      subject: async () => ({
        subject: { kind: "user", userId: user.id, plan: user.subscriptionType },
        setCookie: null,
        undo: async () => {},
      }),
    };
  }
  return {
    user: null,
    tier: "anonymous",
    viewerId: null,
    assertHasQuota: () =>
      assertHasQuota({ kind: "anonymous", visitorId: session?.anonymousVisitorId ?? null, clientIp }),
    subject: async () => {
      await assertGuestAddressHasRoom(clientIp);
      const { visitorId, setCookie, undo } = await getOrCreateAnonymousVisitor(request);
      return { subject: { kind: "anonymous", visitorId, clientIp }, setCookie, undo };
    },
  };
}
