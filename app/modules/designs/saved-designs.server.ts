import { prisma } from "~/utils/db.server";
import { toPublicDesign } from "./designs.server";

/** A user's saved (favourite) designs, most recently saved first. */
export async function listSavedDesigns(userId: string) {
  const saved = await prisma.savedDesign.findMany({
    where: { userId },
    orderBy: { createdAt: "desc" },
    include: { design: true },
  });
  return saved.map((entry) => ({ ...toPublicDesign(entry.design), savedAt: entry.createdAt.toISOString() }));
}

/** Removes a favourite; answers whether there was one to remove. */
export async function unsaveDesign(userId: string, designId: string): Promise<boolean> {
  const { count } = await prisma.savedDesign.deleteMany({ where: { userId, designId } });
  return count > 0;
}
