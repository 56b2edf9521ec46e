import { letteringOptions } from "~/modules/lettering/lettering-options.server";

/** The lettering studio's choices as the home page's loader sends them (issue 37). */
export const LETTERING_OPTIONS = letteringOptions();

/** GET /api/lettering for a description without lettering: nothing to confirm. */
export const NO_LETTERING = { "GET /api/lettering": () => Response.json({ lettering: null }) };
