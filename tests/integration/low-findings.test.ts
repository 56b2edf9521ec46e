import { describe, expect, it } from "vitest";
import { routeArgs } from "../support/users";

/** The small findings of issue 26, each checked where it lives. */

// An https public address: the session cookie must be Secure and carry the __Host- prefix.
process.env.APP_URL = "https://inkwell.example";
(await import("~/utils/env.server")).resetEnvCache();

const { upsertUserFromProfile } = await import("~/modules/auth/users.server");
const { readAttempts, rememberAttempt } = await import("~/modules/auth/sign-in-attempts.server");
const { prisma } = await import("~/utils/db.server");
const { createUserSession, getCurrentSession } = await import("~/modules/auth/session.server");
const { action: edit } = await import("~/routes/api.edit");
const { action: cspReport } = await import("~/routes/api.csp-report");
const { RATE_LIMITS } = await import("~/modules/limits/limits");
const { consumeRateLimit } = await import("~/modules/limits/rate-limit.server");
const { APP_ORIGIN, call, createUser, get } = await import("../support/users");
const { captureLogs } = await import("../support/logs");

const subject = () => `sub-${Math.random().toString(36).slice(2)}`;

describe("sign-in by email", () => {
  it("links a verified email to an account of another provider, never to another subject of the same provider", async () => {
    const email = `${subject()}@example.com`;
    const first = await upsertUserFromProfile(
      { sub: subject(), email, email_verified: true },
      { provider: "oidc", trustAdminClaim: false },
    );
    // The same provider says this is someone else (a recycled address): a new account, without the email.
    const other = await upsertUserFromProfile(
      { sub: subject(), email, email_verified: true },
      { provider: "oidc", trustAdminClaim: false },
    );
    expect(other.id).not.toBe(first.id);
    expect(other.email).toBeNull();
    // Another provider vouching for the same verified email signs into the first account.
    const linked = await upsertUserFromProfile(
      { sub: subject(), email, email_verified: true },
      { provider: "github", trustAdminClaim: false },
    );
    expect(linked.id).toBe(first.id);
  });

  it("never joins an account whose email nobody verified, and gives the address to whoever proves it (L5)", async () => {
    const email = `${subject()}@example.com`;
    // Someone makes an account with an address they never proved (pre-account takeover).
    const squatter = await upsertUserFromProfile(
      { sub: subject(), email, email_verified: false },
      { provider: "oidc", trustAdminClaim: false },
    );
    expect(squatter).toMatchObject({ email, emailVerified: false });
    // The address's owner signs in with another method that vouches for it: an account of their own, with the
    // address; the squatter's account keeps nothing of theirs and loses the address.
    const owner = await upsertUserFromProfile(
      { sub: subject(), email, email_verified: true },
      { provider: "github", trustAdminClaim: false },
    );
    expect(owner.id).not.toBe(squatter.id);
    expect(owner).toMatchObject({ email, emailVerified: true });
    expect(await prisma.user.findUniqueOrThrow({ where: { id: squatter.id } })).toMatchObject({
      email: null,
      emailVerified: false,
    });
    // A claim nobody verified never takes a verified address.
    const latecomer = await upsertUserFromProfile(
      { sub: subject(), email, email_verified: false },
      { provider: "gitlab", trustAdminClaim: false },
    );
    expect(latecomer.id).not.toBe(owner.id);
    expect(latecomer.email).toBeNull();
  });
});

describe("the sign-in cookie on an https address (L2)", () => {
  it("is signed, Secure and __Host- prefixed; one set by anyone else is no sign-in", async () => {
    const header = await rememberAttempt(get("/api/login"), {
      state: "state-0123456789",
      verifier: "verifier-0123456789",
      returnTo: "/profile",
      reauth: false,
    });
    expect(header).toMatch(/^__Host-inkwell_sign_in=/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; HttpOnly/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    const cookie = header.split(";")[0];
    expect(await readAttempts(get("/auth/callback", cookie))).toMatchObject([
      { state: "state-0123456789", returnTo: "/profile", reauth: false },
    ]);
    // The same attempt written by someone without the key (a sibling subdomain's cookie, a plain-http page).
    const [name, value] = [cookie.slice(0, cookie.indexOf("=")), cookie.slice(cookie.indexOf("=") + 1)];
    const unsigned = Buffer.from(
      JSON.stringify([{ state: "planted", verifier: "planted", returnTo: "/", reauth: false, startedAt: Date.now() }]),
    ).toString("base64");
    expect(await readAttempts(get("/auth/callback", `${name}=${encodeURIComponent(unsigned)}`))).toEqual([]);
    expect(await readAttempts(get("/auth/callback", `${name}=${value.slice(0, -4)}AAAA`))).toEqual([]);
  });
});

describe("POST /api/edit", () => {
  it("refuses a plan without customization before reading the body", async () => {
    // This file's address is https: the session cookie is the __Host- one the app makes.
    const cookie = (await createUserSession(get("/auth/callback"), await createUser({ plan: "free" }))).split(";")[0];
    let pulled = 0;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        pulled++;
        controller.enqueue(new Uint8Array(64 * 1024));
      },
    });
    const request = new Request(`${APP_ORIGIN}/api/edit`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: APP_ORIGIN, Cookie: cookie },
      body,
      duplex: "half",
    } as RequestInit);
    const response = await call(edit, request);
    expect(response.status).toBe(403);
    expect(await response.json()).toEqual({ message: "Customizing designs is available on Premium and Pro plans." });
    expect(request.bodyUsed).toBe(false);
    expect(pulled).toBeLessThanOrEqual(1);
  });
});

describe("the session cookie on an https address", () => {
  it("is Secure with the __Host- prefix (Path=/, no Domain), and is read back", async () => {
    const user = await createUser();
    const header = await createUserSession(get("/auth/callback"), user);
    expect(header).toMatch(/^__Host-inkwell_session=/);
    expect(header).toMatch(/; Secure/);
    expect(header).toMatch(/; Path=\//);
    expect(header).not.toMatch(/Domain=/i);
    const session = await getCurrentSession(get("/", header.split(";")[0]));
    expect(session?.userId).toBe(user.id);
  });
});

describe("POST /api/csp-report", () => {
  const report = (body: unknown, clientIp: string, type = "application/csp-report") =>
    cspReport(
      routeArgs(
        new Request(`${APP_ORIGIN}/api/csp-report`, {
          method: "POST",
          headers: { "Content-Type": type },
          body: JSON.stringify(body),
        }),
        {},
        { clientIp, cspNonce: "n" },
      ),
    );

  it("logs a violation in one line without share tokens or query strings, and answers 204", async () => {
    const { lines } = await captureLogs(async () => {
      const answer = await report(
        {
          "csp-report": {
            "document-uri": "https://inkwell.example/s/AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg?x=1",
            "effective-directive": "img-src",
            "blocked-uri": "https://evil.example/p.png",
          },
        },
        "198.51.100.60",
      );
      expect(answer.status).toBe(204);
      const listed = await report(
        [
          {
            type: "csp-violation",
            body: {
              documentURL: "https://inkwell.example/profile",
              effectiveDirective: "style-src-elem",
              blockedURL: "inline",
            },
          },
        ],
        "198.51.100.60",
        "application/reports+json",
      );
      expect(listed.status).toBe(204);
    });
    const violations = lines
      .filter((line) => line.component === "csp")
      .map(({ level, directive, blocked, page }) => ({ level, directive, blocked, page }));
    expect(violations).toEqual([
      {
        level: "warn",
        directive: "img-src",
        blocked: "https://evil.example/p.png",
        page: "https://inkwell.example/s/[token]",
      },
      { level: "warn", directive: "style-src-elem", blocked: "inline", page: "https://inkwell.example/profile" },
    ]);
    expect(JSON.stringify(lines)).not.toContain("AbCdEfGhIjKlMnOpQrStUvWxYz0123456789abcdefg");
  });

  it("takes at most 20 reports a minute per address (429 with Retry-After)", async () => {
    const clientIp = "198.51.100.61";
    for (let i = 0; i < RATE_LIMITS.cspReport.address.points; i++) {
      expect(await consumeRateLimit("cspReport", { tier: "anonymous", accountId: null, clientIp })).toBeNull();
    }
    const refused = await report({}, clientIp).catch((thrown: unknown) => thrown as Response);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
  });
});
