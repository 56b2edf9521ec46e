import { limitImageMemory } from "./image-memory.server";
import { runRenderTask, type RenderTask } from "./render-tasks.server";
import { yieldThisThread } from "./thread-priority.server";

limitImageMemory();
// Renders (the engine's drawings, print PDFs) yield the CPU to the request thread.
yieldThisThread();

/**
 * The worker-thread entry of the render pool (piscina calls the default export with each
 * task). Built on its own to build/server/render-worker.js (scripts/build-server.mjs);
 * tests load this source through tsx.
 */
export default async function render(task: RenderTask) {
  return runRenderTask(task);
}
