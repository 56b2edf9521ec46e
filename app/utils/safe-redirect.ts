/**
 * A redirect target that came from the user (a query parameter, a form field) is only
 * followed when it is a path on this site; anything else becomes the fallback.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/"): string {
  if (typeof to !== "string" || to === "") return fallback;
  if (!to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) return fallback;
  if (/[\r\n\t]/.test(to)) return fallback;
  return to;
}
