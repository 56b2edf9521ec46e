/**
 * The one error type the app's modules throw for an expected refusal: an HTTP status, the
 * message people read (from the spec's catalogue), optionally a message per form field and
 * headers the answer carries (a limit's Retry-After). Resource routes answer it as JSON
 * `{ message, fieldErrors? }` (`resourceAction` in `http.server.ts`); page actions answer it as
 * their form's `FormReply` (`formAction` in `forms.server.ts`): `message` as text (and a toast
 * with JavaScript), `fieldErrors` next to the fields.
 * Not a `.server` module: forms may import the type and `isHttpError`.
 */
export type FieldErrors = Record<string, string[]>;

export class HttpError extends Error {
  override name = "HttpError";
  readonly status: number;
  readonly fieldErrors?: FieldErrors;
  readonly headers?: Record<string, string>;
  /** A limit's refusal (429): when to try again (also in `headers` as Retry-After). */
  readonly retryAfterSeconds?: number;
  /** More fields of the JSON answer: a limit's name and the plan that lifts it (`rateLimitError`). */
  readonly details?: Record<string, unknown>;

  constructor(
    status: number,
    message: string,
    options: {
      fieldErrors?: FieldErrors;
      headers?: Record<string, string>;
      cause?: unknown;
      retryAfterSeconds?: number;
      details?: Record<string, unknown>;
    } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.status = status;
    if (options.fieldErrors) this.fieldErrors = options.fieldErrors;
    // A limit's wait travels as its Retry-After header, the one way every answer carries headers.
    const retryAfter: Record<string, string> =
      options.retryAfterSeconds === undefined ? {} : { "Retry-After": String(options.retryAfterSeconds) };
    if (options.headers || options.retryAfterSeconds !== undefined)
      this.headers = { ...options.headers, ...retryAfter };
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.details) this.details = options.details;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** The message to show for a failure: the HttpError's own, else the fallback (never internal text). */
export function messageOf(error: unknown, fallback: string): string {
  return isHttpError(error) ? error.message : fallback;
}

/** What a form shows: one message per field to fix (the first of each field's messages). */
export type FormFieldErrors = Partial<Record<string, string>>;

export function firstFieldErrors(fieldErrors: FieldErrors | undefined): FormFieldErrors {
  return Object.fromEntries(Object.entries(fieldErrors ?? {}).map(([field, messages]) => [field, messages[0]]));
}
