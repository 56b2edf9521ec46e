import { createHmac } from "node:crypto";
import { PENDING_SUGGESTIONS_PER_ACCOUNT } from "~/modules/limits/limits";
import { assertWithinRateLimit } from "~/modules/limits/rate-limit.server";
import { getPlan } from "~/modules/plans/plans";
import { readShared } from "~/modules/shared-reads/shared-reads.server";
import { prisma, type PopularIdea, type Style, type User } from "~/utils/db.server";
import { HttpError } from "~/utils/http-error";
import { currentKey } from "~/utils/keys.server";
import { validationMessages } from "~/utils/messages/common";
import { limitMessages } from "~/utils/messages/limits";
import { planMessages } from "~/utils/messages/plan";
import { IDEA_TEXT_MAX, STYLE_NAME_MAX } from "./catalog-schema";
import { BUILT_IN_STYLE_PREFIX, DEFAULT_STYLES, normalizeCatalogText } from "./defaults";

/**
 * Styles and popular ideas. Built-in entries are public; user-suggested ones are visible
 * to their author at once and to everyone once used PUBLIC_AFTER_USES times.
 */
export const PUBLIC_AFTER_USES = 5;
export const POPULAR_IDEAS_SHOWN = 10;

export interface PublicStyle {
  id: string;
  name: string;
  usageCount: number;
  suggestedBy: string | null;
  createdAt: string;
  isCustom: boolean;
}

export interface PublicIdea {
  id: string;
  text: string;
  usageCount: number;
  suggestedBy: string | null;
  createdAt: string;
}

export function isBuiltInStyle(style: Pick<Style, "id">): boolean {
  return style.id.startsWith(BUILT_IN_STYLE_PREFIX);
}

/**
 * Who suggested an entry, as the public sees it: a stable pseudonym of the author (the
 * same for all their suggestions), never the internal user id; null for built-in entries.
 */
export function authorHandle(userId: string | null): string | null {
  if (!userId) return null;
  return `member_${createHmac("sha256", currentKey("catalog-author")).update(`catalog-author:${userId}`).digest("hex").slice(0, 12)}`;
}

export function toPublicStyle(style: Style): PublicStyle {
  return {
    id: style.id,
    name: style.name,
    usageCount: style.usageCount,
    suggestedBy: authorHandle(style.suggestedById),
    createdAt: style.createdAt.toISOString(),
    isCustom: !isBuiltInStyle(style),
  };
}

export function toPublicIdea(idea: PopularIdea): PublicIdea {
  return {
    id: idea.id,
    text: idea.text,
    usageCount: idea.usageCount,
    suggestedBy: authorHandle(idea.suggestedById),
    createdAt: idea.createdAt.toISOString(),
  };
}

export function visibleTo(viewerId: string | null) {
  return {
    OR: [
      { suggestedById: null },
      { usageCount: { gte: PUBLIC_AFTER_USES } },
      ...(viewerId ? [{ suggestedById: viewerId }] : []),
    ],
  };
}

/** The same rule as visibleTo, for rows already in memory. */
function isVisibleTo(viewerId: string | null) {
  return (row: Pick<Style, "suggestedById" | "usageCount">) =>
    row.suggestedById === null ||
    row.usageCount >= PUBLIC_AFTER_USES ||
    (viewerId !== null && row.suggestedById === viewerId);
}

const defaultOrder = new Map<string, number>(DEFAULT_STYLES.map((style, index) => [style.id, index]));

/** Built-in styles in the spec's order, then custom styles by usage. */
export async function listVisibleStyles(viewerId: string | null): Promise<PublicStyle[]> {
  // Every style, in this order, kept in memory until one changes (shared-reads.server).
  const styles = await readShared("Style", "all-sorted", async () =>
    (await prisma.style.findMany()).sort((a, b) => {
      const aOrder = defaultOrder.get(a.id) ?? Infinity;
      const bOrder = defaultOrder.get(b.id) ?? Infinity;
      if (aOrder !== bOrder) return aOrder - bOrder;
      return b.usageCount - a.usageCount || a.name.localeCompare(b.name);
    }),
  );
  const seen = new Set<string>();
  // Two people's suggestions of one name are separate rows: the viewer sees the first (built-in, then most used).
  return styles
    .filter(isVisibleTo(viewerId))
    .filter((style) => !seen.has(style.normalizedName) && Boolean(seen.add(style.normalizedName)))
    .map(toPublicStyle);
}

/** Popular ideas, most used first (spec §9). */
export async function listVisibleIdeas(viewerId: string | null, limit?: number): Promise<PublicIdea[]> {
  // Every idea, most used first, kept in memory until one changes (shared-reads.server).
  const ideas = await readShared("PopularIdea", "all-by-use", () =>
    prisma.popularIdea.findMany({ orderBy: [{ usageCount: "desc" }, { createdAt: "asc" }, { id: "asc" }] }),
  );
  const visible: PublicIdea[] = [];
  const canSee = isVisibleTo(viewerId);
  const seen = new Set<string>();
  for (const idea of ideas) {
    if (limit !== undefined && visible.length >= limit) break;
    if (!canSee(idea) || seen.has(idea.normalizedText)) continue;
    seen.add(idea.normalizedText);
    visible.push(toPublicIdea(idea));
  }
  return visible;
}

/** The style with this name, if the viewer can see it. */
export async function findVisibleStyle(name: string, viewerId: string | null): Promise<Style | null> {
  return prisma.style.findFirst({ where: { normalizedName: normalizeCatalogText(name), ...visibleTo(viewerId) } });
}

export { IDEA_TEXT_MAX, STYLE_NAME_MAX };

function cleanText(value: unknown): string {
  return typeof value === "string" ? value.trim().replace(/\s+/g, " ") : "";
}

function assertMayAdd(author: Pick<User, "subscriptionType">) {
  if (!getPlan(author.subscriptionType).canAddStylesAndIdeas) throw new HttpError(403, planMessages.addStylesAndIdeas);
}

const requiredMessage = (message: { title: string; description: string }) => `${message.title}: ${message.description}`;

/** A refusal about the one field of the add forms: the message, and the same (or a shorter) one next to the field. */
function fieldError(status: number, field: "name" | "text", message: string, nextToField = message): HttpError {
  return new HttpError(status, message, { fieldErrors: { [field]: [nextToField] } });
}

/**
 * What every suggestion passes, in order: the plan (403), the suggestion rate limit (429
 * with Retry-After: 10 an hour, 30 a day per account), then the text (400).
 */
async function assertMaySuggest(
  author: Pick<User, "id" | "subscriptionType">,
  clientIp: string,
  field: "name" | "text",
) {
  assertMayAdd(author);
  await assertWithinRateLimit("suggestion", { tier: author.subscriptionType, accountId: author.id, clientIp }, field);
}

/**
 * At most PENDING_SUGGESTIONS_PER_ACCOUNT of an author's suggestions of a kind wait to
 * become public: the table (and what every instance reloads after a change) stays bounded.
 */
function assertRoomForPending(pending: number) {
  if (pending >= PENDING_SUGGESTIONS_PER_ACCOUNT) throw new HttpError(403, limitMessages.pendingSuggestions(pending));
}

const pendingOf = (authorId: string) => ({ suggestedById: authorId, usageCount: { lt: PUBLIC_AFTER_USES } });

/**
 * Adds a custom style for its author (public once used PUBLIC_AFTER_USES times). A name
 * the author can already see answers 409; another person's pending suggestion of the same
 * name is invisible to them and stays so (each author's pending suggestions are their own).
 */
export async function addStyle(
  author: Pick<User, "id" | "subscriptionType">,
  rawName: unknown,
  clientIp: string,
): Promise<PublicStyle> {
  await assertMaySuggest(author, clientIp, "name");
  const name = cleanText(rawName);
  if (!name)
    throw fieldError(
      400,
      "name",
      requiredMessage(validationMessages.styleNameRequired),
      validationMessages.styleNameRequired.description,
    );
  if (name.length > STYLE_NAME_MAX)
    throw fieldError(400, "name", `Style names are at most ${STYLE_NAME_MAX} characters.`);
  const normalizedName = normalizeCatalogText(name);
  const existing = await prisma.style.findFirst({ where: { normalizedName, ...visibleTo(author.id) } });
  if (existing) throw fieldError(409, "name", `A style called "${existing.name}" already exists.`);
  assertRoomForPending(await prisma.style.count({ where: pendingOf(author.id) }));
  try {
    return toPublicStyle(await prisma.style.create({ data: { name, normalizedName, suggestedById: author.id } }));
  } catch (error) {
    if ((error as { code?: string }).code === "P2002")
      throw fieldError(409, "name", `A style called "${name}" already exists.`);
    throw error;
  }
}

/** Adds a popular idea for its author (public once used PUBLIC_AFTER_USES times); duplicates as for styles. */
export async function addIdea(
  author: Pick<User, "id" | "subscriptionType">,
  rawText: unknown,
  clientIp: string,
): Promise<PublicIdea> {
  await assertMaySuggest(author, clientIp, "text");
  const text = cleanText(rawText);
  if (!text)
    throw fieldError(
      400,
      "text",
      requiredMessage(validationMessages.ideaTextRequired),
      validationMessages.ideaTextRequired.description,
    );
  if (text.length > IDEA_TEXT_MAX) throw fieldError(400, "text", `Ideas are at most ${IDEA_TEXT_MAX} characters.`);
  const normalizedText = normalizeCatalogText(text);
  const existing = await prisma.popularIdea.findFirst({ where: { normalizedText, ...visibleTo(author.id) } });
  if (existing) throw fieldError(409, "text", `The idea "${existing.text}" is already on the list.`);
  assertRoomForPending(await prisma.popularIdea.count({ where: pendingOf(author.id) }));
  try {
    return toPublicIdea(await prisma.popularIdea.create({ data: { text, normalizedText, suggestedById: author.id } }));
  } catch (error) {
    if ((error as { code?: string }).code === "P2002")
      throw fieldError(409, "text", `The idea "${text}" is already on the list.`);
    throw error;
  }
}
