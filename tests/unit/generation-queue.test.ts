import { describe, expect, it } from "vitest";
import { GenerationQueue } from "~/modules/generation/generation-queue.server";

function deferred() {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
}

describe("the generation queue", () => {
  it("runs at most `concurrency` jobs at once", async () => {
    const queue = new GenerationQueue(2);
    let running = 0;
    let peak = 0;
    const job = async () => {
      running++;
      peak = Math.max(peak, running);
      await new Promise((r) => setTimeout(r, 5));
      running--;
    };
    await Promise.all(Array.from({ length: 8 }, () => queue.run("standard", job)));
    expect(peak).toBe(2);
  });

  it("serves a priority (Pro) job submitted last before the waiting standard ones", async () => {
    const queue = new GenerationQueue(1);
    const gate = deferred();
    const order: string[] = [];
    const blocker = queue.run("standard", async () => {
      await gate.promise;
      order.push("blocker");
    });
    const free = ["free-1", "free-2", "free-3"].map((name) => queue.run("standard", async () => void order.push(name)));
    const positions: number[] = [];
    const pro = queue.run(
      "priority",
      async () => void order.push("pro"),
      (position) => positions.push(position),
    );
    expect(queue.pending).toBe(4);
    expect(positions[0]).toBe(1);
    gate.resolve();
    await Promise.all([blocker, ...free, pro]);
    expect(order).toEqual(["blocker", "pro", "free-1", "free-2", "free-3"]);
  });

  it("keeps first-come order among priority jobs", async () => {
    const queue = new GenerationQueue(1);
    const gate = deferred();
    const order: string[] = [];
    const jobs = [
      queue.run("standard", async () => {
        await gate.promise;
        order.push("first");
      }),
      queue.run("standard", async () => void order.push("free")),
      queue.run("priority", async () => void order.push("pro-1")),
      queue.run("priority", async () => void order.push("pro-2")),
    ];
    gate.resolve();
    await Promise.all(jobs);
    expect(order).toEqual(["first", "pro-1", "pro-2", "free"]);
  });

  it("frees the slot when a job fails", async () => {
    const queue = new GenerationQueue(1);
    await expect(queue.run("standard", async () => Promise.reject(new Error("boom")))).rejects.toThrow("boom");
    await expect(queue.run("standard", async () => "ok")).resolves.toBe("ok");
  });
});
