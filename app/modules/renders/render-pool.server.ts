import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { getEnv } from "~/utils/env.server";
import { jsonError } from "~/utils/http.server";
import { logger } from "~/utils/logger.server";
import { runRenderTask, type RenderResult, type RenderTask } from "./render-tasks.server";

const log = logger("renders");

/**
 * Heavy renders (print PDFs, stencils, line measurements) run in a pool of worker threads
 * (piscina), never on the thread that answers requests: a Pro user asking for a 40 cm
 * PDF in a loop keeps at most RENDER_CONCURRENCY threads busy, the rest of the app stays
 * fast. Beyond RENDER_QUEUE_LIMIT waiting renders, new ones are refused with a 503 and
 * Retry-After rather than piling up. RENDER_CONCURRENCY=0 renders inline (no threads).
 */
export const renderMessages = {
  busy: "The print renderer is busy. Please try again in a few seconds.",
} as const;

let pool: Piscina<RenderTask, Uint8Array | object> | null | undefined;

/**
 * Where the worker's code is: beside the app's server build (build/server/app.js or one of its
 * chunks in build/server/assets -> build/server/render-worker.js, bundled by
 * scripts/build-server.mjs), or this folder's TypeScript source, loaded through tsx, when the
 * app runs from source (tests).
 */
export function renderWorkerLocation(moduleUrl = import.meta.url): { filename: string; execArgv: string[] } | null {
  if (/\.tsx?$/.test(new URL(moduleUrl).pathname)) {
    return { filename: new URL("./render-worker.ts", moduleUrl).href, execArgv: ["--import", "tsx"] };
  }
  for (const candidate of ["./render-worker.js", "../render-worker.js"]) {
    const url = new URL(candidate, moduleUrl);
    if (existsSync(fileURLToPath(url))) return { filename: url.href, execArgv: [] };
  }
  return null;
}

function getPool() {
  if (pool !== undefined) return pool;
  const env = getEnv();
  const location = env.RENDER_CONCURRENCY > 0 ? renderWorkerLocation() : null;
  if (env.RENDER_CONCURRENCY > 0 && !location) log.warn("render worker not found: rendering on the request thread");
  pool = location
    ? new Piscina<RenderTask, Uint8Array | object>({
        filename: location.filename,
        execArgv: location.execArgv,
        minThreads: 0,
        maxThreads: env.RENDER_CONCURRENCY,
        maxQueue: env.RENDER_QUEUE_LIMIT,
        // A thread that sat idle for a minute is let go (each holds its own sharp and fonts).
        idleTimeout: 60_000,
      })
    : null;
  return pool;
}

/**
 * Runs a render in the pool (or inline without one). Throws a 503 Response when the queue is full.
 * `transfer`: buffers the caller hands over to the thread rather than copies (it must not use them after).
 */
export async function render<T extends RenderTask>(task: T, transfer?: ArrayBuffer[]): Promise<RenderResult<T>> {
  const threads = getPool();
  if (!threads) return (await runRenderTask(task)) as RenderResult<T>;
  try {
    return (await threads.run(task, transfer ? { transferList: transfer } : undefined)) as RenderResult<T>;
  } catch (error) {
    if (error instanceof Error && error.message === "Task queue is at limit") {
      throw jsonError(503, renderMessages.busy, undefined, {
        headers: { "Retry-After": "5", "Cache-Control": "no-store" },
      });
    }
    throw error;
  }
}

/** How busy the pool is (for tests and diagnostics). */
export function renderPoolStats() {
  const threads = getPool();
  return threads
    ? {
        threads: threads.threads.length,
        running: threads.utilization,
        queued: threads.queueSize,
        completed: threads.completed,
      }
    : null;
}

/** Stops the worker threads (shutdown, tests). */
export async function closeRenderPool() {
  const threads = pool;
  pool = undefined;
  await threads?.close({ force: true });
}
