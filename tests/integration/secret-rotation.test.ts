import { afterAll, describe, expect, it } from "vitest";
import { createSessionCookie, sessionCookieSignedWith } from "~/modules/auth/session-cookie.server";
import { listShareLinks } from "~/modules/share/share-links.server";
import { prisma } from "~/utils/db.server";
import type { RunningApp } from "../support/app-server";
import { startAppOnThisDatabase } from "../support/built-app";
import { statusOf } from "../support/http-client";
import { createUser } from "../support/users";

/**
 * Rotating SESSION_SECRET (issue 25): with the old secret in SESSION_SECRET_PREVIOUS nobody is
 * signed out and no share link breaks; cookies signed before keys were derived (the raw
 * secret) still read.
 */
const OLD = process.env.SESSION_SECRET!;
const NEW = "a-new-session-secret-after-rotation-0123456789";

async function cookieFor(sessionId: string, cookie = sessionCookieSignedWith(OLD)) {
  return (await cookie.serialize(sessionId)).split(";")[0];
}

describe("rotating the session secret", () => {
  const apps: RunningApp[] = [];
  afterAll(() => Promise.all(apps.map((app) => app.dispose())));
  async function start(env: Record<string, string> = {}) {
    const app = await startAppOnThisDatabase(env);
    apps.push(app);
    return app;
  }
  const signedIn = async (app: RunningApp, cookie: string) =>
    (await fetch(`${app.url}/api/auth/user`, { headers: { cookie } })).status;

  it("keeps sessions and share links made with the previous secret, and signs new ones with the new one", async () => {
    const user = await createUser({ plan: "premium" });
    const session = await prisma.session.create({
      data: { id: `rotation-${user.id}`, userId: user.id, expiresAt: new Date(Date.now() + 86_400_000) },
    });
    const cookie = await cookieFor(session.id);
    // Signed with the secret itself, as every cookie was before keys were derived from it.
    const legacyCookie = await cookieFor(session.id, createSessionCookie([OLD], { secure: false }));

    const before = await start();
    expect(await signedIn(before, cookie)).toBe(200);
    expect(await signedIn(before, legacyCookie)).toBe(200);
    const generated = await fetch(`${before.url}/api/generate`, {
      method: "POST",
      headers: { cookie, origin: before.url, "content-type": "application/json" },
      body: JSON.stringify({ description: "a moth over a crescent moon" }),
    });
    expect(await statusOf(generated)).toBe(200);
    const design = ((await generated.json()) as { designs: Array<{ id: string }> }).designs[0];
    const shared = await fetch(`${before.url}/designs/${design.id}/share`, {
      method: "POST",
      headers: { cookie, origin: before.url, "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    expect(shared.status).toBe(302);
    const token = (await listShareLinks(user.id))[0].url!.split("/s/")[1];
    await before.stop();

    const rotated = await start({ SESSION_SECRET: NEW, SESSION_SECRET_PREVIOUS: OLD });
    expect(await signedIn(rotated, cookie)).toBe(200);
    expect(await signedIn(rotated, legacyCookie)).toBe(200);
    expect(await statusOf(await fetch(`${rotated.url}/s/${token}`))).toBe(200);
    // The owner still sees the link (its sealed copy opens with the previous secret's key).
    const profile = await fetch(`${rotated.url}/profile`, { headers: { cookie } });
    expect(await profile.text()).toContain(`/s/${token}`);
    // What the app signs now is signed with the new secret: a new sign-out/in flow would carry this.
    expect(await signedIn(rotated, await cookieFor(session.id, sessionCookieSignedWith(NEW)))).toBe(200);
    await rotated.stop();

    // Once the old secret is no longer listed, its cookies are refused (the list is what kept them);
    // share links never depended on it (they are found by the token's hash).
    const afterwards = await start({ SESSION_SECRET: NEW });
    expect(await signedIn(afterwards, cookie)).toBe(401);
    expect(await signedIn(afterwards, legacyCookie)).toBe(401);
    expect(await statusOf(await fetch(`${afterwards.url}/s/${token}`))).toBe(200);
  });
});
