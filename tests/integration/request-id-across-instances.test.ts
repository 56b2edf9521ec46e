import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RunningApp } from "../support/app-server";
import { startAppOnThisDatabase } from "../support/built-app";
import { statusOf } from "../support/http-client";
import { logLinesOf } from "../support/logs";
import { createSessionCookie, createUser } from "../support/users";

/**
 * One generation followed through the logs of two instances on one database (issue 25): the
 * instance that answers the request runs no job workers (GENERATION_CONCURRENCY=0), so the job
 * runs on the other one, and its lines there carry the id of the request that sent it.
 */
let web: RunningApp;
let worker: RunningApp;

beforeAll(async () => {
  [web, worker] = await Promise.all([
    startAppOnThisDatabase({ LOG_REQUESTS: "true", GENERATION_CONCURRENCY: "0", RENDER_CONCURRENCY: "0" }),
    startAppOnThisDatabase({ GENERATION_CONCURRENCY: "1", RENDER_CONCURRENCY: "0" }),
  ]);
});
afterAll(async () => {
  await Promise.all([web?.dispose(), worker?.dispose()]);
});

describe("one request id across instances", () => {
  it("names the HTTP request on the instance that answered it and the job's lines on the instance that ran it", async () => {
    const user = await createUser({ plan: "premium" });
    const response = await fetch(`${web.url}/api/generate`, {
      method: "POST",
      headers: {
        cookie: await createSessionCookie({ userId: user.id }),
        origin: web.url,
        "content-type": "application/json",
      },
      body: JSON.stringify({ description: "a heron among reeds" }),
    });
    expect(await statusOf(response)).toBe(200);
    const requestId = response.headers.get("x-request-id")!;
    const jobId = response.headers.get("x-generation-id")!;
    expect(requestId).toBeTruthy();

    await expect
      .poll(() => logLinesOf(web).filter((line) => line.requestId === requestId && line.component === "http"))
      .toEqual([expect.objectContaining({ method: "POST", route: "/api/generate", status: 200, msg: "request" })]);
    const jobLines = () => logLinesOf(worker).filter((line) => line.jobId === jobId);
    await expect
      .poll(() => jobLines().map((line) => line.msg), { timeout: 20_000 })
      .toEqual(["job started", "job finished"]);
    for (const line of jobLines())
      expect(line).toMatchObject({ requestId, component: "jobs", kind: "generate", pid: worker.process.pid });
    expect(jobLines()[1]).toMatchObject({ outcome: "done" });
    expect(logLinesOf(web).filter((line) => line.jobId === jobId)).toEqual([]);
  });
});
