import {
  PICTURE_MAX_BYTES,
  PICTURE_UPLOAD_DEADLINE_SECONDS,
  PICTURE_UPLOAD_IDLE_SECONDS,
} from "~/modules/pictures/picture-options";
import { cleanClientValue, ClientInputError } from "./client-input";
import { pictureMessages } from "./messages/picture";
import { requestMessages } from "./messages/request";

/**
 * Request bodies, read as they stream and refused (413) as soon as they pass their route's
 * cap, whatever Content-Length says (or when there is none: chunked uploads). Every string
 * in them passes the client-input rule (client-input.ts).
 */
const KB = 1024;
const MB = 1024 * KB;

/** One table of caps, by path: the few routes that take more than the default. */
export const BODY_LIMITS = {
  default: 100 * KB,
  // An 8 MB image, sent as base64 in JSON (decodeImage refuses larger images itself).
  "/api/edit": 16 * MB,
  // Stripe's events are a few kilobytes; the largest are well under this.
  "/api/stripe/webhook": 512 * KB,
  // A browser's violation report is a few hundred bytes.
  "/api/csp-report": 16 * KB,
} as const;

/**
 * Where a generation may start from a picture (issue 28): a multipart/form-data body of at most
 * the picture's 10 MB plus the form's other fields. Any other body to these paths keeps its cap.
 */
export const PICTURE_UPLOAD_LIMITS = {
  "/": PICTURE_MAX_BYTES + 64 * KB,
  "/api/generate": PICTURE_MAX_BYTES + 64 * KB,
} as const;

/**
 * How long a picture's body may take once its upload is taken in (M8): it holds one of the few upload slots while it
 * arrives, so a body that trickles in is cut off (408): the whole of it within `totalSeconds`, never `idleSeconds`
 * without a byte. A 10 MB photo needs about 1.4 Mbit/s; most phone photos are a third of that.
 */
export const PICTURE_UPLOAD_DEADLINE = {
  totalSeconds: PICTURE_UPLOAD_DEADLINE_SECONDS,
  idleSeconds: PICTURE_UPLOAD_IDLE_SECONDS,
} as const;

export interface BodyLimit {
  maxBytes: number;
  /** What a 413 says. */
  message: string;
  /** For a picture upload: how long its body may take (408 past it). */
  deadline?: typeof PICTURE_UPLOAD_DEADLINE;
}

export function bodyLimitFor(pathname: string, contentType = ""): BodyLimit {
  const upload = PICTURE_UPLOAD_LIMITS[pathname as keyof typeof PICTURE_UPLOAD_LIMITS];
  if (upload && isMultipart(contentType))
    return { maxBytes: upload, message: pictureMessages.tooLarge, deadline: PICTURE_UPLOAD_DEADLINE };
  return {
    maxBytes: BODY_LIMITS[pathname as keyof typeof BODY_LIMITS] ?? BODY_LIMITS.default,
    message: requestMessages.tooLarge,
  };
}

export function isMultipart(contentType: string | null): boolean {
  return (contentType ?? "").toLowerCase().startsWith("multipart/form-data");
}

/** Whether the request may carry a picture (multipart to a path that takes one, PICTURE_UPLOAD_LIMITS). */
export function carriesPicture(request: Request): boolean {
  return new URL(request.url).pathname in PICTURE_UPLOAD_LIMITS && isMultipart(request.headers.get("content-type"));
}

function limitOf(request: Request): BodyLimit {
  return bodyLimitFor(new URL(request.url).pathname, request.headers.get("content-type") ?? "");
}

function refused(status: number, message: string): Response {
  const unread = status === 413 || status === 408;
  return Response.json({ message }, { status, headers: unread ? { Connection: "close" } : undefined });
}

/**
 * The next chunk of the body: 408 past the limit's deadline (nothing for `idleSeconds`, or the whole body not in by
 * `until`), 400 when the client broke the upload off.
 */
async function nextChunk(
  reader: ReadableStreamDefaultReader<Uint8Array>,
  deadline: BodyLimit["deadline"],
  until: number,
  signal: AbortSignal,
): Promise<ReadableStreamReadResult<Uint8Array>> {
  let timer: NodeJS.Timeout | undefined;
  let leave: (() => void) | undefined;
  const late = deadline
    ? new Promise<never>((_, reject) => {
        const wait = Math.max(0, Math.min(deadline.idleSeconds * 1000, until - Date.now()));
        timer = setTimeout(() => reject(refused(408, pictureMessages.tooSlow)), wait);
        // The client left mid-upload: stop at once (what it held, an upload slot, is let go), not at the deadline.
        leave = () => reject(refused(400, requestMessages.interrupted));
        if (signal.aborted) leave();
        else signal.addEventListener("abort", leave, { once: true });
      })
    : null;
  try {
    return await (late ? Promise.race([reader.read(), late]) : reader.read());
  } catch (error) {
    if (error instanceof Response) throw error;
    throw refused(400, requestMessages.interrupted);
  } finally {
    clearTimeout(timer);
    if (leave) signal.removeEventListener("abort", leave);
  }
}

/** The body's bytes, at most the limit's (413 past that, before reading the rest; 408 when a picture is too slow). */
export async function readBodyBytes(request: Request, maxBytes?: number): Promise<Buffer> {
  const limit = maxBytes === undefined ? limitOf(request) : { maxBytes, message: requestMessages.tooLarge };
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > limit.maxBytes) throw refused(413, limit.message);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const until = Date.now() + (limit.deadline?.totalSeconds ?? 0) * 1000;
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    let chunk: ReadableStreamReadResult<Uint8Array>;
    try {
      chunk = await nextChunk(reader, limit.deadline, until, request.signal);
    } catch (error) {
      // Too slow or broken off: stop reading; the server closes the socket once the answer is out.
      reader.releaseLock();
      throw error;
    }
    const { done, value } = chunk;
    if (done) break;
    total += value.byteLength;
    if (total > limit.maxBytes) {
      // Stop reading, but leave the socket to the server: it closes it once the 413 is out.
      reader.releaseLock();
      throw refused(413, limit.message);
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks, total);
}

function decodeUtf8(bytes: Buffer): string {
  try {
    return new TextDecoder("utf-8", { fatal: true }).decode(bytes);
  } catch {
    throw refused(400, requestMessages.badEncoding);
  }
}

function clean<T>(value: T): T {
  try {
    return cleanClientValue(value) as T;
  } catch (error) {
    if (error instanceof ClientInputError) throw refused(400, requestMessages.controlCharacters);
    throw error;
  }
}

/** The body as text (capped, valid UTF-8), untouched otherwise: what a signature is computed over. */
export async function readBodyText(request: Request, maxBytes?: number): Promise<string> {
  return decodeUtf8(await readBodyBytes(request, maxBytes));
}

/** A JSON body (capped, clean); an empty body is `{}`. 400 when it is not JSON. */
export async function readJsonBody(request: Request, options: { maxBytes?: number } = {}): Promise<unknown> {
  const text = await readBodyText(request, options.maxBytes);
  if (text.trim() === "") return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    throw refused(400, requestMessages.badJson);
  }
  return clean(parsed);
}

/** A form body (urlencoded or multipart; capped, clean strings; files as they came). */
export async function readFormData(request: Request, options: { maxBytes?: number } = {}): Promise<FormData> {
  const bytes = await readBodyBytes(request, options.maxBytes);
  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded" },
      // A view of the same bytes, not a copy (a picture upload is up to 10 MB).
      body: new Uint8Array(bytes.buffer as ArrayBuffer, bytes.byteOffset, bytes.byteLength),
    }).formData();
  } catch {
    throw refused(400, requestMessages.badForm);
  }
  const cleaned = new FormData();
  for (const [key, value] of form.entries()) {
    cleaned.append(clean(key), typeof value === "string" ? clean(value) : value);
  }
  return cleaned;
}
