import { mkdir } from "node:fs/promises";
import type { Server } from "node:http";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { getHeapStatistics } from "node:v8";
import type { ServerBuild } from "react-router";
import { describeBillingMode } from "../app/modules/billing/billing-config.server";
import { connectionBudget, refusedOverrides, singleInstanceWarnings } from "../app/utils/deployment.server";
import { ConfigurationError, getAppUrl, getEnv, resetEnvCache, type Env } from "../app/utils/env.server";
import { errorFields, logger } from "../app/utils/logger.server";
import { formActionOriginsFor } from "../app/utils/security.server";
import { seedDatabase } from "../prisma/seed";
import { createApp } from "./app";
import { startEmbeddedPostgres } from "./database/embedded-postgres";
import { applyMigrations } from "./database/migrate";
import { nodeReleaseWarning } from "./node-release";
import { findProjectRoot } from "./project-root";
import { routePatterns } from "./request-telemetry";
import { readOrCreateSecret } from "./secrets";
import { closeDeadline, closeServer, openRequests, sleep, startDraining } from "./shutdown";
import { startSignInProvider } from "./sign-in-provider";
import type { Tracing } from "./tracing";

/**
 * Starts Inkwell. The app itself only reads its configuration; this launcher first brings
 * up whatever embedded stand-in is missing (PostgreSQL, a local sign-in provider, a
 * session secret), applies migrations and the seed, then serves the built app and
 * stops everything cleanly on SIGINT / SIGTERM, within SHUTDOWN_TIMEOUT_SECONDS (shutdown.ts).
 */

type Stop = () => Promise<void> | void;
/** What stops after the HTTP server, in order: the app's database clients, the embedded services, tracing. */
const stops: Stop[] = [];
/** What runs until the stop: the HTTP server, and the background work (stopped by a deadline). */
const running: { server?: Server; background?: (deadline: number) => Promise<void>; env?: Env } = {};
const launcherLog = logger("inkwell");
const log = (message: string) => launcherLog.info(message);

async function main(tracing: Tracing | null) {
  const started = Date.now();
  // The last thing to stop: spans of the shutdown itself still go out.
  if (tracing) stops.push(() => tracing.stop());
  const rootDir = findProjectRoot();
  let env = loadConfiguration();
  running.env = env;
  // As configured, before the embedded stand-ins fill anything in.
  for (const warning of singleInstanceWarnings(env)) launcherLog.warn(warning);
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
  const nodeWarning = env.NODE_ENV === "production" ? nodeReleaseWarning() : null;
  if (nodeWarning) launcherLog.warn(nodeWarning);
  const payments = describeBillingMode(env);
  if (payments.level === "warn") launcherLog.warn(payments.message);
  else log(payments.message);

  const buildPath = path.join(rootDir, "build/server/app.js");
  const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
  const entry = build.entry.module as unknown as AppEntry;
  const app = createApp({
    build,
    env,
    appUrl,
    rootDir,
    formActionOrigins: formActionOriginsFor(env),
    databaseAnswers: entry.databaseAnswers,
    traceIdOf: tracing?.traceId,
  });
  tracing?.useRoutePatterns(routePatterns(build));
  // The app's database clients close after the HTTP server, before the embedded database and the sign-in provider.
  stops.unshift(entry.closeDatabaseClients);
  running.server = await listen(app, env.PORT, env.HOST);
  running.background = await entry.startBackgroundJobs();

  log(runtimeLine());
  const connections = connectionBudget(env);
  log(`Database connections of this instance: at most ${connections.total} (${connections.parts})`);
  log(`Ready on ${appUrl} (started in ${((Date.now() - started) / 1000).toFixed(1)} s)`);
}

/** The runtime facts docs/deploy.md asks for: the Node version, the heap cap and glibc's arenas. */
function runtimeLine(): string {
  const flags = [...process.execArgv, ...(process.env.NODE_OPTIONS ?? "").split(/\s+/)];
  const cap = flags.find((flag) => flag.startsWith("--max-old-space-size="));
  const heapMb = Math.round(getHeapStatistics().heap_size_limit / 2 ** 20);
  return (
    `Node.js ${process.versions.node}, ${cap ?? "no --max-old-space-size"} (V8 heap limit ${heapMb} MB), ` +
    `MALLOC_ARENA_MAX=${process.env.MALLOC_ARENA_MAX ?? "unset"}`
  );
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

/** What the app build's entry (app/entry.server.tsx) gives the launcher. */
interface AppEntry {
  startBackgroundJobs: () => Promise<(deadline: number) => Promise<void>>;
  closeDatabaseClients: Stop;
  databaseAnswers: () => Promise<boolean>;
}

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  const started = Date.now();
  const { SHUTDOWN_TIMEOUT_SECONDS: timeout = 25, SHUTDOWN_DELAY_SECONDS: delay = 0 } = running.env ?? {};
  const closeBy = closeDeadline(started, timeout * 1000);
  // Whatever hangs, the process is gone by the deadline the operator set.
  setTimeout(() => {
    launcherLog.error(
      `Still stopping after ${timeout} s (SHUTDOWN_TIMEOUT_SECONDS): exiting with ${openRequests()} request(s) open`,
    );
    process.exit(1);
  }, timeout * 1000).unref();
  log(`${signal} received: stopping within ${timeout} s (readiness answers 503, running jobs are handed back)`);
  startDraining();
  const attempt = (step: Promise<void> | void) =>
    Promise.resolve(step).catch((error: unknown) => launcherLog.error(errorFields(error), "error while stopping"));
  const background = attempt(running.background?.(closeBy));
  if (delay > 0) await sleep(delay * 1000);
  if (running.server) await attempt(closeServer(running.server, closeBy));
  await background;
  for (const stop of stops) await attempt(stop());
  log(`Stopped in ${((Date.now() - started) / 1000).toFixed(1)} s`);
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
