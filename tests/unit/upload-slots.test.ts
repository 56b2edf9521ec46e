import { afterEach, describe, expect, it, vi } from "vitest";
import { isHttpError } from "~/utils/http-error";
import { readBodyBytes } from "~/utils/request-body.server";
import { uploadSlotStats, withUploadSlot } from "~/utils/upload-slots.server";

/** A task that holds its slot until `finish` is called. */
function heldTask() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  let started = false;
  return {
    run: () => {
      started = true;
      return done.then(() => "taken");
    },
    finish: () => finish(),
    started: () => started,
  };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
const never = new AbortController().signal;
const refusalOf = (promise: Promise<unknown>) =>
  promise.then(
    () => null,
    (error: unknown) => error,
  );

describe("upload slots", () => {
  it("takes four pictures in at once, lets the next wait in order, and refuses past the line with 503 and Retry-After", async () => {
    const tasks = Array.from({ length: 4 + 32 }, heldTask);
    const results = tasks.map((task, index) => withUploadSlot(`account-${index}`, never, task.run));
    await settle();
    expect(tasks.filter((task) => task.started())).toHaveLength(4);
    expect(uploadSlotStats()).toEqual({ taken: 4, waiting: 32 });

    const refused = await refusalOf(withUploadSlot("one-more", never, async () => "never"));
    expect(isHttpError(refused) && refused.status).toBe(503);
    expect(isHttpError(refused) && refused.headers?.["Retry-After"]).toBe("10");

    tasks[1].finish();
    await settle();
    // The first waiting one got the slot that was let go; the others still wait.
    expect(tasks[4].started()).toBe(true);
    expect(tasks[5].started()).toBe(false);
    expect(uploadSlotStats()).toEqual({ taken: 4, waiting: 31 });

    for (const task of tasks) task.finish();
    await Promise.all(results);
    await settle();
    expect(tasks.every((task) => task.started())).toBe(true);
    expect(uploadSlotStats()).toEqual({ taken: 0, waiting: 0 });
  });

  it("gives one account one slot, taken or waiting: its second upload is refused (429) until the first is in (M8)", async () => {
    const others = Array.from({ length: 4 }, heldTask);
    const taking = others.map((task, index) => withUploadSlot(`other-${index}`, never, task.run));
    const first = heldTask();
    const waiting = withUploadSlot("account", never, first.run);
    await settle();
    expect(uploadSlotStats()).toEqual({ taken: 4, waiting: 1 });
    const second = await refusalOf(withUploadSlot("account", never, async () => "never"));
    expect(second).toMatchObject({
      status: 429,
      retryAfterSeconds: 60,
      details: { limit: "upload:account" },
      message:
        "Upload limit reached: one picture at a time per account, and one of yours is still being sent. Please try again once it has arrived (within 60 seconds).",
    });
    others[0].finish();
    await settle();
    expect(first.started()).toBe(true);
    expect(await refusalOf(withUploadSlot("account", never, async () => "never"))).toMatchObject({ status: 429 });
    first.finish();
    expect(await waiting).toBe("taken");
    expect(await withUploadSlot("account", never, async () => "again")).toBe("again");
    for (const task of others) task.finish();
    await Promise.all(taking);
  });

  it("takes a waiter whose client left out of the line at once, and lets its account upload again (M8)", async () => {
    const held = Array.from({ length: 4 }, heldTask);
    const taking = held.map((task, index) => withUploadSlot(`held-${index}`, never, task.run));
    const client = new AbortController();
    const left = heldTask();
    const leaving = refusalOf(withUploadSlot("leaver", client.signal, left.run));
    await settle();
    expect(uploadSlotStats()).toEqual({ taken: 4, waiting: 1 });
    client.abort();
    expect(await leaving).toMatchObject({ status: 408 });
    expect(uploadSlotStats()).toEqual({ taken: 4, waiting: 0 });
    held[0].finish();
    await settle();
    expect(left.started()).toBe(false);
    expect(uploadSlotStats()).toEqual({ taken: 3, waiting: 0 });
    expect(await withUploadSlot("leaver", never, async () => "back")).toBe("back");
    for (const task of held) task.finish();
    await Promise.all(taking);
    expect(uploadSlotStats()).toEqual({ taken: 0, waiting: 0 });
  });

  it("lets a slot go when the upload fails", async () => {
    const failed = await refusalOf(
      withUploadSlot("failing", never, async () => {
        throw new Error("the client left");
      }),
    );
    expect((failed as Error).message).toBe("the client left");
    expect(uploadSlotStats()).toEqual({ taken: 0, waiting: 0 });
  });
});

describe("a picture's body that trickles in (M8)", () => {
  afterEach(() => vi.useRealTimers());

  /** A picture upload whose body sends its first chunk, then one more each time `more()` is called. */
  function trickle(signal?: AbortSignal) {
    const waiting: Array<() => void> = [];
    let sent = 0;
    const body = new ReadableStream<Uint8Array>({
      async pull(controller) {
        if (sent++ > 0) await new Promise<void>((resolve) => waiting.push(resolve));
        controller.enqueue(new Uint8Array(1024));
      },
    });
    const request = new Request("http://localhost/api/generate", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
      body,
      duplex: "half",
      signal,
    } as RequestInit);
    return { request, more: () => waiting.shift()?.() };
  }

  it("is cut off (408, Connection: close) after 10 seconds without a byte", async () => {
    vi.useFakeTimers();
    const { request } = trickle();
    const reading = refusalOf(readBodyBytes(request));
    let settled = false;
    void reading.then(() => (settled = true));
    await vi.advanceTimersByTimeAsync(9_999);
    expect(settled).toBe(false);
    await vi.advanceTimersByTimeAsync(2);
    const refused = (await reading) as Response;
    expect(refused.status).toBe(408);
    expect(refused.headers.get("connection")).toBe("close");
    expect(((await refused.json()) as { message: string }).message).toMatch(/^The picture took too long to arrive/);
  });

  it("stops at once when its client leaves (400), not at the deadline: the slot it holds is let go", async () => {
    vi.useFakeTimers();
    const client = new AbortController();
    const { request } = trickle(client.signal);
    const reading = refusalOf(readBodyBytes(request));
    await vi.advanceTimersByTimeAsync(1_000);
    client.abort();
    const refused = (await reading) as Response;
    expect(refused.status).toBe(400);
    expect(await refused.json()).toEqual({
      message: "The upload was broken off before it arrived. Please send it again.",
    });
  });

  it("is cut off after 60 seconds however steadily it trickles", async () => {
    vi.useFakeTimers();
    const { request, more } = trickle();
    const reading = refusalOf(readBodyBytes(request));
    for (let second = 0; second < 59; second += 5) {
      await vi.advanceTimersByTimeAsync(5_000);
      more();
    }
    await vi.advanceTimersByTimeAsync(2_000);
    expect(((await reading) as Response).status).toBe(408);
  });

  it("is not timed at all on other paths", async () => {
    vi.useFakeTimers();
    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        setTimeout(() => {
          controller.enqueue(new TextEncoder().encode("{}"));
          controller.close();
        }, 30_000);
      },
    });
    const request = new Request("http://localhost/api/styles", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body,
      duplex: "half",
    } as RequestInit);
    const reading = readBodyBytes(request);
    await vi.advanceTimersByTimeAsync(30_001);
    expect((await reading).toString()).toBe("{}");
  });
});
