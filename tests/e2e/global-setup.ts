import { randomBytes } from "node:crypto";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { startEmbeddedPostgres } from "../../server/database/embedded-postgres";
import { startApp } from "../support/app-server";

/**
 * Starts one PostgreSQL and the built app for the whole end-to-end run. Tests reach the
 * app at E2E_BASE_URL and the database at E2E_DATABASE_URL (to arrange data and sign
 * users in directly, as fixtures).
 */
export default async function globalSetup() {
  const directory = await mkdtemp(path.join(os.tmpdir(), "inkwell-e2e-"));
  const database = await startEmbeddedPostgres({ directory: path.join(directory, "postgres"), ephemeral: true });
  const sessionSecret = randomBytes(32).toString("hex");
  const app = await startApp({
    dataDir: path.join(directory, "app"),
    env: {
      DATABASE_URL: database.url,
      SESSION_SECRET: sessionSecret,
      // The browsers and test runners here share the 2 cores at normal priority: renders at
      // nice 10 would get a tenth of a core behind them (a picture's designs took 43 s, not 4).
      RENDER_NICENESS: "0",
      ...(process.env.E2E_APP_LOG ? { LOG_REQUESTS: "true" } : {}),
    },
  });
  process.env.E2E_BASE_URL = app.url;
  process.env.E2E_DATABASE_URL = database.url;
  process.env.E2E_SESSION_SECRET = sessionSecret;

  return async () => {
    await app.stop();
    if (process.env.E2E_APP_LOG) console.log(app.output());
    await database.stop();
    await rm(directory, { recursive: true, force: true });
  };
}
