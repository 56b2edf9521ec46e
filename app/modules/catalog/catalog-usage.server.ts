import { getCurrentSession } from "~/modules/auth/session.server";
import { canUseStyle, type Tier } from "~/modules/plans/plans";
import { prisma, type Prisma } from "~/utils/db.server";
import { findVisibleStyle, isBuiltInStyle, visibleTo } from "./catalog.server";
import { normalizeCatalogText } from "./defaults";

/**
 * Usage that means people (issue 12): a style or idea's count rises once per person
 * (account, or guest visitor with a session) per UTC day, only for a person who just
 * generated with it (a design of theirs in the last USE_WINDOW_MINUTES naming the style,
 * or whose description is the idea). So a script calling `use` in a loop changes nothing,
 * and an author alone needs five days of real use to make their own suggestion public.
 */
export const USE_WINDOW_MINUTES = 30;

export interface CatalogPerson {
  userId: string | null;
  visitorId: string | null;
  tier: Tier;
}

export async function catalogPersonOf(request: Request): Promise<CatalogPerson> {
  const session = await getCurrentSession(request);
  return {
    userId: session?.user?.id ?? null,
    visitorId: session?.user ? null : (session?.anonymousVisitorId ?? null),
    tier: session?.user?.subscriptionType ?? "anonymous",
  };
}

function recentDesignsOf(person: CatalogPerson): Prisma.DesignWhereInput | null {
  const owner = person.userId
    ? { userId: person.userId }
    : person.visitorId
      ? { anonymousVisitorId: person.visitorId }
      : null;
  if (!owner) return null;
  return { ...owner, createdAt: { gte: new Date(Date.now() - USE_WINDOW_MINUTES * 60_000) } };
}

/** Counts the use once (per kind, item, person and day); answers whether it counted. */
async function countOnce(tx: Prisma.TransactionClient, kind: "style" | "idea", itemId: string, person: CatalogPerson) {
  const personKey = person.userId ? `u:${person.userId}` : `v:${person.visitorId}`;
  const inserted = await tx.$executeRaw`
    INSERT INTO "CatalogUse" (kind, "itemId", "personKey", day)
    VALUES (${kind}, ${itemId}, ${personKey}, (now() AT TIME ZONE 'UTC')::date)
    ON CONFLICT DO NOTHING`;
  return inserted === 1;
}

/**
 * A use of a style the person can see; answers its count (counted or not), or null if there is no such style for them.
 */
export async function recordStyleUse(name: string, person: CatalogPerson): Promise<number | null> {
  const style = await findVisibleStyle(name, person.userId);
  if (!style) return null;
  const recent = recentDesignsOf(person);
  const eligible = recent !== null && canUseStyle(person.tier, { name: style.name, isCustom: !isBuiltInStyle(style) });
  if (!eligible) return style.usageCount;
  return prisma.$transaction(async (tx) => {
    const generatedWith = await tx.design.findFirst({
      where: { ...recent, OR: [{ style: { equals: style.name, mode: "insensitive" } }, { tags: { has: style.name } }] },
      select: { id: true },
    });
    if (!generatedWith || !(await countOnce(tx, "style", style.id, person))) return style.usageCount;
    return (await tx.style.update({ where: { id: style.id }, data: { usageCount: { increment: 1 } } })).usageCount;
  });
}

/** A use of an idea the person's description matched; answers its count, or null if there is no such idea for them. */
export async function recordIdeaUse(text: string, person: CatalogPerson): Promise<number | null> {
  const normalizedText = normalizeCatalogText(text);
  const idea = await prisma.popularIdea.findFirst({ where: { normalizedText, ...visibleTo(person.userId) } });
  if (!idea) return null;
  const recent = recentDesignsOf(person);
  if (recent === null) return idea.usageCount;
  return prisma.$transaction(async (tx) => {
    const generatedWith = await tx.design.findFirst({
      where: { ...recent, description: { equals: idea.text, mode: "insensitive" } },
      select: { id: true },
    });
    if (!generatedWith || !(await countOnce(tx, "idea", idea.id, person))) return idea.usageCount;
    return (await tx.popularIdea.update({ where: { id: idea.id }, data: { usageCount: { increment: 1 } } })).usageCount;
  });
}
