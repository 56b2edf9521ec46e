import { describe, expect, it } from "vitest";
import { findJob } from "~/modules/generation/jobs/generation-job-service.server";
import { GENERATION_QUEUE, getBoss } from "~/modules/generation/jobs/generation-jobs.server";
import { consumeRateLimit } from "~/modules/limits/rate-limit.server";
import { FAIR_USE } from "~/modules/plans/plans";
import { action as homeAction } from "~/routes/_index";
import { action as generate } from "~/routes/api.generate";
import { loader as generationPage } from "~/routes/generations.$id";
import { prisma } from "~/utils/db.server";
import { APP_ORIGIN, call, callPage, get, postJson, signedInCookie } from "../support/users";

/**
 * The Customize dialog without JavaScript (issue 26, High): the form and POST /api/edit call one
 * module function, so the form counts against the same fair-use limits and runs as the same
 * durable job (no in-memory queue of its own).
 */

let nextAddress = 1;
const freshAddress = () => `198.51.100.${200 + nextAddress++}`;

async function designOf(cookie: string) {
  const response = await call(generate, postJson("/api/generate", { description: "a swallow over roses" }, cookie));
  expect(response.status).toBe(200);
  return ((await response.json()) as { designs: Array<{ id: string }> }).designs[0].id;
}

function customizeForm(fields: Record<string, string>, cookie: string) {
  return new Request(`${APP_ORIGIN}/?index&customize=${fields.designId}`, {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded", Origin: APP_ORIGIN, Cookie: cookie },
    body: new URLSearchParams({ intent: "customize", ...fields }).toString(),
  });
}

/** Every job of the shared queue, in any state (through pg-boss's API). */
const jobsInQueue = async () => (await (await getBoss()).findJobs(GENERATION_QUEUE, { limit: 100_000 })).length;

describe("the no-JavaScript Customize form", () => {
  it("queues the same durable job as POST /api/edit, and its page leads to the gallery with the new design first", async () => {
    const ip = freshAddress();
    const { cookie } = await signedInCookie("premium");
    const original = await designOf(cookie);

    const answer = await callPage(
      homeAction,
      customizeForm({ designId: original, mode: "color", colorTheme: "Earth Tones" }, cookie),
      {
        clientIp: ip,
      },
    );
    expect(answer.status).toBe(302);
    const jobId = /^\/generations\/([0-9a-f-]{36})$/.exec(answer.location ?? "")?.[1];
    expect(jobId, `redirected to ${answer.location}`).toBeTruthy();
    const job = await findJob(jobId!);
    expect(job?.data).toMatchObject({ kind: "edit" });

    const done = await callPage(generationPage, get(`/generations/${jobId}`, cookie), { params: { id: jobId! } });
    expect(done.status).toBe(302);
    const ids = /designs=([^#]+)/.exec(done.location ?? "")?.[1].split(",") ?? [];
    expect(ids).toHaveLength(2);
    expect(ids[1]).toBe(original);
    const created = await prisma.design.findUniqueOrThrow({ where: { id: ids[0] } });
    expect(created).toMatchObject({ customizedFromId: original, tags: ["Earth Tones"] });
  });

  it("counts against the per-minute fair-use limit: past it the dialog answers 429 with the limit's message and queues nothing", async () => {
    const ip = freshAddress();
    const { user, cookie } = await signedInCookie("premium");
    const original = await designOf(cookie);
    const subject = { tier: "premium" as const, accountId: user.id, clientIp: freshAddress() };
    for (let used = 1; used < FAIR_USE.perMinute; used++)
      expect(await consumeRateLimit("generation", subject)).toBeNull();
    const jobsBefore = await jobsInQueue();

    const refused = await callPage(homeAction, customizeForm({ designId: original, mode: "surprise" }, cookie), {
      clientIp: ip,
    });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect(refused.data).toMatchObject({ form: "customize", message: expect.stringContaining("limit reached") });
    expect(await jobsInQueue()).toBe(jobsBefore);
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(2);
  });
});
