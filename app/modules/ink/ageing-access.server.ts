import { getCurrentSession } from "~/modules/auth/session.server";
import { findDesignForRequest } from "~/modules/designs/designs.server";
import { enforceRateLimit } from "~/modules/limits/rate-limit.server";
import type { Design } from "~/utils/db.server";
import { jsonError } from "~/utils/http.server";
import { designMessages } from "~/utils/messages/designs";

/**
 * The design whose ageing a request asks about (its picture, analysis or page): one of this
 * browser's own designs, signed in or not, on every plan; counted against the ageing limit.
 * Throws the 404 (someone else's design is not found either) or the 429 as a JSON Response.
 */
export async function requireAgeingDesign(request: Request, designId: string, clientIp: string) {
  const session = await getCurrentSession(request);
  const design: Design | null = await findDesignForRequest(session, designId);
  if (!design) throw jsonError(404, designMessages.notFound, undefined, { headers: { "Cache-Control": "no-store" } });
  const user = session?.user ?? null;
  await enforceRateLimit("ageing", {
    tier: user?.subscriptionType ?? "anonymous",
    accountId: user?.id ?? null,
    clientIp,
  });
  return { design, user };
}
