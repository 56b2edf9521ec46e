import { requireUser } from "~/modules/auth/guards.server";
import { assertHasQuota } from "~/modules/generation/quota.server";
import { assertWithinRateLimit } from "~/modules/limits/rate-limit.server";
import { getPlan } from "~/modules/plans/plans";
import { pictureMessages } from "~/utils/messages/picture";
import { carriesPicture } from "~/utils/request-body.server";
import { withUploadSlot } from "~/utils/upload-slots.server";
import { pictureError } from "./picture-intake.server";

/**
 * A picture upload's way in (issue 28, M8), before a byte of its body is read: an account (a guest's upload is
 * refused, 401, or sent to sign in), a plan that takes pictures, a quota not spent, the generation's rate limits
 * (counted here, and once for the request), then one of the instance's upload slots (one per account, upload-
 * slots.server.ts). Only then does `take` run: it reads the body (within PICTURE_UPLOAD_DEADLINE, else 408), checks
 * the picture and queues its job; the slot is let go when it returns. A request that cannot carry a picture runs
 * `take` at once.
 */
export async function withPictureUpload<T>(
  request: Request,
  options: { clientIp: string; redirectTo?: string },
  take: () => Promise<T>,
): Promise<T> {
  if (!carriesPicture(request)) return take();
  const user = await requireUser(request, options.redirectTo ? { redirectTo: options.redirectTo } : {});
  if (!getPlan(user.subscriptionType).canStartFromPicture) throw pictureError(403, pictureMessages.signInRequired);
  await assertHasQuota({ kind: "user", user });
  await assertWithinRateLimit("generation", {
    tier: user.subscriptionType,
    accountId: user.id,
    clientIp: options.clientIp,
    request,
  });
  return withUploadSlot(user.id, request.signal, take);
}
