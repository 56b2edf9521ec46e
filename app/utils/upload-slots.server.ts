import { generateMessages } from "~/utils/messages/generate";
import { HttpError } from "./http-error";
import { isMultipart, PICTURE_UPLOAD_LIMITS } from "./request-body.server";

/**
 * Picture uploads received at once on this instance. While it is read, parsed, checked and
 * made safe, an upload (up to 10 MB) is held several times over (its body, its parsed file,
 * the copy the render thread decodes): forty phone photos at once took about 200 MB more at
 * the peak. So at most UPLOADS_AT_ONCE are taken in at a time; the next ones wait with their
 * body unread (its bytes stay with the client, TCP holds them back), at most UPLOADS_WAITING
 * of them, in order; past that, 503 with Retry-After. A slot is held until the picture's job
 * is queued, never while the design is drawn.
 */
const UPLOADS_AT_ONCE = 4;
const UPLOADS_WAITING = 32;
const RETRY_AFTER_SECONDS = 10;

let taken = 0;
const waiting: Array<() => void> = [];

function release(): void {
  const next = waiting.shift();
  if (next) next();
  else taken--;
}

async function acquire(): Promise<void> {
  if (taken < UPLOADS_AT_ONCE) {
    taken++;
    return;
  }
  if (waiting.length >= UPLOADS_WAITING) {
    throw new HttpError(503, generateMessages.busy, {
      retryAfterSeconds: RETRY_AFTER_SECONDS,
    });
  }
  // The slot passes straight from the one released to this one (taken stays the same).
  await new Promise<void>((resolve) => waiting.push(resolve));
}

/** Whether the request may carry a picture (multipart to a path that takes one); other bodies are small. */
function carriesPicture(request: Request): boolean {
  return new URL(request.url).pathname in PICTURE_UPLOAD_LIMITS && isMultipart(request.headers.get("content-type"));
}

/** Runs `take` (which reads the body) in an upload slot when the request may carry a picture; at once otherwise. */
export async function withUploadSlot<T>(request: Request, take: () => Promise<T>): Promise<T> {
  if (!carriesPicture(request)) return take();
  await acquire();
  try {
    return await take();
  } finally {
    release();
  }
}

/** Slots in use and uploads waiting (tests, diagnostics). */
export function uploadSlotStats(): { taken: number; waiting: number } {
  return { taken, waiting: waiting.length };
}
