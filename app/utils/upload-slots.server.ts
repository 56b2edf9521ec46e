import { generateMessages } from "~/utils/messages/generate";
import { limitMessages } from "~/utils/messages/limits";
import { HttpError } from "./http-error";
import { PICTURE_UPLOAD_DEADLINE } from "./request-body.server";

/**
 * Picture uploads received at once on this instance. While it is read, parsed, checked and
 * made safe, an upload (up to 10 MB) is held several times over (its body, its parsed file,
 * the copy the render thread decodes): forty phone photos at once took about 200 MB more at
 * the peak. So at most UPLOADS_AT_ONCE are taken in at a time; the next ones wait with their
 * body unread (its bytes stay with the client, TCP holds them back), at most UPLOADS_WAITING
 * of them, in order; past that, 503 with Retry-After. A slot is held until the picture's job
 * is queued, never while the design is drawn.
 *
 * One account holds at most one slot, taken or waiting (M8): a second upload of the same
 * account is refused (429) until the first is in, so one account cannot fill the line. A
 * waiter whose client left (its request's signal) leaves the line at once.
 */
const UPLOADS_AT_ONCE = 4;
const UPLOADS_WAITING = 32;
const RETRY_AFTER_SECONDS = 10;

interface Waiter {
  accountId: string;
  admit: () => void;
}

let taken = 0;
const waiting: Waiter[] = [];
/** Accounts with an upload taken in or waiting. */
const holders = new Set<string>();

function release(accountId: string): void {
  holders.delete(accountId);
  const next = waiting.shift();
  if (next) next.admit();
  else taken--;
}

async function acquire(accountId: string, signal: AbortSignal): Promise<void> {
  if (holders.has(accountId)) {
    const retryAfterSeconds = PICTURE_UPLOAD_DEADLINE.totalSeconds;
    throw new HttpError(429, limitMessages.uploadInProgress(PICTURE_UPLOAD_DEADLINE.totalSeconds), {
      retryAfterSeconds,
      details: { limit: "upload:account", retryAfterSeconds },
    });
  }
  if (taken < UPLOADS_AT_ONCE) {
    taken++;
    holders.add(accountId);
    return;
  }
  if (waiting.length >= UPLOADS_WAITING) {
    throw new HttpError(503, generateMessages.busy, { retryAfterSeconds: RETRY_AFTER_SECONDS });
  }
  holders.add(accountId);
  // The slot passes straight from the one released to this one (taken stays the same).
  await new Promise<void>((resolve, reject) => {
    const waiter: Waiter = {
      accountId,
      admit: () => {
        signal.removeEventListener("abort", leave);
        resolve();
      },
    };
    // Its client left: out of the line, and its account may upload again.
    const leave = () => {
      const place = waiting.indexOf(waiter);
      if (place >= 0) waiting.splice(place, 1);
      holders.delete(accountId);
      reject(new HttpError(408, generateMessages.uploadCancelled));
    };
    if (signal.aborted) return leave();
    signal.addEventListener("abort", leave, { once: true });
    waiting.push(waiter);
  });
}

/** Runs `take` (which reads the picture's body) in an upload slot of `accountId`; the slot is let go when it ends. */
export async function withUploadSlot<T>(accountId: string, signal: AbortSignal, take: () => Promise<T>): Promise<T> {
  await acquire(accountId, signal);
  try {
    return await take();
  } finally {
    release(accountId);
  }
}

/** Slots in use and uploads waiting (tests, diagnostics). */
export function uploadSlotStats(): { taken: number; waiting: number } {
  return { taken, waiting: waiting.length };
}
