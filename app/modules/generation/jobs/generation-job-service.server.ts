import { randomUUID } from "node:crypto";
import type { PgBoss } from "pg-boss";
import { toPublicDesign } from "~/modules/designs/designs.server";
import type { PublicDesign } from "~/modules/designs/public-design";
import {
  discardPicture,
  storePicture,
  type PictureRef,
  type PreparedPicture,
} from "~/modules/pictures/reference-pictures.server";
import { getPlan, type Tier } from "~/modules/plans/plans";
import { getImageStorage } from "~/modules/storage/image-storage.server";
import { prisma, type User } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { HttpError } from "~/utils/http-error";
import { currentRequestId } from "~/utils/logger.server";
import { generateMessages } from "~/utils/messages/generate";
import { limitMessages } from "~/utils/messages/limits";
import type { PreparedCustomization } from "../customize.server";
import type { PreparedGeneration } from "../generate-designs.server";
import {
  consumeGeneration,
  guestNetworkCounters,
  refundGeneration,
  type ConsumedSubject,
  type QuotaSubject,
} from "../quota.server";
import {
  findJob,
  GENERATION_QUEUE,
  getBoss,
  isJobId,
  JOB_DONE_CHANNEL,
  JOB_QUEUED_CHANNEL,
  notify,
  outcomeOf,
  waitForJob,
  wakeOneIdleWorker,
  type JobOutcome,
  type JobRecord,
} from "./generation-jobs.server";
import { withGuestRoom } from "./guest-room.server";
import { discardJobInputs } from "./job-inputs.server";
import { jobPriority } from "./job-order";
import type { EditPayload, GeneratePayload, JobPayload } from "./job-payload";
import { startGenerationWorkers } from "./job-workers.server";
import { waitingJobs } from "./waiting-jobs.server";

/**
 * The requests' side of the shared generation queue (decision 011): sending a job (with room
 * for it), waiting for it, its place in line, and taking jobs back (a client that left, a
 * deleted account). Workers: job-workers.server.ts.
 */

/** The shared queue is full: 503 with Retry-After. */
export class QueueFullError extends Error {
  override name = "QueueFullError";
  readonly status = 503;
  readonly retryAfterSeconds = 30;
  constructor() {
    super(generateMessages.busy);
  }
}

/** Seconds an account told it has too many generations waiting is asked to wait. */
const WAITING_RETRY_AFTER_SECONDS = 30;

export function ownerKeyOf(subject: ConsumedSubject): string {
  return subject.kind === "user" ? `user:${subject.userId}` : `visitor:${subject.visitorId}`;
}

/** The browser's own id for its generation (X-Generation-Id), when it is a UUID; else a new one. */
export function jobIdFor(candidate: string | null): string {
  return candidate && isJobId(candidate) ? candidate.toLowerCase() : randomUUID();
}

/**
 * The started queue, after checking it has room: one account (or guest) may have
 * GENERATION_WAITING_PER_ACCOUNT jobs waiting (429 with Retry-After), and everybody together
 * GENERATION_QUEUE_LIMIT (503 QueueFullError), so nobody fills the queue alone.
 */
async function ensureRoom(ownerKey: string): Promise<PgBoss> {
  const env = getEnv();
  const boss = await getBoss();
  startGenerationWorkers();
  const limit = env.GENERATION_WAITING_PER_ACCOUNT;
  const [own, waiting] = await Promise.all([
    boss.findJobs(GENERATION_QUEUE, { data: { ownerKey }, queued: true, limit }),
    waitingJobs(),
  ]);
  if (own.length >= limit) {
    throw new HttpError(429, limitMessages.waitingGenerations(limit), {
      retryAfterSeconds: WAITING_RETRY_AFTER_SECONDS,
      details: { limit: "generation-waiting", retryAfterSeconds: WAITING_RETRY_AFTER_SECONDS },
    });
  }
  if (waiting.length >= env.GENERATION_QUEUE_LIMIT) throw new QueueFullError();
  return boss;
}

/**
 * Sends the job, in its place in line (job-order.ts) and its owner's group (pg-boss's group
 * concurrency), with the id of the request that sent it, and wakes a worker: one of this
 * instance at once, the others by NOTIFY.
 */
async function sendJob(boss: PgBoss, jobId: string, tier: Tier, payload: JobPayload): Promise<void> {
  const env = getEnv();
  const priority = jobPriority(new Date(), {
    hasPriority: getPlan(tier).hasPriority,
    agingSeconds: env.GENERATION_AGING_SECONDS,
  });
  const data: JobPayload = { ...payload, requestId: currentRequestId() };
  const id = await boss.send(GENERATION_QUEUE, data, { id: jobId, priority, group: { id: payload.ownerKey } });
  // A job id the browser sent that is already taken (a replay, or someone else's): never anyone's job.
  if (!id) throw new HttpError(409, generateMessages.jobIdTaken);
  wakeOneIdleWorker();
  await notify(JOB_QUEUED_CHANNEL, jobId).catch(() => {});
}

/** Queues a customization of `user` (its original image kept in storage until the job ends). */
export async function submitCustomization(user: User, prepared: PreparedCustomization, jobId: string): Promise<string> {
  const ownerKey = ownerKeyOf({ kind: "user", userId: user.id, plan: user.subscriptionType });
  const boss = await ensureRoom(ownerKey);
  // Its own name, whatever id the browser sent: a reused job id can never overwrite or delete another job's input.
  const inputKey = `jobs/${jobId}-${randomUUID()}.png`;
  const storage = getImageStorage();
  await storage.put(inputKey, prepared.spec.original.png);
  const { png: _png, ...original } = prepared.spec.original;
  const payload: EditPayload = {
    kind: "edit",
    ownerKey,
    consumption: null,
    prepared: { ...prepared, spec: { ...prepared.spec, original } },
    inputKey,
  };
  try {
    await sendJob(boss, jobId, prepared.tier, payload);
  } catch (error) {
    await storage.delete(inputKey).catch(() => {});
    throw error;
  }
  return jobId;
}

/**
 * Queues a generation: consumes the quota (a spent one is refused first, whatever else is
 * exceeded), checks there is room, stores its reference picture if it has one (the job carries
 * its key) and sends the job. The quota is given back, and the picture discarded, when there is
 * no room, and otherwise only when the job finally fails.
 */
export async function submitGeneration(
  subject: QuotaSubject,
  prepared: PreparedGeneration,
  jobId: string,
  picture?: PreparedPicture,
): Promise<string> {
  const ownerKey = ownerKeyOf(subject);
  const consumption = await consumeGeneration(subject);
  let stored: PictureRef | undefined;
  const send = async () => {
    const boss = await ensureRoom(ownerKey);
    stored = picture ? await storePicture(picture) : undefined;
    const payload: GeneratePayload = {
      kind: "generate",
      ownerKey,
      consumption,
      prepared: { ...prepared, picture: stored },
    };
    await sendJob(boss, jobId, prepared.tier, payload);
  };
  try {
    // A guest also needs room in the guests' share of the queue and on its network (M2).
    if (subject.kind === "anonymous")
      await withGuestRoom(guestNetworkCounters(subject.clientIp), getEnv().GENERATION_QUEUE_LIMIT, send);
    else await send();
  } catch (error) {
    await refundGeneration(consumption).catch(() => {});
    if (stored) await discardPicture(stored.key).catch(() => {});
    throw error;
  }
  return jobId;
}

/** Whether `subject` owns the job (only the owner sees its designs or position). */
export function ownsJob(job: JobRecord, ownerKey: string): boolean {
  return job.data.ownerKey === ownerKey;
}

/** The designs of a finished job, in the order it made them (as recorded, when it finished on this instance). */
export async function designsOfOutcome(outcome: JobOutcome): Promise<PublicDesign[]> {
  if (!outcome.ok) return [];
  if (outcome.designs) return outcome.designs;
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
    return await waitForJob(jobId, signal);
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
    return await waitForJob(jobId, either);
  } catch (error) {
    if (either.aborted) return null;
    throw error;
  }
}

/**
 * Takes back a job that has not started: marked withdrawn through pg-boss's update(), which
 * changes only a job still waiting (so a worker that fetches it afterwards runs nothing), then
 * cancelled; its quota is given back and its inputs deleted (discardJobInputs). False when it
 * had already started.
 */
export async function dropIfNotStarted(jobId: string): Promise<boolean> {
  const job = await findJob(jobId);
  if (job?.state !== "created") return false;
  const boss = await getBoss();
  const { updated } = await boss.update(GENERATION_QUEUE, { ...job.data, withdrawn: true }, { id: jobId });
  if (updated === 0) return false;
  await boss.cancel(GENERATION_QUEUE, jobId);
  if (job.data.consumption) await refundGeneration(job.data.consumption);
  await discardJobInputs(job.data);
  await notify(JOB_DONE_CHANNEL, jobId).catch(() => {});
  return true;
}

/**
 * Account deletion: cancels the owner's waiting and running jobs and deletes all their jobs
 * from the queue, prompts with them, through pg-boss's own calls (findJobs, cancel,
 * deleteJob); a waiting job's inputs (original image, picture) go too. A job already running
 * finishes its provider call, but its designs can no longer be stored (the account is gone)
 * and it cleans up its own files. Answers how many jobs were removed.
 */
export async function forgetJobsOfUser(userId: string): Promise<number> {
  const ownerKey = ownerKeyOf({ kind: "user", userId, plan: "free" });
  const boss = await getBoss();
  const jobs = await boss.findJobs<JobPayload>(GENERATION_QUEUE, { data: { ownerKey }, limit: 100_000 });
  if (jobs.length === 0) return 0;
  const ids = jobs.map((job) => job.id);
  await boss.cancel(GENERATION_QUEUE, ids);
  await boss.deleteJob(GENERATION_QUEUE, ids);
  await Promise.all(jobs.map((job) => discardJobInputs(job.data)));
  // Requests still waiting on these jobs stop waiting.
  await Promise.all(ids.map((id) => notify(JOB_DONE_CHANNEL, id).catch(() => {})));
  return ids.length;
}

/**
 * Of these stored pictures, those a job still waiting (created, retry) or running (active) will read: the cleanup
 * leaves them (M11). A generation and each customization of its designs carry the picture's key, so a key may be in
 * many finished jobs: the waiting ones are asked for apart (`queued`), and the running ones among every job with the
 * key. One or two findJobs per key (pg-boss's data containment), for the few keys a cleanup looks at.
 */
export async function picturesHeldByJobs(keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const boss = await getBoss();
  const held: string[] = [];
  for (const key of keys) {
    const data = { prepared: { picture: { key } } };
    const waiting = await boss.findJobs(GENERATION_QUEUE, { data, queued: true, limit: 1 });
    const live =
      waiting.length > 0 ||
      (await boss.findJobs(GENERATION_QUEUE, { data, limit: 100_000 })).some((job) => job.state === "active");
    if (live) held.push(key);
  }
  return new Set(held);
}

export { findJob, isJobId, outcomeOf, startGenerationWorkers };
export { queuePositionOfJob } from "./waiting-jobs.server";
