import { execFile } from "node:child_process";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { startFakeOAuthProvider } from "../support/fake-oauth-provider";
import { CookieJar, request } from "../support/http-client";
import { SESSION_COOKIE_NAME } from "../support/session-cookie";
import { signIn, signInUntilCallback } from "../support/sign-in-flow";

const { prisma } = await import("~/utils/db.server");
const { rememberAttempt } = await import("~/modules/auth/sign-in-attempts.server");
const { adminMessages } = await import("~/utils/messages/admin");
const { startAppOnThisDatabase } = await import("../support/built-app");
const { get, sessionIdFrom } = await import("../support/users");

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
    // The sign-in's cookie is cleared, and the library's own never reached the browser.
    expect(jar.names("localhost").filter((name) => /^inkwell_(oauth|sign_in)/.test(name))).toEqual([]);

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

  it("refuses a callback whose sign-in cookie was altered: it is signed (L2)", async () => {
    const { jar, callbackUrl } = await signInUntilCallback(app.url, { email: "mallory@example.com" });
    const stored = jar.get("localhost", "inkwell_sign_in")!;
    jar.set("localhost", "inkwell_sign_in", `${stored.value.slice(0, -6)}AAAAAA`);
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

describe("what a sign-in proves, through the embedded provider (M6, L5, L2)", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startAppOnThisDatabase();
  });
  afterAll(() => app?.dispose());

  const sessionOf = async (jar: CookieJar) =>
    prisma.session.findUniqueOrThrow({
      where: { id: await sessionIdFrom(`${SESSION_COOKIE_NAME}=${jar.get("localhost", SESSION_COOKIE_NAME)!.value}`) },
    });

  it("checks the PKCE verifier: a signed sign-in cookie with another verifier is refused by the provider", async () => {
    const { jar, callbackUrl } = await signInUntilCallback(app.url, { email: "pkce@example.com" });
    const state = new URL(callbackUrl).searchParams.get("state")!;
    const forged = await rememberAttempt(get("/api/login"), {
      state,
      verifier: "a-verifier-that-does-not-match-the-challenge-0123456789",
      returnTo: "/",
      reauth: false,
    });
    jar.set("localhost", "inkwell_sign_in", forged.split(";")[0].split("=").slice(1).join("="));
    const response = await request(jar, callbackUrl);
    expect(response.status).toBe(400);
    expect(response.headers.getSetCookie().some((c) => c.startsWith(`${SESSION_COOKIE_NAME}=`))).toBe(false);
  });

  it("asks the provider for a new authentication before deleting the account, and records its auth_time", async () => {
    const email = "leaving@example.com";
    const { jar } = await signIn(app.url, { email });
    const user = await prisma.user.findUniqueOrThrow({ where: { email } });
    // The provider reports when the person signed in: just now.
    expect(Date.now() - (await sessionOf(jar)).authenticatedAt!.getTime()).toBeLessThan(5 * 60_000);
    // An hour later, the account cannot be deleted with this session.
    await prisma.session.update({
      where: { id: (await sessionOf(jar)).id },
      data: { authenticatedAt: new Date(Date.now() - 3600_000) },
    });
    const deleteAccount = () =>
      request(jar, `${app.url}/profile`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: app.url },
        body: new URLSearchParams({ intent: "delete-account", confirmEmail: email }).toString(),
      });
    expect((await deleteAccount()).status).toBe(403);

    // "Sign in again" asks the provider for prompt=login and max_age=0 ...
    const start = await request(jar, `${app.url}/api/login?redirectTo=%2Fprofile&fresh=1`);
    const authorize = new URL(start.headers.get("location")!);
    expect(authorize.searchParams.get("prompt")).toBe("login");
    expect(authorize.searchParams.get("max_age")).toBe("0");
    // ... so the provider shows its sign-in form again, though its own session is still there.
    const again = await signInUntilCallback(app.url, { email }, { jar, redirectTo: "/profile", fresh: true });
    const back = await request(jar, again.callbackUrl);
    expect(back.headers.get("location")).toBe("/profile");
    expect(Date.now() - (await sessionOf(jar)).authenticatedAt!.getTime()).toBeLessThan(5 * 60_000);
    expect((await deleteAccount()).status).toBe(302);
    expect(await prisma.user.findUnique({ where: { id: user.id } })).toBeNull();
  });

  it("opens the admin panel to an admin who signed in with a second factor, not to one the provider says did not", async () => {
    const withFactor = await signIn(app.url, { email: "admin-2fa@example.com", admin: true });
    expect((await sessionOf(withFactor.jar)).secondFactor).toBe(true);
    const panel = (jar: CookieJar) =>
      request(jar, `${app.url}/api/admin/trending-topics`, { headers: { Accept: "application/json" } });
    expect((await panel(withFactor.jar)).status).toBe(200);

    const passwordOnly = await signIn(app.url, { email: "admin-pwd@example.com", admin: true, secondFactor: false });
    expect((await sessionOf(passwordOnly.jar)).secondFactor).toBe(false);
    const refused = await panel(passwordOnly.jar);
    expect(refused.status).toBe(403);
    expect(await refused.json()).toEqual({ message: adminMessages.secondFactorRequired });
    // Still a member everywhere else.
    expect((await request(passwordOnly.jar, `${app.url}/api/auth/user`)).status).toBe(200);
  });

  it("takes the admin role back with npm run admin:revoke, ending the account's sessions (L5)", async () => {
    const { jar } = await signIn(app.url, { email: "former-admin@example.com", admin: true });
    const user = await prisma.user.findUniqueOrThrow({ where: { email: "former-admin@example.com" } });
    expect(user.role).toBe("admin");
    const { stdout } = await run(process.execPath, ["build/server/admin-revoke.js", "Former-Admin@example.com"], {
      env: { ...process.env, DATABASE_URL: process.env.DATABASE_URL },
    });
    expect(stdout).toContain("former-admin@example.com is no longer an administrator; 1 of its sessions ended.");
    expect((await prisma.user.findUniqueOrThrow({ where: { id: user.id } })).role).toBe("user");
    expect((await request(jar, `${app.url}/api/auth/user`)).status).toBe(401);
    await expect(
      run(process.execPath, ["build/server/admin-revoke.js", "nobody-here@example.com"], { env: process.env }),
    ).rejects.toMatchObject({ code: 1 });
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
