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

  it("reports liveness, and readiness from the database (/healthz as /readyz)", async () => {
    const live = await fetch(`${app.url}/livez`);
    expect(live.status).toBe(200);
    expect(await live.json()).toEqual({ status: "ok" });
    for (const path of ["/readyz", "/healthz"]) {
      const response = await fetch(`${app.url}${path}`);
      expect(response.status, path).toBe(200);
      expect(response.headers.get("cache-control"), path).toBe("no-store");
      expect(await response.json(), path).toEqual({ status: "ok", database: "ok" });
    }
  });

  it("serves the licence texts of the motif sets, WordNet and the skin tones, linked from /credits", async () => {
    const credits = await (await fetch(`${app.url}/credits`)).text();
    for (const file of ["game-icons", "noto-emoji", "wordnet", "harfbuzz", "ofl-1.1", "apache-2.0", "cc-by-4.0"]) {
      expect(credits).toContain(`href="/licenses/${file}.txt"`);
      const text = await fetch(`${app.url}/licenses/${file}.txt`);
      expect(text.status, file).toBe(200);
      expect(text.headers.get("content-type")?.toLowerCase(), file).toBe("text/plain; charset=utf-8");
    }
    expect(await (await fetch(`${app.url}/licenses/game-icons.txt`)).text()).toContain("Attribution 3.0 Unported");
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
    const stopping = first.output().split("SIGTERM received")[1];
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
    // Two embedded clusters started and stopped: 33 s alone, over 60 s beside another file under load.
  }, 150_000);

  it("refuses to start in production without the shared database and bucket, naming each variable", async () => {
    const production = {
      NODE_ENV: "production",
      APP_URL: "https://inkwell.example",
      TRUST_PROXY: "1",
      SESSION_SECRET: "p".repeat(40),
    };
    const neither = await runAppExpectingFailure(production);
    expect(neither.code).toBe(1);
    expect(neither.output).toContain("DATABASE_URL is required in production");
    expect(neither.output).toContain("S3_BUCKET is required in production");
    // Nothing was started: no embedded database, no files.
    expect(neither.output).not.toContain("embedded PostgreSQL");
    const noBucket = await runAppExpectingFailure({ ...production, DATABASE_URL: process.env.DATABASE_URL! });
    expect(noBucket.code).toBe(1);
    expect(noBucket.output).not.toContain("DATABASE_URL is required");
    expect(noBucket.output).toContain("S3_BUCKET is required in production");
    expect(noBucket.output).toContain("ALLOW_LOCAL_IMAGE_STORAGE=true");
  });

  it("refuses a bad configuration value, naming the variable and the problem", async () => {
    const { code, output } = await runAppExpectingFailure({ PORT: "eighty", VARIATIONS_PER_GENERATION: "9" });
    expect(code).toBe(1);
    expect(output).toContain("PORT must be a port number");
    expect(output).toContain("VARIATIONS_PER_GENERATION must be a number from 1 to 4");
  });
});
