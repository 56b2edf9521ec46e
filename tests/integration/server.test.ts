import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { runAppExpectingFailure, startApp, type RunningApp } from "../support/app-server";

/** The built app as `npm start` runs it: embedded PostgreSQL, launcher, HTTP server. */
describe("the running app", () => {
  let app: RunningApp;
  beforeAll(async () => {
    app = await startApp();
  });
  afterAll(() => app?.dispose());

  it("serves the home page", async () => {
    const response = await fetch(app.url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("text/html");
    expect(await response.text()).toContain("Inkwell");
  });

  it("answers unknown paths with the 404 page", async () => {
    const response = await fetch(`${app.url}/no/such/page`);
    expect(response.status).toBe(404);
    const html = await response.text();
    expect(html).toContain("404 Page Not Found");
    expect(html).toContain("Did you forget to add the page to the router?");
  });

  it("reports health from the database", async () => {
    const response = await fetch(`${app.url}/healthz`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ status: "ok", database: "ok" });
  });

  it("refuses state-changing requests from another origin with 403", async () => {
    const crossSite = await fetch(`${app.url}/api/logout`, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
      redirect: "manual",
    });
    expect(crossSite.status).toBe(403);
    const refererOnly = await fetch(`${app.url}/api/logout`, {
      method: "POST",
      headers: { Referer: "https://evil.example/page" },
      redirect: "manual",
    });
    expect(refererOnly.status).toBe(403);
    const sameSite = await fetch(`${app.url}/api/logout`, {
      method: "POST",
      headers: { Origin: app.url },
      redirect: "manual",
    });
    expect(sameSite.status).toBe(302);
  });

  it("sends a Content-Security-Policy whose nonce is on every script", async () => {
    const response = await fetch(app.url);
    const csp = response.headers.get("content-security-policy") ?? "";
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("frame-ancestors 'none'");
    const html = await response.text();
    const scripts = html.match(/<script\b[^>]*>/g) ?? [];
    expect(scripts.length).toBeGreaterThan(0);
    for (const tag of scripts) expect(tag).toContain(`nonce="${nonce}"`);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });
});

describe("starting and stopping", () => {
  it("keeps its data across a restart and stops PostgreSQL cleanly", async () => {
    const first = await startApp();
    // A generation opens the job queue's and the rate limits' connections before the stop.
    const generated = await fetch(`${first.url}/api/generate`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Origin: first.url },
      body: JSON.stringify({ description: "a rose" }),
    });
    expect(generated.status).toBe(200);
    const clusterDir = path.join(first.dataDir, "postgres", "cluster");
    const password = readFileSync(path.join(first.dataDir, "postgres", "password"), "utf8").trim();
    const port = readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[3].trim();
    const client = new pg.Client({ connectionString: `postgresql://postgres:${password}@127.0.0.1:${port}/inkwell` });
    await client.connect();
    await client.query(`INSERT INTO "Style" (id, name, "normalizedName") VALUES ('kept', 'Kept Style', 'kept style')`);
    await client.end();

    expect(await first.stop()).toBe(0);
    expect(existsSync(path.join(clusterDir, "postmaster.pid"))).toBe(false);
    // Its own connections were closed before the database stopped: no idle one reports being cut off.
    const stopping = first.output().split("stopping...")[1];
    expect(stopping).toBeDefined();
    expect(stopping).not.toMatch(/terminating connection|error/i);

    const second = await startApp({ dataDir: first.dataDir });
    try {
      expect(second.output()).not.toContain("Creating the embedded PostgreSQL cluster");
      expect(second.output()).not.toContain("Applied migration");
      const newPort = readFileSync(path.join(clusterDir, "postmaster.pid"), "utf8").split("\n")[3].trim();
      const again = new pg.Client({
        connectionString: `postgresql://postgres:${password}@127.0.0.1:${newPort}/inkwell`,
      });
      await again.connect();
      const { rows } = await again.query(`SELECT name FROM "Style" WHERE id = 'kept'`);
      await again.end();
      expect(rows).toEqual([{ name: "Kept Style" }]);
    } finally {
      await second.stop();
      await first.dispose();
    }
  });

  it("refuses a bad configuration value, naming the variable and the problem", async () => {
    const { code, output } = await runAppExpectingFailure({ PORT: "eighty", VARIATIONS_PER_GENERATION: "9" });
    expect(code).toBe(1);
    expect(output).toContain("PORT must be a port number");
    expect(output).toContain("VARIATIONS_PER_GENERATION must be a number from 1 to 4");
  });
});
