import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Piscina } from "piscina";
import { getEnv } from "~/utils/env.server";
import { jsonError } from "~/utils/http.server";
import { logger } from "~/utils/logger.server";
import { runRenderTask, type RenderResult, type RenderTask } from "./render-tasks.server";

const log = logger("renders");

/**
 * Heavy renders run in pools of worker threads (piscina), never on the thread that answers
 * requests. Two pools, each with RENDER_CONCURRENCY threads and RENDER_QUEUE_LIMIT waiting
 * renders (beyond them a render is refused with a 503 and Retry-After rather than piling up):
 * - "prints": print PDFs, stencils and line measurements (a Pro user asking for 40 cm PDFs in a
 *   loop keeps these busy);
 * - "pictures": a picture's intake and a generation's drawing work: the embedded engine drawing
 *   from a picture, a provider's image traced to SVG (decision 024). An upload waits in its slot
 *   for its intake; a generation job waits for its drawing.
 * So neither kind of work waits behind the other's queue (M9). RENDER_CONCURRENCY=0 renders
 * inline (no threads).
 */
export const renderMessages = {
  busy: "The print renderer is busy. Please try again in a few seconds.",
} as const;

export type RenderPoolName = "prints" | "pictures";

const PICTURE_TASKS: ReadonlySet<RenderTask["kind"]> = new Set(["picture-intake", "picture-flash", "provider-design"]);

export function poolFor(task: Pick<RenderTask, "kind">): RenderPoolName {
  return PICTURE_TASKS.has(task.kind) ? "pictures" : "prints";
}

const pools = new Map<RenderPoolName, Piscina<RenderTask, Uint8Array | object> | null>();

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

function getPool(name: RenderPoolName) {
  if (pools.has(name)) return pools.get(name)!;
  const env = getEnv();
  const location = env.RENDER_CONCURRENCY > 0 ? renderWorkerLocation() : null;
  if (env.RENDER_CONCURRENCY > 0 && !location) log.warn("render worker not found: rendering on the request thread");
  const pool = location
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
  pools.set(name, pool);
  return pool;
}

/**
 * Runs a render in its kind's pool (or inline without one). Throws a 503 Response when that pool's queue is full.
 * `transfer`: buffers the caller hands over to the thread rather than copies (it must not use them after).
 */
export async function render<T extends RenderTask>(task: T, transfer?: ArrayBuffer[]): Promise<RenderResult<T>> {
  const threads = getPool(poolFor(task));
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

/** How busy a pool is, or both together (tests and diagnostics); null when renders run inline. */
export function renderPoolStats(name?: RenderPoolName) {
  const chosen = (name ? [name] : (["prints", "pictures"] as const)).map((pool) => getPool(pool));
  if (chosen.every((threads) => threads === null)) return null;
  const sum = (of: (threads: Piscina) => number) =>
    chosen.reduce((total, threads) => total + (threads ? of(threads) : 0), 0);
  return {
    threads: sum((threads) => threads.threads.length),
    queued: sum((threads) => threads.queueSize),
    completed: sum((threads) => threads.completed),
  };
}

/** Stops the worker threads (shutdown, tests). */
export async function closeRenderPool() {
  const open = [...pools.values()];
  pools.clear();
  await Promise.all(open.map((threads) => threads?.close({ force: true })));
}
