import { lazyComponent } from "~/utils/lazy-component";

/**
 * "Where it goes" (issue 38), loaded on demand as the lettering studio is: the server renders
 * its plain fields, which work and post as they are until the person first uses the form (the
 * generation reads them from the form's data), so the home page's JavaScript carries none of it.
 */
export const PlacementField = lazyComponent(() => import("./placement-field"), { onDemand: true });
