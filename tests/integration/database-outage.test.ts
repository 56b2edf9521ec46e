import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { findFreePort, startEmbeddedPostgres, type EmbeddedDatabase } from "../../server/database/embedded-postgres";
import { startApp, type RunningApp } from "../support/app-server";

/**
 * The database goes away and comes back: its own embedded PostgreSQL (not the shared test
 * server), stopped and restarted under a running built app.
 */
let directory: string;
let port: number;
let database: EmbeddedDatabase | null = null;
let app: RunningApp;
/** Long enough that an answer waiting on a connection attempt could not pass for one given at once, on a loaded machine. */
const CONNECT_TIMEOUT_MS = 10_000;

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "inkwell-outage-"));
  port = await findFreePort();
  database = await startEmbeddedPostgres({ directory, port });
  app = await startApp({
    env: { DATABASE_URL: database.url, DATABASE_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT_MS) },
  });
});
afterAll(async () => {
  await app?.dispose();
  await database?.stop();
  await rm(directory, { recursive: true, force: true });
});

const PAGE = { Accept: "text/html" };
const MESSAGE = "Inkwell is temporarily unavailable. Please try again in a moment.";

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: string;
  ms: number;
}

/**
 * A GET on a connection of its own (no keep-alive): a reused idle connection that the app's
 * server closes as the request goes out fails the request, which would be the test's doing,
 * not the app's. If the app itself went away, the error says so with its exit code.
 */
function get(url: string, headers: Record<string, string> = {}): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, agent: false }, (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () =>
        resolve({ status: response.statusCode ?? 0, headers: response.headers, body, ms: performance.now() - started }),
      );
      response.on("error", reject);
    });
    request.on("error", (error) => {
      const exit = app.process.exitCode ?? app.process.signalCode;
      reject(
        exit === null ? error : new Error(`the app exited (${exit}): ${error.message}\n${app.output().slice(-4000)}`),
      );
    });
  });
}
const status = async (url: string, headers: Record<string, string> = {}) => (await get(url, headers)).status;

describe("a database outage", () => {
  it("answers 503 quickly while the database is down, and recovers by itself when it returns", async () => {
    expect(await status(app.url, PAGE)).toBe(200);

    await database!.stop();
    database = null;
    // Pages: a clear 503 page, at once (no waiting on a connection timeout each time).
    await expect.poll(() => status(app.url, PAGE), { timeout: 15_000 }).toBe(503);
    const page = await get(app.url, PAGE);
    expect(page.status).toBe(503);
    expect(page.headers["retry-after"]).toBe("5");
    expect(page.body).toContain("Inkwell is temporarily unavailable");
    expect(page.ms).toBeLessThan(CONNECT_TIMEOUT_MS / 2);
    // API calls: the message as JSON.
    const api = await get(`${app.url}/api/styles`);
    expect(api.status).toBe(503);
    expect(JSON.parse(api.body)).toEqual({ message: MESSAGE });
    expect(api.ms).toBeLessThan(CONNECT_TIMEOUT_MS / 2);
    // The load balancer's check says so too.
    expect(await status(`${app.url}/healthz`)).toBe(503);

    database = await startEmbeddedPostgres({ directory, port });
    await expect.poll(() => status(app.url, PAGE), { timeout: 20_000 }).toBe(200);
    expect(await status(`${app.url}/api/styles`)).toBe(200);
    expect(await status(`${app.url}/healthz`)).toBe(200);
  });
});
