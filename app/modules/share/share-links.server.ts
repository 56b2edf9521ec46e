import { designDisplayUrl } from "~/modules/designs/public-design";
import { SHARE_LINK_LIMITS } from "~/modules/plans/plans";
import { prisma } from "~/utils/db.server";
import { getAppUrl } from "~/utils/env.server";
import { HttpError } from "~/utils/http-error";
import { shareMessages } from "~/utils/messages/share";
import type { ShareInput } from "./share-input.server";
import {
  hashShareToken,
  isShareTokenShaped,
  newShareToken,
  openShareToken,
  sealShareToken,
} from "./share-token.server";

/**
 * Share links: one design shown to the owner's tattoo artist at /s/{token}
 * (docs/decisions/013-share-links.md). Only signed-in owners share; the page shows the
 * design and the owner's chosen first name, never the account.
 */

/** A refusal to create a link (limits): the status and message to answer. */
export class ShareLimitError extends HttpError {
  override name = "ShareLimitError";
  constructor(status: 403 | 429, message: string) {
    super(status, message);
  }
}

/** Links that still open: not stopped by their owner, not past the expiry they chose (L10). */
function liveLinks(now = new Date()) {
  return { revokedAt: null, OR: [{ expiresAt: null }, { expiresAt: { gt: now } }] };
}

export function shareUrl(token: string): string {
  return `${getAppUrl()}/s/${token}`;
}

/**
 * A new link for `designId`, which the caller has checked `userId` owns. The user's row
 * is locked while the limits are counted, so parallel requests cannot pass them together.
 */
export async function createShareLink(userId: string, designId: string, input: ShareInput) {
  const token = newShareToken();
  const link = await prisma.$transaction(async (tx) => {
    await tx.$queryRaw`SELECT id FROM "User" WHERE id = ${userId} FOR UPDATE`;
    const [live, lastHour] = await Promise.all([
      tx.shareLink.count({ where: { userId, ...liveLinks() } }),
      tx.shareLink.count({ where: { userId, createdAt: { gte: new Date(Date.now() - 3600_000) } } }),
    ]);
    if (lastHour >= SHARE_LINK_LIMITS.createdPerHour) throw new ShareLimitError(429, shareMessages.rateLimit);
    if (live >= SHARE_LINK_LIMITS.livePerAccount) throw new ShareLimitError(403, shareMessages.liveLimit);
    return tx.shareLink.create({
      data: { userId, designId, tokenHash: hashShareToken(token), sealedToken: sealShareToken(token), ...input },
      select: { id: true },
    });
  });
  return { id: link.id, token, url: shareUrl(token) };
}

export interface OwnedShareLink {
  id: string;
  /** The link, or null when it cannot be shown again (SESSION_SECRET changed). */
  url: string | null;
  designId: string;
  description: string;
  imageUrl: string;
  placement: string | null;
  notes: string | null;
  displayName: string | null;
  viewCount: number;
  createdAt: string;
  lastViewedAt: string | null;
  /** When the link stops by itself, if its owner chose that. */
  expiresAt: string | null;
}

/** The owner's live links (newest first), optionally for one design. */
export async function listShareLinks(userId: string, designId?: string): Promise<OwnedShareLink[]> {
  const links = await prisma.shareLink.findMany({
    where: { userId, ...liveLinks(), ...(designId ? { designId } : {}) },
    orderBy: [{ createdAt: "desc" }, { id: "desc" }],
    take: SHARE_LINK_LIMITS.livePerAccount,
    include: { design: { select: { description: true } } },
  });
  return links.map((link) => {
    const token = openShareToken(link.sealedToken);
    return {
      id: link.id,
      url: token ? shareUrl(token) : null,
      designId: link.designId,
      description: link.design.description,
      imageUrl: designDisplayUrl(link.designId, 720),
      placement: link.placement,
      notes: link.notes,
      displayName: link.displayName,
      viewCount: link.viewCount,
      createdAt: link.createdAt.toISOString(),
      lastViewedAt: link.lastViewedAt?.toISOString() ?? null,
      expiresAt: link.expiresAt?.toISOString() ?? null,
    };
  });
}

/** Stops a link at once (every instance reads revokedAt from the database). False when not the owner's. */
export async function revokeShareLink(userId: string, shareLinkId: string): Promise<boolean> {
  if (shareLinkId.length > 64) return false;
  const { count } = await prisma.shareLink.updateMany({
    where: { id: shareLinkId, userId, revokedAt: null },
    data: { revokedAt: new Date() },
  });
  return count === 1;
}

/**
 * The live link of `token` with its design and the owner's plan (no other owner data), or null: a stopped or expired
 * link is no link at all.
 */
export async function findLiveShare(token: string | undefined) {
  if (!isShareTokenShaped(token)) return null;
  return prisma.shareLink.findFirst({
    where: { tokenHash: hashShareToken(token), ...liveLinks() },
    select: {
      id: true,
      userId: true,
      notes: true,
      placement: true,
      displayName: true,
      createdAt: true,
      design: true,
      user: { select: { subscriptionType: true } },
    },
  });
}

export type LiveShare = NonNullable<Awaited<ReturnType<typeof findLiveShare>>>;

export async function recordShareView(shareLinkId: string): Promise<void> {
  await prisma.shareLink.updateMany({
    where: { id: shareLinkId, ...liveLinks() },
    data: { viewCount: { increment: 1 }, lastViewedAt: new Date() },
  });
}
