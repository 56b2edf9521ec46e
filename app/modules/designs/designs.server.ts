import { prisma, type Design } from "~/utils/db.server";
import { designImageUrl, type PublicDesign } from "./public-design";

/** Who a design belongs to: a signed-in user or a signed-out browser. */
export type DesignOwner = { kind: "user"; userId: string } | { kind: "anonymous"; visitorId: string };

export function toPublicDesign(design: Design): PublicDesign {
  return {
    id: design.id,
    imageUrl: designImageUrl(design.id),
    description: design.description,
    style: design.style,
    size: design.size,
    complexity: design.complexity,
    tags: design.tags,
    hasWatermark: design.hasWatermark,
    resolution: design.resolution,
    createdAt: design.createdAt.toISOString(),
    customizedFromId: design.customizedFromId,
    hasVector: design.svgKey !== null,
  };
}

export function ownerFilter(owner: DesignOwner) {
  return owner.kind === "user" ? { userId: owner.userId } : { anonymousVisitorId: owner.visitorId };
}

/** A design only when `owner` owns it (null otherwise: callers answer 404, never 403). */
export async function findOwnedDesign(owner: DesignOwner, designId: string): Promise<Design | null> {
  return prisma.design.findFirst({ where: { id: designId, ...ownerFilter(owner) } });
}

export const HISTORY_PAGE_SIZE = 12;

/** The user's own designs, newest first, one page at a time. */
export async function listDesignHistory(userId: string, page: number) {
  const [designs, total] = await Promise.all([
    prisma.design.findMany({
      where: { userId },
      orderBy: [{ createdAt: "desc" }, { id: "desc" }],
      skip: (page - 1) * HISTORY_PAGE_SIZE,
      take: HISTORY_PAGE_SIZE,
    }),
    prisma.design.count({ where: { userId } }),
  ]);
  return { designs: designs.map(toPublicDesign), total, pageCount: Math.max(1, Math.ceil(total / HISTORY_PAGE_SIZE)) };
}
