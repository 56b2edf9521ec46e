/**
 * npm run bench: measures the built app in production mode on this machine.
 * - HTTP: autocannon (10 connections, BENCH_SECONDS each, default 10) against the home
 *   page, GET /api/styles and a bare route with no data, one after the other in the same
 *   run; prints requests per second, p99 latency and each target's ratio to the bare route
 *   (machines are noisy: compare ratios, not absolute numbers).
 * - The JavaScript the home page ships, gzipped (budget: 90 KB).
 * - Lighthouse 12's mobile profile on the home page: LCP (goal <= 1.5 s) and time to interactive.
 * - The image bytes a 390 px phone downloads for a two-card Pro gallery (goal <= 60 KB),
 *   beside the full-size PNGs of the same designs.
 * - The embedded engine and generation endpoint, when those benches exist, and a generation at
 *   idle against the engine's time for its designs, split into where the time goes.
 * BENCH_ONLY=abuse runs only the abuse load; BENCH_ONLY=generation only the generation at idle;
 * BENCH_ONLY=pages only the HTTP targets and the home page's JavaScript; BENCH_ONLY=lighthouse only
 * Lighthouse (BENCH_LIGHTHOUSE_RUNS runs, default 3).
 * BENCH_BASELINE=/path/to/another/checkout (built) measures that checkout's app beside this one
 * in the HTTP targets, the generation at idle and the abuse load (BENCH_ABUSE_ROUNDS rounds), in
 * turn, on a database of its own. BENCH_BASELINE=. is this checkout again: with BENCH_BASELINE_ENV and
 * BENCH_APP_ENV (`NAME=value` pairs, space-separated) for the baseline's and this app's own settings, one
 * setting is measured against another side by side (for example MALLOC_ARENA_MAX=1 against 2).
 * APP_NODE_OPTIONS passes Node options to the benched app (for example
 * --heapsnapshot-signal=SIGUSR2, to look at its heap under the abuse load).
 */
import { randomBytes } from "node:crypto";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { get } from "node:http";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import pg from "pg";
import { startEmbeddedPostgres } from "../server/database/embedded-postgres";
import { startApp, type RunningApp } from "../tests/support/app-server";
import { createDatabase } from "../tests/support/database";
import { benchAbuseLoad } from "./lib/abuse-load-bench";
import { benchSession } from "./lib/bench-session";
import { benchGenerationAtIdle, printLatencyRows, type BenchedApp } from "./lib/generation-latency-bench";
import { benchLighthouse, medianAndRange } from "./lib/lighthouse-bench";
import { benchPhoneGallery } from "./lib/phone-gallery-bench";

const seconds = Number(process.env.BENCH_SECONDS ?? 10);

async function load(url: string) {
  const result = await autocannon({ url, connections: 10, duration: seconds });
  return {
    requestsPerSecond: result.requests.average,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
  };
}

/** Bytes on the wire for a URL fetched as a browser would (gzip accepted). */
function transferredBytes(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { "Accept-Encoding": "gzip" } }, (response) => {
      const chunks: Buffer[] = [];
      response.on("data", (chunk: Buffer) => chunks.push(chunk));
      response.on("end", () => {
        const body = Buffer.concat(chunks);
        const encoded = response.headers["content-encoding"] === "gzip";
        resolve(encoded ? body.length : gzipSync(body, { level: 9 }).length);
      });
    }).on("error", reject);
  });
}

async function homePageJavaScript(baseUrl: string) {
  const html = await (await fetch(baseUrl)).text();
  const sources = new Set<string>();
  for (const match of html.matchAll(/<(?:script|link)\b[^>]*(?:src|href)="([^"]+\.js)"/g)) sources.add(match[1]);
  for (const match of html.matchAll(/import\s*(?:[^"']*from\s*)?["']([^"']+\.js)["']/g)) sources.add(match[1]);
  let gzipped = 0;
  for (const source of sources) gzipped += await transferredBytes(new URL(source, baseUrl).toString());
  return { files: sources.size, gzippedKb: gzipped / 1024 };
}

const workDir = await mkdtemp(path.join(os.tmpdir(), "inkwell-bench-"));
const database = await startEmbeddedPostgres({ directory: path.join(workDir, "postgres"), ephemeral: true });
const sessionSecret = randomBytes(32).toString("hex");
const metricsToken = randomBytes(16).toString("hex");
const appEnv = {
  NODE_ENV: "production",
  SESSION_SECRET: sessionSecret,
  ALLOW_LOCAL_SIGNIN: "true",
  ALLOW_DEMO_CHECKOUT: "true",
  BENCH_BARE_ROUTE: "true",
  // The abuse load reads what the app's memory is made of from /metrics.
  METRICS_TOKEN: metricsToken,
  ...(process.env.APP_NODE_OPTIONS ? { NODE_OPTIONS: process.env.APP_NODE_OPTIONS } : {}),
};
/** `NAME=value NAME=value` (BENCH_APP_ENV, BENCH_BASELINE_ENV) as an environment. */
const settings = (pairs = "") =>
  Object.fromEntries(
    pairs
      .split(/\s+/)
      .filter(Boolean)
      .map((pair) => pair.split(/=(.*)/s).slice(0, 2)),
  );
const app = await startApp({
  dataDir: path.join(workDir, "app"),
  env: { ...appEnv, ...settings(process.env.BENCH_APP_ENV), DATABASE_URL: database.url },
});
/** Apps started for a comparison (BENCH_BASELINE), stopped with this one. */
const otherApps: RunningApp[] = [];
let baseline: Promise<BenchedApp | null> | undefined;

try {
  if (process.env.BENCH_ONLY === "abuse") await benchAbuse();
  else if (process.env.BENCH_ONLY === "generation") await benchLatency();
  else if (process.env.BENCH_ONLY === "pages") await benchPages();
  else if (process.env.BENCH_ONLY === "lighthouse") await benchFirstPaint();
  else if (process.env.BENCH_ONLY === "provider-files") await benchProviderFilesOnly();
  else await benchEverything();
} finally {
  await Promise.all([app, ...otherApps].map((running) => running.dispose()));
  await database.stop();
  await rm(workDir, { recursive: true, force: true });
}

async function benchProviderFilesOnly() {
  const { benchProviderFiles, printProviderFiles } = await import("./bench-provider-files");
  printProviderFiles(await benchProviderFiles());
}

async function benchEverything() {
  await benchPages();
  await benchFirstPaint();

  const { benchEngine, benchPictureEngine, printPictureBench } = await import("./bench-engine");
  console.log("\nEmbedded engine (one design, SVG + PNG):");
  console.log("resolution   median ms   p95 ms   designs/s");
  for (const row of await benchEngine()) {
    console.log(
      `${String(row.resolution).padStart(10)} ${row.medianMs.toFixed(1).padStart(11)} ${row.p95Ms.toFixed(1).padStart(8)} ${row.designsPerSecond.toFixed(1).padStart(11)}`,
    );
  }
  console.log();
  printPictureBench(await benchPictureEngine());
  await benchProviderFilesOnly();
  const phone = await benchPhoneGallery({ appUrl: app.url, databaseUrl: database.url, sessionSecret });
  console.log(
    `\nPhone (390 px, DPR 3), Pro gallery of ${phone.designs} designs: ${(phone.phoneBytes / 1024).toFixed(1)} KB of images` +
      ` (goal <= 60 KB; ${phone.chosen.join(", ")}) vs ${(phone.fullPngBytes / 1024).toFixed(1)} KB as full PNGs`,
  );
  await benchGeneration();
  await benchLatency();
  await benchAbuse();
}

/** The HTTP targets side by side (each one's ratio to the bare route) and the home page's JavaScript. */
async function benchPages() {
  console.log(`Inkwell bench: ${seconds} s per target, 10 connections, NODE_ENV=production\n`);
  const targets = [
    { name: "bare route (no data)", path: "/bench/bare" },
    { name: "home page /", path: "/" },
    { name: "GET /api/styles", path: "/api/styles" },
  ];
  // With BENCH_BASELINE, its app is measured beside this one, target by target in turn.
  const other = await baselineApp();
  const apps = [...(other ? [{ label: "baseline", url: other.url }] : []), { label: "this", url: app.url }];
  for (const { url } of apps) {
    for (const target of targets) {
      const warm = await fetch(`${url}${target.path}`);
      if (!warm.ok) throw new Error(`${target.path} answered ${warm.status}`);
      // Warm the JIT and the connection pool so the first target is not measured cold.
      await autocannon({ url: `${url}${target.path}`, connections: 10, duration: 2 });
    }
  }
  const results = new Map<string, Array<(typeof targets)[number] & Awaited<ReturnType<typeof load>>>>();
  for (const target of targets) {
    for (const { label, url } of apps) {
      const rows = results.get(label) ?? [];
      rows.push({ ...target, ...(await load(`${url}${target.path}`)) });
      results.set(label, rows);
    }
  }
  for (const { label } of apps) {
    const rows = results.get(label)!;
    const bare = rows[0].requestsPerSecond;
    if (apps.length > 1) console.log(`\n${label}:`);
    console.log("target                    req/s     p99 ms   ratio to bare   non-2xx");
    for (const r of rows) {
      console.log(
        `${r.name.padEnd(24)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${String(r.p99Ms).padStart(9)} ${(r.requestsPerSecond / bare).toFixed(2).padStart(14)} ${String(r.non2xx).padStart(9)}`,
      );
    }
  }

  const js = await homePageJavaScript(app.url);
  console.log(`\nHome page JavaScript: ${js.files} files, ${js.gzippedKb.toFixed(1)} KB gzipped (budget 90 KB)`);
}

/** Lighthouse's mobile profile on the home page (scripts/lib/lighthouse-bench.ts): LCP and the time to interactive. */
async function benchFirstPaint() {
  const runs = await benchLighthouse(`${app.url}/`, Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3));
  console.log(
    `\nLighthouse 12 mobile, home page (${runs.length} runs, median and range): LCP ${medianAndRange(runs.map((r) => r.lcpMs))}` +
      ` (goal <= 1.5 s), time to interactive ${medianAndRange(runs.map((r) => r.ttiMs))},` +
      ` FCP ${medianAndRange(runs.map((r) => r.fcpMs))}, performance ${runs.map((r) => r.performance).join(", ")}`,
  );
}

/** BENCH_BASELINE's app (started once, on a database of its own), or null without one. */
function baselineApp(): Promise<BenchedApp | null> {
  const baselineDir = process.env.BENCH_BASELINE;
  baseline ??= (async () => {
    if (!baselineDir) return null;
    const databaseUrl = await createDatabase(database.url, { prefix: "baseline" });
    const started = await startApp({
      cwd: path.resolve(baselineDir),
      dataDir: path.join(workDir, "baseline"),
      env: { ...appEnv, ...settings(process.env.BENCH_BASELINE_ENV), DATABASE_URL: databaseUrl },
    });
    otherApps.push(started);
    return { label: "baseline", url: started.url, databaseUrl };
  })();
  return baseline;
}

/** The generation at idle (scripts/lib/generation-latency-bench.ts), beside BENCH_BASELINE's app when set. */
async function benchLatency() {
  const apps: BenchedApp[] = [];
  const baseline = await baselineApp();
  if (baseline) apps.push(baseline);
  apps.push({ label: "this", url: app.url, databaseUrl: database.url });
  printLatencyRows(
    await benchGenerationAtIdle({ apps, sessionSecret, rounds: Number(process.env.BENCH_ROUNDS ?? 12) }),
  );
}

/**
 * Generation through POST /api/generate with the embedded engine (2 variations each), at
 * each plan's resolution: free 512 (10 requests, its daily limit), premium 1024 and pro
 * 2048 (20 requests each), 2 at a time.
 */
async function benchGeneration() {
  const client = new pg.Client({ connectionString: database.url });
  await client.connect();
  const sessionFor = (plan: string) => benchSession({ databaseUrl: database.url, sessionSecret, plan });
  console.log("\nGeneration through POST /api/generate (embedded engine, 2 designs per request, 2 concurrent):");
  console.log("plan      resolution   requests   designs/s   p50 ms   p99 ms   non-2xx");
  for (const [plan, resolution, amount] of [
    ["free", 512, 10],
    ["premium", 1024, 20],
    ["pro", 2048, 20],
  ] as const) {
    // All from one address: this measures throughput, so each plan starts with clean rate-limit counters.
    await client.query(`DELETE FROM "RateLimit"`);
    const result = await autocannon({
      url: `${app.url}/api/generate`,
      method: "POST",
      connections: 2,
      amount,
      timeout: 60,
      headers: { "content-type": "application/json", origin: app.url, cookie: await sessionFor(plan) },
      body: JSON.stringify({ description: "a fox curled around a crescent moon with roses", style: "Traditional" }),
    });
    const seconds = result.duration;
    console.log(
      `${plan.padEnd(9)} ${`${resolution}x${resolution}`.padStart(10)} ${String(result.requests.total).padStart(10)} ${((result.requests.total * 2) / seconds).toFixed(1).padStart(11)} ${String(result.latency.p50).padStart(8)} ${String(result.latency.p99).padStart(8)} ${String(result.non2xx).padStart(9)}`,
    );
  }
  await client.end();
}

/** The abuse load test (scripts/lib/abuse-load-bench.ts): issue 12's "Done when" figures. */
async function benchAbuse() {
  console.log(
    "\nAbuse load: 50 identities (own loopback addresses), 200 generate (40 from a 12-megapixel photo) + 20 print-PDF requests at once, with the side doors" +
      " (customize without JS, exports, print sizes, share pages from 10 guests, suggestions) and one account's slow picture uploads:",
  );
  // With BENCH_BASELINE, its app takes the same load in turn (BENCH_ABUSE_ROUNDS rounds, the order
  // swapped each round): on a shared machine, only figures measured side by side compare.
  const other = await baselineApp();
  const targets = [
    ...(other ? [{ ...other, pid: otherApps[0].process.pid! }] : []),
    { label: "this", url: app.url, databaseUrl: database.url, pid: app.process.pid! },
  ];
  const rounds = other ? Number(process.env.BENCH_ABUSE_ROUNDS ?? 1) : 1;
  for (let round = 0; round < rounds; round++) {
    for (const target of round % 2 === 0 ? targets : [...targets].reverse()) {
      if (targets.length > 1) console.log(`\n${target.label} (round ${round + 1} of ${rounds}):`);
      await benchAbuseOn(target);
    }
  }
}

async function benchAbuseOn(target: BenchedApp & { pid: number }) {
  const r = await benchAbuseLoad({
    appUrl: target.url,
    appPid: target.pid,
    databaseUrl: target.databaseUrl,
    sessionSecret,
    metricsToken,
  });
  const ratio = r.loadedP99Ms / r.idleP99Ms;
  console.log(
    `home page p99: idle ${r.idleP99Ms.toFixed(1)} ms (${r.homeSamples.idle} requests), under load ${r.loadedP99Ms.toFixed(1)} ms` +
      ` (${r.homeSamples.loaded} requests): ${ratio.toFixed(2)}x (goal <= 2x)`,
  );
  console.log(
    `burst took ${r.seconds.toFixed(1)} s (server busy ${r.drainSeconds.toFixed(0)} s more); app peak RSS ${r.peakRssMb.toFixed(0)} MB`,
  );
  const m = r.figures.loaded?.memoryAtPeak;
  if (m)
    console.log(
      `at the highest RSS sampled (${m.rss.toFixed(0)} MB): request thread's heap ${m.heapUsed.toFixed(0)} of ${m.heapTotal.toFixed(0)} MB,` +
        ` external (Buffers) ${m.external.toFixed(0)} MB, the rest native (libvips, worker threads, code) ${(m.rss - m.heapTotal - m.external).toFixed(0)} MB`,
    );
  for (const [phase, f] of [
    ["idle", r.figures.idle],
    ["under load", r.figures.loaded],
  ] as const) {
    if (!f) continue;
    console.log(
      `${phase.padEnd(10)}: request thread's event-loop delay p99 ${f.loopDelayP99Ms.median.toFixed(1)} ms (median of ${f.samples} samples), ` +
        `${f.loopDelayP99Ms.max.toFixed(0)} ms at worst; a file call's wait for libuv's pool ${f.threadpoolDelayMs.median.toFixed(1)} ms (median), ` +
        `${f.threadpoolDelayMs.max.toFixed(0)} ms at worst; CPU ${f.cpuCores.toFixed(2)} cores; GC ${(f.gcShare * 100).toFixed(1)}% of the time; ` +
        `at most waiting for a database connection: ${
          Object.entries(f.poolWaitingMax)
            .map(([pool, most]) => `${most} (${pool} pool)`)
            .join(", ") || "none"
        }`,
    );
  }
  for (const [name, t] of [
    ["generate", r.generate],
    ["  of which from a picture", r.picture],
    ["print PDF", r.print],
  ] as const) {
    console.log(
      `${name}: ${t.sent} sent, ${t.accepted} accepted, ${t.limited} limited (429), ${t.timedOut} client gave up, ${t.failed} failed`,
    );
  }
  console.log(
    `greedy identity: ${r.greedy.sent} sent, ${r.greedy.accepted} accepted, ${r.greedy.limited} refused with 429 + Retry-After: ${r.greedy.retryAfterOk ? "yes" : "NO"}`,
  );
  const slow = r.slowUploads;
  const range = (values: number[]) =>
    values.length ? `${Math.min(...values).toFixed(1)}-${Math.max(...values).toFixed(1)} s` : "none";
  console.log(
    `slow uploader (one account, picture uploads in waves of 12 whose bodies trickle or go quiet): ${slow.sent} sent, ` +
      `${slow.tooSlow} held the account's slot and were cut off with 408 (trickling: ${range(slow.tooSlowSeconds.trickle)}, ` +
      `gone quiet: ${range(slow.tooSlowSeconds.quiet)}); refused at once: ${slow.slotRefused} 429 for the slot, ` +
      `${slow.otherLimit} 429 for another limit${slow.otherLimitMessage ? ` ("${slow.otherLimitMessage.slice(0, 60)}...")` : ""}, ` +
      `${slow.lineFull} 503 with the instance's upload line full, none with more than ${(slow.maxBytesBeforeRefusal / 1024).toFixed(0)} KB ` +
      `of its ${(r.pictureBytes / 1024 / 1024).toFixed(1)} MB body sent; ${slow.other.length} answered otherwise; ` +
      `nothing counted or stored: ${slow.nothingCounted ? "yes" : "NO"}`,
  );
  console.log(
    `per-account caps held: ${r.capsHeld ? "yes" : "NO"}; every accepted request got its designs, failures refunded: ${r.nothingLost ? "yes" : "NO"}`,
  );
  console.log("side doors           sent   ok/redirect   429   other 4xx   gave up   5xx");
  for (const [kind, t] of Object.entries(r.sideDoors)) {
    console.log(
      `${kind.padEnd(18)} ${String(t.sent).padStart(6)} ${String(t.ok).padStart(13)} ${String(t.limited).padStart(5)} ${String(t.refused).padStart(11)} ${String(t.timedOut).padStart(9)} ${String(t.failed).padStart(5)}`,
    );
  }
  for (const problem of r.problems.slice(0, 12)) console.log(`  ! ${problem}`);
  if (r.problems.length > 12) console.log(`  ! and ${r.problems.length - 12} more`);
  if (r.problems.length > 0) {
    const output = (target.label === "this" ? app : otherApps[0]).output();
    const logFile = path.join(os.tmpdir(), `inkwell-bench-${target.label}-${process.pid}.log`);
    await writeFile(logFile, output);
    console.log(`  the app's errors and warnings, most frequent first (its whole log: ${logFile}):`);
    for (const [what, count] of appComplaints(output).slice(0, 8)) console.log(`  app: ${count} x ${what}`);
  }
}

/** The app's error and warning log lines, grouped by message (and the error's own), most frequent first. */
function appComplaints(output: string): Array<[string, number]> {
  const counts = new Map<string, number>();
  for (const line of output.split("\n")) {
    if (!line.startsWith("{")) continue;
    let entry: { level?: string; msg?: string; status?: number; err?: { message?: string } };
    try {
      entry = JSON.parse(line) as typeof entry;
    } catch {
      continue;
    }
    if (entry.level !== "error" && entry.level !== "warn") continue;
    const what = [entry.level, entry.msg, entry.status, entry.err?.message?.slice(0, 120)].filter(Boolean).join(": ");
    counts.set(what, (counts.get(what) ?? 0) + 1);
  }
  return [...counts.entries()].sort((a, b) => b[1] - a[1]);
}
