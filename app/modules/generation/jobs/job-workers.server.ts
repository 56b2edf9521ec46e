import type { JobAttempt, PgBoss } from "pg-boss";
import { REFUNDED_PICTURE_REFUSALS } from "~/modules/limits/limits";
import { takeAccountAllowance } from "~/modules/limits/rate-limit.server";
import { readPicture } from "~/modules/pictures/reference-pictures.server";
import { getImageStorage } from "~/modules/storage/image-storage.server";
import { getEnv } from "~/utils/env.server";
import { errorFields, logger, runWithRequestContext } from "~/utils/logger.server";
import { pictureMessages } from "~/utils/messages/picture";
import { jobDuration, queueWait } from "~/utils/metrics.server";
import { renderCustomization, type PreparedCustomization } from "../customize.server";
import { renderAndStoreGeneration } from "../generate-designs.server";
import { describeGenerationFailure, refundsQuota, refusedBySafety } from "../generation-errors.server";
import { ImageEngineError } from "../image-engine.server";
import { markGenerated, refundGeneration } from "../quota.server";
import {
  finishedHere,
  GENERATION_QUEUE,
  getBoss,
  idle,
  JOB_DONE_CHANNEL,
  JOB_QUEUED_CHANNEL,
  notify,
  wakeIdleWorkers,
  type JobOutcome,
} from "./generation-jobs.server";
import { affected, handBackJob, JobHandedBackError } from "./job-hand-back.server";
import { discardJobInputs } from "./job-inputs.server";
import type { EditPayload, GeneratePayload, JobPayload } from "./job-payload";
import { SlotHolder } from "./provider-slots.server";

/**
 * This instance's workers (GENERATION_CONCURRENCY of them, none when it is 0: an instance that
 * only answers requests). Each takes a global slot (IMAGE_MAX_CONCURRENCY across instances)
 * before it fetches the next job, so the provider's cap is never exceeded and the next job is
 * always the first in line; pg-boss's fetch skips the jobs of an account that already has
 * GENERATION_JOBS_PER_ACCOUNT running (group concurrency), so others' jobs go ahead of them.
 * A job runs under the request id that sent it: its log lines name it on whichever instance.
 * Stopped (SIGTERM), they fetch nothing more and hand back at once the jobs still waiting on the
 * provider (job-hand-back.server.ts); a job already storing its designs finishes.
 */

const log = logger("jobs");

interface FetchedJob {
  id: string;
  data: JobPayload;
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startedOn: Date;
}

/** How one attempt ended. */
type Outcome = "done" | "retried" | "failed" | "withdrawn" | "handed back";

/**
 * An attempt's outcome; for a finished job what it answered (the done one's designs with it, for
 * the requests waiting here), and for a done one what makes its designs' display versions.
 */
interface Settled {
  outcome: Outcome;
  answer?: JobOutcome;
  makeDisplayVersions?: () => Promise<void>;
}

/** Stops this instance's workers; a job still running at `deadline` (ms since the epoch) is left to its heartbeats. */
export type StopWorkers = (deadline?: number) => Promise<void>;

let running: StopWorkers | null = null;
/** Once stopped (the instance is shutting down), a generation sent from here starts no workers again. */
let stoppedForGood = false;

/** Starts this instance's workers once (at launch; also on the first generation in-process). */
export function startGenerationWorkers(): StopWorkers {
  if (!stoppedForGood) running ??= launchWorkers();
  return async (deadline) => {
    stoppedForGood = true;
    const stop = running;
    running = null;
    await stop?.(deadline);
  };
}

/** Without a deadline, a stop waits this long for running jobs (tests; the launcher passes its own). */
const DEFAULT_STOP_MS = 5_000;

function launchWorkers(): StopWorkers {
  const env = getEnv();
  const stopping = new AbortController();
  const holders = Array.from({ length: env.GENERATION_CONCURRENCY }, () => new SlotHolder());
  const loops = holders.map(async (holder) => {
    while (!stopping.signal.aborted) {
      try {
        const boss = await getBoss();
        if (!(await holder.acquire(env.IMAGE_MAX_CONCURRENCY))) {
          await idle(1000);
          continue;
        }
        let job: FetchedJob | undefined;
        let outcome: Outcome | undefined;
        try {
          if (stopping.signal.aborted) break;
          job = await fetchNextJob(boss, env.GENERATION_JOBS_PER_ACCOUNT);
          if (job) outcome = await runJob(boss, job, stopping.signal);
        } finally {
          await holder.release();
        }
        // Its slot is free now: the other instances' idle workers hear of the job at once.
        if (job && outcome === "handed back") await notify(JOB_QUEUED_CHANNEL, job.id).catch(() => {});
        if (!job) await idle(2000);
      } catch (error) {
        if (!stopping.signal.aborted) log.error(errorFields(error), "generation worker");
        await idle(2000);
      }
    }
  });
  return async (deadline = Date.now() + DEFAULT_STOP_MS) => {
    stopping.abort(new JobHandedBackError());
    wakeIdleWorkers();
    const left = Math.max(0, deadline - Date.now());
    await Promise.race([Promise.all(loops), new Promise((resolve) => setTimeout(resolve, left).unref())]);
    await Promise.all(holders.map((holder) => holder.close()));
  };
}

/** The first job in line, skipping those of accounts already running `perAccount` jobs. */
async function fetchNextJob(boss: PgBoss, perAccount: number): Promise<FetchedJob | undefined> {
  const [job] = await boss.fetch<JobPayload>(GENERATION_QUEUE, { includeMetadata: true, groupConcurrency: perAccount });
  return job;
}

async function runJob(boss: PgBoss, job: FetchedJob, stopping: AbortSignal): Promise<Outcome> {
  const run = () => runAttempt(boss, job, stopping);
  const { outcome, answer, makeDisplayVersions } = job.data.requestId
    ? await runWithRequestContext({ requestId: job.data.requestId }, run)
    : await run();
  // The requests waiting here are answered at once; other instances hear the NOTIFY (a retried job is not
  // finished: whoever waits on it keeps waiting). The display versions are started as the job is announced
  // done (registered before it is, so a request for one waits for it: display-images.server.ts) and made
  // before this worker takes the next job, its slot held.
  if (answer) finishedHere(job.id, answer);
  const displayVersions = makeDisplayVersions?.();
  if (outcome !== "retried" && outcome !== "handed back") await notify(JOB_DONE_CHANNEL, job.id).catch(() => {});
  await displayVersions;
  return outcome;
}

async function runAttempt(boss: PgBoss, job: FetchedJob, stopping: AbortSignal): Promise<Settled> {
  const { kind } = job.data;
  const fields = { jobId: job.id, kind, attempt: job.retryCount + 1 };
  const waitedSeconds = (job.startedOn.getTime() - job.createdOn.getTime()) / 1000;
  if (job.retryCount === 0) queueWait.observe({ kind }, waitedSeconds);
  log.info({ ...fields, waitedMs: Math.round(waitedSeconds * 1000) }, "job started");
  const started = performance.now();
  const stopHeartbeat = startHeartbeat(boss, job);
  let settled: Settled;
  try {
    settled = await settle(boss, job, stopping);
  } finally {
    stopHeartbeat();
  }
  const { outcome } = settled;
  const seconds = (performance.now() - started) / 1000;
  if (outcome !== "withdrawn" && outcome !== "handed back") jobDuration.observe({ kind, outcome }, seconds);
  log.info({ ...fields, outcome, durationMs: Math.round(seconds * 1000) }, "job finished");
  return settled;
}

/**
 * Runs the job and settles this attempt of it (fenced by its retry count: an attempt another
 * instance took over settles nothing). The provider's 429, 5xx and timeouts go to pg-boss's
 * retry while retries remain; anything else, or the last attempt, completes the job with the
 * failure, and only then is the quota given back. Stopped while it waits on the provider, the job
 * is handed back instead (its inputs kept for the instance that runs it next).
 */
async function settle(boss: PgBoss, job: FetchedJob, stopping: AbortSignal): Promise<Settled> {
  const attempt: JobAttempt = { id: job.id, retryCount: job.retryCount };
  const data = job.data;
  if (data.withdrawn) {
    await boss.cancel(GENERATION_QUEUE, attempt);
    return { outcome: "withdrawn" };
  }
  let final = true;
  let succeeded = false;
  try {
    const { designs, makeDisplayVersions } =
      data.kind === "edit" ? await runCustomization(data, stopping) : await runGeneration(data, stopping);
    succeeded = true;
    const answer: JobOutcome = { ok: true, designIds: designs.map((design) => design.id) };
    const [completed] = await Promise.all([
      boss.complete(GENERATION_QUEUE, attempt, answer),
      // When the account last generated (its profile says), beside the completion: a customization is not one.
      data.kind === "generate" && markGenerated(data.consumption.subject).catch(() => {}),
    ]);
    // An attempt another instance took over completes nothing: the job's answer is that one's.
    const settledHere = affected(completed) > 0;
    return { outcome: "done", answer: settledHere ? { ...answer, designs } : undefined, makeDisplayVersions };
  } catch (error) {
    if (error instanceof JobHandedBackError) {
      final = false;
      // Not handed back (the database is gone): another instance takes it over once its heartbeats stop.
      await handBackJob(boss, job).catch((handBackError: unknown) =>
        log.error({ ...errorFields(handBackError), jobId: job.id }, "could not hand the job back"),
      );
      return { outcome: "handed back" };
    }
    if (error instanceof ImageEngineError && error.retryable && job.retryCount < job.retryLimit) {
      final = false;
      await boss.fail(GENERATION_QUEUE, attempt, { message: error.message });
      return { outcome: "retried" };
    }
    const picture = data.kind === "generate" && data.prepared.picture ? await pictureRefusal(data, error) : null;
    const answer = failedOutcome(error, picture);
    const completed = await boss.complete(GENERATION_QUEUE, attempt, answer);
    if (data.consumption && affected(completed) > 0 && refundsQuota(error, picture)) {
      await refundGeneration(data.consumption).catch((refundError: unknown) =>
        log.error({ ...errorFields(refundError), jobId: job.id }, "could not refund a failed generation"),
      );
    }
    return { outcome: "failed", answer: affected(completed) > 0 ? answer : undefined };
  } finally {
    // A customization's original waits in storage only while the job may still run; a failed
    // generation keeps nothing (its picture goes; a finished one's designs keep theirs).
    if (final && (data.kind === "edit" || !succeeded)) await discardJobInputs(data);
  }
}

/**
 * A job's failure as its outcome: what the client is told, and whether the provider's safety system refused it (a
 * refused picture past the account's refunds says that it counted).
 */
function failedOutcome(error: unknown, picture: { refundAllowed: boolean } | null): JobOutcome {
  const failure = describeGenerationFailure(error);
  const refused = refusedBySafety(error);
  const message =
    refused && picture && !picture.refundAllowed
      ? pictureMessages.refusedCounted(REFUNDED_PICTURE_REFUSALS.points)
      : failure.message;
  return { ok: false, status: failure.status, message, ...(refused ? { refused } : {}) };
}

/** A picture generation's failure: whether a safety refusal may still be given back to its account (M10). */
async function pictureRefusal(data: GeneratePayload, error: unknown): Promise<{ refundAllowed: boolean }> {
  const subject = data.consumption?.subject;
  if (!refusedBySafety(error) || subject?.kind !== "user") return { refundAllowed: true };
  return {
    refundAllowed: await takeAccountAllowance("picture-refusal-refund", subject.userId, REFUNDED_PICTURE_REFUSALS),
  };
}

function runGeneration(data: GeneratePayload, stopping: AbortSignal) {
  return renderAndStoreGeneration(data.prepared, data.consumption.subject, stopping);
}

async function runCustomization(data: EditPayload, stopping: AbortSignal) {
  const stored = await getImageStorage().get(data.inputKey);
  if (!stored) throw new Error("the customization's image is gone");
  const chunks: Buffer[] = [];
  for await (const chunk of stored.stream()) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk as string));
  const picture = data.prepared.picture ? await readPicture(data.prepared.picture.key) : undefined;
  const spec = {
    ...data.prepared.spec,
    picture,
    original: { ...data.prepared.spec.original, png: Buffer.concat(chunks) },
  };
  return renderCustomization({ ...data.prepared, spec } as PreparedCustomization, stopping);
}

/**
 * pg-boss's heartbeat while the job runs (fetch() leaves it to the caller): a third of the
 * queue's heartbeatSeconds apart, so one late beat is no takeover.
 */
function startHeartbeat(boss: PgBoss, job: FetchedJob): () => void {
  const attempt: JobAttempt = { id: job.id, retryCount: job.retryCount };
  const seconds = getEnv().GENERATION_JOB_EXPIRE_SECONDS;
  const timer = setInterval(() => void boss.touch(GENERATION_QUEUE, attempt).catch(() => {}), (seconds * 1000) / 3);
  timer.unref();
  return () => clearInterval(timer);
}
