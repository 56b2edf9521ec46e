import { ClientInputError, cleanClientValue } from "./client-input";
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

export function bodyLimitFor(pathname: string): number {
  return BODY_LIMITS[pathname as keyof typeof BODY_LIMITS] ?? BODY_LIMITS.default;
}

function refused(status: number, message: string): Response {
  return Response.json({ message }, { status, headers: status === 413 ? { Connection: "close" } : undefined });
}

/** The body's bytes, at most `maxBytes` of them (413 past that, before reading the rest). */
export async function readBodyBytes(request: Request, maxBytes = bodyLimitFor(new URL(request.url).pathname)): Promise<Buffer> {
  const declared = Number(request.headers.get("content-length") ?? 0);
  if (declared > maxBytes) throw refused(413, requestMessages.tooLarge);
  if (!request.body) return Buffer.alloc(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      // Stop reading, but leave the socket to the server: it closes it once the 413 is out.
      reader.releaseLock();
      throw refused(413, requestMessages.tooLarge);
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

/** A form body (urlencoded or multipart; capped, clean strings). */
export async function readFormData(request: Request, options: { maxBytes?: number } = {}): Promise<FormData> {
  const bytes = await readBodyBytes(request, options.maxBytes);
  let form: FormData;
  try {
    form = await new Request(request.url, {
      method: "POST",
      headers: { "content-type": request.headers.get("content-type") ?? "application/x-www-form-urlencoded" },
      body: new Uint8Array(bytes),
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
