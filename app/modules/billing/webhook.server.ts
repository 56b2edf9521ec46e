import { jsonError } from "~/utils/http.server";
import { errorFields, logger } from "~/utils/logger.server";
import { requestMessages } from "~/utils/messages/request";
import { readBodyText } from "~/utils/request-body.server";
import { webhookSecret } from "./billing-config.server";
import { BillingError, billingErrorResponse, billingMessages } from "./billing-errors.server";
import { parsePaymentEvent, processPaymentEvent } from "./payment-events.server";
import { stripeWebhooks } from "./stripe-client.server";

const log = logger("billing");

/** Stripe's events are small; anything far larger is not from Stripe. */
const MAX_PAYLOAD_BYTES = 512 * 1024;

/**
 * The payment webhook (POST /api/stripe/webhook): verifies the signature over the raw
 * body, then applies the event once. 400 for a missing or wrong signature, 200 for
 * replays and for event types this app ignores.
 */
export async function handleStripeWebhook(request: Request): Promise<Response> {
  if (request.method !== "POST") return jsonError(405, requestMessages.usePost);
  const secret = webhookSecret();
  if (!secret) return jsonError(503, billingMessages.unavailable);
  const signature = request.headers.get("stripe-signature");
  if (!signature) return jsonError(400, billingMessages.missingSignature);
  if (Number(request.headers.get("content-length") ?? 0) > MAX_PAYLOAD_BYTES) {
    return jsonError(413, billingMessages.badEvent);
  }
  const payload = await readBodyText(request, MAX_PAYLOAD_BYTES);

  let verified: unknown;
  try {
    verified = stripeWebhooks.constructEvent(payload, signature, secret);
  } catch {
    return jsonError(400, billingMessages.badSignature);
  }
  try {
    const event = parsePaymentEvent(verified);
    const outcome = await processPaymentEvent(event);
    return Response.json({ received: true, outcome });
  } catch (error) {
    if (error instanceof BillingError) return billingErrorResponse(error);
    log.error(errorFields(error), "webhook failed");
    // 500 makes Stripe deliver the event again later; nothing of it was recorded.
    return jsonError(500, "The event could not be processed.");
  }
}
