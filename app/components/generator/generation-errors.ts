import { generateMessages } from "~/utils/messages/generate";

/**
 * How the interface answers a failed generation (spec §8). `text` is the error as the
 * client builds it: "<status>: <body text>".
 */
export type GenerationErrorOutcome =
  | { kind: "upgrade-dialog" }
  | {
      kind: "toast";
      title: string;
      description: string;
      variant: "destructive" | "default";
      action?: "upgrade" | "sign-in";
    };

export function isLimitError(text: string): boolean {
  const lower = text.toLowerCase();
  return text.includes("429:") || lower.includes("generation limit") || lower.includes("limit reached");
}

/** A rate limit's refusal (429 with Retry-After): its message says which limit and when to try again. */
export interface RateLimitDetail {
  retryAfterSeconds: number;
  /** The plan whose higher ceiling would let this person go on; null when none would. */
  upgradeTo: "premium" | "pro" | null;
}

export function classifyGenerationError(
  text: string,
  message: string | null,
  signedIn: boolean,
  rateLimit: RateLimitDetail | null = null,
): GenerationErrorOutcome {
  if (isLimitError(text)) {
    const lower = text.toLowerCase();
    if (text.includes("Daily generation limit") || lower.includes("daily")) return { kind: "upgrade-dialog" };
    // A fair-use or per-network ceiling: the server's message, and an upgrade only when it lifts the ceiling.
    if (rateLimit && message) {
      return {
        kind: "toast",
        title: generateMessages.limitReachedTitle,
        description: message,
        variant: "destructive",
        ...(rateLimit.upgradeTo ? { action: "upgrade" as const } : {}),
      };
    }
    if (lower.includes("monthly")) {
      return {
        kind: "toast",
        title: generateMessages.monthlyLimitToast,
        description: message ?? generateMessages.monthlyLimit,
        variant: "destructive",
      };
    }
    return {
      kind: "toast",
      title: generateMessages.limitReachedTitle,
      description: signedIn ? generateMessages.limitSignedIn : generateMessages.limitAnonymous,
      variant: "destructive",
      action: signedIn ? "upgrade" : "sign-in",
    };
  }
  return {
    kind: "toast",
    title: generateMessages.failedTitle,
    description: message || generateMessages.failedFallback,
    variant: "destructive",
  };
}

/** Spec §8: a failed response becomes "<status>: <body>" (or the status text when empty). */
export async function responseErrorText(
  response: Response,
): Promise<{ text: string; message: string | null; rateLimit: RateLimitDetail | null }> {
  const body = await response.text().catch(() => "");
  let message: string | null = null;
  let rateLimit: RateLimitDetail | null = null;
  try {
    const parsed = JSON.parse(body) as { message?: unknown; error?: unknown; retryAfterSeconds?: unknown; upgradeTo?: unknown };
    message = typeof parsed.message === "string" ? parsed.message : typeof parsed.error === "string" ? parsed.error : null;
    if (response.status === 429 && typeof parsed.retryAfterSeconds === "number") {
      const upgradeTo = parsed.upgradeTo === "premium" || parsed.upgradeTo === "pro" ? parsed.upgradeTo : null;
      rateLimit = { retryAfterSeconds: parsed.retryAfterSeconds, upgradeTo };
    }
  } catch {
    message = body.trim() || null;
  }
  return { text: `${response.status}: ${body || response.statusText}`, message, rateLimit };
}
