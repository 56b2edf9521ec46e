import { randomUUID } from "node:crypto";
import { createServer, type Server, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { prisma } from "~/utils/db.server";
import { logMessages, startApp, type RunningApp } from "../support/app-server";
import { observeJobQueue } from "../support/job-queue";
import { startS3Server, type RunningS3 } from "../support/s3-server";
import { createSessionCookie, createUser } from "../support/users";

/**
 * Generations as durable jobs (decision 011): two built app instances on one PostgreSQL
 * and one bucket, in front of an OpenAI-shaped server that holds every image request
 * until the test answers it, and counts how many it holds at once.
 */
const CAP = 2;
const EXPIRE_SECONDS = 10;
const SHUTDOWN_TIMEOUT_SECONDS = 20;

interface Held {
  prompt: string;
  answer(status?: number): void;
}

async function startGatedOpenAi() {
  const png = (
    await sharp({ create: { width: 1024, height: 1024, channels: 3, background: "#ffffff" } })
      .png()
      .toBuffer()
  ).toString("base64");
  const state = { held: [] as Held[], seen: [] as string[], concurrent: 0, maxConcurrent: 0, auto: false };
  const reply = (res: ServerResponse, status: number) => {
    if (res.destroyed) return;
    res.writeHead(status, { "Content-Type": "application/json" });
    res.end(
      JSON.stringify(
        status === 200
          ? { created: 1, data: [{ b64_json: png }] }
          : { error: { message: "busy", type: "server_error", code: null } },
      ),
    );
  };
  const server: Server = createServer(async (req, res) => {
    // The app's model lifecycle check (decision 024) asks the Models API at start: answered at once, never held.
    const model = req.method === "GET" ? /^\/v1\/models\/([^/]+)$/.exec(req.url ?? "") : null;
    if (model) {
      res.writeHead(200, { "Content-Type": "application/json" });
      return res.end(JSON.stringify({ id: model[1], object: "model", owned_by: "system", shutdown_date: null }));
    }
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const prompt = String(
      (JSON.parse(Buffer.concat(chunks).toString("utf8") || "{}") as { prompt?: string }).prompt ?? "",
    );
    state.seen.push(prompt);
    state.concurrent++;
    state.maxConcurrent = Math.max(state.maxConcurrent, state.concurrent);
    let done = false;
    const held: Held = {
      prompt,
      answer: (status = 200) => {
        if (done) return;
        done = true;
        state.held = state.held.filter((entry) => entry !== held);
        state.concurrent--;
        reply(res, status);
      },
    };
    res.on("close", () => held.answer()); // a caller that died stops counting
    if (state.auto) return held.answer();
    state.held.push(held);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    state,
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

let s3: RunningS3;
let openai: Awaited<ReturnType<typeof startGatedOpenAi>>;
let apps: RunningApp[] = [];

let env: Record<string, string>;

beforeAll(async () => {
  [s3, openai] = await Promise.all([startS3Server("inkwell-jobs"), startGatedOpenAi()]);
  env = {
    ...s3.env,
    DATABASE_URL: process.env.DATABASE_URL!,
    SESSION_SECRET: process.env.SESSION_SECRET!,
    IMAGE_ENGINE: "openai",
    OPENAI_API_KEY: "sk-test",
    OPENAI_BASE_URL: openai.url,
    VARIATIONS_PER_GENERATION: "1",
    IMAGE_MAX_CONCURRENCY: String(CAP),
    GENERATION_CONCURRENCY: "2",
    GENERATION_JOB_EXPIRE_SECONDS: String(EXPIRE_SECONDS),
    RENDER_CONCURRENCY: "0",
    SHUTDOWN_TIMEOUT_SECONDS: String(SHUTDOWN_TIMEOUT_SECONDS),
    // After SIGTERM an instance still accepts requests for this long, answering /readyz 503.
    SHUTDOWN_DELAY_SECONDS: "5",
  };
  apps = await Promise.all([startApp({ env }), startApp({ env })]);
});
beforeEach(async () => {
  // Two live instances for every test, also on a retry after a try that killed one.
  apps = await Promise.all(
    apps.map((app) => (app.process.exitCode === null && !app.process.signalCode ? app : startApp({ env }))),
  );
});
afterAll(async () => {
  await Promise.all(apps.map((app) => app.dispose()));
  await Promise.all([s3?.close(), openai?.close(), queue.close()]);
});

async function userCookie(plan: "free" | "pro") {
  const user = await createUser({ plan });
  return { user, cookie: await createSessionCookie({ userId: user.id }) };
}

function generate(app: RunningApp, cookie: string, description: string, id = randomUUID()) {
  const response = fetch(`${app.url}/api/generate`, {
    method: "POST",
    headers: { cookie, origin: app.url, "content-type": "application/json", "x-generation-id": id },
    body: JSON.stringify({ description }),
  });
  return { id, response };
}

/** Answers every provider call held now and lets the next ones through, until the queue has nothing running. */
async function drainProvider() {
  openai.state.auto = true;
  for (const held of [...openai.state.held]) held.answer();
  await expect.poll(activeJobs, { timeout: 30_000 }).toBe(0);
  openai.state.auto = false;
}

/** The instance whose worker holds the one provider call running (its slot is the only one held), and the other. */
async function runnerAndSurvivor() {
  // Idle workers hold a slot for a moment while they look for a job: wait until the runner's is the only one.
  let slots: string[] = [];
  await expect.poll(async () => (slots = await heldSlots()), { timeout: 30_000 }).toHaveLength(1);
  const runnerPid = Number(slots[0].split(" ").pop());
  const runner = apps.find((app) => app.process.pid === runnerPid)!;
  expect(runner).toBeDefined();
  return { runner, survivor: apps.find((app) => app !== runner)! };
}

/** The instances' job slots held right now (by their slot connections' names, "inkwell job slot {pid}"). */
async function heldSlots(): Promise<string[]> {
  const rows = await prisma.$queryRaw<Array<{ name: string }>>`
    SELECT a.application_name AS name FROM pg_locks l JOIN pg_stat_activity a ON a.pid = l.pid
    WHERE l.locktype = 'advisory' AND l.granted AND a.application_name LIKE 'inkwell job slot %'`;
  return rows.map((row) => row.name);
}

const queue = observeJobQueue();
const waitingJobs = () => queue.count("created");
const activeJobs = () => queue.count("active");

describe("generations as durable jobs across two instances", () => {
  it("starts a Pro job submitted behind ten standard jobs first, across both instances, never over the cap", async () => {
    const [a, b] = apps;
    const blockers = await Promise.all([userCookie("free"), userCookie("free")]);
    const blocking = blockers.map(({ cookie }, index) => generate(apps[index], cookie, `blocker ${index}`));
    // Both instances pick a job up by polling the shared queue: on a loaded machine (CI's Node 24 run) that
    // has taken over 20 s.
    await expect.poll(() => openai.state.held.length, { timeout: 45_000 }).toBe(CAP);

    const standard = [];
    for (let index = 0; index < 10; index++) {
      const { cookie } = await userCookie("free");
      standard.push(generate(apps[index % 2], cookie, `standard ${index}`));
    }
    await expect.poll(waitingJobs, { timeout: 20_000 }).toBe(10);
    const pro = await userCookie("pro");
    const proJob = generate(b, pro.cookie, "the pro job");
    await expect.poll(waitingJobs, { timeout: 20_000 }).toBe(11);

    // The Pro job's place in the shared queue, asked by its owner on either instance: first in line.
    const position = await (
      await fetch(`${a.url}/api/generation-queue/${proJob.id}`, { headers: { Cookie: pro.cookie } })
    ).json();
    expect(position).toEqual({ position: 1 });
    // Nobody else learns about it.
    expect(
      (await fetch(`${a.url}/api/generation-queue/${proJob.id}`, { headers: { Cookie: blockers[0].cookie } })).status,
    ).toBe(404);
    expect((await fetch(`${a.url}/api/generation-queue/${proJob.id}`)).status).toBe(404);

    openai.state.held[0].answer();
    await expect.poll(() => openai.state.seen.length, { timeout: 20_000 }).toBe(CAP + 1);
    expect(openai.state.seen[CAP]).toContain("the pro job");

    openai.state.auto = true;
    for (const held of [...openai.state.held]) held.answer();
    const responses = await Promise.all([...blocking, ...standard, proJob].map((job) => job.response));
    expect(responses.map((response) => response.status)).toEqual(Array(13).fill(200));
    const body = (await responses[12].json()) as { designs: Array<{ id: string; description: string }> };
    expect(body.designs).toHaveLength(1);
    expect(body.designs[0].description).toBe("the pro job");
    expect(responses[12].headers.get("x-generation-id")).toBe(proJob.id);
    expect(openai.state.maxConcurrent).toBe(CAP);
  });

  it("finishes a job on the other instance when the one running it is killed, counting the quota once", async () => {
    // Nothing left held from an earlier test (or an earlier try of this one).
    await drainProvider();

    const [a] = apps;
    const { user, cookie } = await userCookie("free");
    const phoenixCalls = () => openai.state.seen.filter((prompt) => prompt.includes("a phoenix")).length;
    const callsBefore = phoenixCalls();
    const job = generate(a, cookie, "a phoenix in flames");
    job.response.catch(() => {}); // may die with its instance
    await expect
      .poll(() => openai.state.held.some((held) => held.prompt.includes("a phoenix")), { timeout: 45_000 })
      .toBe(true);

    const { runner, survivor } = await runnerAndSurvivor();
    await runner.stop("SIGKILL");

    // The survivor takes the job over once its heartbeat stops, and calls the provider again.
    await expect.poll(phoenixCalls, { timeout: 45_000 }).toBe(callsBefore + 2);
    openai.state.auto = true;
    for (const held of [...openai.state.held]) held.answer();

    const result = async () => {
      const response = await fetch(`${survivor.url}/api/generations/${job.id}`, { headers: { cookie } });
      return (await response.json()) as { status: string; designs?: Array<{ id: string }> };
    };
    await expect.poll(async () => (await result()).status, { timeout: 30_000 }).toBe("done");
    const done = await result();
    expect(done.designs).toHaveLength(1);
    const image = await fetch(`${survivor.url}/designs/${done.designs![0].id}/image.png`, { headers: { cookie } });
    expect(image.status).toBe(200);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.generationsUsedToday).toBe(1);
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(1);
    // Nobody else can read it.
    const other = await userCookie("free");
    expect(
      (await fetch(`${survivor.url}/api/generations/${job.id}`, { headers: { cookie: other.cookie } })).status,
    ).toBe(404);
  });

  it("hands a running job back at once when its instance is told to stop, and exits within its deadline", async () => {
    await drainProvider();
    const [a] = apps;
    const { user, cookie } = await userCookie("free");
    const calls = () => openai.state.seen.filter((prompt) => prompt.includes("a lighthouse in a storm")).length;
    const callsBefore = calls();
    const job = generate(a, cookie, "a lighthouse in a storm");
    await expect.poll(calls, { timeout: 45_000 }).toBe(callsBefore + 1);
    const { runner, survivor } = await runnerAndSurvivor();

    const exited = runner.stop("SIGTERM");
    // It stops taking work: its readiness fails at once (it still accepts requests for SHUTDOWN_DELAY_SECONDS).
    const readiness = await fetch(`${runner.url}/readyz`);
    expect(readiness.status).toBe(503);
    expect(await readiness.json()).toEqual({ status: "stopping" });
    expect((await fetch(`${runner.url}/livez`)).status).toBe(200);
    expect((await fetch(`${survivor.url}/readyz`)).status).toBe(200);

    // The other instance calls the provider again, without waiting for the job's heartbeats to lapse
    // (the job's record below says which way it went).
    await expect.poll(calls, { timeout: 30_000 }).toBe(callsBefore + 2);
    openai.state.auto = true;
    for (const held of [...openai.state.held]) held.answer();

    // The request that sent it is answered, on whichever instance it was.
    const response = await job.response;
    expect(response.status).toBe(200);
    const { designs } = (await response.json()) as { designs: Array<{ id: string }> };
    expect(designs).toHaveLength(1);
    // Handed back, which gives back the try it spent (3 + 1), not taken over once its heartbeats lapsed
    // (GENERATION_JOB_EXPIRE_SECONDS), which spends one of its 3.
    const record = await queue.job(job.id);
    expect(record).toMatchObject({ state: "completed", retryCount: 1, retryLimit: 4 });
    // The other instance's worker ran it to the end; the stopped one handed it back.
    await expect.poll(() => jobOutcomes(survivor, job.id), { timeout: 10_000 }).toEqual(["done"]);
    expect(jobOutcomes(runner, job.id)).toEqual(["handed back"]);
    const stored = await prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(stored.generationsUsedToday).toBe(1);
    expect(await prisma.design.count({ where: { userId: user.id } })).toBe(1);

    // It exits cleanly (past SHUTDOWN_TIMEOUT_SECONDS it would exit 1), within the deadline, having said what it did.
    expect(await exited).toBe(0);
    const said = logMessages(runner.output());
    expect(said).toContain(`SIGTERM received: stopping within ${SHUTDOWN_TIMEOUT_SECONDS} s`);
    const seconds = Number(/Stopped in (\d+\.\d) s/.exec(said)?.[1]);
    expect(seconds).toBeLessThan(SHUTDOWN_TIMEOUT_SECONDS);
  });
});

/** How the instance's workers settled the job, from its "job finished" log lines. */
function jobOutcomes(app: RunningApp, jobId: string): string[] {
  return app
    .output()
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => JSON.parse(line) as { msg?: string; jobId?: string; outcome?: string })
    .filter((entry) => entry.msg === "job finished" && entry.jobId === jobId)
    .map((entry) => entry.outcome ?? "");
}
