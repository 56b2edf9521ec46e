import { getPlan } from "~/modules/plans/plans";
import { prisma, type User } from "~/utils/db.server";
import { HttpError } from "~/utils/http-error";
import { designMessages } from "~/utils/messages/designs";
import { favouritesMessages } from "~/utils/messages/favourites";
import { planMessages } from "~/utils/messages/plan";
import { toPublicDesign } from "./designs.server";

/** Favourites (spec §4 favourite toggle): a user saves their own designs, as the plan allows. */

/** A user's saved designs, most recently saved first. */
export async function listSavedDesigns(userId: string) {
  const saved = await prisma.savedDesign.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    include: { design: true },
  });
  return saved.map((entry) => ({ ...toPublicDesign(entry.design), savedAt: entry.createdAt.toISOString() }));
}

/** Saves one of the user's own designs; saving twice is harmless. */
export async function saveDesign(user: Pick<User, "id" | "subscriptionType">, designId: unknown) {
  if (!getPlan(user.subscriptionType).canSaveDesigns) throw new HttpError(403, planMessages.save);
  if (typeof designId !== "string" || designId.length === 0 || designId.length > 64) {
    throw new HttpError(400, designMessages.notYours);
  }
  const design = await prisma.design.findFirst({ where: { id: designId, userId: user.id } });
  if (!design) throw new HttpError(404, designMessages.notFound);
  await prisma.savedDesign.upsert({
    where: { userId_designId: { userId: user.id, designId } },
    create: { userId: user.id, designId },
    update: {},
  });
  return toPublicDesign(design);
}

/** Removes a favourite; 404 when the design is not in the user's saved designs. */
export async function unsaveDesign(user: Pick<User, "id">, designId: unknown): Promise<void> {
  const removed =
    typeof designId === "string" &&
    designId.length > 0 &&
    designId.length <= 64 &&
    (await prisma.savedDesign.deleteMany({ where: { userId: user.id, designId } })).count > 0;
  if (!removed) throw new HttpError(404, favouritesMessages.notSaved);
}
