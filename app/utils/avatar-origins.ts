/**
 * Where profile pictures may come from: the image hosts of the common sign-in providers.
 * The Content-Security-Policy allows images from these and from the app itself only (not
 * from any https address), and a picture elsewhere shows the default icon instead.
 */
export const AVATAR_IMAGE_ORIGINS = [
  "https://lh3.googleusercontent.com",
  "https://avatars.githubusercontent.com",
  "https://secure.gravatar.com",
  "https://s.gravatar.com",
  "https://graph.microsoft.com",
] as const;

export function isAllowedAvatarUrl(url: string | null | undefined): url is string {
  if (!url) return false;
  try {
    const origin = new URL(url).origin;
    return (AVATAR_IMAGE_ORIGINS as readonly string[]).includes(origin);
  } catch {
    return false;
  }
}
