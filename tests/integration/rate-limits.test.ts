import { describe, expect, it } from "vitest";
import { routeArgs, type RouteHandler } from "../support/users";

process.env.GENERATION_CONCURRENCY = "1";

const { action: generate } = await import("~/routes/api.generate");
const { action: edit } = await import("~/routes/api.edit");
const { loader: printPdf } = await import("~/routes/designs.$id.print[.pdf]");
const { loader: stencil } = await import("~/routes/designs.$id.stencil[.png]");
const { loader: login } = await import("~/routes/api.login");
const { loader: authCallback } = await import("~/routes/auth.callback");
const { loader: tattooability } = await import("~/routes/api.designs.$id.tattooability");
const { action: createCheckoutSession } = await import("~/routes/api.create-checkout-session");
const { action: homeAction } = await import("~/routes/_index");
const { consumeRateLimit, hashedAddressKey: addressKey } = await import("~/modules/limits/rate-limit.server");
const { FAIR_USE, RATE_LIMITS } = await import("~/modules/plans/plans");
const { prisma } = await import("~/utils/db.server");
const { APP_ORIGIN, callPage, get, postJson, signedInCookie } = await import("../support/users");

type Handler = RouteHandler;

let nextAddress = 1;
/** Each test its own client address (TEST-NET-2), so address limits never leak between tests. */
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function callFrom(
  clientIp: string,
  handler: Handler,
  request: Request,
  params: Record<string, string> = {},
): Promise<Response> {
  try {
    const result = await handler(routeArgs(request, params, { clientIp, cspNonce: "n" }));
    if (result instanceof Response) return result;
    throw new Error(`Expected a Response, got ${typeof result}`);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

/** Uses up `count` points of an action, as earlier requests would have. */
async function spend(
  count: number,
  action: Parameters<typeof consumeRateLimit>[0],
  subject: Parameters<typeof consumeRateLimit>[1],
) {
  for (let i = 0; i < count; i++) expect(await consumeRateLimit(action, subject)).toBeNull();
}

const body = { description: "a swallow over roses", size: "Small (5-10 cm)" };

function expect429(response: Response) {
  expect(response.status).toBe(429);
  const retryAfter = Number(response.headers.get("Retry-After"));
  expect(retryAfter).toBeGreaterThan(0);
  return retryAfter;
}

describe("rate limits (PostgreSQL store)", () => {
  it("keeps the limits in the plan table's one place, with a fair-use ceiling for unlimited plans", () => {
    expect(FAIR_USE).toEqual({ perMinute: 20, perDay: 500 });
    expect(RATE_LIMITS.generation.account.minute?.points).toBe(FAIR_USE.perMinute);
    expect(RATE_LIMITS.generation.account.day?.points).toBe(FAIR_USE.perDay);
  });

  it("caps a Premium account at 20 generations a minute, customizations included, with 429 and Retry-After", async () => {
    const ip = freshAddress();
    const { user, cookie } = await signedInCookie("premium");
    const first = await callFrom(ip, generate, postJson("/api/generate", body, cookie));
    expect(first.status).toBe(200);
    const { designs } = (await first.json()) as { designs: { id: string }[] };
    await spend(FAIR_USE.perMinute - 2, "generation", {
      tier: "premium",
      accountId: user.id,
      clientIp: freshAddress(),
    });
    const customized = await callFrom(
      ip,
      edit,
      postJson("/api/edit", { designId: designs[0].id, style: "Dotwork" }, cookie),
    );
    expect(customized.status).toBe(200);

    const designsBefore = await prisma.design.count({ where: { userId: user.id } });
    const refused = await callFrom(ip, generate, postJson("/api/generate", body, cookie));
    expect(expect429(refused)).toBeLessThanOrEqual(60);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toContain("limit reached");
    expect(message).not.toMatch(/daily/i);
    expect(
      (await callFrom(ip, edit, postJson("/api/edit", { designId: designs[0].id, style: "Dotwork" }, cookie))).status,
    ).toBe(429);
    // A refused request generated and stored nothing.
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(designsBefore);
  });

  it("holds the 500-a-day fair-use ceiling, counted in the shared RateLimit table", async () => {
    const { user, cookie } = await signedInCookie("pro");
    const window = RATE_LIMITS.generation.account.day!;
    await prisma.rateLimit.create({
      data: {
        key: `generation:account-day:${window.points}/${window.seconds}:a:${user.id}`,
        points: FAIR_USE.perDay,
        expire: BigInt(Date.now() + 3 * 3600_000),
      },
    });
    const refused = await callFrom(freshAddress(), generate, postJson("/api/generate", body, cookie));
    expect(expect429(refused)).toBeGreaterThan(3 * 3600 - 60);
    expect(((await refused.json()) as { message: string }).message).toMatch(
      /^Fair-use limit reached for your Pro plan: at most 500 .* in 24 hours\. Please try again in 3 hours\.$/,
    );
  });

  it("tells a Premium customer at the fair-use ceiling their plan's ceiling and when to go on, with no upgrade offer", async () => {
    const { user, cookie } = await signedInCookie("premium");
    await spend(FAIR_USE.perMinute, "generation", { tier: "premium", accountId: user.id, clientIp: freshAddress() });
    const refused = await callFrom(freshAddress(), generate, postJson("/api/generate", body, cookie));
    const retryAfter = expect429(refused);
    const answer = (await refused.json()) as {
      message: string;
      limit: string;
      retryAfterSeconds: number;
      upgradeTo: string | null;
    };
    expect(answer.message).toBe(
      `Fair-use limit reached for your Premium plan: at most 20 generations or customizations a minute. Please try again in ${retryAfter} seconds.`,
    );
    expect(answer).toMatchObject({ limit: "generation:account", retryAfterSeconds: retryAfter, upgradeTo: null });
  });

  it("answers a free account whose day is spent with the daily limit, even inside a busy minute", async () => {
    const { user, cookie } = await signedInCookie("free");
    await prisma.user.update({
      where: { id: user.id },
      data: {
        generationsUsedToday: 10,
        generationsDay: new Date(),
        generationsUsedThisMonth: 10,
        generationsMonth: new Date(),
      },
    });
    await spend(FAIR_USE.perMinute, "generation", { tier: "free", accountId: user.id, clientIp: freshAddress() });
    const refused = await callFrom(freshAddress(), generate, postJson("/api/generate", body, cookie));
    expect(refused.status).toBe(429);
    expect(((await refused.json()) as { message: string }).message).toBe("Daily generation limit reached");

    // Without JavaScript: the form's answer opens the upgrade dialog (rendered open by the server).
    const form = new URLSearchParams({ description: "a rose", styles: "Traditional" });
    const { action: homeAction } = await import("~/routes/_index");
    const posted = await callFrom(
      freshAddress(),
      homeAction,
      new Request(`${APP_ORIGIN}/?index`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, Cookie: cookie },
        body: form.toString(),
      }),
    );
    expect(posted.status).toBe(302);
    expect(posted.headers.get("Location")).toBe("/?dialog=upgrade");
  });

  it("holds across instances: a second store on the same database sees the same counters", async () => {
    const { user } = await signedInCookie("premium");
    const subject = { tier: "premium" as const, accountId: user.id, clientIp: freshAddress() };
    await spend(FAIR_USE.perMinute, "generation", subject);
    // Another instance: a new pool and new limiters, nothing shared in memory.
    const holder = globalThis as unknown as { inkwellRateLimits?: { pool: { end(): Promise<void> } } };
    await holder.inkwellRateLimits?.pool.end();
    delete holder.inkwellRateLimits;
    const refusal = await consumeRateLimit("generation", subject);
    expect(refusal?.message).toContain("limit reached");
  });

  it("limits a client address across visitors and accounts, an IPv6 /64 as one address", async () => {
    const points = RATE_LIMITS.generation.address.points;
    await spend(points, "generation", { tier: "anonymous", accountId: null, clientIp: "2001:db8:1:2:aaaa::1" });
    const sameNetwork = await callFrom("2001:db8:1:2:ffff:1:2:3", generate, postJson("/api/generate", body));
    expect429(sameNetwork);
    expect(((await sameNetwork.json()) as { message: string }).message).toContain("limit reached");
    // The refused visitor got no visitor or session rows.
    expect(sameNetwork.headers.get("Set-Cookie")).toBeNull();
    expect(addressKey("2001:db8:1:2::9")).toBe(addressKey("2001:0db8:0001:0002:ffff::"));
    expect(addressKey("2001:db8:1:3::9")).not.toBe(addressKey("2001:db8:1:2::9"));
    expect(addressKey("::ffff:192.0.2.1")).toBe(addressKey("192.0.2.1"));
    const otherNetwork = await callFrom("2001:db8:1:3::1", generate, postJson("/api/generate", body));
    expect(otherNetwork.status).toBe(200);
  });

  it("answers the no-JavaScript generator form with the limit message", async () => {
    const ip = freshAddress();
    await spend(RATE_LIMITS.generation.address.points, "generation", {
      tier: "anonymous",
      accountId: null,
      clientIp: ip,
    });
    const form = new URLSearchParams({ description: "a rose", styles: "Traditional" });
    const request = new Request(`${APP_ORIGIN}/`, {
      method: "POST",
      headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN },
      body: form.toString(),
    });
    const outcome = await callPage(homeAction, request, { clientIp: ip });
    expect(outcome.status).toBe(429);
    expect(Number(outcome.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(outcome.data).toMatchObject({ form: "generate", status: 429, title: "Generation Limit Reached" });
    expect(outcome.headers.get("Set-Cookie")).toBeNull();
  });

  it("limits print PDFs and stencils per account", async () => {
    const ip = freshAddress();
    const { user, cookie } = await signedInCookie("pro");
    const made = await callFrom(ip, generate, postJson("/api/generate", body, cookie));
    const { designs } = (await made.json()) as { designs: { id: string }[] };
    const params = { id: designs[0].id };
    await spend(RATE_LIMITS.render.account.minute!.points - 1, "render", {
      tier: "pro",
      accountId: user.id,
      clientIp: freshAddress(),
    });
    expect((await callFrom(ip, stencil, get(`/designs/${params.id}/stencil.png`, cookie), params)).status).toBe(200);
    const refused = await callFrom(ip, printPdf, get(`/designs/${params.id}/print.pdf?cm=40`, cookie), params);
    expect429(refused);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many print files/);
  });

  it("limits starting a sign-in per address, as plain text with Retry-After", async () => {
    const ip = freshAddress();
    await spend(RATE_LIMITS.signIn.address.points, "signIn", { tier: "anonymous", accountId: null, clientIp: ip });
    const refused = await callFrom(ip, login, get("/api/login"));
    expect429(refused);
    expect(await refused.text()).toMatch(/^Too many sign-in attempts\. Please try again in \d+ seconds\.$/);
  });

  it("counts the sign-in callback with the sign-in starts: past the limit it answers 429 before asking the provider", async () => {
    const ip = freshAddress();
    await spend(RATE_LIMITS.signIn.address.points, "signIn", { tier: "anonymous", accountId: null, clientIp: ip });
    const answer = (await authCallback(
      routeArgs(get("/auth/callback?code=x&state=y"), {}, { clientIp: ip, cspNonce: "n" }),
    )) as unknown as {
      data: { message: string };
      init: { status: number; headers: Record<string, string> };
    };
    expect(answer.init.status).toBe(429);
    expect(Number(answer.init.headers["Retry-After"])).toBeGreaterThan(0);
    expect(answer.data.message).toMatch(/^Too many sign-in attempts/);
  });

  it("counts the tattooability check's first measurement like a render, and not its cached answers", async () => {
    const ip = freshAddress();
    const { user, cookie } = await signedInCookie("premium");
    const made = await callFrom(ip, generate, postJson("/api/generate", body, cookie));
    const { designs } = (await made.json()) as { designs: { id: string }[] };
    // The first design is measured once (one render), then answered from the stored figures.
    const first = { id: designs[0].id };
    expect(
      (await callFrom(ip, tattooability, get(`/api/designs/${first.id}/tattooability`, cookie), first)).status,
    ).toBe(200);
    await spend(RATE_LIMITS.render.account.minute!.points - 1, "render", {
      tier: "premium",
      accountId: user.id,
      clientIp: freshAddress(),
    });
    expect(
      (await callFrom(ip, tattooability, get(`/api/designs/${first.id}/tattooability`, cookie), first)).status,
    ).toBe(200);
    const second = { id: designs[1].id };
    expect429(await callFrom(ip, tattooability, get(`/api/designs/${second.id}/tattooability`, cookie), second));
  });

  it("limits checkout creation per account, with Retry-After on the JSON answer", async () => {
    const { user, cookie } = await signedInCookie("free");
    await spend(RATE_LIMITS.checkout.account.minute!.points, "checkout", {
      tier: "free",
      accountId: user.id,
      clientIp: freshAddress(),
    });
    const refused = await callFrom(
      freshAddress(),
      createCheckoutSession,
      postJson("/api/create-checkout-session", { tier: "premium" }, cookie),
    );
    expect429(refused);
    expect(((await refused.json()) as { message: string }).message).toMatch(/^Too many checkout attempts/);
  });
});
