import { randomUUID } from "node:crypto";
import { prisma } from "~/utils/db.server";
import { toPublicDesign } from "~/modules/designs/designs.server";
import type { PublicDesign } from "~/modules/designs/public-design";
import { getPlan } from "~/modules/plans/plans";
import {
  discardPicture,
  readPicture,
  storePicture,
  type PictureRef,
  type PreparedPicture,
} from "~/modules/pictures/reference-pictures.server";
import { getImageStorage } from "~/modules/storage/image-storage.server";
import type { User } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { renderCustomization, type PreparedCustomization } from "../customize.server";
import { renderAndStoreGeneration, type PreparedGeneration } from "../generate-designs.server";
import { describeGenerationFailure, refundsQuota } from "../generation-errors.server";
import { ImageEngineError } from "../image-engine.server";
import { consumeGeneration, markGenerated, refundGeneration, type Consumption, type QuotaSubject } from "../quota.server";
import {
  findJob,
  GENERATION_QUEUE,
  getBoss,
  idle,
  isJobId,
  JOB_DONE_CHANNEL,
  JOB_QUEUED_CHANNEL,
  notify,
  outcomeOf,
  PRO_PRIORITY,
  SlotHolder,
  sql,
  waitForJob,
  wakeIdleWorkers,
  type JobOutcome,
  type JobRecord,
} from "./generation-jobs.server";

/** The shared queue is full: 503 with Retry-After. */
export class QueueFullError extends Error {
  override name = "QueueFullError";
  readonly status = 503;
  readonly retryAfterSeconds = 30;
  constructor() {
    super("Inkwell is very busy right now. Please try again in a minute.");
  }
}

interface GeneratePayload {
  kind: "generate";
  ownerKey: string;
  consumption: Consumption;
  prepared: PreparedGeneration;
}

/**
 * A customization: counts against no quota; its original image waits in storage under `inputKey`.
 * A design drawn from a picture is customized from that picture (`prepared.picture`, kept by its designs).
 */
interface EditPayload {
  kind: "edit";
  ownerKey: string;
  consumption: null;
  prepared: Omit<PreparedCustomization, "spec"> & {
    spec: Omit<PreparedCustomization["spec"], "original"> & { original: { seed?: number | null; engine?: string | null } };
  };
  inputKey: string;
}

type Payload = GeneratePayload | EditPayload;

export function ownerKeyOf(subject: QuotaSubject): string {
  return subject.kind === "user" ? `user:${subject.userId}` : `visitor:${subject.visitorId}`;
}

/** The browser's own id for its generation (X-Generation-Id), when it is a UUID; else a new one. */
export function jobIdFor(candidate: string | null): string {
  return candidate && isJobId(candidate) ? candidate.toLowerCase() : randomUUID();
}

/** The started queue, after checking it has room (503 QueueFullError when not). */
async function ensureRoom() {
  const env = getEnv();
  const boss = await getBoss();
  startGenerationWorkers();
  const [{ waiting }] = await sql<{ waiting: number }>(
    `SELECT count(*)::int AS waiting FROM pgboss.job WHERE name = $1 AND state IN ('created', 'retry')`,
    [GENERATION_QUEUE],
  );
  if (waiting >= env.GENERATION_QUEUE_LIMIT) throw new QueueFullError();
  return boss;
}

/** Queues a customization of `user` (its original image kept in storage until the job ends). */
export async function submitCustomization(user: User, prepared: PreparedCustomization, jobId: string): Promise<string> {
  const boss = await ensureRoom();
  const inputKey = `jobs/${jobId}.png`;
  const storage = getImageStorage();
  await storage.put(inputKey, prepared.spec.original.png);
  const { png: _png, ...original } = prepared.spec.original;
  // The payload carries keys, never image bytes.
  const payload: EditPayload = {
    kind: "edit",
    ownerKey: ownerKeyOf({ kind: "user", userId: user.id, plan: user.subscriptionType }),
    consumption: null,
    prepared: { ...prepared, spec: { ...prepared.spec, original } },
    inputKey,
  };
  try {
    const priority = getPlan(prepared.tier).hasPriority ? PRO_PRIORITY : 0;
    const id = await boss.send(GENERATION_QUEUE, payload as unknown as object, { id: jobId, priority });
    if (!id) throw new Error("the job was not queued");
  } catch (error) {
    await storage.delete(inputKey).catch(() => {});
    throw error;
  }
  await notify(JOB_QUEUED_CHANNEL, jobId).catch(() => {});
  return jobId;
}

/**
 * Queues a generation: refuses when the shared queue is full, consumes the quota (refunded only
 * when the job finally fails), stores its reference picture if it has one (the job carries its
 * key; discarded when the job fails for good) and sends the job.
 */
export async function submitGeneration(
  subject: QuotaSubject,
  prepared: PreparedGeneration,
  jobId: string,
  picture?: PreparedPicture,
): Promise<string> {
  const boss = await ensureRoom();
  const ownerKey = ownerKeyOf(subject);
  const consumption = await consumeGeneration(subject);
  let stored: PictureRef | undefined;
  try {
    stored = picture ? await storePicture(picture) : undefined;
    const payload: GeneratePayload = { kind: "generate", ownerKey, consumption, prepared: { ...prepared, picture: stored } };
    const priority = getPlan(prepared.tier).hasPriority ? PRO_PRIORITY : 0;
    const id = await boss.send(GENERATION_QUEUE, payload as unknown as object, { id: jobId, priority });
    if (!id) throw new Error("the job was not queued");
  } catch (error) {
    await refundGeneration(consumption).catch(() => {});
    if (stored) await discardPicture(stored.key).catch(() => {});
    throw error;
  }
  await notify(JOB_QUEUED_CHANNEL, jobId).catch(() => {});
  return jobId;
}

/** Whether `subject` owns the job (only the owner sees its designs or position). */
export function ownsJob(job: JobRecord, ownerKey: string): boolean {
  return (job.data as { ownerKey?: string }).ownerKey === ownerKey;
}

/** Place in the shared queue (1 = next to start), 0 once it runs or is finished. */
export async function queuePositionOfJob(job: JobRecord): Promise<number> {
  if (job.state !== "created" && job.state !== "retry") return 0;
  const [{ ahead }] = await sql<{ ahead: number }>(
    `SELECT count(*)::int AS ahead FROM pgboss.job
     WHERE name = $1 AND state IN ('created', 'retry') AND id <> $2
       AND (priority > $3 OR (priority = $3 AND created_on < $4))`,
    [GENERATION_QUEUE, job.id, job.priority, job.createdOn],
  );
  return ahead + 1;
}

/** The designs of a finished job, in the order it made them. */
export async function designsOfOutcome(outcome: JobOutcome): Promise<PublicDesign[]> {
  if (!outcome.ok) return [];
  const rows = await prisma.design.findMany({ where: { id: { in: outcome.designIds } } });
  const order = new Map(outcome.designIds.map((id, index) => [id, index]));
  return rows.sort((a, b) => order.get(a.id)! - order.get(b.id)!).map(toPublicDesign);
}

/**
 * Waits (LISTEN/NOTIFY) until the job is finished. When the client leaves before the job
 * started, the job is dropped and its quota given back.
 */
export async function awaitGeneration(jobId: string, signal?: AbortSignal): Promise<JobOutcome> {
  try {
    const job = await waitForJob(jobId, signal);
    return outcomeOf(job)!;
  } catch (error) {
    if (signal?.aborted) await dropIfNotStarted(jobId).catch(() => {});
    throw error;
  }
}

/**
 * The job's outcome once it is finished, or null when it is not finished within `ms`: the
 * job is left as it is (the no-JavaScript page waits a little, then refreshes).
 */
export async function waitForOutcome(jobId: string, ms: number, signal?: AbortSignal): Promise<JobOutcome | null> {
  const timeout = AbortSignal.timeout(ms);
  const either = signal ? AbortSignal.any([signal, timeout]) : timeout;
  try {
    return outcomeOf(await waitForJob(jobId, either));
  } catch (error) {
    if (either.aborted) return null;
    throw error;
  }
}

export async function dropIfNotStarted(jobId: string): Promise<boolean> {
  const rows = await sql<{ data: Payload }>(
    `UPDATE pgboss.job SET state = 'cancelled', completed_on = now()
     WHERE name = $1 AND id = $2 AND state = 'created' RETURNING data`,
    [GENERATION_QUEUE, jobId],
  );
  if (!rows[0]) return false;
  if (rows[0].data.consumption) await refundGeneration(rows[0].data.consumption);
  await discardInputs(rows[0].data);
  await notify(JOB_DONE_CHANNEL, jobId).catch(() => {});
  return true;
}

/** What a job that ends without designs leaves behind: a customization's copy of its original, a generation's picture. */
async function discardInputs(data: Payload): Promise<void> {
  if (data.kind === "edit")
    await getImageStorage()
      .delete(data.inputKey)
      .catch(() => {});
  else if (data.prepared?.picture) await discardPicture(data.prepared.picture.key).catch(() => {});
}

/**
 * Account deletion: cancels the owner's waiting and running jobs and deletes all their jobs
 * from the queue, prompts with them, through pg-boss's own calls (cancel, deleteJob); a
 * waiting customization's original image and a waiting generation's picture go too. A job already running finishes its
 * provider call, but its designs can no longer be stored (the account is gone) and it
 * cleans up its own files. Answers how many jobs were removed.
 */
export async function forgetJobsOfUser(userId: string): Promise<number> {
  const ownerKey = ownerKeyOf({ kind: "user", userId, plan: "free" });
  const rows = await sql<{ id: string; data: Payload }>(`SELECT id, data FROM pgboss.job WHERE name = $1 AND data->>'ownerKey' = $2`, [
    GENERATION_QUEUE,
    ownerKey,
  ]);
  if (rows.length === 0) return 0;
  const boss = await getBoss();
  const ids = rows.map((row) => row.id);
  await boss.cancel(GENERATION_QUEUE, ids);
  await boss.deleteJob(GENERATION_QUEUE, ids);
  await Promise.all(rows.map((row) => discardInputs(row.data)));
  // Requests still waiting on these jobs stop waiting.
  await Promise.all(ids.map((id) => notify(JOB_DONE_CHANNEL, id).catch(() => {})));
  return ids.length;
}

/** Of these stored pictures, those a job still waiting or running will read (the cleanup leaves them). */
export async function picturesHeldByJobs(keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const [{ queue }] = await sql<{ queue: string | null }>(`SELECT to_regclass('pgboss.job')::text AS queue`);
  if (!queue) return new Set(); // the queue was never started here: no job holds anything
  const rows = await sql<{ key: string }>(
    `SELECT data->'prepared'->'picture'->>'key' AS key FROM pgboss.job
     WHERE name = $1 AND state IN ('created', 'retry', 'active') AND data->'prepared'->'picture'->>'key' = ANY($2)`,
    [GENERATION_QUEUE, keys],
  );
  return new Set(rows.map((row) => row.key));
}

/* ---------------------------------------------------------------- workers */

interface FetchedJob {
  id: string;
  data: Payload;
  retryCount: number;
  retryLimit: number;
}

/**
 * While a job runs, its expiry keeps moving: GENERATION_JOB_EXPIRE_SECONDS after the last
 * heartbeat. An instance that dies stops beating, so its job expires that long after and
 * pg-boss's maintenance (on any instance) puts it back in the queue for another one.
 */
function startHeartbeat(jobId: string, seconds: number): () => void {
  const beat = () =>
    sql(
      `UPDATE pgboss.job SET expire_in = (now() - started_on) + make_interval(secs => $3)
       WHERE name = $1 AND id = $2 AND state = 'active'`,
      [GENERATION_QUEUE, jobId, seconds],
    ).catch(() => {});
  const timer = setInterval(beat, Math.max(500, (seconds * 1000) / 3));
  timer.unref();
  return () => clearInterval(timer);
}

async function runJob(job: FetchedJob): Promise<void> {
  const env = getEnv();
  const stopHeartbeat = startHeartbeat(job.id, env.GENERATION_JOB_EXPIRE_SECONDS);
  try {
    await runJobOnce(job);
  } finally {
    stopHeartbeat();
  }
}

async function runJobOnce(job: FetchedJob): Promise<void> {
  const boss = await getBoss();
  const data = job.data;
  if (data.kind === "edit") return runEditJob(job, data);
  const { prepared, consumption } = data;
  try {
    const designs = await renderAndStoreGeneration(prepared, consumption.subject);
    await markGenerated(consumption.subject).catch(() => {});
    await boss.complete(GENERATION_QUEUE, job.id, { ok: true, designIds: designs.map((design) => design.id) });
  } catch (error) {
    const retryable = error instanceof ImageEngineError && error.retryable;
    if (retryable && job.retryCount < job.retryLimit) {
      // pg-boss retries it later (exponential backoff); the quota stays consumed meanwhile.
      await boss.fail(GENERATION_QUEUE, job.id, { message: (error as Error).message });
      return;
    }
    if (refundsQuota(error, Boolean(prepared.picture))) {
      await refundGeneration(consumption).catch((refundError: unknown) =>
        console.error("[generation] could not refund a failed generation:", refundError),
      );
    }
    // A failed generation keeps nothing: its picture goes (unless designs of another run keep it).
    await discardInputs(data);
    await boss.complete(GENERATION_QUEUE, job.id, failedOutcome(error));
  }
  await notify(JOB_DONE_CHANNEL, job.id).catch(() => {});
}

async function runEditJob(job: FetchedJob, data: EditPayload): Promise<void> {
  const boss = await getBoss();
  const storage = getImageStorage();
  let final = true;
  try {
    const stored = await storage.get(data.inputKey);
    if (!stored) throw new Error("the customization's image is gone");
    const chunks: Buffer[] = [];
    for await (const chunk of stored.stream()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
    const picture = data.prepared.picture ? await readPicture(data.prepared.picture.key) : undefined;
    const spec = { ...data.prepared.spec, picture, original: { ...data.prepared.spec.original, png: Buffer.concat(chunks) } };
    const designs = await renderCustomization({ ...data.prepared, spec } as PreparedCustomization);
    await boss.complete(GENERATION_QUEUE, job.id, { ok: true, designIds: designs.map((design) => design.id) });
  } catch (error) {
    if (error instanceof ImageEngineError && error.retryable && job.retryCount < job.retryLimit) {
      final = false;
      await boss.fail(GENERATION_QUEUE, job.id, { message: error.message });
      return;
    }
    await boss.complete(GENERATION_QUEUE, job.id, failedOutcome(error));
  } finally {
    if (final) await storage.delete(data.inputKey).catch(() => {});
  }
  await notify(JOB_DONE_CHANNEL, job.id).catch(() => {});
}

/** A job's failure as its outcome: what the client is told, and whether the provider's safety system refused it. */
function failedOutcome(error: unknown): JobOutcome {
  const failure = describeGenerationFailure(error);
  const refused = error instanceof ImageEngineError && error.refusedBySafety;
  return { ok: false, status: failure.status, message: failure.message, ...(refused ? { refused } : {}) };
}

/**
 * pg-boss 10's own fetch (priority, then age; SKIP LOCKED), with one more rule: a job is
 * only taken while its account has fewer than `perAccount` jobs running, so one account
 * never holds every slot (its other jobs wait; others' jobs go ahead).
 */
async function fetchNextJob(perAccount: number): Promise<FetchedJob | undefined> {
  const rows = await sql<FetchedJob>(
    `WITH next AS (
       SELECT j.id FROM pgboss.job j
       WHERE j.name = $1 AND j.state < 'active' AND j.start_after < now()
         AND (SELECT count(*) FROM pgboss.job a
              WHERE a.name = $1 AND a.state = 'active' AND a.data->>'ownerKey' = j.data->>'ownerKey') < $2
       ORDER BY j.priority DESC, j.created_on, j.id
       LIMIT 1
       FOR UPDATE SKIP LOCKED
     )
     UPDATE pgboss.job j SET
       state = 'active',
       started_on = now(),
       retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
     FROM next WHERE j.name = $1 AND j.id = next.id
     RETURNING j.id, j.data, j.retry_count AS "retryCount", j.retry_limit AS "retryLimit"`,
    [GENERATION_QUEUE, perAccount],
  );
  return rows[0];
}

/** Before each fetch: standard jobs that waited long enough rank with Pro jobs. */
async function ageWaitingJobs(seconds: number): Promise<void> {
  await sql(
    `UPDATE pgboss.job SET priority = $2
     WHERE name = $1 AND state = 'created' AND priority < $2 AND created_on < now() - make_interval(secs => $3)`,
    [GENERATION_QUEUE, PRO_PRIORITY, seconds],
  );
}

/**
 * This instance's workers (GENERATION_CONCURRENCY of them). Each takes a global slot
 * (IMAGE_MAX_CONCURRENCY across instances) before it fetches the next job by priority.
 */
let running: (() => Promise<void>) | null = null;

/** Starts this instance's workers once (at launch; also on the first generation in-process). */
export function startGenerationWorkers(): () => Promise<void> {
  running ??= launchWorkers();
  return async () => {
    const stop = running;
    running = null;
    await stop?.();
  };
}

function launchWorkers(): () => Promise<void> {
  const env = getEnv();
  let stopped = false;
  const loops: Promise<void>[] = [];
  const holders: SlotHolder[] = [];
  for (let index = 0; index < env.GENERATION_CONCURRENCY; index++) {
    const holder = new SlotHolder();
    holders.push(holder);
    loops.push(
      (async () => {
        while (!stopped) {
          try {
            await getBoss();
            if (!(await holder.acquire(env.IMAGE_MAX_CONCURRENCY))) {
              await idle(1000);
              continue;
            }
            let job: FetchedJob | undefined;
            try {
              if (stopped) break;
              await ageWaitingJobs(env.GENERATION_AGING_SECONDS);
              job = await fetchNextJob(env.GENERATION_JOBS_PER_ACCOUNT);
              if (job) await runJob(job);
            } finally {
              await holder.release();
            }
            if (!job) await idle(2000);
          } catch (error) {
            if (!stopped) console.error("[generation] worker:", error);
            await idle(2000);
          }
        }
      })(),
    );
  }
  return async () => {
    stopped = true;
    wakeIdleWorkers();
    // A job still running past 5 s is left to finish or to be taken over after its expiry.
    await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, 5000).unref())]);
    await Promise.all(holders.map((holder) => holder.close()));
  };
}

export { findJob, isJobId, outcomeOf };
