import { readlinkSync } from "node:fs";
import { readdir, readFile } from "node:fs/promises";
import { setPriority } from "node:os";
import { getEnv } from "~/utils/env.server";

/**
 * Image and render work yields the CPU to the thread that answers requests (issue 35): on a busy
 * instance a page otherwise waits for a core behind it. Linux gives each thread its own niceness,
 * so the background threads run at RENDER_NICENESS (10 unless set); they still take every core nobody
 * else wants. Elsewhere (no /proc), or when refused, nothing changes.
 */
export function backgroundNiceness(): number {
  return getEnv().RENDER_NICENESS;
}

/** Lowers the calling thread's priority: the render pool's threads call it as they start. */
export function yieldThisThread(): void {
  try {
    setPriority(Number(readlinkSync("/proc/thread-self").split("/").pop()), backgroundNiceness());
  } catch {
    // Not Linux: the thread keeps the process's priority.
  }
}

/** The name libvips gives the threads that do the pixel work of every sharp call. */
export const IMAGE_THREAD_NAME = "libvips worker";

/**
 * Every sharp call (display versions, photos, stencils and PNGs) does its pixel work on libvips's
 * own threads, which libuv's pool starts at the process's priority whichever JavaScript thread
 * asked. Each one is found by its name and lowered as it appears: one look at the process's
 * threads now and every `everyMs`. Answers the function that stops looking.
 */
export function keepImageThreadsYielding(everyMs = 1_000): () => void {
  const lowered = new Set<number>();
  const niceness = backgroundNiceness();
  let looking = false;
  const look = async () => {
    if (looking) return;
    looking = true;
    try {
      const alive = new Set<number>();
      for (const entry of await readdir("/proc/self/task")) {
        const tid = Number(entry);
        alive.add(tid);
        if (lowered.has(tid)) continue;
        const name = (await readFile(`/proc/self/task/${entry}/comm`, "utf8").catch(() => "")).trim();
        if (name !== IMAGE_THREAD_NAME) continue;
        try {
          setPriority(tid, niceness);
        } catch {
          // Gone meanwhile, or refused: left as it is.
        }
        lowered.add(tid);
      }
      for (const tid of lowered) if (!alive.has(tid)) lowered.delete(tid);
    } catch {
      // No /proc (not Linux): nothing to lower, now or later.
      clearInterval(timer);
    } finally {
      looking = false;
    }
  };
  const timer = setInterval(() => void look(), everyMs);
  timer.unref();
  void look();
  return () => clearInterval(timer);
}
