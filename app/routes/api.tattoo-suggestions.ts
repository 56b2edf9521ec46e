import { getSuggestion } from "~/modules/suggestions/suggestions.server";

/** GET /api/tattoo-suggestions: { description } of one tattoo idea. */
export async function loader() {
  return Response.json({ description: await getSuggestion() }, { headers: { "Cache-Control": "no-store" } });
}
