import { ImageEngineError } from "../image-engine-types.server";

/**
 * Why a provider could not draw, in the chain's terms (provider-chain.server.ts):
 * - unavailable: 5xx or unreachable; timeout: no answer in time;
 * - model_gone: the model is unknown or retired (404 model_not_found / NOT_FOUND);
 * - rate_limited: 429, with the wait it asked for;
 * - out_of_credit: the account has no credit or quota left (OpenAI's insufficient_quota, a 402);
 * - rejected: the request itself was refused (400 for a parameter, 401/403 for the key);
 * - refused: the provider's safety system said no. That is an answer, never sent to another provider.
 */
export type FailureKind =
  "unavailable" | "timeout" | "model_gone" | "rate_limited" | "out_of_credit" | "rejected" | "refused";

const TRANSIENT: FailureKind[] = ["unavailable", "timeout", "rate_limited"];

export class ProviderFailure extends ImageEngineError {
  override name = "ProviderFailure";
  constructor(
    message: string,
    public readonly kind: FailureKind,
    public readonly provider: string,
    public readonly model: string,
    options: { status?: number; retryAfterSeconds?: number; detail?: string } = {},
  ) {
    const status = options.status ?? (kind === "refused" ? 422 : kind === "timeout" ? 504 : 502);
    // Worth another try later only when the trouble passes by itself: a model that is gone or an
    // account without credit fails the same way until the operator acts.
    super(message, status, TRANSIENT.includes(kind), kind === "refused");
    this.retryAfterSeconds = options.retryAfterSeconds;
    this.detail = options.detail;
  }
  /** The wait a 429 asked for (Retry-After), in seconds. */
  override readonly retryAfterSeconds: number | undefined;
  /** The provider's own words, for the operator's log (never shown to people). */
  readonly detail: string | undefined;
}

export const failureMessages = {
  timeout: "The image service took too long to answer. Please try again.",
  unavailable: "The image service cannot be reached right now. Please try again.",
  busy: "The image service is busy. Please try again in a minute.",
  failed: (status: number | string) => `The image service could not make this design (${status}).`,
  noImage: "The image service answered without an image.",
  descriptionRefused: "The image service's safety rules refused this description. Try describing it differently.",
} as const;

/** Seconds from a Retry-After header (seconds or an HTTP date), if it has one. */
export function retryAfterSeconds(value: string | null | undefined, now = Date.now()): number | undefined {
  if (!value) return undefined;
  if (/^\d+(\.\d+)?$/.test(value.trim())) return Math.ceil(Number(value));
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - now) / 1000));
}
