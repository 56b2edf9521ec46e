import { createServer, type Server } from "node:http";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { listShareLinks } from "~/modules/share/share-links.server";
import type { RunningApp } from "../support/app-server";
import { startAppOnThisDatabase } from "../support/built-app";
import { statusOf } from "../support/http-client";
import { logLinesOf } from "../support/logs";
import { createSessionCookie, createUser } from "../support/users";

/**
 * What an operator sees: JSON log lines with a request id, no secret of a user's in them, and
 * Prometheus metrics behind their own credential (issue 25).
 */
const METRICS_TOKEN = "metrics-token-for-tests-0123456789abcdef";

async function scrape(app: RunningApp): Promise<string> {
  const response = await fetch(`${app.url}/metrics`, { headers: { Authorization: `Bearer ${METRICS_TOKEN}` } });
  expect(await statusOf(response)).toBe(200);
  return response.text();
}

/** The sum of a metric's samples whose labels include all of `labels`. */
function sample(metrics: string, name: string, labels: Record<string, string> = {}): number {
  let total = 0;
  for (const line of metrics.split("\n")) {
    const match = /^([a-z_]+)(?:\{([^}]*)\})? ([\d.e+-]+)$/.exec(line);
    if (!match || match[1] !== name) continue;
    const present = Object.fromEntries(
      [...(match[2] ?? "").matchAll(/(\w+)="([^"]*)"/g)].map((label) => [label[1], label[2]]),
    );
    if (Object.entries(labels).every(([key, value]) => present[key] === value)) total += Number(match[3]);
  }
  return total;
}

/** The part of an OTLP/HTTP JSON export the test reads. */
interface OtlpTraces {
  resourceSpans: Array<{ scopeSpans: Array<{ spans: Array<{ traceId: string; name: string }> }> }>;
}

describe("logs and metrics of the built app", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startAppOnThisDatabase({ LOG_REQUESTS: "true", METRICS_TOKEN });
  });
  afterAll(() => app?.dispose());

  async function generate(cookie: string, description: string) {
    const response = await fetch(`${app.url}/api/generate`, {
      method: "POST",
      headers: { cookie, origin: app.url, "content-type": "application/json" },
      body: JSON.stringify({ description }),
    });
    expect(await statusOf(response)).toBe(200);
    return {
      requestId: response.headers.get("x-request-id")!,
      designs: ((await response.json()) as { designs: Array<{ id: string }> }).designs,
    };
  }

  it("answers /metrics to its token only", async () => {
    expect((await fetch(`${app.url}/metrics`)).status).toBe(401);
    const wrong = await fetch(`${app.url}/metrics`, {
      headers: { Authorization: `Bearer ${METRICS_TOKEN.replace(/.$/, "x")}` },
    });
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get("www-authenticate")).toContain("Bearer");
    const metrics = await scrape(app);
    expect(metrics).toContain("# TYPE inkwell_http_request_duration_seconds histogram");
    expect(metrics).toContain('inkwell_database_pool_connections{pool="app",state="total"}');
  });

  it("moves its figures when a generation runs: the route's latency, the provider's calls, the job's wait and run", async () => {
    const before = await scrape(app);
    const user = await createUser({ plan: "premium" });
    await generate(await createSessionCookie({ userId: user.id }), "a lighthouse in a storm");
    const after = await scrape(app);
    const route = { route: "/api/generate", method: "POST", status: "2xx" };
    expect(sample(after, "inkwell_http_request_duration_seconds_count", route)).toBe(
      sample(before, "inkwell_http_request_duration_seconds_count", route) + 1,
    );
    const provider = { engine: "flash", outcome: "ok" };
    expect(sample(after, "inkwell_image_provider_duration_seconds_count", provider)).toBeGreaterThan(
      sample(before, "inkwell_image_provider_duration_seconds_count", provider),
    );
    // The job's wait in the queue and its run, observed by the worker that ran it.
    const job = { kind: "generate" };
    expect(sample(after, "inkwell_generation_queue_wait_seconds_count", job)).toBe(
      sample(before, "inkwell_generation_queue_wait_seconds_count", job) + 1,
    );
    const done = { kind: "generate", outcome: "done" };
    expect(sample(after, "inkwell_generation_job_duration_seconds_count", done)).toBe(
      sample(before, "inkwell_generation_job_duration_seconds_count", done) + 1,
    );
    expect(after).toMatch(/^inkwell_generation_queue_jobs\{state="waiting"\} \d+$/m);
  });

  it("logs each request once with its id and route pattern, and never a share token, an OAuth code or a cookie", async () => {
    const user = await createUser({ plan: "premium" });
    const cookie = await createSessionCookie({ userId: user.id });
    const { designs, requestId } = await generate(cookie, "a fox in the snow");
    const shared = await fetch(`${app.url}/designs/${designs[0].id}/share`, {
      method: "POST",
      headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ notes: "for my artist" }).toString(),
      redirect: "manual",
    });
    expect(shared.status).toBe(302);
    const token = (await listShareLinks(user.id))[0].url!.split("/s/")[1];
    expect(token.length).toBeGreaterThan(10);
    expect(await statusOf(await fetch(`${app.url}/s/${token}`))).toBe(200);
    expect(await statusOf(await fetch(`${app.url}/s/${token}/image.png`))).toBe(200);
    const code = "oauth-code-that-must-not-be-logged";
    const state = "oauth-state-that-must-not-be-logged";
    await fetch(`${app.url}/auth/callback?code=${code}&state=${state}`, { redirect: "manual" });

    // A line is written once its response has gone out: wait for the last one.
    await expect.poll(() => logLinesOf(app).filter((line) => line.route === "/auth/callback").length).toBe(1);
    expect(logLinesOf(app).filter((line) => line.route === "/s/:token/image.png")).toHaveLength(1);
    const output = app.output();
    for (const secret of [token, code, state, cookie.split("=")[1]]) expect(output).not.toContain(secret);

    const generation = logLinesOf(app).filter((line) => line.requestId === requestId && line.component === "http");
    expect(generation).toEqual([
      expect.objectContaining({ method: "POST", route: "/api/generate", status: 200, msg: "request" }),
    ]);
    expect(logLinesOf(app).find((line) => line.route === "/auth/callback")).toMatchObject({
      query: ["code", "state"],
      status: 400,
    });
  });
});

describe("OpenTelemetry traces, when the standard variables are set", () => {
  let collector: Server;
  const received: OtlpTraces[] = [];
  const spans = () =>
    received.flatMap((batch) =>
      batch.resourceSpans.flatMap((resource) => resource.scopeSpans.flatMap((scope) => scope.spans)),
    );
  let app: RunningApp;
  beforeAll(async () => {
    // An OTLP/HTTP collector that keeps what it receives.
    collector = createServer((request, response) => {
      let body = "";
      request.on("data", (chunk: Buffer) => (body += chunk.toString()));
      request.on("end", () => {
        if (request.url === "/v1/traces") received.push(JSON.parse(body) as OtlpTraces);
        response.writeHead(200, { "Content-Type": "application/json" }).end("{}");
      });
    });
    await new Promise<void>((resolve) => collector.listen(0, "127.0.0.1", resolve));
    const { port } = collector.address() as { port: number };
    app = await startAppOnThisDatabase({
      LOG_REQUESTS: "true",
      OTEL_EXPORTER_OTLP_ENDPOINT: `http://127.0.0.1:${port}`,
      OTEL_EXPORTER_OTLP_PROTOCOL: "http/json",
      OTEL_SERVICE_NAME: "inkwell-test",
    });
  });
  afterAll(async () => {
    await app?.dispose();
    await new Promise((resolve) => collector?.close(resolve));
  });

  it("sends the HTTP request's span, with its database queries, under the trace id its log line names", async () => {
    const response = await fetch(`${app.url}/api/styles`);
    expect(await statusOf(response)).toBe(200);
    const requestId = response.headers.get("x-request-id");
    await expect
      .poll(() => logLinesOf(app).find((line) => line.requestId === requestId && line.msg === "request"))
      .toBeTruthy();
    const traceId = logLinesOf(app).find((line) => line.requestId === requestId && line.msg === "request")!
      .traceId as string;
    expect(traceId).toMatch(/^[0-9a-f]{32}$/);

    // The batch processor sends every few seconds; wait for the state, not a time.
    const spanNames = () =>
      spans()
        .filter((span) => span.traceId === traceId)
        .map((span) => span.name);
    await expect
      .poll(spanNames, { timeout: 30_000 })
      .toEqual(expect.arrayContaining([expect.stringMatching(/^GET/), expect.stringMatching(/^pg\./)]));
    expect(JSON.stringify(received)).toContain("inkwell-test");
  });

  it("never carries a share token, an OAuth code or state, or a checkout session id (L14)", async () => {
    const user = await createUser({ plan: "premium" });
    const cookie = await createSessionCookie({ userId: user.id });
    const made = await fetch(`${app.url}/api/generate`, {
      method: "POST",
      headers: { cookie, origin: app.url, "content-type": "application/json" },
      body: JSON.stringify({ description: "a moth" }),
    });
    const designId = ((await made.json()) as { designs: Array<{ id: string }> }).designs[0].id;
    await fetch(`${app.url}/designs/${designId}/share`, {
      method: "POST",
      headers: { cookie, origin: app.url, "content-type": "application/x-www-form-urlencoded" },
      body: "",
      redirect: "manual",
    });
    const token = (await listShareLinks(user.id))[0].url!.split("/s/")[1];
    const secrets = ["trace-oauth-code-0123456789", "trace-oauth-state-0123456789", "cs_test_trace0123456789", token];
    const visited = [
      `/s/${token}`,
      `/auth/callback?code=${secrets[0]}&state=${secrets[1]}`,
      `/checkout/success?session_id=${secrets[2]}`,
    ];
    for (const path of visited)
      await statusOf(await fetch(`${app.url}${path}`, { redirect: "manual", headers: { cookie } }));
    const pathsSeen = () => JSON.stringify(received);
    // Every request's span arrives (named by its route pattern and the query's names), and no secret with them.
    await expect.poll(pathsSeen, { timeout: 30_000 }).toContain("/s/:token");
    await expect.poll(pathsSeen, { timeout: 30_000 }).toContain("code=REDACTED&state=REDACTED");
    await expect.poll(pathsSeen, { timeout: 30_000 }).toContain("session_id=REDACTED");
    for (const secret of secrets) expect(pathsSeen()).not.toContain(secret);
  });
});
