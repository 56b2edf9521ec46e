/**
 * npm run bench: measures the built app in production mode on this machine.
 * - HTTP: autocannon (10 connections, BENCH_SECONDS each, default 10) against the home
 *   page, GET /api/styles and a bare route with no data, one after the other in the same
 *   run; prints requests per second, p99 latency and each target's ratio to the bare route
 *   (machines are noisy: compare ratios, not absolute numbers).
 * - The JavaScript the home page ships, gzipped (budget: 90 KB).
 * - The embedded engine and generation endpoint, when those benches exist.
 */
import { randomBytes } from "node:crypto";
import { existsSync } from "node:fs";
import { get } from "node:http";
import { gzipSync } from "node:zlib";
import autocannon from "autocannon";
import { startApp } from "../tests/support/app-server";

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

const app = await startApp({
  env: {
    NODE_ENV: "production",
    SESSION_SECRET: randomBytes(32).toString("hex"),
    ALLOW_LOCAL_SIGNIN: "true",
    ALLOW_DEMO_CHECKOUT: "true",
    BENCH_BARE_ROUTE: "true",
  },
});

try {
  console.log(`Inkwell bench: ${seconds} s per target, 10 connections, NODE_ENV=production\n`);
  const targets = [
    { name: "bare route (no data)", path: "/bench/bare" },
    { name: "home page /", path: "/" },
    { name: "GET /api/styles", path: "/api/styles" },
  ];
  for (const target of targets) {
    const warm = await fetch(`${app.url}${target.path}`);
    if (!warm.ok) throw new Error(`${target.path} answered ${warm.status}`);
    // Warm the JIT and the connection pool so the first target is not measured cold.
    await autocannon({ url: `${app.url}${target.path}`, connections: 10, duration: 2 });
  }
  const results = [];
  for (const target of targets) results.push({ ...target, ...(await load(`${app.url}${target.path}`)) });
  const bare = results[0].requestsPerSecond;
  console.log("target                    req/s     p99 ms   ratio to bare   non-2xx");
  for (const r of results) {
    console.log(
      `${r.name.padEnd(24)} ${r.requestsPerSecond.toFixed(0).padStart(7)} ${String(r.p99Ms).padStart(9)} ${(r.requestsPerSecond / bare).toFixed(2).padStart(14)} ${String(r.non2xx).padStart(9)}`,
    );
  }

  const js = await homePageJavaScript(app.url);
  console.log(`\nHome page JavaScript: ${js.files} files, ${js.gzippedKb.toFixed(1)} KB gzipped (budget 90 KB)`);

  if (existsSync("scripts/bench-engine.ts")) {
    const { benchEngine } = (await import("./bench-engine")) as {
      benchEngine: () => Promise<Array<{ resolution: number; medianMs: number; p95Ms: number; designsPerSecond: number }>>;
    };
    console.log("\nEmbedded engine (one design, SVG + PNG):");
    console.log("resolution   median ms   p95 ms   designs/s");
    for (const row of await benchEngine()) {
      console.log(
        `${String(row.resolution).padStart(10)} ${row.medianMs.toFixed(1).padStart(11)} ${row.p95Ms.toFixed(1).padStart(8)} ${row.designsPerSecond.toFixed(1).padStart(11)}`,
      );
    }
  }
} finally {
  await app.dispose();
}
