import { isbot } from "isbot";

/**
 * Counts a view of the share page: a GET of the page by a person other than the owner.
 * Not counted: the owner (signed in), bots and link-preview fetchers (isbot), requests
 * without a user agent, and browser prefetches.
 */
export function isCountedView(request: Request, viewerUserId: string | null | undefined, share: { userId: string }) {
  if (request.method !== "GET") return false;
  if (viewerUserId && viewerUserId === share.userId) return false;
  const userAgent = request.headers.get("user-agent") ?? "";
  if (userAgent.trim() === "" || isbot(userAgent)) return false;
  const purpose = request.headers.get("sec-purpose") ?? request.headers.get("purpose") ?? "";
  return !/prefetch|prerender/i.test(purpose);
}
