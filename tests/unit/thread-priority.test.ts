import { readdirSync, readFileSync } from "node:fs";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import {
  backgroundNiceness,
  IMAGE_THREAD_NAME,
  keepImageThreadsYielding,
} from "~/modules/renders/thread-priority.server";

/** This process's libvips threads with their niceness (the 19th field of a thread's stat, after its name). */
function imageThreads(): Array<{ tid: number; nice: number }> {
  return readdirSync("/proc/self/task").flatMap((tid) => {
    try {
      if (readFileSync(`/proc/self/task/${tid}/comm`, "utf8").trim() !== IMAGE_THREAD_NAME) return [];
      const stat = readFileSync(`/proc/self/task/${tid}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      return [{ tid: Number(tid), nice: Number(fields[16]) }];
    } catch {
      return []; // ended meanwhile
    }
  });
}

const picture = () =>
  sharp({ create: { width: 1600, height: 1600, channels: 3, background: "#c8261d" } })
    .avif({ effort: 1 })
    .toBuffer();

const BACKGROUND_NICENESS = 10;

describe.runIf(process.platform === "linux")("image work yields the CPU to the request thread", () => {
  it("is 10 unless RENDER_NICENESS says otherwise", () => {
    expect(backgroundNiceness()).toBe(BACKGROUND_NICENESS);
  });

  it("runs every libvips thread at nice 10, those started before the watch and those after", async () => {
    await picture();
    expect(imageThreads().length).toBeGreaterThan(0);
    // libuv's pool starts them at the process's priority.
    expect(imageThreads().some((thread) => thread.nice !== BACKGROUND_NICENESS)).toBe(true);
    const stop = keepImageThreadsYielding(20);
    try {
      await expect
        .poll(() => imageThreads().every((thread) => thread.nice === BACKGROUND_NICENESS), { timeout: 20_000 })
        .toBe(true);
      // More at once than before: libvips may start more threads, and they are lowered too.
      await Promise.all([picture(), picture(), picture(), picture()]);
      await expect
        .poll(() => imageThreads().every((thread) => thread.nice === BACKGROUND_NICENESS), { timeout: 20_000 })
        .toBe(true);
    } finally {
      stop();
    }
  });
});
