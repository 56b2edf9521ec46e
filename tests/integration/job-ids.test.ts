import { randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";

/**
 * The job id the browser sends (X-Generation-Id) names the job so that a lost answer can be
 * picked up again; it never reaches anyone else's job (issue 26): a taken id is refused with
 * 409 (quota given back, nothing stored), and a customization's waiting input is stored under
 * a name of its own, so a replayed id can neither overwrite nor delete another job's input.
 */
const { action: generate } = await import("~/routes/api.generate");
const { action: edit } = await import("~/routes/api.edit");
const { loader: queuePosition } = await import("~/routes/api.generation-queue.$id");
const { prisma } = await import("~/utils/db.server");
const { call, get, postJson, signedInCookie } = await import("../support/users");

function withJobId(request: Request, jobId: string): Request {
  const headers = new Headers(request.headers);
  headers.set("X-Generation-Id", jobId);
  return new Request(request, { headers });
}

async function firstDesign(cookie: string): Promise<string> {
  const answer = await call(generate, postJson("/api/generate", { description: "a paper boat" }, cookie));
  expect(answer.status).toBe(200);
  return ((await answer.json()) as { designs: Array<{ id: string }> }).designs[0].id;
}

describe("job ids sent by the browser", () => {
  it("refuses a generation whose id is taken with 409, gives the quota back and stores nothing", async () => {
    const jobId = randomUUID();
    const first = await signedInCookie("free");
    expect(
      (await call(generate, withJobId(postJson("/api/generate", { description: "a swallow" }, first.cookie), jobId)))
        .status,
    ).toBe(200);

    const other = await signedInCookie("free");
    const replayed = await call(
      generate,
      withJobId(postJson("/api/generate", { description: "a wolf" }, other.cookie), jobId),
    );
    expect(replayed.status).toBe(409);
    expect(await replayed.json()).toEqual({
      message: "This generation has already been started. Reload the page to see it.",
    });
    const after = await prisma.user.findUniqueOrThrow({ where: { id: other.user.id } });
    expect(after.generationsUsedToday).toBe(0);
    expect(await prisma.design.count({ where: { userId: other.user.id } })).toBe(0);
  });

  it("never lets a customization with another's job id touch that job", async () => {
    const owner = await signedInCookie("premium");
    const ownerDesign = await firstDesign(owner.cookie);
    const jobId = randomUUID();
    const customized = await call(
      edit,
      withJobId(postJson("/api/edit", { designId: ownerDesign, style: "Dotwork" }, owner.cookie), jobId),
    );
    expect(customized.status).toBe(200);

    const intruder = await signedInCookie("premium");
    const intruderDesign = await firstDesign(intruder.cookie);
    const replayed = await call(
      edit,
      withJobId(postJson("/api/edit", { designId: intruderDesign, style: "Blackwork" }, intruder.cookie), jobId),
    );
    expect(replayed.status).toBe(409);
    expect(await prisma.design.count({ where: { userId: intruder.user.id, customizedFromId: { not: null } } })).toBe(0);
  });

  it("answers a job's place in line to its owner only", async () => {
    const owner = await signedInCookie("free");
    const jobId = randomUUID();
    expect(
      (await call(generate, withJobId(postJson("/api/generate", { description: "a lantern" }, owner.cookie), jobId)))
        .status,
    ).toBe(200);
    const asked = (cookie?: string) =>
      call(queuePosition, get(`/api/generation-queue/${jobId}`, cookie), { id: jobId });
    expect(await (await asked(owner.cookie)).json()).toEqual({ position: 0 });
    expect((await asked((await signedInCookie("free")).cookie)).status).toBe(404);
    expect((await asked()).status).toBe(404);
  });
});
