import pg from "pg";
import { databaseUrl, JobQueueStoppedError } from "./generation-jobs.server";

/**
 * The global cap (IMAGE_MAX_CONCURRENCY jobs running at once across ALL instances): a worker
 * holds one of that many session advisory locks, on a connection of its own, before it fetches
 * a job and until the job ends. A dead instance's connections drop and its slots free themselves.
 * pg-boss has no cap across instances for a whole queue (its group concurrency is per group).
 */
const SLOT_LOCK_NAMESPACE = 0x494e4b; // "INK": advisory locks (namespace, slot) of the global cap

/** One worker's connection: its session advisory lock is one global slot. */
export class SlotHolder {
  private client: pg.Client | null = null;
  private slot: number | null = null;
  private closed = false;

  private async connection(): Promise<pg.Client> {
    if (this.closed) throw new JobQueueStoppedError();
    if (this.client) return this.client;
    const client = new pg.Client({
      connectionString: databaseUrl(),
      application_name: `inkwell job slot ${process.pid}`,
    });
    client.on("error", () => {
      if (this.client === client) this.client = null;
      this.slot = null;
    });
    await client.connect();
    if (this.closed) {
      // Closed while connecting: this connection would outlive the stop.
      await client.end().catch(() => {});
      throw new JobQueueStoppedError();
    }
    this.client = client;
    return client;
  }

  /** Takes a free slot of `cap`; false when all are held (by any instance). */
  async acquire(cap: number): Promise<boolean> {
    const client = await this.connection();
    for (let slot = 0; slot < cap; slot++) {
      const { rows } = await client.query<{ ok: boolean }>("SELECT pg_try_advisory_lock($1::int, $2::int) AS ok", [
        SLOT_LOCK_NAMESPACE,
        slot,
      ]);
      if (rows[0]?.ok) {
        this.slot = slot;
        return true;
      }
    }
    return false;
  }

  async release(): Promise<void> {
    if (this.slot === null || !this.client) return;
    const slot = this.slot;
    this.slot = null;
    await this.client.query("SELECT pg_advisory_unlock($1::int, $2::int)", [SLOT_LOCK_NAMESPACE, slot]).catch(() => {});
  }

  /** Ends its connection (freeing its slot) for good: a worker stopping. */
  async close(): Promise<void> {
    this.closed = true;
    const client = this.client;
    this.client = null;
    await client?.end().catch(() => {});
  }
}
