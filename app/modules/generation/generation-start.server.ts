import { assertWordsGiven } from "~/modules/lettering/lettering-proof.server";
import { assertWithinRateLimit } from "~/modules/limits/rate-limit.server";
import { pictureError, readPictureUpload } from "~/modules/pictures/picture-intake.server";
import { preparePicture } from "~/modules/pictures/reference-pictures.server";
import { getPlan } from "~/modules/plans/plans";
import type { User } from "~/utils/db.server";
import { HttpError } from "~/utils/http-error";
import { pictureMessages } from "~/utils/messages/picture";
import { assertMayCustomize, parseEditRequest, prepareCustomization } from "./customize.server";
import { prepareGeneration } from "./generate-designs.server";
import { parseGenerateRequest } from "./generation-request.server";
import { jobIdFor, QueueFullError, submitCustomization, submitGeneration } from "./jobs/generation-job-service.server";
import type { JobRecord } from "./jobs/generation-jobs.server";
import { resolveRequester } from "./requester.server";

/**
 * Starting a generation or a customization: the one way every caller takes (POST
 * /api/generate and POST /api/edit, which the browser calls with JavaScript, and the home
 * page's forms without it), so each counts against the same limits in the same order and
 * runs as the same durable job (decision 011). Refusals are HttpErrors; a limit's and a
 * full queue's carry Retry-After. Each caller answers them its own way (JSON, or the form's
 * reply).
 */
export interface StartOptions {
  clientIp: string;
  /** The browser's own id for the job (X-Generation-Id), when it sent one. */
  jobId?: string | null;
  /** Where a new visitor's session cookie goes (a guest's first generation). */
  headers?: Headers;
}

/**
 * Generate: the request, who asks (a picture needs an account), a spent quota (answered first,
 * whatever else is exceeded: the daily limit opens the upgrade dialog), the fair-use limit, the
 * plan, the picture (checked and made safe in the render pool), then the quota and the job.
 * Answers the job's id. A generation from a picture (issue 28) is the same generation: one
 * against the quota and the fair use, on the same queue.
 */
export async function startGeneration(request: Request, input: unknown, options: StartOptions): Promise<string> {
  const parsed = parseGenerateRequest(input);
  const upload = readPictureUpload(input);
  // A picture is drawn whatever the words say; a description alone must name something to draw or letter.
  if (!upload) assertWordsGiven(parsed);
  const requester = await resolveRequester(request, options.clientIp);
  if (upload && !getPlan(requester.tier).canStartFromPicture) throw pictureError(403, pictureMessages.signInRequired);
  await requester.assertHasQuota();
  await assertWithinRateLimit("generation", {
    tier: requester.tier,
    accountId: requester.viewerId,
    clientIp: options.clientIp,
    request,
  });
  const prepared = await prepareGeneration(requester.tier, requester.viewerId, parsed);
  const picture = upload ? await preparePicture(upload.file, upload.crop) : undefined;
  const { subject, setCookie, undo } = await requester.subject();
  try {
    const jobId = await refuseWhenFull(() =>
      submitGeneration(subject, prepared, jobIdFor(options.jobId ?? null), picture),
    );
    if (setCookie) options.headers?.append("Set-Cookie", setCookie);
    return jobId;
  } catch (error) {
    // A new guest refused here (a full queue, its network's line) leaves no visitor or session behind (L9).
    await undo().catch(() => {});
    throw error;
  }
}

/**
 * Customize (premium and pro): the fair-use limit (customizations count like generations),
 * then the request (read only now: an upload can be large), the plan and the original, then
 * the job. Answers the job's id.
 */
export async function startCustomization(
  user: User,
  readInput: () => Promise<unknown>,
  options: StartOptions,
): Promise<string> {
  await assertWithinRateLimit("generation", {
    tier: user.subscriptionType,
    accountId: user.id,
    clientIp: options.clientIp,
  });
  // The plan before the body: a plan without customization never has its (up to 16 MB) body read.
  assertMayCustomize(user);
  const prepared = await prepareCustomization(user, parseEditRequest(await readInput()));
  return refuseWhenFull(() => submitCustomization(user, prepared, jobIdFor(options.jobId ?? null)));
}

/** The shared queue's refusal as every other refusal: a 503 HttpError with Retry-After. */
async function refuseWhenFull(submit: () => Promise<string>): Promise<string> {
  try {
    return await submit();
  } catch (error) {
    if (!(error instanceof QueueFullError)) throw error;
    throw new HttpError(error.status, error.message, { headers: { "Retry-After": String(error.retryAfterSeconds) } });
  }
}

/** Whether a job is a customization (its no-JavaScript page says so; it counts no style or idea use). */
export function isCustomizationJob(job: Pick<JobRecord, "data">): boolean {
  return (job.data as { kind?: unknown } | null)?.kind === "edit";
}
