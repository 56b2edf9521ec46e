import { readlinkSync } from "node:fs";
import { setPriority } from "node:os";
import { limitImageMemory } from "./image-memory.server";
import { runRenderTask, type RenderTask } from "./render-tasks.server";

limitImageMemory();
yieldToTheRequestThread();

/**
 * The worker-thread entry of the render pool (piscina calls the default export with each
 * task). Built on its own to build/server/render-worker.js (scripts/build-server.mjs);
 * tests load this source through tsx.
 */
export default async function render(task: RenderTask) {
  return runRenderTask(task);
}

/**
 * Renders (the engine's drawings, print PDFs) run at a lower CPU priority than the thread that
 * answers requests (issue 35): on a busy instance a page waits for a core behind them otherwise.
 * They still take every core nobody else wants. Linux gives each thread its own niceness: this
 * thread's id is the last part of /proc/thread-self. Elsewhere, or when refused, nothing changes.
 */
function yieldToTheRequestThread() {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), 10);
  } catch {
    // Not Linux: renders keep the process's priority.
  }
}
