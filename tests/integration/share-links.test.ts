import { createHash } from "node:crypto";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../support/app-server";
import type { RouteHandler } from "../support/users";

process.env.GENERATION_CONCURRENCY = "1";

const { action: generate } = await import("~/routes/api.generate");
const { action: createShare, loader: sharePage } = await import("~/routes/designs.$id.share");
const { loader: sharedPage } = await import("~/routes/s.$token");
const { loader: sharedImage } = await import("~/routes/s.$token.image[.png]");
const { loader: sharedStencil } = await import("~/routes/s.$token.stencil[.png]");
const { loader: sharedPdf } = await import("~/routes/s.$token.print[.pdf]");
const { action: revoke } = await import("~/routes/share-links.$id.revoke");
const { action: apiCreate, loader: apiList } = await import("~/routes/api.share-links");
const { action: apiDelete } = await import("~/routes/api.share-links.$id");
const { loader: ownerStencil } = await import("~/routes/designs.$id.stencil[.png]");
const { newShareToken, hashShareToken } = await import("~/modules/share/share-token.server");
const { listShareLinks } = await import("~/modules/share/share-links.server");
const { readPngText } = await import("~/modules/print/png-text.server");
const { SHARE_LINK_LIMITS } = await import("~/modules/plans/plans");
const { prisma } = await import("~/utils/db.server");
const { getImageStorage } = await import("~/modules/storage/image-storage.server");
const { renderPoolStats } = await import("~/modules/renders/render-pool.server");
const { consumeRateLimit } = await import("~/modules/limits/rate-limit.server");
const { RATE_LIMITS } = await import("~/modules/limits/limits");
const { startAppOnThisDatabase } = await import("../support/built-app");
const { APP_ORIGIN, call, get, postJson, signedInCookie, routeArgs } = await import("../support/users");

const BROWSER = {
  "User-Agent":
    "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Mobile/15E148 Safari/604.1",
};

/** A page loader's `data(...)` result (or a thrown Response): its status and value. */
async function page(loader: RouteHandler, request: Request, params: Record<string, string>) {
  try {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- each loader's own data shape
    const result = (await loader(routeArgs(request, params))) as { data: any; init: ResponseInit | null };
    if (result instanceof Response) return { status: result.status, data: null, response: result };
    return { status: result.init?.status ?? 200, data: result.data, headers: new Headers(result.init?.headers) };
  } catch (thrown) {
    if (thrown instanceof Response) return { status: thrown.status, data: null, response: thrown };
    throw thrown;
  }
}

function postForm(path: string, fields: Record<string, string>, cookie?: string) {
  return new Request(`${APP_ORIGIN}${path}`, {
    method: "POST",
    headers: {
      "Content-Type": "application/x-www-form-urlencoded",
      Origin: APP_ORIGIN,
      ...(cookie ? { Cookie: cookie } : {}),
    },
    body: new URLSearchParams(fields).toString(),
  });
}

async function designFor(plan: "free" | "premium" | "pro") {
  const { user, cookie } = await signedInCookie(plan);
  const response = await call(
    generate,
    postJson("/api/generate", { description: "a swallow over roses", size: "Small (5-10 cm)" }, cookie),
  );
  expect(response.status).toBe(200);
  const { designs } = await response.json();
  return { user, cookie, design: designs[0] as { id: string } };
}

/** Creates a link through the share page's form; answers its token (read back from the owner's list). */
async function share(
  owner: { cookie: string; user: { id: string }; design: { id: string } },
  fields: Record<string, string> = {},
) {
  const response = await call(createShare, postForm(`/designs/${owner.design.id}/share`, fields, owner.cookie), {
    id: owner.design.id,
  });
  expect(response.status).toBe(302);
  const id = new URL(response.headers.get("location")!, APP_ORIGIN).searchParams.get("created")!;
  const link = (await listShareLinks(owner.user.id)).find((candidate) => candidate.id === id)!;
  return { id, token: link.url!.split("/s/")[1], url: link.url! };
}

const view = (token: string, headers: Record<string, string> = BROWSER, cookie?: string) =>
  page(sharedPage as RouteHandler, get(`/s/${token}`, cookie, headers), { token });

describe("share links", () => {
  it("creates a link for the owner's design with notes, placement and a chosen first name", async () => {
    const owner = await designFor("premium");
    const prefilled = await page(
      sharePage as RouteHandler,
      get(`/designs/${owner.design.id}/share?placement=forearm`, owner.cookie),
      {
        id: owner.design.id,
      },
    );
    expect(prefilled.data.placement).toBe("forearm");

    const link = await share(owner, {
      notes: "Left forearm, black only.\nBudget 300 EUR",
      placement: "upper-arm",
      displayName: "Robin",
    });
    expect(link.url).toMatch(/^http:\/\/localhost:3000\/s\/[A-Za-z0-9_-]{43}$/);
    const row = await prisma.shareLink.findUniqueOrThrow({ where: { id: link.id } });
    expect(row).toMatchObject({
      designId: owner.design.id,
      placement: "upper-arm",
      displayName: "Robin",
      notes: "Left forearm, black only.\nBudget 300 EUR",
    });
    // Only the hash and a sealed copy are stored, never the token itself.
    expect(row.tokenHash).toBe(createHash("sha256").update(link.token).digest("base64url"));
    expect(JSON.stringify(row)).not.toContain(link.token);

    const shown = await view(link.token);
    expect(shown.status).toBe(200);
    expect(shown.data).toMatchObject({
      found: true,
      description: "a swallow over roses",
      size: { widthCm: 5, heightCm: 5 },
      placement: "Upper arm",
      notes: "Left forearm, black only.\nBudget 300 EUR",
      displayName: "Robin",
      drawnWith: "Inkwell's flash engine",
    });
    expect(shown.data.tattooability).toMatchObject({ sizeCm: 5 });
    expect(shown.headers!.get("X-Robots-Tag")).toBe("noindex, nofollow");
  });

  it("refuses bad input with 400 and field errors, and other people's designs with 404", async () => {
    const owner = await designFor("free");
    const tooLong = await page(
      createShare as RouteHandler,
      postForm(
        `/designs/${owner.design.id}/share`,
        { notes: "x".repeat(1001), placement: "elbow", displayName: "<a href>" },
        owner.cookie,
      ),
      { id: owner.design.id },
    );
    expect(tooLong.status).toBe(400);
    expect(Object.keys(tooLong.data.fieldErrors).sort()).toEqual(["displayName", "notes", "placement"]);
    // What was typed comes back, to be fixed rather than typed again.
    expect(tooLong.data.values).toMatchObject({ placement: "elbow", displayName: "<a href>" });
    expect(await prisma.shareLink.count({ where: { userId: owner.user.id } })).toBe(0);
    // Exactly 1,000 characters is fine.
    await share(owner, { notes: "y".repeat(1000) });

    const stranger = await signedInCookie("pro");
    const refused = await page(
      createShare as RouteHandler,
      postForm(`/designs/${owner.design.id}/share`, {}, stranger.cookie),
      {
        id: owner.design.id,
      },
    );
    expect(refused.status).toBe(404);
    const signedOut = await call(createShare, postForm(`/designs/${owner.design.id}/share`, {}), {
      id: owner.design.id,
    });
    expect(signedOut.status).toBe(303);
    expect(signedOut.headers.get("location")).toBe(
      `/sign-in?redirectTo=${encodeURIComponent(`/designs/${owner.design.id}/share`)}`,
    );
  });

  it("counts views by others, not by the owner, bots or link previews", async () => {
    const owner = await designFor("free");
    const link = await share(owner);
    await view(link.token);
    await view(link.token);
    const count = async () => (await prisma.shareLink.findUniqueOrThrow({ where: { id: link.id } })).viewCount;
    expect(await count()).toBe(2);
    await view(link.token, BROWSER, owner.cookie);
    await view(link.token, { "User-Agent": "WhatsApp/2.23.20.0" });
    await view(link.token, {
      "User-Agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)",
    });
    await view(link.token, {});
    await view(link.token, { ...BROWSER, "Sec-Purpose": "prefetch" });
    expect(await count()).toBe(2);
    await view(link.token);
    expect(await count()).toBe(3);
    expect((await listShareLinks(owner.user.id))[0].viewCount).toBe(3);
  });

  it("stops a revoked link at once: page and files answer 404", async () => {
    const owner = await designFor("pro");
    const link = await share(owner);
    expect((await view(link.token)).status).toBe(200);

    const stranger = await signedInCookie("pro");
    const notTheirs = await call(revoke, postForm(`/share-links/${link.id}/revoke`, {}, stranger.cookie), {
      id: link.id,
    });
    expect(notTheirs.status).toBe(302);
    expect((await view(link.token)).status).toBe(200);

    const revoked = await call(
      revoke,
      postForm(`/share-links/${link.id}/revoke`, { returnTo: "/profile#share-links" }, owner.cookie),
      {
        id: link.id,
      },
    );
    expect(revoked.status).toBe(302);
    expect(revoked.headers.get("location")).toBe("/profile#share-links");
    expect((await view(link.token)).status).toBe(404);
    for (const [loader, path] of [
      [sharedImage, "image.png"],
      [sharedStencil, "stencil.png"],
      [sharedPdf, "print.pdf"],
    ] as const) {
      expect((await call(loader, get(`/s/${link.token}/${path}`), { token: link.token })).status).toBe(404);
    }
    expect(await listShareLinks(owner.user.id)).toEqual([]);
  });

  it("stops a link at the expiry its owner chose, as a stopped one: page and files 404, gone from the list (L10)", async () => {
    const owner = await designFor("pro");
    const link = await share(owner, { expiresIn: "7" });
    const [listed] = await listShareLinks(owner.user.id, owner.design.id);
    const stops = new Date(listed.expiresAt!).getTime() - Date.now();
    expect(stops).toBeGreaterThan(7 * 24 * 3600_000 - 60_000);
    expect(stops).toBeLessThanOrEqual(7 * 24 * 3600_000);
    expect((await view(link.token)).status).toBe(200);

    // A week later.
    await prisma.shareLink.update({ where: { id: link.id }, data: { expiresAt: new Date(Date.now() - 1000) } });
    const views = (await prisma.shareLink.findUniqueOrThrow({ where: { id: link.id } })).viewCount;
    expect((await view(link.token)).status).toBe(404);
    for (const [loader, path] of [
      [sharedImage, "image.png"],
      [sharedStencil, "stencil.png"],
      [sharedPdf, "print.pdf"],
    ] as const) {
      expect((await call(loader, get(`/s/${link.token}/${path}`), { token: link.token })).status).toBe(404);
    }
    expect((await prisma.shareLink.findUniqueOrThrow({ where: { id: link.id } })).viewCount).toBe(views);
    expect(await listShareLinks(owner.user.id)).toEqual([]);

    // Only the offered choices: the form marks the field.
    const refused = await page(
      createShare as RouteHandler,
      postForm(`/designs/${owner.design.id}/share`, { expiresIn: "3650" }, owner.cookie),
      { id: owner.design.id },
    );
    expect(refused.status).toBe(400);
    expect(refused.data).toMatchObject({ fieldErrors: { expiresIn: expect.stringContaining("never, or after 1") } });
  });

  it("uses unguessable tokens: 256 bits of base64url, and any other token is 404", async () => {
    const tokens = new Set(Array.from({ length: 1000 }, () => newShareToken()));
    expect(tokens.size).toBe(1000);
    for (const token of [...tokens].slice(0, 50)) {
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(Buffer.from(token, "base64url").length).toBe(32);
    }
    // Roughly uniform characters: each of the 64 symbols appears (1000 x 43 draws).
    expect(new Set([...tokens].join("")).size).toBe(64);
    expect(hashShareToken("a")).not.toBe(hashShareToken("b"));

    const owner = await designFor("free");
    const link = await share(owner);
    const random = newShareToken();
    for (const token of [
      random,
      link.token.slice(0, -1),
      `${link.token}x`,
      link.token.toLowerCase() === link.token ? random : link.token.toLowerCase(),
      "../../etc",
    ]) {
      expect((await view(token)).status).toBe(404);
      expect((await call(sharedImage, get(`/s/${token}/image.png`), { token })).status).toBe(404);
    }
  });

  it("gives a free owner's share no Pro files: no links, and the file URLs answer 403", async () => {
    const owner = await designFor("free");
    const link = await share(owner);
    const shown = await view(link.token);
    expect(shown.data.files.pro).toBeNull();
    expect(shown.data.licence).toBeNull();
    expect(shown.data.tattooability).toBeNull();
    for (const [loader, path] of [
      [sharedStencil, "stencil.png"],
      [sharedStencil, "stencil.png?mirror=1"],
      [sharedPdf, "print.pdf"],
    ] as const) {
      const response = await call(loader, get(`/s/${link.token}/${path}`), { token: link.token });
      expect(response.status).toBe(403);
      expect(await response.json()).toEqual({ message: "This download is available on the Pro plan." });
    }
    const png = await call(sharedImage, get(`/s/${link.token}/image.png?download=1`), { token: link.token });
    expect(png.status).toBe(200);
    expect(png.headers.get("content-disposition")).toContain(`tattoo-design-${owner.design.id}.png`);
    expect((await sharp(Buffer.from(await png.arrayBuffer())).metadata()).width).toBe(512);
  });

  it("watermarks a shared design when the owner's plan now watermarks, and drops Pro files when Pro ends", async () => {
    const owner = await designFor("pro");
    const link = await share(owner);
    const before = Buffer.from(
      await (await call(sharedImage, get(`/s/${link.token}/image.png`), { token: link.token })).arrayBuffer(),
    );
    expect((await sharp(before).metadata()).width).toBe(2048);
    await prisma.user.update({ where: { id: owner.user.id }, data: { subscriptionType: "free" } });
    const after = Buffer.from(
      await (await call(sharedImage, get(`/s/${link.token}/image.png`), { token: link.token })).arrayBuffer(),
    );
    expect((await sharp(after).metadata()).width).toBe(512);
    expect((await call(sharedStencil, get(`/s/${link.token}/stencil.png`), { token: link.token })).status).toBe(403);
    // The owner's own downloads follow the same rule.
    expect(
      (await call(ownerStencil, get(`/designs/${owner.design.id}/stencil.png`, owner.cookie), { id: owner.design.id }))
        .status,
    ).toBe(403);
  });

  it("watermarks a shared design once and keeps it with the design's renders, instead of on every request", async () => {
    const owner = await designFor("pro");
    const link = await share(owner);
    await prisma.user.update({ where: { id: owner.user.id }, data: { subscriptionType: "free" } });
    const fetchImage = async () =>
      Buffer.from(
        await (await call(sharedImage, get(`/s/${link.token}/image.png`), { token: link.token })).arrayBuffer(),
      );
    const first = await fetchImage();
    const kept = await getImageStorage().list(`renders/${owner.design.id}/shared-watermarked-512-`);
    expect(kept).toHaveLength(1);
    // The next request is served from what was kept (a marker put there comes back as is).
    const marker = await sharp({ create: { width: 512, height: 512, channels: 3, background: "#ff0000" } })
      .png()
      .toBuffer();
    await getImageStorage().put(kept[0], marker);
    expect((await fetchImage()).equals(marker)).toBe(true);
    expect(first.equals(marker)).toBe(false);
  });

  it("measures a shared design's lines in the render pool, once for views arriving together", async () => {
    const owner = await designFor("premium");
    const link = await share(owner);
    await prisma.design.update({ where: { id: owner.design.id }, data: { strokeRatio: null, lineGapRatio: null } });
    const before = renderPoolStats()?.completed ?? 0;
    const views = await Promise.all(Array.from({ length: 4 }, () => view(link.token)));
    expect(views.map((answer) => answer.status)).toEqual([200, 200, 200, 200]);
    expect(views.every((answer) => answer.data.tattooability !== null)).toBe(true);
    // One measurement, done by a worker thread of the pool (not on the thread that answers requests).
    expect(renderPoolStats()!.completed).toBe(before + 1);
    expect((await prisma.design.findUniqueOrThrow({ where: { id: owner.design.id } })).strokeRatio).not.toBeNull();
  });

  it("limits a shared design's page and image per address: 429 with Retry-After and the limit in words", async () => {
    const owner = await designFor("free");
    const link = await share(owner);
    const clientIp = "198.51.100.77";
    for (let i = 0; i < RATE_LIMITS.sharedDesign.address.points; i++) {
      expect(await consumeRateLimit("sharedDesign", { tier: "anonymous", accountId: null, clientIp })).toBeNull();
    }
    const at = (handler: RouteHandler, path: string) =>
      Promise.resolve(
        handler(routeArgs(get(path, undefined, BROWSER), { token: link.token }, { clientIp, cspNonce: "n" })),
      ).catch((thrown: unknown) => thrown);
    for (const refused of [
      await at(sharedPage as RouteHandler, `/s/${link.token}`),
      await at(sharedImage, `/s/${link.token}/image.png`),
    ]) {
      expect(refused).toBeInstanceOf(Response);
      const response = refused as Response;
      expect(response.status).toBe(429);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
      expect(((await response.json()) as { message: string }).message).toMatch(
        /^Too many requests for shared designs from this network\. Please try again in \d+ seconds\.$/,
      );
    }
    // Counted nothing: the refused page view is not a view.
    expect((await prisma.shareLink.findUniqueOrThrow({ where: { id: link.id } })).viewCount).toBe(0);
  });

  it("serves a Pro owner's share the print-ready PDF and both stencils, licensed to the chosen name only", async () => {
    const owner = await designFor("pro");
    const link = await share(owner, { displayName: "Robin" });
    const shown = await view(link.token);
    expect(shown.data.files.pro).toEqual({
      stencil: `/s/${link.token}/stencil.png`,
      mirroredStencil: `/s/${link.token}/stencil.png?mirror=1`,
      pdf: `/s/${link.token}/print.pdf`,
    });
    expect(shown.data.licence).toContain("Robin may use this design commercially");

    const pdf = await call(sharedPdf, get(`/s/${link.token}/print.pdf`), { token: link.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get("content-type")).toBe("application/pdf");
    expect(pdf.headers.get("content-disposition")).toContain("-5cm.pdf");
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe("%PDF-");
    for (const mirror of ["", "?mirror=1"]) {
      const response = await call(sharedStencil, get(`/s/${link.token}/stencil.png${mirror}`), { token: link.token });
      expect(response.status).toBe(200);
      expect(response.headers.get("content-disposition")).toContain(
        mirror ? "-mirrored.png" : `${owner.design.id}.png`,
      );
      const text = readPngText(Buffer.from(await response.arrayBuffer()));
      expect(text.Copyright).toContain("Robin");
      expect(JSON.stringify(text)).not.toContain(owner.user.email!);
      expect(JSON.stringify(text)).not.toContain("User");
    }
  });

  it("limits live links per account and creations per hour", async () => {
    const owner = await designFor("free");
    const old = new Date(Date.now() - 2 * 3600_000);
    await prisma.shareLink.createMany({
      data: Array.from({ length: SHARE_LINK_LIMITS.livePerAccount }, (_, i) => ({
        userId: owner.user.id,
        designId: owner.design.id,
        tokenHash: `seeded-${owner.user.id}-${i}`,
        sealedToken: "x",
        createdAt: old,
      })),
    });
    const capped = await page(
      createShare as RouteHandler,
      postForm(`/designs/${owner.design.id}/share`, {}, owner.cookie),
      {
        id: owner.design.id,
      },
    );
    expect(capped.status).toBe(403);
    expect(capped.data).toMatchObject({ message: expect.stringMatching(/50 live share links/), fieldErrors: {} });

    await prisma.shareLink.updateMany({ where: { userId: owner.user.id }, data: { revokedAt: new Date() } });
    await Promise.all(
      Array.from({ length: SHARE_LINK_LIMITS.createdPerHour + 3 }, () =>
        page(createShare as RouteHandler, postForm(`/designs/${owner.design.id}/share`, {}, owner.cookie), {
          id: owner.design.id,
        }),
      ),
    );
    expect(await prisma.shareLink.count({ where: { userId: owner.user.id, revokedAt: null } })).toBe(
      SHARE_LINK_LIMITS.createdPerHour,
    );
    const limited = await page(
      createShare as RouteHandler,
      postForm(`/designs/${owner.design.id}/share`, {}, owner.cookie),
      {
        id: owner.design.id,
      },
    );
    expect(limited.status).toBe(429);
  });
});

describe("the share links API", () => {
  it("creates, lists and stops links for scripts, with the same rules", async () => {
    const owner = await designFor("free");
    const created = await call(
      apiCreate,
      postJson("/api/share-links", { designId: owner.design.id, placement: "Calf", notes: "Small" }, owner.cookie),
    );
    expect(created.status).toBe(201);
    const { id, url } = await created.json();
    expect(url).toMatch(/\/s\/[A-Za-z0-9_-]{43}$/);

    const listed = await (await call(apiList, get("/api/share-links", owner.cookie))).json();
    expect(listed).toEqual([expect.objectContaining({ id, url, placement: "calf", notes: "Small", viewCount: 0 })]);

    const bad = await call(
      apiCreate,
      postJson("/api/share-links", { designId: owner.design.id, notes: "x".repeat(1001) }, owner.cookie),
    );
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({
      message: "Notes can be up to 1,000 characters.",
      fieldErrors: { notes: ["Notes can be up to 1,000 characters."] },
    });
    const stranger = await signedInCookie("pro");
    expect(
      (await call(apiCreate, postJson("/api/share-links", { designId: owner.design.id }, stranger.cookie))).status,
    ).toBe(404);
    expect((await call(apiCreate, postJson("/api/share-links", { designId: owner.design.id }))).status).toBe(401);

    const del = (cookie: string) =>
      new Request(`${APP_ORIGIN}/api/share-links/${id}`, {
        method: "DELETE",
        headers: { Cookie: cookie, Origin: APP_ORIGIN },
      });
    expect((await call(apiDelete, del(stranger.cookie), { id })).status).toBe(404);
    expect((await call(apiDelete, del(owner.cookie), { id })).status).toBe(204);
    expect((await view(url.split("/s/")[1])).status).toBe(404);
    expect((await call(apiDelete, del(owner.cookie), { id })).status).toBe(404);
  });
});

describe("the share page as served", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startAppOnThisDatabase();
  });
  afterAll(() => app?.dispose());

  it("shows no owner data in the page or its meta, has link previews and is never indexed", async () => {
    const owner = await designFor("pro");
    await prisma.user.update({
      where: { id: owner.user.id },
      data: {
        firstName: "Zebediah",
        lastName: "Quackenbush",
        email: "zebediah.quackenbush@example.com",
        profileImageUrl: "https://images.example/zq.png",
      },
    });
    const link = await share(owner, { notes: "Inner forearm" });
    const response = await fetch(`${app.url}/s/${link.token}`, { headers: BROWSER });
    expect(response.status).toBe(200);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
    const html = await response.text();
    for (const secret of [owner.user.id, "zebediah", "Zebediah", "Quackenbush", "images.example", owner.user.email!]) {
      expect(html).not.toContain(secret);
    }
    expect(html).toContain('<meta name="robots" content="noindex, nofollow"/>');
    expect(html).toContain(`<meta property="og:image" content="${app.url}/s/${link.token}/image.png"/>`);
    expect(html).toContain('<meta name="twitter:card" content="summary_large_image"/>');
    expect(html).toContain("Made with Inkwell");
    expect(html).toContain("Inner forearm");

    const image = await fetch(`${app.url}/s/${link.token}/image.png`, { headers: BROWSER });
    expect(image.status).toBe(200);
    expect(image.headers.get("content-type")).toBe("image/png");

    const unknown = await fetch(`${app.url}/s/${newShareToken()}`, { headers: BROWSER });
    expect(unknown.status).toBe(404);
    expect(unknown.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });
});
