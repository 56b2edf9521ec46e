import { spawn, type ChildProcess } from "node:child_process";
import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { findFreePort } from "../../server/database/embedded-postgres";

export interface RunningApp {
  url: string;
  port: number;
  dataDir: string;
  process: ChildProcess;
  output(): string;
  /** Stops the app (SIGTERM: a clean shutdown; SIGKILL: a crash) and answers its exit code. */
  stop(signal?: NodeJS.Signals): Promise<number | null>;
  /** Stop and delete the data folder (unless it was passed in). */
  dispose(): Promise<void>;
}

const ROOT = path.resolve(import.meta.dirname, "../..");

/** The apps this test file has started and not yet stopped. */
const liveApps = new Set<RunningApp>();

/** What each app still running printed lately: said beside a failed test (tests/support/database-per-file.ts). */
export function outputOfLiveApps(): string[] {
  return [...liveApps].map(
    (app) => `Output of the app on port ${app.port} (last 4000 characters):\n${app.output().slice(-4000)}`,
  );
}

/**
 * `npm start`'s flag: V8's heap capped at 320 MB, so dead Buffers (image bytes whose memory is
 * outside the heap) are collected before the process grows (decision 020: the abuse load's peak
 * RSS 1,112-1,215 MB without it, 730 MB with it).
 */
const RUNTIME_FLAGS = ["--max-old-space-size=320"];

/** A clean environment for the app: nothing of the test runner's leaks in (NODE_ENV=test). */
function childEnv(variables: Record<string, string>): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: process.env.HOME, ...variables } as unknown as NodeJS.ProcessEnv;
}

/**
 * Starts the built app (`node build/server/index.js`, as `npm start` does) on free ports
 * with its own data folder, and waits until it is ready.
 */
export async function startApp(options: StartOptions = {}): Promise<RunningApp> {
  // A free port can be taken by someone else between our probe and the app's listen (other
  // test files start apps and connections at the same time): then try new ports.
  for (let attempt = 1; ; attempt++) {
    try {
      return await startAppOnce(options);
    } catch (error) {
      if (attempt >= 3 || !(error instanceof PortTakenError)) throw error;
    }
  }
}

class PortTakenError extends Error {}

interface StartOptions {
  env?: Record<string, string>;
  dataDir?: string;
  timeoutMs?: number;
  /** The folder to run it in (default: this project; a production install elsewhere). */
  cwd?: string;
}

async function startAppOnce(options: StartOptions): Promise<RunningApp> {
  const port = await findFreePort();
  const dataDir = options.dataDir ?? (await mkdtemp(path.join(os.tmpdir(), "inkwell-app-")));
  // As `npm start` runs it: the request thread's heap capped (see RUNTIME_FLAGS).
  const child = spawn(process.execPath, [...RUNTIME_FLAGS, "build/server/index.js"], {
    cwd: options.cwd ?? ROOT,
    env: childEnv({
      PORT: String(port),
      LOCAL_OIDC_PORT: String(await findFreePort()),
      DATA_DIR: dataDir,
      SCHEDULER_ENABLED: "false",
      // As docs/deploy.md says: glibc's malloc keeps up to 8 arenas per core for the image
      // threads (libvips, the render pool), which held ~120 MB idle and ~230 MB at peak (decision 020);
      // one arena rather than two, 99 MB less at the abuse load's peak (decision 030).
      MALLOC_ARENA_MAX: "1",
      // Production requires both (env.server.ts): the test app is reached directly on loopback.
      ...(options.env?.NODE_ENV === "production" ? { APP_URL: `http://localhost:${port}`, TRUST_PROXY: "false" } : {}),
      // ... and a shared database and bucket, unless it is stated that this one instance keeps its own.
      ...(options.env?.NODE_ENV === "production" && !options.env.DATABASE_URL
        ? { ALLOW_EMBEDDED_DATABASE: "true" }
        : {}),
      ...(options.env?.NODE_ENV === "production" && !options.env.S3_BUCKET
        ? { ALLOW_LOCAL_IMAGE_STORAGE: "true" }
        : {}),
      ...options.env,
    }),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  // An app that dies while a test uses it says why in the test's output (it is otherwise unseen).
  let stopping = false;
  child.once("exit", (code, signal) => {
    if (!stopping && output.includes("Ready on"))
      console.error(`The app on port ${port} exited unexpectedly (${code ?? signal}):\n${output.slice(-4000)}`);
  });

  const url = `http://localhost:${port}`;
  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  for (;;) {
    if (child.exitCode !== null) {
      const ErrorType = /already in use/.test(output) && !options.env?.PORT ? PortTakenError : Error;
      throw new ErrorType(`The app exited with ${child.exitCode}:\n${output}`);
    }
    if (output.includes("Ready on")) break;
    if (Date.now() > deadline) {
      child.kill("SIGKILL");
      throw new Error(`The app did not start in time:\n${output}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  const app: RunningApp = {
    url,
    port,
    dataDir,
    process: child,
    output: () => output,
    stop: async (signal = "SIGTERM") => {
      stopping = true;
      liveApps.delete(app);
      if (child.exitCode === null) child.kill(signal);
      return exited;
    },
    dispose: async () => {
      await app.stop();
      if (!options.dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
  liveApps.add(app);
  return app;
}

/** The messages of the app's JSON log lines, one per line (what a person would read). */
export function logMessages(output: string): string {
  return output
    .split("\n")
    .filter((line) => line.startsWith("{"))
    .map((line) => String((JSON.parse(line) as { msg?: unknown }).msg ?? ""))
    .join("\n");
}

/** Runs the built app expecting it to refuse to start; answers its exit code and output. */
export async function runAppExpectingFailure(env: Record<string, string>) {
  const child = spawn(process.execPath, ["build/server/index.js"], {
    cwd: ROOT,
    env: childEnv(env),
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  child.stdout!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on("data", (chunk: Buffer) => (output += chunk.toString()));
  const timer = setTimeout(() => child.kill("SIGKILL"), 30_000);
  const code = await new Promise<number | null>((resolve) => child.once("exit", (exitCode) => resolve(exitCode)));
  clearTimeout(timer);
  return { code, output };
}
