import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { startFakeOAuthProvider } from "../support/fake-oauth-provider";
import { CookieJar, request } from "../support/http-client";
import { SESSION_COOKIE_NAME } from "../support/session-cookie";
import { signIn, signInUntilCallback } from "../support/sign-in-flow";

const run = promisify(execFile);

async function currentUser(app: RunningApp, jar: CookieJar) {
  const response = await request(jar, `${app.url}/api/auth/user`);
  return { status: response.status, body: response.status === 200 ? await response.json() : null };
}

describe("sign-in through the embedded OpenID provider", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp({ env: { ADMIN_EMAILS: "boss@example.com" } });
  });
  afterAll(() => app?.dispose());

  it("signs a new user in with a revocable, well-flagged session cookie", async () => {
    const { jar, response } = await signIn(app.url, {
      email: "Ada@Example.com",
      firstName: "Ada",
      lastName: "Lovelace",
    });
    expect(response.status).toBe(302);
    expect(response.headers.get("location")).toBe("/");

    const sessionCookie = response.headers.getSetCookie().find((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))!;
    expect(sessionCookie).toMatch(/HttpOnly/i);
    expect(sessionCookie).toMatch(/SameSite=Lax/i);
    expect(sessionCookie).toMatch(/Path=\//);
    expect(sessionCookie).not.toMatch(/Secure/i); // only in production
    const expires = new Date(/Expires=([^;]+)/i.exec(sessionCookie)![1]).getTime();
    expect(expires - Date.now()).toBeGreaterThan(29 * 24 * 3600 * 1000);
    // The cookie holds only a (signed) session id, none of the user's data.
    expect(decodeURIComponent(sessionCookie)).not.toContain("ada@example.com");
    // The OAuth state cookies are cleared.
    expect(jar.names("localhost").filter((name) => name.startsWith("inkwell_oauth"))).toEqual([]);

    const { status, body } = await currentUser(app, jar);
    expect(status).toBe(200);
    expect(body).toMatchObject({
      subscriptionType: "free",
      role: "user",
      firstName: "Ada",
      lastName: "Lovelace",
      email: "ada@example.com",
      profileImageUrl: null,
      generationsUsedToday: 0,
      generationsUsedThisMonth: 0,
      lastGenerationDate: null,
    });
    expect(new Date(body.createdAt).getTime()).toBeLessThanOrEqual(Date.now());

    // Signing out revokes the session on the server: the old cookie no longer works.
    const oldCookie = jar.header(app.url);
    const logout = await request(jar, `${app.url}/api/logout`);
    expect(logout.status).toBe(302);
    const replay = await fetch(`${app.url}/api/auth/user`, { headers: { Cookie: oldCookie } });
    expect(replay.status).toBe(401);
  });

  it("answers 401 to /api/auth/user when signed out", async () => {
    const response = await fetch(`${app.url}/api/auth/user`);
    expect(response.status).toBe(401);
    expect(await response.json()).toEqual({ message: "Unauthorized" });
  });

  it("refuses a callback whose state does not match", async () => {
    const { jar, callbackUrl } = await signInUntilCallback(app.url, { email: "eve@example.com" });
    const forged = new URL(callbackUrl);
    forged.searchParams.set("state", "forged-state");
    const response = await request(jar, forged.toString());
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(false);
    expect(await response.text()).toContain("Sign-in failed");
  });

  it("refuses a callback whose PKCE verifier is wrong", async () => {
    const { jar, callbackUrl } = await signInUntilCallback(app.url, { email: "mallory@example.com" });
    const stateName = jar.names("localhost").find((name) => name.startsWith("inkwell_oauth"))!;
    const stored = new URLSearchParams(decodeURIComponent(jar.get("localhost", stateName)!.value));
    const state = stored.get("state")!;
    stored.set(state, "a-verifier-that-does-not-match-the-challenge-0123456789");
    jar.set("localhost", stateName, encodeURIComponent(stored.toString()));
    const response = await request(jar, callbackUrl);
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(false);
  });

  it("returns to a safe path after signing in, never to another site", async () => {
    for (const [redirectTo, expected] of [
      ["/profile", "/profile"],
      ["https://evil.example/", "/"],
      ["//evil.example", "/"],
    ]) {
      const { jar, callbackUrl } = await signInUntilCallback(
        app.url,
        { email: "returner@example.com" },
        { redirectTo },
      );
      const response = await request(jar, callbackUrl);
      expect(response.headers.get("location")).toBe(expected);
    }
  });

  it("grants the admin role from ADMIN_EMAILS, the local administrator box, and the CLI", async () => {
    const boss = await signIn(app.url, { email: "boss@example.com" });
    expect((await currentUser(app, boss.jar)).body.role).toBe("admin");

    const ticked = await signIn(app.url, { email: "ticked@example.com", admin: true });
    expect((await currentUser(app, ticked.jar)).body.role).toBe("admin");

    const plain = await signIn(app.url, { email: "plain@example.com" });
    expect((await currentUser(app, plain.jar)).body.role).toBe("user");
    // As an operator runs it (npm run admin:grant), from the build: no tsx in a production install.
    await run(process.execPath, ["build/server/admin-grant.js", "plain@example.com"], {
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: app.dataDir },
    });
    expect((await currentUser(app, plain.jar)).body.role).toBe("admin");
  });
});

describe("sign-in through a provider configured by explicit endpoints", () => {
  it("runs the code flow with PKCE and creates the user from the userinfo claims", async () => {
    const provider = await startFakeOAuthProvider({
      clientId: "inkwell-client",
      clientSecret: "inkwell-secret",
      profile: {
        sub: "gh-4242",
        email: "grace@example.com",
        name: "Grace Hopper",
        picture: "https://img.example/g.png",
      },
    });
    const app = await startApp({
      env: {
        ...provider.endpoints,
        OAUTH_CLIENT_ID: "inkwell-client",
        OAUTH_CLIENT_SECRET: "inkwell-secret",
        OAUTH_SCOPES: "read:user",
      },
    });
    try {
      const jar = new CookieJar();
      const login = await request(jar, `${app.url}/api/login`);
      expect(login.status).toBe(302);
      const authorize = new URL(login.headers.get("location")!);
      expect(authorize.origin + authorize.pathname).toBe(provider.endpoints.OAUTH_AUTHORIZATION_ENDPOINT);
      expect(authorize.searchParams.get("code_challenge_method")).toBe("S256");
      expect(authorize.searchParams.get("scope")).toBe("read:user");
      const back = await request(jar, authorize.toString());
      const callback = await request(jar, back.headers.get("location")!);
      expect(callback.status).toBe(302);
      expect(provider.seen.verifierChecks).toEqual([true]);

      const me = await request(jar, `${app.url}/api/auth/user`);
      expect(await me.json()).toMatchObject({
        firstName: "Grace",
        lastName: "Hopper",
        email: "grace@example.com",
        profileImageUrl: "https://img.example/g.png",
      });
    } finally {
      await app.dispose();
      await provider.stop();
    }
  });
});

describe("sign-in in production or on a public address", () => {
  it("is off without a configured provider, and ALLOW_LOCAL_SIGNIN is refused in production", async () => {
    const closed = await startApp({ env: { NODE_ENV: "production", SESSION_SECRET: "p".repeat(40) } });
    try {
      expect((await fetch(`${closed.url}/api/login`, { redirect: "manual" })).status).toBe(503);
      expect(closed.output()).toContain("nobody can sign in");
    } finally {
      await closed.dispose();
    }

    const refused = await startApp({
      env: { NODE_ENV: "production", SESSION_SECRET: "p".repeat(40), ALLOW_LOCAL_SIGNIN: "true" },
    });
    try {
      expect(refused.output()).toContain("ALLOW_LOCAL_SIGNIN=true is refused in production");
      expect((await fetch(`${refused.url}/api/login`, { redirect: "manual" })).status).toBe(503);
    } finally {
      await refused.dispose();
    }
  });

  it("is off on a public APP_URL even when NODE_ENV is not production", async () => {
    const app = await startApp({ env: { APP_URL: "https://inkwell.example", ALLOW_LOCAL_SIGNIN: "true" } });
    try {
      expect(app.output()).toContain("APP_URL https://inkwell.example is not a loopback address");
      expect((await fetch(`${app.url}/api/login`, { redirect: "manual" })).status).toBe(503);
    } finally {
      await app.dispose();
    }
  });
});
