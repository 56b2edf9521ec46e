import { describe, expect, it } from "vitest";
import { isHttpError } from "~/utils/http-error";
import { uploadSlotStats, withUploadSlot } from "~/utils/upload-slots.server";

const pictureRequest = () =>
  new Request("http://localhost/api/generate", {
    method: "POST",
    headers: { "content-type": "multipart/form-data; boundary=x" },
  });

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

describe("upload slots", () => {
  it("takes four pictures in at once, lets the next wait in order, and refuses past the line with 503 and Retry-After", async () => {
    const tasks = Array.from({ length: 4 + 32 }, heldTask);
    const results = tasks.map((task) => withUploadSlot(pictureRequest(), task.run));
    await settle();
    expect(tasks.filter((task) => task.started())).toHaveLength(4);
    expect(uploadSlotStats()).toEqual({ taken: 4, waiting: 32 });

    const refused = await withUploadSlot(pictureRequest(), async () => "never").catch((error: unknown) => error);
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

  it("lets a slot go when the upload fails", async () => {
    const failed = await withUploadSlot(pictureRequest(), async () => {
      throw new Error("the client left");
    }).catch((error: unknown) => error);
    expect((failed as Error).message).toBe("the client left");
    expect(uploadSlotStats()).toEqual({ taken: 0, waiting: 0 });
  });

  it("never holds a request that cannot carry a picture", async () => {
    const held = Array.from({ length: 4 }, heldTask);
    const pending = held.map((task) => withUploadSlot(pictureRequest(), task.run));
    await settle();
    const json = new Request("http://localhost/api/generate", {
      method: "POST",
      headers: { "content-type": "application/json" },
    });
    const elsewhere = new Request("http://localhost/profile", {
      method: "POST",
      headers: { "content-type": "multipart/form-data; boundary=x" },
    });
    expect(await withUploadSlot(json, async () => "json")).toBe("json");
    expect(await withUploadSlot(elsewhere, async () => "profile")).toBe("profile");
    for (const task of held) task.finish();
    await Promise.all(pending);
  });
});
