import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { describeBillingMode } from "../app/modules/billing/billing-config.server";
import { refusedOverrides } from "../app/utils/deployment.server";
import { ConfigurationError, getAppUrl, getEnv, resetEnvCache, type Env } from "../app/utils/env.server";
import { errorFields, logger } from "../app/utils/logger.server";
import { formActionOriginsFor } from "../app/utils/security.server";
import { seedDatabase } from "../prisma/seed";
import { createApp } from "./app";
import { startEmbeddedPostgres } from "./database/embedded-postgres";
import { applyMigrations } from "./database/migrate";
import { findProjectRoot } from "./project-root";
import { routePatterns } from "./request-telemetry";
import { readOrCreateSecret } from "./secrets";
import { startSignInProvider } from "./sign-in-provider";
import type { Tracing } from "./tracing";

/**
 * Starts Inkwell. The app itself only reads its configuration; this launcher first brings
 * up whatever embedded stand-in is missing (PostgreSQL, a local sign-in provider, a
 * session secret), applies migrations and the seed, then serves the built app and
 * stops everything cleanly on SIGINT / SIGTERM.
 */

type Stop = () => Promise<void> | void;
const stops: Stop[] = [];
const launcherLog = logger("inkwell");
const log = (message: string) => launcherLog.info(message);

async function main(tracing: Tracing | null) {
  const started = Date.now();
  // The last thing to stop: spans of the shutdown itself still go out.
  if (tracing) stops.push(() => tracing.stop());
  const rootDir = findProjectRoot();
  let env = loadConfiguration();
  const dataDir = path.resolve(rootDir, env.DATA_DIR);
  await mkdir(dataDir, { recursive: true });
  process.env.DATA_DIR = dataDir; // the app resolves it the same way whatever its cwd

  if (!env.DATABASE_URL) {
    const database = await startEmbeddedPostgres({
      directory: path.join(dataDir, "postgres"),
      port: env.EMBEDDED_POSTGRES_PORT,
      log,
    });
    stops.push(() => database.stop());
    // Loading embedded-postgres added its own signal handlers: this launcher's stop comes first.
    takeOverSignals();
    process.env.DATABASE_URL = database.url;
    log(`Using the embedded PostgreSQL (data in ${path.relative(rootDir, dataDir) || "."}/postgres)`);
  }
  const databaseUrl = process.env.DATABASE_URL!;
  await applyMigrations(databaseUrl, { migrationsDir: path.join(rootDir, "prisma/migrations"), log });
  await seedDatabase(databaseUrl);

  if (!env.SESSION_SECRET) {
    process.env.SESSION_SECRET = await readOrCreateSecret(path.join(dataDir, "session-secret"));
  }

  const signIn = await startSignInProvider({ env, appUrl: appUrlFor(env), log });
  if (signIn.stop) stops.push(signIn.stop);

  resetEnvCache();
  env = loadConfiguration();
  const appUrl = getAppUrl();
  for (const warning of refusedOverrides(env)) launcherLog.warn(warning);
  const payments = describeBillingMode(env);
  if (payments.level === "warn") launcherLog.warn(payments.message);
  else log(payments.message);

  const buildPath = path.join(rootDir, "build/server/app.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const app = createApp({
    build,
    env,
    appUrl,
    rootDir,
    formActionOrigins: formActionOriginsFor(env),
    traceIdOf: tracing?.traceId,
  });
  tracing?.useRoutePatterns(routePatterns(build));
  const entry = build.entry.module as { startBackgroundJobs?: () => Promise<Stop>; closeDatabaseClients?: Stop };
  // Stopping runs in this order: background jobs, the HTTP server, the app's database clients,
  // then the embedded database and the sign-in provider.
  if (entry.closeDatabaseClients) stops.unshift(entry.closeDatabaseClients);
  const server = await listen(app, env.PORT, env.HOST);
  stops.unshift(() => closeServer(server));
  if (entry.startBackgroundJobs) stops.unshift(await entry.startBackgroundJobs());

  log(`Ready on ${appUrl} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

function appUrlFor(env: Env) {
  return (env.APP_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, "");
}

function loadConfiguration(): Env {
  try {
    return getEnv();
  } catch (error) {
    if (error instanceof ConfigurationError) {
      launcherLog.fatal(`${error.message}\nSee .env.example for every variable and its format.`);
      process.exit(1);
    }
    throw error;
  }
}

function listen(app: ReturnType<typeof createApp>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host, () => resolve(server));
    server.once("error", (error: NodeJS.ErrnoException) => {
      reject(
        error.code === "EADDRINUSE" ? new Error(`Port ${port} is already in use: set PORT to another port.`) : error,
      );
    });
  });
}

function closeServer(server: Server): Promise<void> {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeIdleConnections();
    setTimeout(() => server.closeAllConnections(), 5_000).unref();
  });
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log(`${signal} received, stopping...`);
  for (const stop of stops) {
    try {
      await stop();
    } catch (error) {
      launcherLog.error(errorFields(error), "error while stopping");
    }
  }
  process.exit(0);
}

/**
 * SIGINT and SIGTERM stop everything in order. embedded-postgres installs its own signal handlers
 * (async-exit-hook) when it loads, which exit with 128+signal mid-shutdown; this launcher stops
 * PostgreSQL itself, after the server, so it removes them.
 */
function takeOverSignals() {
  for (const signal of ["SIGINT", "SIGTERM"] as const) {
    process.removeAllListeners(signal);
    process.on(signal, () => void shutdown(signal));
  }
}

/** Starts everything (server/index.ts calls it once tracing, if any, is on). */
export function launch(tracing: Tracing | null) {
  takeOverSignals();
  main(tracing).catch(async (error: unknown) => {
    launcherLog.fatal(`Could not start: ${error instanceof Error ? error.message : String(error)}`);
    for (const stop of stops) await Promise.resolve(stop()).catch(() => {});
    process.exit(1);
  });
}
