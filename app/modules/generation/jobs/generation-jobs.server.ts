import pg from "pg";
import PgBoss from "pg-boss";
import { getEnv } from "~/utils/env.server";
import type { Consumption } from "../quota.server";

/**
 * Generations and customizations as durable jobs in PostgreSQL (pg-boss, schema "pgboss"),
 * shared by every instance (decision 011):
 * - Pro jobs have a higher priority; a standard job that waited GENERATION_AGING_SECONDS
 *   is raised to the same priority, so it is never starved (first come first served then).
 * - IMAGE_MAX_CONCURRENCY caps jobs running at once across ALL instances: a worker holds
 *   one of that many session advisory locks while it runs a job, on its own connection,
 *   so a dead instance's slots free themselves when its connections drop.
 * - A running job's expiry is pushed on by a heartbeat; a job whose instance dies expires
 *   GENERATION_JOB_EXPIRE_SECONDS later and pg-boss hands it to another instance; the provider's 429/5xx are retried with exponential backoff.
 * - Completion is announced with NOTIFY; requests waiting on a job LISTEN (no polling).
 */

export const GENERATION_QUEUE = "generation";
export const JOB_DONE_CHANNEL = "inkwell_generation_done";
export const JOB_QUEUED_CHANNEL = "inkwell_generation_queued";
export const PRO_PRIORITY = 10;
const SLOT_LOCK_NAMESPACE = 0x494e4b; // "INK": advisory locks (namespace, slot) of the global cap

export type JobPayload =
  | { kind: "generate"; ownerKey: string; consumption: Consumption; input: unknown }
  | { kind: "edit"; ownerKey: string; consumption: Consumption | null; input: unknown };

/** A finished job: its designs, or what failed (`refused`: the provider's safety system said no). */
export type JobOutcome = { ok: true; designIds: string[] } | { ok: false; status: number; message: string; refused?: boolean };

export interface JobRecord {
  id: string;
  state: "created" | "retry" | "active" | "completed" | "cancelled" | "failed";
  data: JobPayload;
  output: unknown;
  priority: number;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
}

let boss: Promise<PgBoss> | undefined;
/** Set at shutdown: a worker or request still running then must not start the queue again. */
let stopped = false;

/** Thrown by the job queue once this instance is stopping. */
export class JobQueueStoppedError extends Error {
  constructor() {
    super("The job queue is stopped: this instance is shutting down.");
    this.name = "JobQueueStoppedError";
  }
}

function databaseUrl(): string {
  const url = getEnv().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  return url;
}

/** The started pg-boss (its schema is created or migrated on first start, under its own lock). */
export function getBoss(): Promise<PgBoss> {
  if (stopped) return Promise.reject(new JobQueueStoppedError());
  boss ??= (async () => {
    const env = getEnv();
    const expire = env.GENERATION_JOB_EXPIRE_SECONDS;
    const instance = new PgBoss({
      connectionString: databaseUrl(),
      schema: "pgboss",
      max: 4,
      application_name: "inkwell jobs",
      schedule: false,
      // Expired jobs (dead instances) are found by this maintenance; often enough to take over quickly.
      maintenanceIntervalSeconds: Math.max(1, Math.min(60, Math.floor(expire / 2))),
    } as ConstructorParameters<typeof PgBoss>[0]);
    instance.on("error", (error: unknown) => console.error("[jobs]", error));
    await instance.start();
    const options = {
      name: GENERATION_QUEUE,
      retryLimit: env.GENERATION_RETRY_LIMIT,
      retryDelay: 2,
      retryBackoff: true,
      expireInSeconds: expire,
      retentionMinutes: 60 * 24,
    };
    try {
      if (await instance.getQueue(GENERATION_QUEUE)) await instance.updateQueue(GENERATION_QUEUE, options);
      else await instance.createQueue(GENERATION_QUEUE, options);
    } catch (error) {
      // Another instance created it at the same moment.
      if (!(await instance.getQueue(GENERATION_QUEUE))) throw error;
    }
    return instance;
  })();
  boss.catch(() => (boss = undefined));
  return boss;
}

/**
 * Stops pg-boss and closes the queue's connections (its pool and the completion listener) at
 * shutdown, before the database goes away. From then on nothing here connects again: a worker
 * that outlived its stop (a job still running) would otherwise start a new queue whose
 * connections the database's stop then cuts.
 */
export async function stopBoss(): Promise<void> {
  stopped = true;
  const current = boss;
  boss = undefined;
  const client = await listener?.catch(() => undefined);
  listener = undefined;
  const instance = await current?.catch(() => undefined);
  // Workers here fetch jobs themselves (no work()), so stopping fails no running job: an
  // unfinished one is taken over after its expiry, as after a crash (decision 011).
  await Promise.all([instance?.stop({ graceful: false, wait: true, close: true }), client?.end().catch(() => {})]);
}

export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = (await getBoss()).getDb() as { executeSql(text: string, values: unknown[]): Promise<{ rows: T[] }> };
  return (await db.executeSql(text, values)).rows;
}

export async function findJob(id: string): Promise<JobRecord | null> {
  if (!isJobId(id)) return null;
  const job = (await (await getBoss()).getJobById(GENERATION_QUEUE, id, { includeArchive: true })) as
    | (Omit<JobRecord, "retryCount" | "retryLimit" | "createdOn"> & {
        retryCount?: number;
        retry_count?: number;
        retryLimit?: number;
        retry_limit?: number;
        createdOn?: Date;
        created_on?: Date;
      })
    | null;
  if (!job) return null;
  return {
    id: job.id,
    state: job.state,
    data: job.data,
    output: job.output,
    priority: job.priority,
    retryCount: job.retryCount ?? job.retry_count ?? 0,
    retryLimit: job.retryLimit ?? job.retry_limit ?? 0,
    createdOn: job.createdOn ?? job.created_on ?? new Date(),
  };
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export function isJobId(id: string): boolean {
  return UUID.test(id);
}

/** What a finished job answered; null while it waits or runs. */
export function outcomeOf(job: JobRecord): JobOutcome | null {
  if (job.state === "completed") {
    const output = job.output as JobOutcome | null;
    if (output && typeof output === "object" && "ok" in output) return output;
    return { ok: false, status: 500, message: "" };
  }
  if (job.state === "failed") return { ok: false, status: 502, message: "" };
  if (job.state === "cancelled") return { ok: false, status: 499, message: "" };
  return null;
}

/* ---------------------------------------------------------------- listening for completions */

type Waiter = () => void;
const waiters = new Map<string, Set<Waiter>>();
const wakeWorkers = new Set<() => void>();
let listener: Promise<pg.Client> | undefined;

function listen(): Promise<pg.Client> {
  if (stopped) return Promise.reject(new JobQueueStoppedError());
  listener ??= (async () => {
    const client = new pg.Client({ connectionString: databaseUrl(), application_name: "inkwell job listener" });
    const lost = () => {
      listener = undefined;
      // Whoever waits re-checks (and re-listens) rather than hanging on a dead connection.
      for (const set of waiters.values()) for (const wake of set) wake();
      for (const wake of wakeWorkers) wake();
    };
    client.on("error", lost);
    client.on("end", lost);
    client.on("notification", (message) => {
      if (message.channel === JOB_DONE_CHANNEL && message.payload) {
        for (const wake of waiters.get(message.payload) ?? []) wake();
      }
      for (const wake of wakeWorkers) wake();
    });
    await client.connect();
    await client.query(`LISTEN ${JOB_DONE_CHANNEL}`);
    await client.query(`LISTEN ${JOB_QUEUED_CHANNEL}`);
    (client as unknown as { connection?: { stream?: { unref?: () => void } } }).connection?.stream?.unref?.();
    return client;
  })();
  listener.catch(() => (listener = undefined));
  return listener;
}

export async function notify(channel: string, payload: string): Promise<void> {
  await sql("SELECT pg_notify($1, $2)", [channel, payload]);
}

/**
 * Resolves with the job once it is finished (completed, failed or cancelled), woken by
 * NOTIFY; `onChange` hears every state seen on the way (for queue positions).
 */
export async function waitForJob(id: string, signal?: AbortSignal): Promise<JobRecord> {
  await listen();
  return new Promise<JobRecord>((resolve, reject) => {
    let checking = false;
    let again = false;
    const set = waiters.get(id) ?? new Set<Waiter>();
    waiters.set(id, set);
    const finish = () => {
      set.delete(check);
      if (set.size === 0) waiters.delete(id);
      signal?.removeEventListener("abort", onAbort);
    };
    const check: Waiter = () => {
      if (checking) return void (again = true);
      checking = true;
      void (async () => {
        try {
          do {
            again = false;
            const job = await findJob(id);
            if (!job) throw new Error(`job ${id} is gone`);
            if (outcomeOf(job)) {
              finish();
              return resolve(job);
            }
          } while (again);
          if (!listener) await listen().catch(() => {});
        } catch (error) {
          finish();
          reject(error);
        } finally {
          checking = false;
        }
      })();
    };
    const onAbort = () => {
      finish();
      reject(signal?.reason ?? new Error("aborted"));
    };
    signal?.addEventListener("abort", onAbort, { once: true });
    set.add(check);
    check(); // it may have finished before we listened
  });
}

/** Wakes every idle worker now (a stop: they see it at once instead of after their wait). */
export function wakeIdleWorkers(): void {
  for (const wake of wakeWorkers) wake();
}

/** Wakes idle workers on a NOTIFY (a job was queued or finished) or after `ms` at most. */
export function idle(ms: number): Promise<void> {
  return new Promise((resolve) => {
    const wake = () => {
      clearTimeout(timer);
      wakeWorkers.delete(wake);
      resolve();
    };
    const timer = setTimeout(wake, ms);
    timer.unref?.();
    wakeWorkers.add(wake);
    void listen().catch(() => {});
  });
}

/* ---------------------------------------------------------------- the global cap */

/** A connection of its own per worker: its session advisory lock is one global slot. */
export class SlotHolder {
  private client: pg.Client | null = null;
  private slot: number | null = null;
  private closed = false;

  private async connection(): Promise<pg.Client> {
    if (this.closed) throw new JobQueueStoppedError();
    if (this.client) return this.client;
    const client = new pg.Client({ connectionString: databaseUrl(), application_name: `inkwell job slot ${process.pid}` });
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
