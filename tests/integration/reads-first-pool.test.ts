import { afterAll, describe, expect, test } from "vitest";
import { ReadsFirstPool } from "~/utils/reads-first-pool.server";

/**
 * The database pool's line (issue 35): when every connection is out, the next one set free goes
 * to a waiting read before a waiting write or job, whatever the order they came in; the pool's
 * connect timeout still holds in the line; `query` (what Prisma's adapter calls) goes through it.
 */
let reading = false;
const pool = new ReadsFirstPool(
  { connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 2_000 },
  () => reading,
);
afterAll(() => pool.end());

/** Asks for a connection as a read or not; answers the order it was granted in. */
function ask(read: boolean, order: string[], name: string) {
  reading = read;
  const client = pool.connect();
  reading = false;
  return client.then((granted) => {
    order.push(name);
    granted.release();
  });
}

describe("ReadsFirstPool", () => {
  test("a read waiting behind writes gets the next free connection", async () => {
    const held = await pool.connect();
    const order: string[] = [];
    const asked = [ask(false, order, "write 1"), ask(false, order, "write 2"), ask(true, order, "read")];
    expect(pool.waiting).toEqual({ reads: 1, others: 2 });
    held.release();
    await Promise.all(asked);
    expect(order).toEqual(["read", "write 1", "write 2"]);
    expect(pool.waiting).toEqual({ reads: 0, others: 0 });
  });

  test("queries go through the line, and every connection comes back", async () => {
    const answers = await Promise.all(
      Array.from({ length: 6 }, (_, n) => pool.query<{ n: number }>("SELECT $1::int AS n", [n])),
    );
    expect(answers.map((answer) => answer.rows[0].n)).toEqual([0, 1, 2, 3, 4, 5]);
    const again = await pool.connect();
    again.release();
  });

  test("waiting longer than the connect timeout fails as pg does, and the line goes on", async () => {
    const held = await pool.connect();
    await expect(pool.connect()).rejects.toThrow("timeout exceeded when trying to connect");
    expect(pool.waiting).toEqual({ reads: 0, others: 0 });
    held.release();
    const next = await pool.connect();
    next.release();
  });
});
