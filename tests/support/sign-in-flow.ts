import { CookieJar, followUntil, request } from "./http-client";

export interface LocalIdentity {
  email: string;
  firstName?: string;
  lastName?: string;
  admin?: boolean;
  /** Claim a second factor (the local provider's box, ticked by default as in a browser). */
  secondFactor?: boolean;
}

/**
 * Runs the OAuth sign-in against the app's embedded provider up to the moment the
 * provider sends the browser back to /auth/callback; answers that URL (not yet visited)
 * and the jar, so a test can complete it or tamper with it first.
 */
export async function signInUntilCallback(
  appUrl: string,
  identity: LocalIdentity,
  options: { jar?: CookieJar; redirectTo?: string; fresh?: boolean } = {},
) {
  const jar = options.jar ?? new CookieJar();
  const isCallback = (url: string) => url.startsWith(`${appUrl}/auth/callback`);
  const query = new URLSearchParams({
    ...(options.redirectTo ? { redirectTo: options.redirectTo } : {}),
    ...(options.fresh ? { fresh: "1" } : {}),
  }).toString();
  const loginUrl = `${appUrl}/api/login${query ? `?${query}` : ""}`;
  const toForm = await followUntil(jar, loginUrl, isCallback);
  if (!toForm.response || !toForm.url.includes("/interaction/")) {
    throw new Error(`Expected the provider's sign-in page, got ${toForm.url} (${toForm.response?.status})`);
  }
  const html = await toForm.response.text();
  const action = /<form method="post" action="([^"]+)"/.exec(html)?.[1];
  if (!action) throw new Error(`No sign-in form at ${toForm.url}`);
  const form = new URLSearchParams({
    email: identity.email,
    firstName: identity.firstName ?? "",
    lastName: identity.lastName ?? "",
  });
  if (identity.admin) form.set("admin", "on");
  if (identity.secondFactor !== false) form.set("secondFactor", "on");
  const submitted = await request(jar, new URL(action, toForm.url).toString(), {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: form.toString(),
  });
  const next = submitted.headers.get("location");
  if (!next)
    throw new Error(`The provider did not accept the sign-in (${submitted.status}): ${await submitted.text()}`);
  const callback = await followUntil(jar, new URL(next, toForm.url).toString(), isCallback);
  if (!isCallback(callback.url)) throw new Error(`Never reached the callback; stopped at ${callback.url}`);
  return { jar, callbackUrl: callback.url };
}

/** The whole sign-in; answers the jar holding the app's session cookie and the callback answer. */
export async function signIn(appUrl: string, identity: LocalIdentity) {
  const { jar, callbackUrl } = await signInUntilCallback(appUrl, identity);
  const response = await request(jar, callbackUrl);
  return { jar, response };
}
