import { GUEST_QUEUE } from "~/modules/limits/limits";
import { humanWait } from "~/modules/limits/rate-limit.server";
import { HttpError } from "~/utils/http-error";
import { limitMessages } from "~/utils/messages/limits";
import { rateLimitRefusals } from "~/utils/metrics.server";
import type { Consumption, NetworkCounter } from "../quota.server";
import { GENERATION_QUEUE, getBoss } from "./generation-jobs.server";
import type { GeneratePayload } from "./job-payload";

/** The end of the last guest admission on this instance: the next one starts after it. */
let admissions: Promise<unknown> = Promise.resolve();

/**
 * Sends a guest's generation (`send`) only when the guests' share of the queue and each of its networks have room
 * (GUEST_QUEUE, M2), counted afresh from the queue. An instance admits guests one at a time, so a burst of
 * cookie-less requests cannot all read the same count and pass together (several instances may each let one more
 * through at the same moment: the overshoot is at most one job per instance). Accounts never wait on it: a
 * guest's admission is a count and a send, a few milliseconds.
 */
export function withGuestRoom<T>(networks: NetworkCounter[], queueLimit: number, send: () => Promise<T>): Promise<T> {
  const admitted = admissions.then(async () => {
    await assertGuestRoom(networks, queueLimit);
    return send();
  });
  admissions = admitted.catch(() => {});
  return admitted;
}

async function assertGuestRoom(networks: NetworkCounter[], queueLimit: number): Promise<void> {
  const share = Math.max(1, Math.floor(queueLimit * GUEST_QUEUE.share));
  const waiting = await (
    await getBoss()
  ).findJobs<GeneratePayload>(GENERATION_QUEUE, {
    data: { consumption: { subject: { kind: "anonymous" } } },
    queued: true,
    limit: share,
  });
  const wait = humanWait(GUEST_QUEUE.retryAfterSeconds);
  const retry = { retryAfterSeconds: GUEST_QUEUE.retryAfterSeconds };
  if (waiting.length >= share) {
    rateLimitRefusals.inc({ limit: "generation:guests-share" });
    throw new HttpError(503, limitMessages.guestsShareFull(wait), {
      ...retry,
      details: { limit: "generation:guests-share", ...retry },
    });
  }
  for (const network of networks) {
    const count = waiting.filter((job) => networkHashesOf(job.data.consumption).includes(network.hash)).length;
    const cap = GUEST_QUEUE.waiting[network.scope];
    if (count >= cap) {
      const limit = `generation:guests-${network.scope}`;
      rateLimitRefusals.inc({ limit });
      throw new HttpError(429, limitMessages.guestsWaitingFromNetwork(count, wait), {
        ...retry,
        details: { limit, ...retry },
      });
    }
  }
}

function networkHashesOf(consumption: Consumption | null | undefined): string[] {
  return consumption?.ipHashes ?? (consumption?.ipHash ? [consumption.ipHash] : []);
}
