import { describe, expect, it } from "vitest";
import { parseGenerateRequest } from "~/modules/generation/generation-request.server";
import { answerGenerationJob } from "~/modules/generation/jobs/generation-answer.server";
import { QueueFullError } from "~/modules/generation/jobs/generation-job-service.server";
import { APP_ORIGIN } from "../support/users";

/** The answer POST /api/generate and POST /api/edit share, for the refusals the route tests do not reach. */

const request = () => new Request(`${APP_ORIGIN}/api/generate`, { method: "POST" });

describe("answerGenerationJob", () => {
  it("answers a full queue with 503, its message and Retry-After", async () => {
    const response = await answerGenerationJob(request(), () => Promise.reject(new QueueFullError()));
    expect(response.status).toBe(503);
    expect(response.headers.get("Retry-After")).toBe("30");
    expect(response.headers.get("X-Generation-Id")).toBeNull();
    expect(await response.json()).toEqual({ message: "Inkwell is very busy right now. Please try again in a minute." });
  });

  it("answers a refused request with its status and message, keeping the headers already set", async () => {
    const response = await answerGenerationJob(request(), async (headers) => {
      headers.set("Set-Cookie", "a=b");
      return parseGenerateRequest({ description: "" }) as never;
    });
    expect(response.status).toBe(400);
    expect(response.headers.get("Set-Cookie")).toBe("a=b");
    expect(await response.json()).toMatchObject({ message: expect.stringMatching(/descri/i) as unknown });
  });

  it("lets a thrown Response (a rate limit) through as it is", async () => {
    const limited = Response.json({ message: "slow down" }, { status: 429 });
    await expect(answerGenerationJob(request(), () => Promise.reject(limited))).rejects.toBe(limited);
  });
});
