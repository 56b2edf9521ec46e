/**
 * A tiny browser stand-in for HTTP-level tests: keeps cookies per host name (like a
 * browser, ignoring ports) and follows redirects one at a time so tests can stop at, or
 * tamper with, any step.
 */
export interface StoredCookie {
  value: string;
  attributes: string[];
}

export class CookieJar {
  private readonly hosts = new Map<string, Map<string, StoredCookie>>();

  store(url: string, response: Response) {
    const host = new URL(url).hostname;
    const jar = this.hosts.get(host) ?? new Map<string, StoredCookie>();
    this.hosts.set(host, jar);
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(";").map((part) => part.trim());
      const index = pair.indexOf("=");
      const name = pair.slice(0, index);
      const value = pair.slice(index + 1);
      const expired =
        attributes.some((a) => /^max-age=0$/i.test(a)) ||
        attributes.some((a) => /^expires=/i.test(a) && new Date(a.slice(8)).getTime() < Date.now());
      if (expired || value === "") jar.delete(name);
      else jar.set(name, { value, attributes });
    }
  }

  header(url: string): string {
    const jar = this.hosts.get(new URL(url).hostname);
    return jar ? [...jar].map(([name, cookie]) => `${name}=${cookie.value}`).join("; ") : "";
  }

  get(host: string, name: string): StoredCookie | undefined {
    return this.hosts.get(host)?.get(name);
  }

  names(host: string): string[] {
    return [...(this.hosts.get(host)?.keys() ?? [])];
  }

  set(host: string, name: string, value: string) {
    const jar = this.hosts.get(host) ?? new Map<string, StoredCookie>();
    this.hosts.set(host, jar);
    jar.set(name, { value, attributes: [] });
  }
}

export async function request(jar: CookieJar, url: string, init: RequestInit = {}): Promise<Response> {
  const headers = new Headers(init.headers);
  const cookie = jar.header(url);
  if (cookie) headers.set("Cookie", cookie);
  const response = await fetch(url, { ...init, headers, redirect: "manual" });
  jar.store(url, response);
  return response;
}

/** Follows redirects until `stop(url)` says so (answering that URL) or a non-redirect. */
export async function followUntil(
  jar: CookieJar,
  url: string,
  stop: (url: string) => boolean,
  init: RequestInit = {},
): Promise<{ url: string; response?: Response }> {
  let current = url;
  let options = init;
  for (let hop = 0; hop < 20; hop++) {
    if (hop > 0 && stop(current)) return { url: current };
    const response = await request(jar, current, options);
    const location = response.headers.get("location");
    if (response.status < 300 || response.status >= 400 || !location) return { url: current, response };
    current = new URL(location, current).toString();
    options = {};
  }
  throw new Error("Too many redirects");
}

/** The response's status, with its body beside it when it is not `expected` (what a 500 said). */
export async function statusOf(response: Response, expected = 200): Promise<number | string> {
  if (response.status === expected) return response.status;
  return `${response.status} ${(await response.clone().text()).slice(0, 300)}`;
}
