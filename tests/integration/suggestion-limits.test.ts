import { describe, expect, it } from "vitest";
import { routeArgs, type RouteHandler } from "../support/users";

const { action: addStyle, loader: listStyles } = await import("~/routes/api.styles");
const { action: addIdea } = await import("~/routes/api.popular-ideas");
const { action: homeAction } = await import("~/routes/_index");
const { PENDING_SUGGESTIONS_PER_ACCOUNT, RATE_LIMITS } = await import("~/modules/limits/limits");
const { sharedReadStats } = await import("~/modules/shared-reads/shared-reads.server");
const { prisma } = await import("~/utils/db.server");
const { APP_ORIGIN, get, postJson, signedInCookie } = await import("../support/users");

let nextAddress = 1;
const freshAddress = () => `198.51.100.${nextAddress++}`;

async function callFrom(clientIp: string, handler: RouteHandler, request: Request): Promise<Response> {
  try {
    const result = await handler(routeArgs(request, {}, { clientIp, cspNonce: "n" }));
    if (result instanceof Response) return result;
    return Response.json((result as { data: unknown }).data, (result as { init: ResponseInit }).init ?? undefined);
  } catch (thrown) {
    if (thrown instanceof Response) return thrown;
    throw thrown;
  }
}

const styleNames = async (cookie?: string) =>
  (
    (await (await callFrom(freshAddress(), listStyles, get("/api/styles", cookie))).json()) as Array<{ name: string }>
  ).map((s) => s.name);

describe("suggested styles and ideas: capped, rate limited, and private until public", () => {
  it("allows 10 suggestions an hour per account, then 429 with Retry-After and the limit in words; a refusal writes nothing", async () => {
    const { user, cookie } = await signedInCookie("premium");
    const perHour = RATE_LIMITS.suggestion.account.hour!.points;
    for (let i = 0; i < perHour; i++) {
      const kind = i % 2 === 0 ? "style" : "idea";
      const response =
        kind === "style"
          ? await callFrom(freshAddress(), addStyle, postJson("/api/styles", { name: `Rate ${user.id} ${i}` }, cookie))
          : await callFrom(
              freshAddress(),
              addIdea,
              postJson("/api/popular-ideas", { text: `Rate idea ${user.id} ${i}` }, cookie),
            );
      expect(response.status).toBe(201);
    }
    const invalidations = sharedReadStats().invalidations;
    const refused = await callFrom(
      freshAddress(),
      addStyle,
      postJson("/api/styles", { name: `Rate ${user.id} over` }, cookie),
    );
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(60);
    const { message } = (await refused.json()) as { message: string };
    expect(message).toMatch(
      /^Suggestion limit reached: at most 10 styles or ideas an hour\. Please try again in \d+ minutes\.$/,
    );
    // Nothing written, so no instance drops its cached catalogue.
    expect(await prisma.style.count({ where: { suggestedById: user.id } })).toBe(perHour / 2);
    expect(sharedReadStats().invalidations).toBe(invalidations);
  });

  it("keeps at most 20 of an account's suggestions waiting to become public, per kind", async () => {
    const { user, cookie } = await signedInCookie("pro");
    await prisma.style.createMany({
      data: Array.from({ length: PENDING_SUGGESTIONS_PER_ACCOUNT }, (_, index) => ({
        name: `Pending ${index}`,
        normalizedName: `pending ${user.id} ${index}`,
        suggestedById: user.id,
      })),
    });
    const refused = await callFrom(freshAddress(), addStyle, postJson("/api/styles", { name: "One more" }, cookie));
    expect(refused.status).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toBe(
      "Suggestion limit reached: 20 of your suggestions are waiting to become public. Use them, or ask an admin to remove some, before adding more.",
    );
    // A public one no longer waits: room again.
    await prisma.style.updateMany({ where: { normalizedName: `pending ${user.id} 0` }, data: { usageCount: 5 } });
    expect(
      (await callFrom(freshAddress(), addStyle, postJson("/api/styles", { name: "One more" }, cookie))).status,
    ).toBe(201);
    // Ideas count on their own.
    expect(
      (await callFrom(freshAddress(), addIdea, postJson("/api/popular-ideas", { text: `An idea ${user.id}` }, cookie)))
        .status,
    ).toBe(201);
  });

  it("never reveals another person's pending suggestion: the same name is the second author's own, each sees one", async () => {
    const first = await signedInCookie("premium");
    const second = await signedInCookie("premium");
    const name = `Neo Chicano ${first.user.id}`;
    expect((await callFrom(freshAddress(), addStyle, postJson("/api/styles", { name }, first.cookie))).status).toBe(
      201,
    );
    const again = await callFrom(
      freshAddress(),
      addStyle,
      postJson("/api/styles", { name: name.toUpperCase() }, second.cookie),
    );
    expect(again.status).toBe(201);
    expect(((await again.json()) as { name: string }).name).toBe(name.toUpperCase());
    expect((await styleNames(first.cookie)).filter((n) => n.toLowerCase() === name.toLowerCase())).toEqual([name]);
    expect((await styleNames(second.cookie)).filter((n) => n.toLowerCase() === name.toLowerCase())).toEqual([
      name.toUpperCase(),
    ]);
    expect((await styleNames()).some((n) => n.toLowerCase() === name.toLowerCase())).toBe(false);
    // What the person can see is still refused, and their own twice too.
    expect((await callFrom(freshAddress(), addStyle, postJson("/api/styles", { name }, first.cookie))).status).toBe(
      409,
    );
    expect(
      (await callFrom(freshAddress(), addStyle, postJson("/api/styles", { name: "TRADITIONAL" }, second.cookie)))
        .status,
    ).toBe(409);
    // Once both are public, everyone sees the name once.
    await prisma.style.updateMany({ where: { normalizedName: name.toLowerCase() }, data: { usageCount: 7 } });
    expect((await styleNames()).filter((n) => n.toLowerCase() === name.toLowerCase())).toHaveLength(1);
  });

  it("keeps the no-JavaScript dialog open with the limit next to the field", async () => {
    const { user, cookie } = await signedInCookie("premium");
    const ip = freshAddress();
    await prisma.rateLimit.create({
      data: {
        key: `suggestion:account-hour:${RATE_LIMITS.suggestion.account.hour!.points}/3600:a:${user.id}`,
        points: RATE_LIMITS.suggestion.account.hour!.points,
        expire: BigInt(Date.now() + 30 * 60_000),
      },
    });
    const form = new URLSearchParams({ intent: "add-style", name: "Form style" });
    const answer = await callFrom(
      ip,
      homeAction,
      new Request(`${APP_ORIGIN}/?index&dialog=add-style`, {
        method: "POST",
        headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, Cookie: cookie },
        body: form.toString(),
      }),
    );
    expect(answer.status).toBe(429);
    const failure = (await answer.json()) as { form: string; message: string; fieldErrors: { name?: string } };
    expect(failure.form).toBe("add-style");
    expect(failure.fieldErrors.name).toMatch(
      /^Suggestion limit reached: at most 10 styles or ideas an hour\. Please try again in 30 minutes\.$/,
    );
  });
});
