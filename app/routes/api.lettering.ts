import { answerLetteringProof } from "~/modules/lettering/lettering-api.server";
import { isHttpError } from "~/utils/http-error";
import { httpErrorResponse } from "~/utils/http.server";
import type { Route } from "./+types/api.lettering";

/**
 * GET /api/lettering?description=&text=&font=&layout=&roman=1&only=1&style=&size=&complexity=
 * (issue 37): { lettering: null | { lines, confirmation, scripts, readings, fonts, layout,
 * uncovered, legibility } }, the exact characters a generation would ink and their legibility at
 * size. 400 with fieldErrors for a bad field, 429 with Retry-After past the lettering limit.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  return answerLetteringProof(request, context.clientIp).catch((error: unknown) => {
    if (isHttpError(error)) return httpErrorResponse(error);
    throw error;
  });
}
