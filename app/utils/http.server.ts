import { data } from "@remix-run/node";
import { requestMessages } from "./messages/request";
import { readFormData, readJsonBody } from "./request-body.server";

/**
 * Small helpers for answering errors the same way everywhere: JSON `{ message }` with a
 * 4xx status, thrown so route modules stay straight-line (error boundaries or the
 * resource route's own catch render them).
 */
export function jsonError(status: number, message: string, extra?: Record<string, unknown>, init?: ResponseInit) {
  return Response.json({ message, ...extra }, { ...init, status });
}

export function invariantResponse(condition: unknown, message: string, status = 400): asserts condition {
  if (!condition) throw jsonError(status, message);
}

/** Whether the client asked for JSON (fetch from our scripts) rather than a page. */
export function wantsJson(request: Request): boolean {
  const accept = request.headers.get("accept") ?? "";
  const contentType = request.headers.get("content-type") ?? "";
  return contentType.includes("application/json") || (accept.includes("application/json") && !accept.includes("text/html"));
}

export { readFormData, readJsonBody };

/** Reads a body sent either as JSON or as a form, as a plain object. */
export async function readBody(request: Request): Promise<Record<string, unknown>> {
  const contentType = request.headers.get("content-type") ?? "";
  if (contentType.includes("application/json")) {
    const body = await readJsonBody(request);
    if (typeof body !== "object" || body === null || Array.isArray(body)) {
      throw jsonError(400, requestMessages.notAnObject);
    }
    return body as Record<string, unknown>;
  }
  if (contentType.includes("form")) {
    const form = await readFormData(request);
    const result: Record<string, unknown> = {};
    for (const key of new Set(form.keys())) {
      const values = form.getAll(key).filter((value): value is string => typeof value === "string");
      result[key] = values.length > 1 ? values : values[0];
    }
    return result;
  }
  return readJsonBody(request).then((body) =>
    typeof body === "object" && body !== null && !Array.isArray(body) ? (body as Record<string, unknown>) : {},
  );
}

export { data };

/** Bytes as a Response body (the DOM typings want an ArrayBuffer-backed view). */
export function binaryBody(bytes: Uint8Array): Uint8Array<ArrayBuffer> {
  return new Uint8Array(bytes);
}
