import { readFile } from "node:fs/promises";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../support/app-server";

const { startAppOnThisDatabase } = await import("../support/built-app");
const { signedInCookie } = await import("../support/users");
const { renderMessages } = await import("~/modules/renders/render-pool.server");

/**
 * The ageing render under a burst, over loopback against the built app (issue 38). Every aged
 * picture is a render in the pool (its analysis is one more, shared): forty different pictures at
 * once (four years x ten skin tones) must be held to RENDER_CONCURRENCY threads and
 * RENDER_QUEUE_LIMIT waiting, the rest refused at once with 503 and Retry-After, while the app
 * keeps answering other requests; and once the burst is over, a refused picture renders.
 * Bounded: 40 requests, each with a timeout, loopback only.
 */
const RENDER_QUEUE_LIMIT = 3;
let app: RunningApp;
let cookie: string;
let designId: string;

beforeAll(async () => {
  app = await startAppOnThisDatabase({ RENDER_CONCURRENCY: "1", RENDER_QUEUE_LIMIT: String(RENDER_QUEUE_LIMIT) });
  cookie = (await signedInCookie("pro")).cookie;
  const response = await fetch(`${app.url}/api/generate`, {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: app.url, Cookie: cookie },
    body: JSON.stringify({ description: "a swallow with a banner", size: "Small (5-10 cm)", placement: "wrist" }),
  });
  designId = ((await response.json()) as { designs: Array<{ id: string }> }).designs[0].id;
}, 180_000);
afterAll(() => app?.dispose());

const aged = (years: number, tone: number) =>
  fetch(`${app.url}/designs/${designId}/aged.png?years=${years}&tone=${tone}`, {
    headers: { Cookie: cookie },
    signal: AbortSignal.timeout(120_000),
  });

async function healthProbe(): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(`${app.url}/healthz`, { signal: AbortSignal.timeout(30_000) });
  await response.arrayBuffer();
  return { status: response.status, ms: performance.now() - started };
}

const p99 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.99) - 1];

/** The app's peak resident memory so far (Linux), in MB. */
async function peakRssMb(): Promise<number> {
  const status = await readFile(`/proc/${app.process.pid}/status`, "utf8");
  return Number(/VmHWM:\s+(\d+) kB/.exec(status)?.[1] ?? 0) / 1024;
}

describe("the ageing render under a burst", () => {
  it("renders what the pool holds, refuses the rest with 503 and Retry-After, and keeps the app answering", async () => {
    const idle: number[] = [];
    for (let i = 0; i < 20; i++) idle.push((await healthProbe()).ms);

    let bursting = true;
    const probes: Array<{ status: number; ms: number }> = [];
    const probing = (async () => {
      while (bursting) probes.push(await healthProbe());
    })();
    const requests = [0, 5, 10, 20].flatMap((years) => Array.from({ length: 10 }, (_, i) => ({ years, tone: i + 1 })));
    const answers = await Promise.all(
      requests.map(async (request) => {
        const response = await aged(request.years, request.tone);
        return { ...request, response, body: Buffer.from(await response.arrayBuffer()) };
      }),
    );
    bursting = false;
    await probing;

    const statuses = answers.map((answer) => answer.response.status);
    expect(new Set(statuses)).toEqual(new Set([200, 503]));
    const rendered = answers.filter((answer) => answer.response.status === 200);
    const refused = answers.filter((answer) => answer.response.status === 503);
    // One thread and a short line: most of a burst of forty is refused at once, not queued.
    expect(refused.length).toBeGreaterThan(requests.length / 2);
    for (const answer of refused) {
      expect(answer.response.headers.get("Retry-After")).toBe("5");
      expect(JSON.parse(answer.body.toString("utf8"))).toEqual({ message: renderMessages.busy });
    }
    for (const answer of rendered) {
      expect(answer.response.headers.get("Content-Type")).toBe("image/png");
      expect((await sharp(answer.body).metadata()).width).toBe(1024);
    }
    // The app kept answering while its render thread was busy.
    expect(probes.length).toBeGreaterThan(0);
    expect(probes.every((probe) => probe.status === 200)).toBe(true);

    // After the burst, a picture that was refused renders.
    const retried = await aged(refused[0].years, refused[0].tone);
    expect(retried.status).toBe(200);
    await retried.arrayBuffer();

    const rss = await peakRssMb();
    console.log(
      `ageing burst: ${requests.length} pictures at once, ${rendered.length} rendered, ${refused.length} refused (503);` +
        ` /healthz p99 idle ${p99(idle).toFixed(1)} ms, during the burst ${p99(probes.map((probe) => probe.ms)).toFixed(1)} ms` +
        ` (${probes.length} probes); app peak RSS ${rss.toFixed(0)} MB`,
    );
    // The request thread's heap is capped at 320 MB (npm start's flag); one render thread and its images add to it.
    expect(rss).toBeLessThan(900);
  }, 240_000);
});
