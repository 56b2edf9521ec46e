import { getCurrentSession } from "~/modules/auth/session.server";
import { findDesignForRequest } from "~/modules/designs/designs.server";
import { readStoredObject } from "~/modules/storage/image-storage.server";
import { contentDisposition } from "~/utils/client-input";
import type { Design, User } from "~/utils/db.server";
import { jsonError } from "~/utils/http.server";
import { authMessages } from "~/utils/messages/auth";
import { designMessages } from "~/utils/messages/designs";
import { planMessages } from "~/utils/messages/plan";
import { copyrightLine, licenceText } from "./licence";

/** The print file sizes we render at 300 DPI (40 cm is already 4724 pixels a side). */
export const MAX_PRINT_CM = 40;

/** A Pro user's own design, or the Response to answer instead (401, 403, 404). */
export async function requireProDesign(request: Request, designId: string): Promise<{ design: Design; user: User }> {
  const session = await getCurrentSession(request);
  if (!session?.user) throw jsonError(401, authMessages.unauthorized);
  const design = await findDesignForRequest(session, designId);
  if (!design) throw jsonError(404, designMessages.notFound);
  if (session.user.subscriptionType !== "pro") throw jsonError(403, planMessages.proOnly);
  return { design, user: session.user };
}

export async function readStored(key: string): Promise<Buffer> {
  const stored = await readStoredObject(key);
  if (!stored) throw jsonError(404, designMessages.fileNotFound);
  return stored;
}

export function holderName(user: Pick<User, "firstName" | "lastName" | "email">): string {
  return [user.firstName, user.lastName].filter(Boolean).join(" ") || user.email || "the Inkwell Pro subscriber";
}

export function licenceFor(user: Pick<User, "firstName" | "lastName" | "email">) {
  const holder = holderName(user);
  return { text: licenceText(holder), copyright: copyrightLine(holder) };
}

export function attachment(name: string) {
  return contentDisposition(name);
}
