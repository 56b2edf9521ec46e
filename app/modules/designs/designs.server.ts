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
    ...(design.drawnWithout?.length ? { drawnWithout: design.drawnWithout } : {}),
    ...(design.referencePictureId ? { fromPicture: true as const } : {}),
    ...(design.engine === "flash" && design.drawnInsteadOf ? { drawnByEngineInstead: true as const } : {}),
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

/**
 * Everything this browser may see: the signed-in user's designs and this browser's
 * anonymous ones (before they are restored to the account).
 */
export async function findDesignForRequest(
  session: { userId: string | null; anonymousVisitorId: string | null } | null,
  designId: string,
): Promise<Design | null> {
  if (!session || designId.length > 64) return null;
  const owners = [
    ...(session.userId ? [{ userId: session.userId }] : []),
    ...(session.anonymousVisitorId ? [{ anonymousVisitorId: session.anonymousVisitorId }] : []),
  ];
  if (owners.length === 0) return null;
  return prisma.design.findFirst({ where: { id: designId, OR: owners } });
}

/** Several designs this browser may see, in the order asked for. */
export async function findDesignsForSession(
  session: { userId: string | null; anonymousVisitorId: string | null } | null,
  designIds: string[],
): Promise<Design[]> {
  if (!session || designIds.length === 0) return [];
  const owners = [
    ...(session.userId ? [{ userId: session.userId }] : []),
    ...(session.anonymousVisitorId ? [{ anonymousVisitorId: session.anonymousVisitorId }] : []),
  ];
  if (owners.length === 0) return [];
  const found = await prisma.design.findMany({ where: { id: { in: designIds }, OR: owners } });
  return designIds.flatMap((id) => found.filter((design) => design.id === id));
}

/**
 * POST /api/designs/by-ids: this browser's designs among `ids`. For a signed-in user,
 * designs this browser made before signing in move to the account. Never answers
 * another browser's or another user's designs.
 */
export async function restoreDesigns(
  session: { userId: string | null; anonymousVisitorId: string | null },
  ids: string[],
): Promise<Design[]> {
  if (ids.length === 0) return [];
  if (session.userId && session.anonymousVisitorId) {
    await prisma.design.updateMany({
      where: { id: { in: ids }, anonymousVisitorId: session.anonymousVisitorId, userId: null },
      data: { userId: session.userId, anonymousVisitorId: null },
    });
  }
  const owners = [
    ...(session.userId ? [{ userId: session.userId }] : []),
    ...(session.anonymousVisitorId ? [{ anonymousVisitorId: session.anonymousVisitorId }] : []),
  ];
  if (owners.length === 0) return [];
  return prisma.design.findMany({
    where: { id: { in: ids }, OR: owners },
    orderBy: [{ createdAt: "desc" }, { id: "asc" }],
  });
}
