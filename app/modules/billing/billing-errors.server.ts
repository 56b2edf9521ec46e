import { jsonError } from "~/utils/http.server";

/** A refusal with the HTTP status it answers with; routes turn it into JSON `{ message }`. */
export class BillingError extends Error {
  constructor(
    public readonly status: number,
    message: string,
  ) {
    super(message);
    this.name = "BillingError";
  }
}

export function billingErrorResponse(error: BillingError) {
  return jsonError(error.status, error.message);
}

/** The server's own billing messages (the spec's checkout strings are in utils/messages.ts). */
export const billingMessages = {
  chooseTier: "Choose the Premium or Pro plan.",
  signInToSubscribe: "Sign in to choose a plan.",
  alreadyOnPlan: (plan: string) => `You are already on the ${plan} plan.`,
  downgrade: (plan: string) => `You are on the ${plan} plan. To downgrade, please contact support.`,
  unavailable: "Payments are not available right now. Please try again later.",
  pricesUnavailable: "Prices could not be loaded. Please try again in a moment.",
  portalForSubscribers: "The billing portal is for Premium and Pro subscribers.",
  portalFailed: "Failed to open the billing portal. Please try again.",
  missingSignature: "Missing Stripe-Signature header.",
  badSignature: "Invalid Stripe signature.",
  badEvent: "The event payload is not valid.",
} as const;
