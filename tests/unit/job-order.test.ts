import { describe, expect, it } from "vitest";
import { jobPriority, queuePosition, type QueuedJob } from "~/modules/generation/jobs/job-order";

/** The shared queue's order (decision 011): earliest deadline first, Pro without the aging delay. */
const AGING = 60;
const at = (seconds: number) => new Date(Date.UTC(2027, 4, 1, 12, 0, 0) + seconds * 1000);
const job = (id: string, sentAtSeconds: number, hasPriority: boolean): QueuedJob => ({
  id,
  createdOn: at(sentAtSeconds),
  priority: jobPriority(at(sentAtSeconds), { hasPriority, agingSeconds: AGING }),
});
/** The ids in the order pg-boss fetches them (priority, then creation). */
const fetchOrder = (jobs: QueuedJob[]) =>
  [...jobs].sort((a, b) => queuePosition(a, jobs) - queuePosition(b, jobs)).map((j) => j.id);

describe("the generation queue's order", () => {
  it("runs a Pro job before standard jobs sent up to the aging delay before it", () => {
    const jobs = [job("standard-1", 0, false), job("standard-2", 10, false), job("pro", 59, true)];
    expect(fetchOrder(jobs)).toEqual(["pro", "standard-1", "standard-2"]);
    expect(queuePosition(jobs[2], jobs)).toBe(1);
    expect(queuePosition(jobs[0], jobs)).toBe(2);
  });

  it("never lets a job sent more than the aging delay later pass a standard job", () => {
    const jobs = [job("pro-late", 61, true), job("standard", 0, false), job("standard-later", 5, false)];
    // 61 s after "standard": behind it; 56 s after "standard-later": still ahead of that one.
    expect(fetchOrder(jobs)).toEqual(["standard", "pro-late", "standard-later"]);
  });

  it("keeps first come, first served among jobs of one kind", () => {
    const pro = [job("a", 3, true), job("b", 1, true), job("c", 2, true)];
    expect(fetchOrder(pro)).toEqual(["b", "c", "a"]);
    const standard = [job("x", 30, false), job("y", 20, false)];
    expect(fetchOrder(standard)).toEqual(["y", "x"]);
  });

  it("fits PostgreSQL's integer for decades", () => {
    const late = jobPriority(new Date(Date.UTC(2090, 0, 1)), { hasPriority: false, agingSeconds: 3600 });
    expect(Number.isInteger(late)).toBe(true);
    expect(late).toBeGreaterThan(-(2 ** 31));
  });
});
