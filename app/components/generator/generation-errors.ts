import type { RateLimitDetail } from "~/utils/api-client";
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
