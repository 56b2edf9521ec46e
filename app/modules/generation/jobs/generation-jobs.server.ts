import pg from "pg";
import { PgBoss, type JobWithMetadata } from "pg-boss";
import type { PublicDesign } from "~/modules/designs/public-design";
import { getEnv } from "~/utils/env.server";
import { errorFields, logger } from "~/utils/logger.server";
import { watchQueue } from "~/utils/metrics.server";
import type { JobPayload } from "./job-payload";
import { moveLegacyJobs } from "./legacy-job-queue.server";

/**
 * Generations and customizations as durable jobs in PostgreSQL (pg-boss 12, in its own schema),
 * shared by every instance (decision 011). This module starts the queue and reads its jobs;
 * the service (generation-job-service.server.ts) sends them and its workers run them:
 * - jobs run earliest deadline first: Pro at once, others GENERATION_AGING_SECONDS later
 *   (job-order.ts), so nothing is starved;
 * - IMAGE_MAX_CONCURRENCY caps jobs running at once across ALL instances (provider-slots.server.ts);
 *   pg-boss's group concurrency caps one account's (GENERATION_JOBS_PER_ACCOUNT);
 * - a running job sends pg-boss heartbeats; a job whose instance dies misses them and pg-boss's
 *   monitor (on any instance) puts it back for another instance; the provider's 429/5xx are
 *   retried with exponential backoff;
 * - sending and finishing are announced with NOTIFY; idle workers and requests waiting on a job
 *   LISTEN (no polling).
 */

export const GENERATION_QUEUE = "generation";
/**
 * pg-boss 12's schema. Not "pgboss": that is pg-boss 10's, which pg-boss 12 cannot migrate
 * (legacy-job-queue.server.ts moves its unfinished jobs here).
 */
export const JOB_SCHEMA = "job_queue";
export const JOB_DONE_CHANNEL = "inkwell_generation_done";
export const JOB_QUEUED_CHANNEL = "inkwell_generation_queued";

/**
 * A finished job: its designs, or what failed (`refused`: the provider's safety system said no).
 * `designs` is only ever in memory, never in the job's stored output: a request waiting on a
 * job that finished on its own instance gets the designs as they were recorded (no query).
 */
export type JobOutcome =
  | { ok: true; designIds: string[]; designs?: PublicDesign[] }
  | { ok: false; status: number; message: string; refused?: boolean };

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
let stopLegacyMoves = () => {};
/** Set at shutdown: a worker or request still running then must not start the queue again. */
let stopped = false;
const log = logger("jobs");

/** Thrown by the job queue once this instance is stopping. */
export class JobQueueStoppedError extends Error {
  constructor() {
    super("The job queue is stopped: this instance is shutting down.");
    this.name = "JobQueueStoppedError";
  }
}

export function databaseUrl(): string {
  const url = getEnv().DATABASE_URL;
  if (!url) throw new Error("DATABASE_URL is not set");
  return url;
}

/** The queue's settings, applied at every start (a changed variable takes effect on the next one). */
function queueOptions() {
  const env = getEnv();
  return {
    retryLimit: env.GENERATION_RETRY_LIMIT,
    retryDelay: 2,
    retryBackoff: true,
    // The takeover: a job whose heartbeats stop this long is failed into its retry.
    heartbeatSeconds: env.GENERATION_JOB_EXPIRE_SECONDS,
    // Even a live worker never keeps a generation longer than this (a provider call hanging).
    expireInSeconds: 15 * 60,
    // Finished jobs stay a day: a client that lost its answer asks for them by id.
    deleteAfterSeconds: 24 * 60 * 60,
  };
}

/** The started pg-boss (its schema is created or migrated on first start, under its own lock). */
export function getBoss(): Promise<PgBoss> {
  if (stopped) return Promise.reject(new JobQueueStoppedError());
  boss ??= (async () => {
    const env = getEnv();
    // The monitor finds jobs whose heartbeats stopped and refreshes the queue's counts: often
    // enough that a dead instance's job is taken over soon after its heartbeat window.
    const monitorSeconds = Math.max(2, Math.min(30, Math.floor(env.GENERATION_JOB_EXPIRE_SECONDS / 2)));
    const instance = new PgBoss({
      connectionString: databaseUrl(),
      schema: JOB_SCHEMA,
      max: env.JOB_QUEUE_POOL_MAX,
      application_name: "inkwell jobs",
      schedule: false,
      superviseIntervalSeconds: monitorSeconds,
      monitorIntervalSeconds: monitorSeconds,
      maintenanceIntervalSeconds: 60 * 60,
    });
    instance.on("error", (error: unknown) => log.error(errorFields(error), "job queue error"));
    await instance.start();
    try {
      if (await instance.getQueue(GENERATION_QUEUE)) await instance.updateQueue(GENERATION_QUEUE, queueOptions());
      else await instance.createQueue(GENERATION_QUEUE, queueOptions());
    } catch (error) {
      // Another instance created it at the same moment.
      if (!(await instance.getQueue(GENERATION_QUEUE))) throw error;
    }
    watchQueue(async () => {
      const [stats] = await instance.getQueueStats(GENERATION_QUEUE);
      return { waiting: stats.queuedCount, running: stats.activeCount };
    });
    stopLegacyMoves = await moveLegacyJobs(instance, {
      queue: GENERATION_QUEUE,
      connectionString: databaseUrl(),
      graceSeconds: env.GENERATION_JOB_EXPIRE_SECONDS,
      agingSeconds: env.GENERATION_AGING_SECONDS,
    }).catch((error: unknown) => {
      log.error(errorFields(error), "could not move the pg-boss 10 queue's jobs");
      return () => {};
    });
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
  stopLegacyMoves();
  const current = boss;
  boss = undefined;
  const client = await listener?.catch(() => undefined);
  listener = undefined;
  const instance = await current?.catch(() => undefined);
  // Workers here fetch jobs themselves (no work()), so stopping fails no running job: an
  // unfinished one is taken over once its heartbeats stop, as after a crash (decision 011).
  await Promise.all([instance?.stop({ graceful: false, close: true }), client?.end().catch(() => {})]);
}

/** Our own statements (NOTIFY) on the queue's pool. */
export async function sql<T = Record<string, unknown>>(text: string, values: unknown[] = []): Promise<T[]> {
  const db = (await getBoss()).getDb();
  return ((await db.executeSql(text, values)) as { rows: T[] }).rows;
}

export function toJobRecord(job: JobWithMetadata<JobPayload>): JobRecord {
  return {
    id: job.id,
    state: job.state,
    data: job.data,
    output: job.output,
    priority: job.priority,
    retryCount: job.retryCount,
    retryLimit: job.retryLimit,
    createdOn: job.createdOn,
  };
}

export async function findJob(id: string): Promise<JobRecord | null> {
  if (!isJobId(id)) return null;
  const [job] = await (await getBoss()).findJobs<JobPayload>(GENERATION_QUEUE, { id });
  return job ? toJobRecord(job) : null;
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

/** Wakes one waiting request: to check the job again, or with its outcome when it finished on this instance. */
type Waiter = (finishedHere?: JobOutcome) => void;
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
 * Resolves with the job's outcome once it is finished (completed, failed or cancelled): at
 * once when it finished on this instance (finishedHere), else woken by NOTIFY.
 */
export async function waitForJob(id: string, signal?: AbortSignal): Promise<JobOutcome> {
  await listen();
  return new Promise<JobOutcome>((resolve, reject) => {
    let checking = false;
    let again = false;
    const set = waiters.get(id) ?? new Set<Waiter>();
    waiters.set(id, set);
    const finish = () => {
      set.delete(check);
      if (set.size === 0) waiters.delete(id);
      signal?.removeEventListener("abort", onAbort);
    };
    const check: Waiter = (finishedHere) => {
      if (finishedHere) {
        finish();
        return resolve(finishedHere);
      }
      if (checking) return void (again = true);
      checking = true;
      void (async () => {
        try {
          do {
            again = false;
            const job = await findJob(id);
            if (!job) throw new Error(`job ${id} is gone`);
            const outcome = outcomeOf(job);
            if (outcome) {
              finish();
              return resolve(outcome);
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
    // A signal aborted while the listener connected fires no event any more.
    if (signal?.aborted) return onAbort();
    signal?.addEventListener("abort", onAbort, { once: true });
    set.add(check);
    check(); // it may have finished before we listened
  });
}

/**
 * A job of this instance is finished (its outcome stored): the requests here waiting on it get
 * its outcome at once, without its NOTIFY's round trip or a query. Others hear the NOTIFY.
 */
export function finishedHere(id: string, outcome: JobOutcome): void {
  for (const wake of waiters.get(id) ?? []) wake(outcome);
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

/** Wakes one idle worker of this instance now: a job was just sent here (no wait for its NOTIFY). */
export function wakeOneIdleWorker(): void {
  const [first] = wakeWorkers;
  first?.();
}
