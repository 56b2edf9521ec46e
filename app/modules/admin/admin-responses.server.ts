export { methodNotAllowed } from "~/utils/http.server";

/** Admin answers are per user and change at any moment. */
export const noStore = { "Cache-Control": "private, no-store" };
