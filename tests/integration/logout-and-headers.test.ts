import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { nodeReleaseWarning } from "../../server/node-release";
import { logMessages, startApp, type RunningApp } from "../support/app-server";
import { SESSION_COOKIE_NAME } from "../support/session-cookie";

const { loader: logoutLoader, action: logoutAction } = await import("~/routes/api.logout");
const { prisma } = await import("~/utils/db.server");
const { APP_ORIGIN, call, createSessionCookie, createUser, routeArgs } = await import("../support/users");

/**
 * Logout only on a same-site navigation or a POST; security headers (and HSTS in
 * production) on every answer of the running app, static files included.
 */
function logoutGet(cookie: string, headers: Record<string, string>) {
  return new Request(`${APP_ORIGIN}/api/logout`, { headers: { Cookie: cookie, ...headers } });
}

async function signedIn() {
  const user = await createUser();
  const cookie = await createSessionCookie({ userId: user.id });
  return { user, cookie };
}

describe("GET /api/logout", () => {
  it("signs out on a same-origin, same-site or typed navigation", async () => {
    for (const site of ["same-origin", "same-site", "none"]) {
      const { user, cookie } = await signedIn();
      const response = await call(logoutLoader, logoutGet(cookie, { "Sec-Fetch-Site": site }));
      expect(response.status, site).toBe(302);
      expect(response.headers.get("Set-Cookie")).toMatch(new RegExp(`^${SESSION_COOKIE_NAME}=;`));
      expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
    }
  });

  it("from another site only asks, and the POST then signs out", async () => {
    const { user, cookie } = await signedIn();
    const tries: Array<Record<string, string>> = [
      { "Sec-Fetch-Site": "cross-site" },
      { Referer: "https://evil.example/page" },
    ];
    for (const headers of tries) {
      const result = (await logoutLoader(routeArgs(logoutGet(cookie, headers)))) as unknown;
      expect(result).not.toBeInstanceOf(Response);
      expect(result).toMatchObject({ data: { confirm: true } });
      expect(await prisma.session.count({ where: { userId: user.id } })).toBe(1);
    }
    const post = new Request(`${APP_ORIGIN}/api/logout`, {
      method: "POST",
      headers: { Cookie: cookie, Origin: APP_ORIGIN },
    });
    expect((await call(logoutAction, post)).status).toBe(302);
    expect(await prisma.session.count({ where: { userId: user.id } })).toBe(0);
  });
});

describe("the running app in production", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ env: { NODE_ENV: "production", SESSION_SECRET: "h".repeat(40) } });
  });
  afterAll(() => app?.dispose());

  it("sends the security headers and HSTS on pages, /assets bundles and public files", async () => {
    const home = await fetch(app.url);
    const html = await home.text();
    const script =
      /<link\b[^>]*\bhref="(\/assets\/[^"]+\.js)"/.exec(html)?.[1] ?? /"(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    for (const [path, headers] of [
      ["/", {}],
      [script!, {}],
      [script!, { "Accept-Encoding": "gzip" }],
      ["/favicon.svg", {}],
    ] as const) {
      const response = await fetch(`${app.url}${path}`, { headers });
      expect(response.status, path).toBe(200);
      expect(response.headers.get("x-content-type-options"), path).toBe("nosniff");
      expect(response.headers.get("x-frame-options"), path).toBe("DENY");
      expect(response.headers.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(response.headers.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      expect(response.headers.get("strict-transport-security"), path).toBe("max-age=31536000; includeSubDomains");
    }
  });

  it("says at start what this one instance keeps to itself, and when its Node.js predates the security release", () => {
    const said = logMessages(app.output()).split("\n");
    expect(said).toContain(
      "warning: ALLOW_EMBEDDED_DATABASE=true: this instance keeps its data in a PostgreSQL of its own; run no second instance.",
    );
    expect(said.filter((line) => line.startsWith("warning: ALLOW_LOCAL_IMAGE_STORAGE=true"))).toHaveLength(1);
    // The app runs on this test's Node: one line naming the release when it is older, none when not.
    const expected = nodeReleaseWarning(process.versions.node);
    const lines = said.filter((line) => line.startsWith("warning: Node.js"));
    expect(lines).toEqual(expected ? [expected] : []);
  });

  it("does not serve /metrics without METRICS_TOKEN (metrics are not public by default)", async () => {
    const response = await fetch(`${app.url}/metrics`);
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain("inkwell_http_request_duration_seconds");
  });

  it("answers a cross-site GET /api/logout with a Sign out? page whose button posts", async () => {
    const response = await fetch(`${app.url}/api/logout`, {
      headers: { "Sec-Fetch-Site": "cross-site" },
      redirect: "manual",
    });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain("Sign out?");
    expect(html).toMatch(/<form[^>]*method="post"[^>]*action="\/api\/logout"/);
    const sameSite = await fetch(`${app.url}/api/logout`, {
      headers: { "Sec-Fetch-Site": "same-origin" },
      redirect: "manual",
    });
    expect(sameSite.status).toBe(302);
  });
});
