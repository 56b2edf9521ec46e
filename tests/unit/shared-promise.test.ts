import { describe, expect, it } from "vitest";
import { waitFor } from "~/utils/shared-promise";

describe("one render shared by requests waiting together", () => {
  it("gives each waiter its own refusal to send, body and headers intact", async () => {
    const busy = new Response(JSON.stringify({ message: "The print renderer is busy." }), {
      status: 503,
      headers: { "Retry-After": "5" },
    });
    const shared = Promise.reject(busy);
    const refusals = await Promise.all([1, 2, 3].map(() => waitFor(shared).catch((error: unknown) => error)));
    for (const refusal of refusals) {
      expect(refusal).toBeInstanceOf(Response);
      expect(refusal).not.toBe(busy);
      expect((refusal as Response).status).toBe(503);
      expect((refusal as Response).headers.get("Retry-After")).toBe("5");
    }
    // Each can be sent: reading one body leaves the others readable.
    const bodies = await Promise.all(refusals.map((refusal) => (refusal as Response).json()));
    expect(bodies).toEqual([1, 2, 3].map(() => ({ message: "The print renderer is busy." })));
  });

  it("passes values and other errors through as they are", async () => {
    const value = { bytes: 3 };
    await expect(waitFor(Promise.resolve(value))).resolves.toBe(value);
    const failure = new Error("disk full");
    await expect(waitFor(Promise.reject(failure))).rejects.toBe(failure);
  });
});
