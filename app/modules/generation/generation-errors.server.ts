import { isHttpError, type FieldErrors } from "~/utils/http-error";
import { errorFields, logger } from "~/utils/logger.server";
import { generateMessages } from "~/utils/messages/generate";
import { ImageEngineError } from "./image-engine.server";
import { GenerationLimitError } from "./quota.server";

const log = logger("generation");

export interface GenerationFailure {
  status: number;
  message: string;
  kind: "validation" | "permission" | "limit" | "engine" | "unexpected";
  limit?: GenerationLimitError["kind"];
  /** The fields to mark, when the request itself was wrong. */
  fieldErrors?: FieldErrors;
}

/** Maps any error of a generation or customization to what the client is told. */
export function describeGenerationFailure(error: unknown): GenerationFailure {
  if (error instanceof GenerationLimitError) {
    return { status: 429, message: error.message, kind: "limit", limit: error.kind };
  }
  if (error instanceof ImageEngineError) return { status: error.status, message: error.message, kind: "engine" };
  if (isHttpError(error)) {
    const kind = error.status === 403 ? "permission" : error.status === 429 ? "limit" : "validation";
    const failure: GenerationFailure = { status: error.status, message: error.message, kind };
    return error.fieldErrors ? { ...failure, fieldErrors: error.fieldErrors } : failure;
  }
  log.error(errorFields(error), "generation failed");
  return { status: 500, message: generateMessages.failedFallback, kind: "unexpected" };
}

/**
 * The JSON answer of a failed start: `{ message, fieldErrors? }` plus a limit's details (`limit`,
 * `retryAfterSeconds`, `upgradeTo`), with the refusal's own headers (Retry-After).
 */
export function generationErrorResponse(error: unknown, headers?: HeadersInit): Response {
  const failure = describeGenerationFailure(error);
  const body = {
    message: failure.message,
    ...(isHttpError(error) ? error.details : {}),
    ...(failure.fieldErrors ? { fieldErrors: failure.fieldErrors } : {}),
  };
  const answerHeaders = new Headers(headers);
  if (isHttpError(error))
    for (const [name, value] of Object.entries(error.headers ?? {})) answerHeaders.set(name, value);
  return Response.json(body, { status: failure.status, headers: answerHeaders });
}

/** Whether the image service's safety system refused the generation (its description, or its picture). */
export function refusedBySafety(error: unknown): boolean {
  return error instanceof ImageEngineError && error.refusedBySafety;
}

/**
 * Whether a generation that finally failed gives its quota back: yes for the service's own
 * failures; when its safety system refused, no for a description (issue 26: refused prompts
 * must not be free to repeat) and, for a picture (issue 28: the person cannot see what in a
 * photo was refused; decision 023), only while the account has a refund of a refusal left
 * (`refundAllowed`, REFUNDED_PICTURE_REFUSALS, M10): a picture can carry any description.
 */
export function refundsQuota(error: unknown, picture: { refundAllowed: boolean } | null = null): boolean {
  return !refusedBySafety(error) || (picture?.refundAllowed ?? false);
}
