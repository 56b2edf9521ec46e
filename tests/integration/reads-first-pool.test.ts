import { afterAll, describe, expect, test } from "vitest";
import { isDatabaseConnectionError } from "~/utils/database-health.server";
import { isHttpError } from "~/utils/http-error";
import { ReadsFirstPool } from "~/utils/reads-first-pool.server";

/**
 * The database pool's line (issue 35): when every connection is out, the next one set free goes
 * to a waiting read before a waiting write or job, whatever the order they came in, but never to
 * two reads in a row while a write waits; a wait longer than the line's bound is "busy" (503), not
 * an unreachable database; `query` (what Prisma's adapter calls) goes through it.
 */
let reading = false;
const pool = new ReadsFirstPool(
  { connectionString: process.env.DATABASE_URL, max: 1, connectionTimeoutMillis: 2_000, lineTimeoutMs: 1_000 },
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
  test("a read waiting behind writes gets the next free connection, and writes every other one", async () => {
    const held = await pool.connect();
    const order: string[] = [];
    const asked = [
      ask(false, order, "write 1"),
      ask(false, order, "write 2"),
      ask(true, order, "read 1"),
      ask(true, order, "read 2"),
      ask(true, order, "read 3"),
    ];
    expect(pool.waiting).toEqual({ reads: 3, others: 2 });
    held.release();
    await Promise.all(asked);
    expect(order).toEqual(["read 1", "write 1", "read 2", "write 2", "read 3"]);
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

  test("a wait longer than the line's bound is refused as busy, not as a database out of reach, and the line goes on", async () => {
    const held = await pool.connect();
    const refusal = await pool.connect().then(
      () => null,
      (error: unknown) => error,
    );
    expect(isHttpError(refusal) && [refusal.status, refusal.headers?.["Retry-After"]]).toEqual([503, "30"]);
    expect(isDatabaseConnectionError(refusal)).toBe(false);
    expect(pool.waiting).toEqual({ reads: 0, others: 0 });
    held.release();
    const next = await pool.connect();
    next.release();
  });
});
