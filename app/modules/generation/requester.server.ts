import type { User } from "~/utils/db.server";
import { getOptionalUser, getOrCreateAnonymousVisitor } from "~/modules/auth/session.server";
import type { Tier } from "~/modules/plans/plans";
import { assertGuestAddressHasRoom, type QuotaSubject } from "./quota.server";

/**
 * Who is generating: a signed-in user, or this browser's anonymous visitor (created only
 * once the request has passed validation, so a refused request writes nothing).
 */
export interface Requester {
  user: User | null;
  tier: Tier;
  viewerId: string | null;
  /** The quota subject, creating the anonymous visitor and its cookie on first need. */
  subject(): Promise<{ subject: QuotaSubject; setCookie: string | null }>;
}

export async function resolveRequester(request: Request, clientIp: string): Promise<Requester> {
  const user = await getOptionalUser(request);
  if (user) {
    return {
      user,
      tier: user.subscriptionType,
      viewerId: user.id,
      subject: async () => ({ subject: { kind: "user", userId: user.id, plan: user.subscriptionType }, setCookie: null }),
    };
  }
  return {
    user: null,
    tier: "anonymous",
    viewerId: null,
    subject: async () => {
      await assertGuestAddressHasRoom(clientIp);
      const { visitorId, setCookie } = await getOrCreateAnonymousVisitor(request);
      return { subject: { kind: "anonymous", visitorId, clientIp }, setCookie };
    },
  };
}
