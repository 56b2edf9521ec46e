import { mkdtemp, rm } from "node:fs/promises";
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

beforeAll(async () => {
  directory = await mkdtemp(path.join(os.tmpdir(), "inkwell-outage-"));
  port = await findFreePort();
  database = await startEmbeddedPostgres({ directory, port });
  app = await startApp({ env: { DATABASE_URL: database.url, DATABASE_CONNECT_TIMEOUT_MS: "1000" } });
});
afterAll(async () => {
  await app?.dispose();
  await database?.stop();
  await rm(directory, { recursive: true, force: true });
});

const PAGE = { Accept: "text/html" };
const MESSAGE = "Inkwell is temporarily unavailable. Please try again in a moment.";

async function timed(url: string, headers: Record<string, string> = {}) {
  const started = performance.now();
  const response = await fetch(url, { headers });
  return { response, ms: performance.now() - started };
}

describe("a database outage", () => {
  it("answers 503 quickly while the database is down, and recovers by itself when it returns", async () => {
    expect((await fetch(app.url, { headers: PAGE })).status).toBe(200);

    await database!.stop();
    database = null;
    // Pages: a clear 503 page, at once (no waiting on a connection timeout each time).
    await expect.poll(async () => (await fetch(app.url, { headers: PAGE })).status, { timeout: 15_000 }).toBe(503);
    const page = await timed(app.url, PAGE);
    expect(page.response.status).toBe(503);
    expect(page.response.headers.get("retry-after")).toBe("5");
    expect(await page.response.text()).toContain("Inkwell is temporarily unavailable");
    expect(page.ms).toBeLessThan(500);
    // API calls: the message as JSON.
    const api = await timed(`${app.url}/api/styles`);
    expect(api.response.status).toBe(503);
    expect(await api.response.json()).toEqual({ message: MESSAGE });
    expect(api.ms).toBeLessThan(500);
    // The load balancer's check says so too.
    expect((await fetch(`${app.url}/healthz`)).status).toBe(503);

    database = await startEmbeddedPostgres({ directory, port });
    await expect.poll(async () => (await fetch(app.url, { headers: PAGE })).status, { timeout: 20_000 }).toBe(200);
    expect((await fetch(`${app.url}/api/styles`)).status).toBe(200);
    expect((await fetch(`${app.url}/healthz`)).status).toBe(200);
  });
});
