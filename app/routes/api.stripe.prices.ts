import { billingMessages } from "~/modules/billing/billing-errors.server";
import { getPlanPrices } from "~/modules/billing/prices.server";
import { isHttpError } from "~/utils/http-error";
import { httpErrorResponse, jsonError } from "~/utils/http.server";
import { errorFields, logger } from "~/utils/logger.server";

const log = logger("billing");

/**
 * GET /api/stripe/prices: `{ premium: {amount, currency, interval}, pro: {...} }` (spec §3
 * Pricing info), from the Stripe prices in the environment or the demo prices.
 */
export async function loader() {
  try {
    const prices = await getPlanPrices();
    return Response.json(prices, { headers: { "Cache-Control": "public, max-age=300" } });
  } catch (error) {
    if (isHttpError(error)) return httpErrorResponse(error);
    log.error(errorFields(error), "could not load prices");
    return jsonError(502, billingMessages.pricesUnavailable);
  }
}
