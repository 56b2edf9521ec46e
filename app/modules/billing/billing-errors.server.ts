import { HttpError } from "~/utils/http-error";
import { httpErrorResponse } from "~/utils/http.server";

/** A billing refusal (an HttpError: routes answer it as JSON `{ message }` with its status). */
export class BillingError extends HttpError {
  override name = "BillingError";
  constructor(status: number, message: string) {
    super(status, message);
  }
}

export const billingErrorResponse = httpErrorResponse;

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
