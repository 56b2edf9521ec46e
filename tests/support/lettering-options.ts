// The studio's code in the module cache: its lazy load (on the form's first use) then settles
// within the test that starts it, never after the file's environment is gone.
import "~/components/generator/lettering-studio";
import { letteringOptions } from "~/modules/lettering/lettering-options.server";

/** The lettering studio's choices as the home page's loader sends them (issue 37). */
export const LETTERING_OPTIONS = letteringOptions();

/** GET /api/lettering for a description without lettering: nothing to confirm. */
export const NO_LETTERING = { "GET /api/lettering": () => Response.json({ lettering: null }) };
