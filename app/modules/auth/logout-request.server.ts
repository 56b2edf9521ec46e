/**
 * Whether a GET /api/logout may sign out at once: a navigation from this site (Sec-Fetch-Site
 * same-origin or same-site) or typed by the person (none). A cross-site GET (a link or image
 * on another site) only shows a "Sign out?" button. Browsers without Fetch Metadata fall back
 * to the Referer: one from another host is cross-site; none at all (a typed URL, an API
 * client) signs out, as spec §7 describes.
 */
export function mayLogOutOnGet(request: Request): boolean {
  const site = request.headers.get("sec-fetch-site");
  if (site) return site === "same-origin" || site === "same-site" || site === "none";
  const referer = request.headers.get("referer");
  if (!referer) return true;
  try {
    return new URL(referer).host === new URL(request.url).host;
  } catch {
    return false;
  }
}
