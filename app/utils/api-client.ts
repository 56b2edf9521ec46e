/**
 * The browser's calls to the app's JSON API (spec §7), in one place: credentials included,
 * JSON in and out. A response that is not ok is thrown as an `ApiError` whose text is what
 * spec §8 builds ("<status>: <body>", or the status text when the body is empty). A request
 * that got no answer throws the browser's own error (a TypeError).
 */
/** A rate limit's refusal (429 with Retry-After): when to go on, and the plan whose higher ceiling would lift it. */
export interface RateLimitDetail {
  retryAfterSeconds: number;
  upgradeTo: "premium" | "pro" | null;
}

export class ApiError extends Error {
  override name = "ApiError";
  constructor(
    readonly status: number,
    readonly text: string,
    /** The JSON body's `message` (or `error`), when the server sent one. */
    readonly serverMessage: string | null,
    /** The answer's body as it came. */
    readonly body: string,
    /** A 429 that says when to go on (its JSON's `retryAfterSeconds` and `upgradeTo`). */
    readonly rateLimit: RateLimitDetail | null = null,
  ) {
    super(text);
  }

  /** What follows the status in the text (spec §8): the server's message, else the body as it came. */
  get detail(): string | null {
    return this.serverMessage ?? (this.body.trim() || null);
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/**
 * Sends a request to the API (a body as JSON, or FormData as multipart); answers the response when it is ok, else
 * throws its ApiError.
 */
export async function callApi(
  path: string,
  init: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const json = init.body !== undefined && !(init.body instanceof FormData);
  const response = await fetch(path, {
    method: init.method ?? "GET",
    credentials: "include",
    headers: { Accept: "application/json", ...(json ? { "Content-Type": "application/json" } : {}), ...init.headers },
    body: json ? JSON.stringify(init.body) : (init.body as FormData | undefined),
  });
  if (!response.ok) throw await apiErrorOf(response);
  return response;
}

/** GET (or another method) answered with JSON. */
export async function getJson<T>(path: string): Promise<T> {
  return (await callApi(path)).json() as Promise<T>;
}

/** A request with a JSON body (FormData: multipart; or none), answered with JSON (or nothing: 204). */
export async function sendJson<T = unknown>(
  method: "POST" | "DELETE",
  path: string,
  body?: unknown,
  headers?: Record<string, string>,
) {
  const response = await callApi(path, { method, body, headers });
  return (response.status === 204 ? null : await response.json().catch(() => null)) as T;
}

async function apiErrorOf(response: Response): Promise<ApiError> {
  const body = await response.text().catch(() => "");
  let serverMessage: string | null = null;
  let rateLimit: RateLimitDetail | null = null;
  try {
    const parsed = JSON.parse(body) as {
      message?: unknown;
      error?: unknown;
      retryAfterSeconds?: unknown;
      upgradeTo?: unknown;
    } | null;
    serverMessage =
      typeof parsed?.message === "string" ? parsed.message : typeof parsed?.error === "string" ? parsed.error : null;
    if (response.status === 429 && typeof parsed?.retryAfterSeconds === "number") {
      const upgradeTo = parsed.upgradeTo === "premium" || parsed.upgradeTo === "pro" ? parsed.upgradeTo : null;
      rateLimit = { retryAfterSeconds: parsed.retryAfterSeconds, upgradeTo };
    }
  } catch {
    // Not JSON: the body itself is the detail.
  }
  return new ApiError(
    response.status,
    `${response.status}: ${body || response.statusText}`,
    serverMessage,
    body,
    rateLimit,
  );
}
